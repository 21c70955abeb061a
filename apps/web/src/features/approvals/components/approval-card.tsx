import type { Approval } from '@cmt/contract/endpoints/approvals';
import { egpOf } from '@cmt/contract/money';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApprovalWords } from '../../../kit/approvals/use-approval-words';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useApprovalsTranslation } from '../hooks/use-approvals-translation';
import { ApprovalChange } from './approval-change';

export type ApprovalAsk = 'approve' | 'reject' | 'withdraw';

/** The words of an approval's action and target, for the card and the dialogs. */
export function useApprovalCardWords() {
  const words = useApprovalWords();
  return {
    action: (approval: Approval) => words.action(approval.action),
    target: (approval: Approval) => words.record(approval.targetType, approval.targetId),
  };
}

/** One held request: what it asks, who asked and when, how the record would change, the decision. */
export function ApprovalCard({ approval, onAsk }: { approval: Approval; onAsk: (ask: ApprovalAsk) => void }) {
  const { t } = useApprovalsTranslation();
  const { language } = useLanguage();
  const words = useApprovalCardWords();
  const at = (iso: string) => formatDateTime(language, iso);
  const pending = approval.status === 'PENDING';
  // Four-eyes ties: the server refuses this caller's approval (403 CHECKER_TIED_TO_MAKER); rejecting stays open.
  const tied = approval.tiedToMaker.length > 0;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`${words.action(approval)} · ${words.target(approval)}`}
      data-testid={`approval-${approval.id}`}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {words.action(approval)}
          </Typography>
          <Chip
            size="small"
            label={t(`statuses.${approval.status}`)}
            color={pending ? 'warning' : 'default'}
          />
        </Stack>
        <Typography variant="body2">
          <bdi>{words.target(approval)}</bdi>
          {approval.amountPiastres !== null && (
            <>
              {' · '}
              {t('amount', { amount: formatEgp(language, egpOf(approval.amountPiastres)) })}
            </>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('askedBy', { by: approval.requestedBy, at: at(approval.requestedAt) })}
          {pending && <> · {t('expires', { at: at(approval.expiresAt) })}</>}
        </Typography>
        <ApprovalChange before={approval.before} after={approval.after} />
        {approval.decidedAt && approval.decidedBy && (
          <Typography variant="body2">
            {t('decidedBy', {
              status: t(`statuses.${approval.status}`),
              by: approval.decidedBy,
              at: at(approval.decidedAt),
            })}
          </Typography>
        )}
        {approval.reason && (
          <Typography variant="body2" dir="auto">
            {t('reasonGiven', { reason: approval.reason })}
          </Typography>
        )}
        {approval.appliedAlone && <Alert severity="warning">{t('appliedAlone')}</Alert>}
        {pending && approval.mine && <Alert severity="info">{t('yours')}</Alert>}
        {pending && tied && <TiedToMaker approval={approval} />}
        {pending && (approval.canDecide || approval.mine) && (
          <Stack direction="row" spacing={1}>
            {approval.canDecide && (
              <>
                {!tied && (
                  <Button variant="contained" color="success" onClick={() => onAsk('approve')}>
                    {t('approve')}
                  </Button>
                )}
                <Button variant="outlined" color="error" onClick={() => onAsk('reject')}>
                  {t('reject')}
                </Button>
              </>
            )}
            {approval.mine && (
              <Button variant="outlined" onClick={() => onAsk('withdraw')}>
                {t('withdraw')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Why the caller may not approve: each change that ties them to the maker, who made it and when. */
function TiedToMaker({ approval }: { approval: Approval }) {
  const { t } = useApprovalsTranslation();
  const { language } = useLanguage();
  return (
    <Alert severity="warning" data-testid="tied-to-maker">
      <AlertTitle>{t('tied.title', { maker: approval.requestedBy })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('tied.hint')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2.5 }}>
        {approval.tiedToMaker.map((tie) => (
          <Typography component="li" variant="body2" key={`${tie.kind}-${tie.account}-${tie.at}`}>
            {t(`tied.${tie.kind}`, {
              by: tie.by ?? '',
              account: tie.account,
              permission: tie.permission ?? '',
              at: formatDateTime(language, tie.at),
            })}
            {tie.askedBy && tie.askedBy !== tie.by && <> {t('tied.askedBy', { by: tie.askedBy })}</>}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}
