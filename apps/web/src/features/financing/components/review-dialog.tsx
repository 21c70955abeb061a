import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  reviewApplication,
  reviewMoves,
  type CreditLine,
  type ReviewAction,
} from '@cmt/contract/endpoints/financing';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormTextField } from '../../../kit/form/form-text-field';
import { ApiError, isStaleRecord } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useFinancingPartners } from '../api/get-partners';
import { useReviewApplication } from '../api/review-application';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { usePartnerName } from '../hooks/use-partner-name';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';

/** The decision's own fields, checked with the contract's rules (reason length, amount format). */
const decision = reviewApplication.body.pick({ reason: true, creditLimit: true });
interface Decision {
  reason: string;
  creditLimit?: string;
}

/** Refusals of the whole decision (not of one field), as strings of this screen. */
const refusals: Record<string, string> = {
  INVALID_TRANSITION: 'review.conflict',
  NO_CREDIT_LINE: 'review.conflict',
  CUSTOMER_BLACKLISTED: 'review.blacklisted',
  CUSTOMER_BLOCKED: 'review.blocked',
};

interface ReviewDialogProps {
  userId: number;
  name: string;
  line: CreditLine;
  action: ReviewAction;
  onClose: () => void;
  /** After a decision recorded (not held for a second approval): the page may move on (its queue). */
  onDecided?: () => void;
}

/**
 * One decision on the current line: a reason always, a new limit when the action takes one (the
 * partner's bounds shown, checked by the server), sent with the line's version so a decision someone
 * else made meanwhile is not overwritten.
 */
export function ReviewDialog({ userId, name, line, action, onClose, onDecided }: ReviewDialogProps) {
  const { t } = useFinancingTranslation();
  const partnerName = usePartnerName();
  const { language } = useLanguage();
  const snackbar = useSnackbar();
  const review = useReviewApplication();
  const held = useHeldNotice();
  const partner = useFinancingPartners().data?.find((p) => p.id === line.partnerId);
  const takesLimit = reviewMoves[action].limit;
  const form = useForm<Decision>({
    resolver: zodResolver(decision) as never,
    // Without a limit field (reject, suspend, reactivate) the limit stays unset: an empty text would
    // fail the amount rule on a field that is not shown, and the decision would never be sent.
    defaultValues: { reason: '', creditLimit: takesLimit ? (line.approvedAmount ?? '') : undefined },
  });

  const submit = form.handleSubmit(async ({ reason, creditLimit }) => {
    try {
      const result = await review.mutateAsync({
        luckyUserId: userId,
        action,
        reason,
        creditLimit: takesLimit ? creditLimit : null,
        version: line.version,
      });
      if (held(result)) {
        onClose();
        return;
      }
      snackbar.show(
        result.changed ? t('review.saved') : t('review.unchanged'),
        result.changed ? 'success' : 'info',
      );
      onClose();
      onDecided?.();
    } catch (error) {
      if (isStaleRecord(error)) {
        snackbar.show(t('review.stale'), 'error');
        onClose();
        return;
      }
      if (applyServerErrors(error, form.setError, { fields: ['reason', 'creditLimit'] })) return;
      const refusal = error instanceof ApiError ? refusals[error.code] : undefined;
      snackbar.show(t(refusal ?? 'review.failed'), 'error');
      if (refusal) onClose();
    }
  });

  return (
    <FormDialog
      open
      title={t('review.title', { action: t(`actions.${action}`), name })}
      submitLabel={t('review.submit')}
      submitting={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
    >
      {takesLimit && (
        <FormTextField
          control={form.control}
          name="creditLimit"
          label={t('review.limit')}
          required
          autoFocus
          helperText={
            partner
              ? t('review.limitHelp', {
                  partner: partnerName(partner.name),
                  min: formatEgp(language, partner.minLimit),
                  max: formatEgp(language, partner.maxLimit),
                })
              : undefined
          }
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
      )}
      <FormTextField
        control={form.control}
        name="reason"
        label={t('review.reason')}
        required
        multiline
        minRows={2}
        autoFocus={!takesLimit}
        helperText={t('review.reasonHelp')}
      />
    </FormDialog>
  );
}
