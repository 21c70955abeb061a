import StopCircleIcon from '@mui/icons-material/StopCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { listSmsJobs, smsJobStatus, type SmsJob, exportSmsJobs } from '@cmt/contract/endpoints/sms';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { DataTable, type Column } from '../../../kit/data-table';
import { FilterSelect } from '../../../kit/filter-select';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { RowAction } from '../../../kit/row-action';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useListScreen } from '../../../kit/use-list-screen';
import { useUrlParam } from '../../../kit/use-url-param';
import { useCancelSmsJob } from '../api/cancel-sms-job';
import { useSmsSettings } from '../api/get-sms-settings';
import { isActiveJob } from '../api/get-sms-job';
import { ComposeSms } from '../components/compose-sms';
import { JobDialog } from '../components/job-dialog';
import { JobProgress } from '../components/job-progress';
import { SmsStatusChip } from '../components/sms-status-chip';
import { useSmsTranslation } from '../hooks/use-sms-translation';

type StatusFilter = 'ALL' | (typeof smsJobStatus.options)[number];

/** /app/general/sms: compose and queue a message, follow each sending, stop one, see each number's outcome. */
export default function SmsPage() {
  const { t } = useSmsTranslation();
  const when = useFormatDateTime();
  const settings = useSmsSettings();
  const list = useListScreen(listSmsJobs, { loadError: t('jobs.loadError') });
  const [openJob, setOpenJob] = useUrlParam('job', { replace: true });
  const cancel = useCancelSmsJob();
  const stop = useConfirmedAction<SmsJob>({
    run: (job) => cancel.mutateAsync(job.id),
    success: t('jobs.cancelled'),
    failure: () => t('jobs.cancelFailed'),
  });
  // Sendings in progress move on their own: read the list again while any is.
  const moving = list.result.data?.items.some((job) => isActiveJob(job.status)) ?? false;
  const { refetch } = list.result;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [moving, refetch]);

  const columns: Column<SmsJob>[] = [
    {
      id: 'createdAt',
      label: t('jobs.columns.created'),
      sortable: true,
      render: (job) => (
        <>
          <Typography variant="body2">{when(job.createdAt)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('jobs.by', { who: job.createdBy ?? '—' })}
          </Typography>
        </>
      ),
    },
    {
      id: 'message',
      label: t('jobs.columns.message'),
      render: (job) => (
        <Typography variant="body2" dir="auto" noWrap sx={{ maxWidth: 320 }} title={job.message}>
          {job.message}
        </Typography>
      ),
    },
    { id: 'numbers', label: t('jobs.columns.numbers'), align: 'end', render: (job) => job.recipientCount },
    { id: 'progress', label: t('jobs.columns.progress'), render: (job) => <JobProgress job={job} /> },
    { id: 'status', label: t('jobs.columns.status'), render: (job) => <SmsStatusChip status={job.status} /> },
    {
      id: 'actions',
      label: t('jobs.columns.actions'),
      align: 'end',
      render: (job) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <RowAction
            label={t('jobs.open', { id: job.id })}
            icon={<VisibilityIcon fontSize="small" />}
            onClick={() => setOpenJob(job.id)}
          />
          {isActiveJob(job.status) && (
            <RowAction
              label={t('jobs.cancel', { id: job.id })}
              icon={<StopCircleIcon fontSize="small" />}
              color="error"
              onClick={() => stop.ask(job)}
            />
          )}
        </Box>
      ),
    },
  ];

  const left = settings.data ? Math.max(0, settings.data.dailyLimitPerStaff - settings.data.usedToday) : null;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        {settings.data && !settings.data.delivers && <Alert severity="info">{t('provider.logOnly')}</Alert>}
        {settings.data && (
          <Typography variant="body2" color="text.secondary">
            {t('provider.allowance', {
              left,
              limit: settings.data.dailyLimitPerStaff,
              rate: settings.data.ratePerSecond,
            })}
          </Typography>
        )}
        <ComposeSms onQueued={setOpenJob} />
        <div>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('jobs.title')}
          </Typography>
          <ListToolbar
            exportCsv={{ endpoint: exportSmsJobs, list: list }}
            filters={
              <FilterSelect<StatusFilter>
                label={t('jobs.status')}
                value={list.query.status}
                options={(['ALL', ...smsJobStatus.options] as const).map((value) => ({
                  value,
                  label: t(`statuses.${value}`),
                }))}
                onChange={(value) => list.setFilter('status', value)}
              />
            }
          />
          <DataTable
            label={t('jobs.tableLabel')}
            columns={columns}
            result={list.result}
            state={list.table}
            getRowId={(job) => job.id}
            emptyText={t('jobs.empty')}
          />
        </div>
      </Stack>
      <JobDialog key={openJob ?? 'none'} jobId={openJob} onClose={() => setOpenJob(null)} />
      <ConfirmDialog
        {...stop.dialog}
        title={t('jobs.cancelTitle')}
        message={t('jobs.cancelMessage', {
          left: stop.target
            ? stop.target.recipientCount - stop.target.sentCount - stop.target.failedCount
            : 0,
        })}
        confirmLabel={t('jobs.cancelConfirm')}
      />
    </>
  );
}
