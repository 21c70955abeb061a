import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { smsRecipientStatus } from '@cmt/contract/endpoints/sms';
import { type SmsRecipient } from '@cmt/contract/endpoints/sms';
import { DataTable, type Column } from '../../../kit/data-table';
import { FilterSelect } from '../../../kit/filter-select';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useSmsJob } from '../api/get-sms-job';
import { useSmsRecipients } from '../api/list-sms-recipients';
import { useSmsTranslation } from '../hooks/use-sms-translation';
import { JobProgress } from './job-progress';
import { smsFailureKey } from './sms-failure';
import { SmsStatusChip } from './sms-status-chip';

type StatusFilter = 'ALL' | (typeof smsRecipientStatus.options)[number];

/** One sending: the message, its progress (live while sending) and every number's outcome. */
export function JobDialog({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const { t } = useSmsTranslation();
  const when = useFormatDateTime();
  const titleId = useId();
  const job = useSmsJob(jobId);
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const progress = job.data
    ? `${job.data.status}:${job.data.sentCount}:${job.data.failedCount}:${job.data.cancelledCount}`
    : '';
  const recipients = useSmsRecipients(jobId, { page: page + 1, pageSize, status }, progress);
  const logged = job.data?.provider === 'log';
  const columns: Column<SmsRecipient>[] = [
    { id: 'phone', label: t('detail.phone'), render: (row) => <bdi dir="ltr">{row.phone}</bdi> },
    {
      id: 'status',
      label: t('detail.status'),
      render: (row) => <SmsStatusChip status={row.status} logged={logged} />,
    },
    {
      id: 'detail',
      label: t('detail.detail'),
      render: (row) =>
        row.error
          ? t(smsFailureKey(row.error))
          : row.sentAt
            ? t(logged ? 'detail.loggedAt' : 'detail.sentAt', { when: when(row.sentAt) })
            : '—',
    },
  ];
  return (
    <Dialog open={jobId !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('detail.title', { id: jobId })}</DialogTitle>
      <DialogContent dividers>
        {job.data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <SmsStatusChip status={job.data.status} />
              <Typography variant="body2" color="text.secondary">
                {when(job.data.createdAt)} · {t('jobs.by', { who: job.data.createdBy ?? '—' })} ·{' '}
                {t('detail.provider', {
                  provider: t(`detail.providers.${job.data.provider}`, { defaultValue: job.data.provider }),
                })}
              </Typography>
            </Stack>
            <Paper variant="outlined" sx={{ p: 1.5, whiteSpace: 'pre-wrap' }}>
              <Typography dir="auto">{job.data.message}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('detail.parts', {
                  parts: job.data.parts,
                  encoding: t(`compose.encodings.${job.data.encoding}`),
                })}
              </Typography>
            </Paper>
            <JobProgress job={job.data} />
            {job.data.failureReason && (
              <Typography color="error">{t(smsFailureKey(job.data.failureReason))}</Typography>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {t('detail.outcomes')}
              </Typography>
              <FilterSelect<StatusFilter>
                label={t('jobs.status')}
                value={status}
                options={(['ALL', 'SENT', 'FAILED', 'PENDING', 'CANCELLED'] as const).map((value) => ({
                  value,
                  label: logged && value === 'SENT' ? t('statuses.LOGGED') : t(`statuses.${value}`),
                }))}
                onChange={(value) => {
                  setStatus(value);
                  setPage(0);
                }}
              />
            </Stack>
            <DataTable
              label={t('detail.outcomes')}
              columns={columns}
              result={recipients}
              state={{
                page,
                pageSize,
                sort: 'position',
                order: 'asc',
                onPageChange: setPage,
                onPageSizeChange: (size) => {
                  setPageSize(size);
                  setPage(0);
                },
                onSortChange: () => {},
              }}
              getRowId={(row) => row.phone}
              pageSizeOptions={[20, 50, 100]}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
