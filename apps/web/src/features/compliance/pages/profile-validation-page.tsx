import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  claimProfileValidation,
  getProfileValidation,
  listProfileValidations,
  releaseProfileValidation,
  takeNextProfileValidation,
  type ProfileValidation,
} from '@cmt/contract/endpoints/compliance';
import { hrefFor } from '@cmt/contract/routes';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { PageHeader } from '../../../kit/page-header';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { useNextAfterDecision } from '../../../kit/queue/use-take-next';
import { CustomerPageLink } from '../../../kit/customer-page-link';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { QueueClaimNotice } from '../../../kit/queue/queue-claim-notice';
import { useQueueClaim } from '../../../kit/queue/use-queue-claim';
import { useDecideProfile } from '../api/decide-profile-validation';
import { useProfileValidation } from '../api/get-profile-validation';
import { ApplicationFields } from '../components/application-fields';
import { KycImages } from '../components/kyc-images';
import { ProfileChecks } from '../components/profile-checks';
import { RejectDialog } from '../components/reject-dialog';
import { AmlChip, ProfileStatusChip } from '../components/status-chips';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { useAmlSource } from '../../../kit/use-aml-source';
import { PageSpinner } from '../../../kit/page-spinner';
import { RecordCases } from '../../../kit/cases/record-cases';
import { RecordDecisions } from '../../../kit/decisions/record-decisions';

const fullNameOf = (profile: ProfileValidation) =>
  [
    profile.application.firstName,
    profile.application.secondName,
    profile.application.thirdName,
    profile.application.familyName,
  ]
    .filter(Boolean)
    .join(' ') || `#${profile.userId}`;

