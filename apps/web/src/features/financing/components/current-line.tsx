import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { fromPiastres, toPiastres } from '@cmt/contract/money';
import { ACTIVE_CREDIT_LINE_STATUSES } from '@cmt/contract/endpoints/applications';
import { allowedReviewActions, type CreditLine, type ReviewAction } from '@cmt/contract/endpoints/financing';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useMoney } from '../../../lib/money';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { CreditLineStatus } from './credit-line-status';
import { ReviewDialog } from './review-dialog';
import type { PendingApproval } from '@cmt/contract/approval-actions';
import { PendingApprovalNotice } from '../../../kit/approvals/pending-approval';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The line decisions apply to: its figures, and the decisions allowed from its status (for reviewers). */
export function CurrentLine({
  userId,
  name,
  line,
  canReview,
  spendable,
  pendingApprovals = [],
  onDecided,
}: {
  userId: number;
  name: string;
  line: CreditLine;
  canReview: boolean;
  /** False for a customer on the AML blacklist or blocked from financing: nothing is available. */
  spendable: boolean;
  /** Limit raises held for a second person (four-eyes): shown in place of the Change limit action. */
  pendingApprovals?: readonly PendingApproval[];
  /** After a decision recorded on the line (the review queue's "next"). */
  onDecided?: () => void;
}) {
  const { t } = useFinancingTranslation();
  const egp = useMoney().egp;
  const pick = useBilingual();
  const formatDateTime = useFormatDateTime();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const limit = toPiastres(line.approvedAmount ?? '0') ?? 0n;
  const owed = toPiastres(line.outstanding) ?? 0n;
  // Only an open line of a customer who may have credit has anything to spend.
  const open = spendable && ACTIVE_CREDIT_LINE_STATUSES.includes(line.creditLineStatus);
  const available = open && limit > owed ? fromPiastres(limit - owed) : '0.00';
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Figure label={t('detail.line.partner')}>{pick(line.partnerName, line.partnerNameAr)}</Figure>
        <Figure label={t('detail.line.status')}>
          <CreditLineStatus code={line.creditLineStatus} />
        </Figure>
        <Figure label={t('detail.line.limit')}>
          <bdi data-testid="current-limit">{egp(line.approvedAmount)}</bdi>
        </Figure>
        <Figure label={t('detail.line.outstanding')}>
          <bdi>{egp(line.outstanding)}</bdi>
        </Figure>
        <Figure label={t('detail.line.available')}>
          <bdi data-testid="available">{egp(available)}</bdi>
          {!open && (
            <Typography variant="caption" color="error" component="div" sx={{ maxWidth: 260 }}>
              {t('detail.line.notSpendable')}
            </Typography>
          )}
        </Figure>
        <Figure label={t('detail.line.activation')}>
          {line.activationType ? t(`activation.${line.activationType}`) : t('detail.line.appFlow')}
        </Figure>
        <Figure label={t('detail.line.opened')}>{formatDateTime(line.createdAt)}</Figure>
      </Stack>
      {pendingApprovals.map((pending) => (
        <PendingApprovalNotice key={pending.approvalId} pending={pending} />
      ))}
      {canReview && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {allowedReviewActions(line.creditLineStatus)
            .filter((allowed) => !(allowed === 'CHANGE_LIMIT' && pendingApprovals.length > 0))
            .map((allowed) => (
              <Button
                key={allowed}
                variant={allowed === 'REJECT' || allowed === 'SUSPEND' ? 'outlined' : 'contained'}
                color={allowed === 'REJECT' || allowed === 'SUSPEND' ? 'error' : 'primary'}
                onClick={() => setAction(allowed)}
              >
                {t(`actions.${allowed}`)}
              </Button>
            ))}
        </Stack>
      )}
      {action && (
        <ReviewDialog
          key={`${action}-${line.version}`}
          userId={userId}
          name={name}
          line={line}
          action={action}
          onClose={() => setAction(null)}
          onDecided={onDecided}
        />
      )}
    </Stack>
  );
}
