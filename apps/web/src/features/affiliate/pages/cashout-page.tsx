import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isHeld } from '@cmt/contract/approval-actions';
import {
  claimCashout,
  getCashout,
  listCashouts,
  rejectCashout,
  releaseCashout,
  takeNextCashout,
  type CashoutDetail,
} from '@cmt/contract/endpoints/affiliate';
import { hrefFor } from '@cmt/contract/routes';
import { z } from 'zod';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { PendingApprovalNotice } from '../../../kit/approvals/pending-approval';
import { PageHeader } from '../../../kit/page-header';
import { QueueClaimNotice } from '../../../kit/queue/queue-claim-notice';
import { useQueueClaim } from '../../../kit/queue/use-queue-claim';
import { useQueueTranslation } from '../../../kit/queue/use-queue-translation';
import { useNextAfterDecision } from '../../../kit/queue/use-take-next';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useMoney } from '../../../lib/money';
import { useDecideCashout } from '../api/decide-cashout';
import { useCashout } from '../api/get-cashout';
import { CashoutBalancePanel, CashoutHistoryPanel, CashoutRequestPanel } from '../components/cashout-panels';
import { CashoutTransactions } from '../components/cashout-transactions';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';
import { RecordCases } from '../../../kit/cases/record-cases';
import { RecordDecisions } from '../../../kit/decisions/record-decisions';

/** The reject call's own rule for the reason. */
const rejectReason = z.object({ reason: rejectCashout.query.shape.reason });

/** /app/affiliate/cashout/{id}: everything staff check, then approve or reject (both ask first). */
export default function CashoutPage() {
  const { t } = useAffiliateTranslation();
  const money = useMoney();
  const snackbar = useSnackbar();
  const { id } = useParams();
  const cashoutId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const cashout = useCashout(cashoutId);
  const decide = useDecideCashout(cashoutId ?? 0);
  const [rejecting, setRejecting] = useState(false);
  const queue = useQueueTranslation().t;
  const claims = useQueueClaim(
    { claim: claimCashout, release: releaseCashout },
    cashoutId ?? 0,
    getCashout,
    listCashouts,
  );
  const notFound = cashoutId === null || (cashout.error instanceof ApiError && cashout.error.status === 404);

  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') return t('cashout.insufficient');
    if (error instanceof ApiError && error.code === 'CLAIMED_BY_OTHER') {
      // Taken by another reviewer meanwhile: reloaded, the page says who, with Take over.
      void cashout.refetch();
      return queue('claimedRefused');
    }
    if (error instanceof ApiError && error.code === 'INVALID_TRANSITION') {
      void cashout.refetch();
      return t('cashout.alreadyDecided');
    }
    return t('cashout.decideFailed');
  };
  // Opened by "Take next": after a decision the next free request opens; none left: the list.
  const next = useNextAfterDecision(
    takeNextCashout,
    (item) => hrefFor('affiliate.cashoutId', { id: item.id }),
    {
      listHref: `${hrefFor('affiliate.cashout')}?status=PENDING`,
    },
  );
  const approval = useConfirmedAction<CashoutDetail>({
    run: async () => {
      const decided = await decide.mutateAsync({ approve: true });
      // Held for a second approval (four-eyes): the request stays on screen with who asked.
      if (!isHeld(decided)) next.decided();
      return decided;
    },
    success: (target) => t('cashout.approved', { amount: money.egp(target.amount) }),
    failure,
  });
  const reject = (reason: string) =>
    decide.mutate(
      { approve: false, reason },
      {
        onSuccess: () => {
          snackbar.show(t('cashout.rejected'), 'success');
          next.decided();
        },
        onError: (error) => snackbar.show(failure(error), 'error'),
        onSettled: () => setRejecting(false),
      },
    );

  const record = cashout.data;
  return (
    <>
      <PageHeader
        title={t('cashout.title', { id: cashoutId ?? id ?? '' })}
        actions={
          <Stack direction="row" spacing={1}>
            {record?.status === 'PENDING' && (
              <>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<CloseIcon />}
                  onClick={() => setRejecting(true)}
                  disabled={decide.isPending}
                >
                  {t('cashout.reject')}
                </Button>
                {/* Four-eyes: while an approve waits for a second person, the notice stands in its place. */}
                {!record.pendingApproval && (
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<CheckIcon />}
                    onClick={() => approval.ask(record)}
                    disabled={decide.isPending}
                  >
                    {t('cashout.approve')}
                  </Button>
                )}
              </>
            )}
          </Stack>
        }
      />
      {record?.status === 'PENDING' && record.claim && (
        <Box sx={{ mb: 2 }}>
          <QueueClaimNotice claim={record.claim} actions={claims} />
        </Box>
      )}
      {record?.status === 'PENDING' && record.pendingApproval && (
        <Box sx={{ mb: 2 }}>
          <PendingApprovalNotice pending={record.pendingApproval} />
        </Box>
      )}
      {cashout.isPending && cashoutId !== null && <PageSpinner />}
      {notFound && <Alert severity="error">{t('cashout.notFound')}</Alert>}
      {cashout.isError && !notFound && <Alert severity="error">{t('cashout.loadFailed')}</Alert>}
      {record && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <CashoutRequestPanel cashout={record} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <RecordCases
                records={[{ recordType: 'cashout', recordId: record.id, label: money.egp(record.amount) }]}
                alsoLink={[{ recordType: 'customer', recordId: record.userId, label: record.customerName }]}
              />
              <RecordDecisions records={[{ recordType: 'cashout', recordId: record.id }]} />
              <CashoutBalancePanel cashout={record} />
              <CashoutHistoryPanel cashout={record} />
            </Stack>
          </Grid>
          <Grid size={12}>
            <CashoutTransactions cashout={record} />
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        {...approval.dialog}
        destructive={false}
        title={t('cashout.approveTitle')}
        message={
          approval.target
            ? t('cashout.approveMessage', {
                amount: money.egp(approval.target.amount),
                customer: approval.target.customerName,
                available: money.egp(approval.target.balance.available),
              })
            : ''
        }
        confirmLabel={
          approval.target ? t('cashout.approveConfirm', { amount: money.egp(approval.target.amount) }) : ''
        }
      />
      {record && (
        <ReasonDialog
          open={rejecting}
          title={t('cashout.rejectTitle')}
          message={t('cashout.rejectMessage', {
            amount: money.egp(record.amount),
            customer: record.customerName,
          })}
          label={t('cashout.rejectReason')}
          submitLabel={t('cashout.rejectConfirm')}
          schema={rejectReason}
          busy={decide.isPending}
          onConfirm={reject}
          onClose={() => setRejecting(false)}
        />
      )}
      <HistoryPanel type="affiliate-cashout" id={cashoutId} changeKey={record?.status} />
    </>
  );
}