/** /app/applications/profile-validation/{id}: the application beside the id images, the checks, the decision. */
export default function ProfileValidationPage() {
  const { t } = useComplianceTranslation();
  const amlSource = useAmlSource();
  const when = useFormatDateTime();
  const formatDate = useFormatDate();
  const snackbar = useSnackbar();
  const { id } = useParams();
  const validationId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const profile = useProfileValidation(validationId);
  const decide = useDecideProfile(validationId ?? 0);
  const [rejecting, setRejecting] = useState(false);
  const queue = useQueueTranslation().t;
  const claims = useQueueClaim(
    { claim: claimProfileValidation, release: releaseProfileValidation },
    validationId ?? 0,
    listProfileValidations,
    getProfileValidation,
  );
  // After a decision the next waiting profile opens (claimed for this reviewer); none: back to the
  // queue. Always, however the profile was opened: this page is only the KYC queue's.
  const next = useNextAfterDecision(
    takeNextProfileValidation,
    (item) => hrefFor('applications.profileValidationId', { id: item.id }),
    { listHref: hrefFor('applications.profileValidation'), always: true },
  );
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'CLAIMED_BY_OTHER'
      ? queue('claimedRefused')
      : error instanceof ApiError && error.code === 'CHECKS_FAILED'
        ? t('profile.checksFailed')
        : error instanceof ApiError && error.code === 'INVALID_TRANSITION'
          ? t('profile.alreadyDecided')
          : t('profile.decideFailed');
  const approval = useConfirmedAction<ProfileValidation>({
    run: async () => {
      const decided = await decide.approve.mutateAsync();
      next.decided();
      return decided;
    },
    success: t('profile.approved'),
    failure: failureText,
  });
  const notFound = profile.error instanceof ApiError && profile.error.status === 404;

  if (validationId === null || notFound)
    return (
      <>
        <PageHeader title={t('profile.notFound')} />
      </>
    );
  if (profile.isPending) return <PageSpinner label={t('profile.title', { id: validationId })} />;
  if (profile.isError || !profile.data)
    return (
      <>
        <PageHeader title={t('profile.title', { id: validationId })} />
        <Alert severity="error">{t('profile.loadError')}</Alert>
      </>
    );

  const data = profile.data;
  const pending = data.status === 'PENDING';
  return (
    <>
      <PageHeader
        title={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{t('profile.title', { id: data.id })}</span>
            <ProfileStatusChip status={data.status} />
            {data.blacklistEntry && <AmlChip />}
          </Stack>
        }
        subtitle={t('profile.subtitle', { userId: data.userId, when: when(data.submittedAt) })}
        actions={<CustomerPageLink userId={data.userId} />}
      />
      <Stack spacing={2}>
        {data.blacklistEntry && (
          <Alert severity="error">
            <AlertTitle>{t('profile.amlTitle')}</AlertTitle>
            <div>
              {t('blacklist.columns.source')}: <bdi>{amlSource(data.blacklistEntry.sourceList)}</bdi> ·{' '}
              {t('blacklist.columns.listedOn')}: <bdi>{formatDate(data.blacklistEntry.listedOn)}</bdi>
            </div>
            <div>
              {t('blacklist.columns.reason')}: <bdi>{data.blacklistEntry.reason}</bdi>
            </div>
            <div>{t('profile.amlBody')}</div>
          </Alert>
        )}
        {pending && data.claim && <QueueClaimNotice claim={data.claim} actions={claims} />}
        {!pending && (
          <Alert severity={data.status === 'APPROVED' ? 'success' : 'info'}>
            <AlertTitle>{t('profile.decision')}</AlertTitle>
            {t('profile.decidedBy', {
              status: t(`statuses.${data.status}`),
              when: when(data.decidedAt),
              who: data.decidedBy ?? '—',
            })}
            {data.rejectReason && ` · ${t(`reasons.${data.rejectReason}`)}`}
            {data.rejectNote && ` · ${data.rejectNote}`}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <ApplicationFields application={data.application} />
              <ProfileChecks checks={data.checks} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* Keyed by profile: each opening asks anew why the images are needed. */}
            <KycImages key={data.id} profile={data} name={fullNameOf(data)} />
          </Grid>
        </Grid>
        <RecordCases
          records={[{ recordType: 'kycValidation', recordId: data.id, label: fullNameOf(data) }]}
          alsoLink={[{ recordType: 'customer', recordId: data.userId, label: fullNameOf(data) }]}
        />
        <RecordDecisions records={[{ recordType: 'kycValidation', recordId: data.id }]} />
        {pending && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="error" variant="outlined" onClick={() => setRejecting(true)}>
                {t('profile.reject')}
              </Button>
              <Tooltip title={data.approvable ? '' : t('profile.cannotApprove')}>
                <span>
                  <Button
                    color="success"
                    variant="contained"
                    disabled={!data.approvable}
                    onClick={() => approval.ask(data)}
                  >
                    {t('profile.approve')}
                  </Button>
                </span>
              </Tooltip>
            </Stack>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('profile.history')}
          </Typography>
          {data.history.length === 0 ? (
            <Typography color="text.secondary">{t('profile.historyEmpty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('profile.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('queue.columns.submitted')}</TableCell>
                  <TableCell>{t('queue.columns.status')}</TableCell>
                  <TableCell>{t('queue.columns.decided')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.history.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{when(row.submittedAt)}</TableCell>
                    <TableCell>
                      <ProfileStatusChip status={row.status} />{' '}
                      {row.rejectReason && t(`reasons.${row.rejectReason}`)}
                    </TableCell>
                    <TableCell>
                      {row.decidedAt
                        ? t('queue.decidedBy', { when: when(row.decidedAt), who: row.decidedBy ?? '—' })
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      </Stack>
      <ConfirmDialog
        {...approval.dialog}
        destructive={false}
        title={t('profile.approveTitle')}
        message={t('profile.approveMessage', { name: fullNameOf(data) })}
        confirmLabel={t('profile.approve')}
      />
      <RejectDialog
        key={String(rejecting)}
        open={rejecting}
        busy={decide.reject.isPending}
        onClose={() => setRejecting(false)}
        onReject={(input) =>
          decide.reject.mutate(input, {
            onSuccess: () => {
              setRejecting(false);
              snackbar.show(t('profile.rejected'), 'success');
              next.decided();
            },
            onError: (error) => {
              setRejecting(false);
              snackbar.show(failureText(error), 'error');
            },
          })
        }
      />
      <HistoryPanel type="profile_validation" id={validationId} />
    </>
  );
}
