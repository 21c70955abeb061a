import { approvalStatuses, type ApprovalStatus } from '@cmt/contract/approval-actions';
import type { Approval } from '@cmt/contract/endpoints/approvals';
import { Permission } from '@cmt/contract/permissions';
import { rejectApproval } from '@cmt/contract/endpoints/approvals';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { ReasonDialog } from '../../../kit/form/reason-dialog';
import { PageHeader } from '../../../kit/page-header';
import { useUrlParam } from '../../../kit/use-url-param';
import { ApiError } from '../../../lib/api-client';
import { PageSpinner } from '../../../kit/page-spinner';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../kit/snackbar';
import {
  useApproval,
  useApprovalCounts,
  useApprovals,
  useDecideApproval,
  type ApprovalDecision,
} from '../api/approvals';
import { ApprovalCard, useApprovalCardWords, type ApprovalAsk } from '../components/approval-card';
import { PoliciesPanel } from '../components/policies-panel';
import { useApprovalsTranslation } from '../hooks/use-approvals-translation';

const PAGE_SIZE = 20;
const isStatus = (value: string | null): value is ApprovalStatus =>
  approvalStatuses.includes(value as ApprovalStatus);

/**
 * /app/approvals, for every signed-in staff member (four-eyes): the requests they may decide or
 * made, by status with counts; each shown as the record would change, with approve, reject (with a
 * reason) and withdraw. `?approval=<id>` opens one request (from a record's "waiting" notice).
 */
export default function ApprovalsPage() {
  const { t } = useApprovalsTranslation();
  const snackbar = useSnackbar();
  const words = useApprovalCardWords();
  const [search, setSearch] = useSearchParams();
  const status: ApprovalStatus = isStatus(search.get('status'))
    ? (search.get('status') as ApprovalStatus)
    : 'PENDING';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [openId, setOpenId] = useUrlParam('approval');
  const counts = useApprovalCounts();
  const list = useApprovals(status, page);
  const one = useApproval(openId);
  const decide = useDecideApproval();
  const [asking, setAsking] = useState<{ approval: Approval; ask: ApprovalAsk } | null>(null);
  const { user } = useSession();
  const managesPolicies = Boolean(user?.permissions.includes(Permission.MANAGE_CMT));

  const choose = (next: ApprovalStatus) => setSearch({ status: next });
  const close = () => setAsking(null);
  const run = async (decision: ApprovalDecision, done: string) => {
    if (!asking) return;
    try {
      await decide.mutateAsync({ id: asking.approval.id, decision });
      snackbar.show(done, 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const known = [
        'SAME_PERSON',
        'NOT_A_CHECKER',
        'STALE_REQUEST',
        'INVALID_TRANSITION',
        'CHECKER_TIED_TO_MAKER',
        'MAKER_NO_LONGER_ENTITLED',
      ].includes(code);
      snackbar.show(t(`failures.${known ? code : 'other'}`), 'error');
    } finally {
      close();
    }
  };

  const shown: Approval[] | undefined =
    openId !== null ? (one.data ? [one.data] : undefined) : list.data?.items;
  const failed = openId !== null ? one.isError : list.isError;
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {openId === null ? (
        <Tabs
          value={status}
          onChange={(_, next: ApprovalStatus) => choose(next)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {approvalStatuses.map((value) => (
            <Tab
              key={value}
              value={value}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{t(`statuses.${value}`)}</span>
                  <Badge
                    badgeContent={counts.data?.byStatus[value] ?? 0}
                    showZero
                    max={999}
                    color={value === 'PENDING' ? 'warning' : 'default'}
                    sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                  />
                </Stack>
              }
            />
          ))}
        </Tabs>
      ) : (
        <Button sx={{ mb: 2 }} onClick={() => setOpenId(null)}>
          {t('showAll')}
        </Button>
      )}
      {failed ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : !shown ? (
        <PageSpinner />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Stack spacing={2}>
          {shown.map((approval) => (
            <ApprovalCard
              key={approval.id}
              approval={approval}
              onAsk={(ask) => setAsking({ approval, ask })}
            />
          ))}
          {openId === null && total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(total / PAGE_SIZE)}
              page={page}
              onChange={(_, next) => setSearch({ status, page: String(next) })}
            />
          )}
        </Stack>
      )}
      {managesPolicies && openId === null && <PoliciesPanel />}
      <ConfirmDialog
        open={asking?.ask === 'approve'}
        title={t('approveTitle')}
        message={
          asking
            ? t('approveMessage', {
                action: words.action(asking.approval),
                target: words.target(asking.approval),
                by: asking.approval.requestedBy,
              })
            : ''
        }
        confirmLabel={t('approve')}
        destructive={false}
        busy={decide.isPending}
        onConfirm={() => void run({ approve: true }, t('approved'))}
        onClose={close}
      />
      <ConfirmDialog
        open={asking?.ask === 'withdraw'}
        title={t('withdrawTitle')}
        message={t('withdrawMessage')}
        confirmLabel={t('withdraw')}
        busy={decide.isPending}
        onConfirm={() => void run({ withdraw: true }, t('withdrawn'))}
        onClose={close}
      />
      <ReasonDialog
        open={asking?.ask === 'reject'}
        title={t('rejectTitle')}
        message={asking ? t('rejectMessage', { by: asking.approval.requestedBy }) : undefined}
        severity="warning"
        label={t('rejectReason')}
        submitLabel={t('reject')}
        busy={decide.isPending}
        schema={rejectApproval.body}
        onConfirm={(reason) => void run({ approve: false, reason }, t('rejected'))}
        onClose={close}
      />
    </>
  );
}
