import type { Notification } from '@cmt/contract/endpoints/notifications';
import type { TFunction } from 'i18next';
import type { ApprovalWords } from '../../kit/approvals/use-approval-words';
import { formatEgp } from '../../lib/money';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The record an approval notification names, in the UI language: "Cashout #138, EGP 1,483.00".
 * A notification stored before it carried its record names the request ("Request #12").
 */
function recordOf(
  t: TFunction,
  approvals: ApprovalWords,
  language: string,
  params: Notification['params'],
): string {
  if (typeof params.targetType !== 'string') return t('request', { id: text(params.approvalId) });
  const record = approvals.record(params.targetType, text(params.targetId));
  return typeof params.amount === 'string'
    ? t('withAmount', { record, amount: formatEgp(language, params.amount) })
    : record;
}

/** One notification as a sentence of the UI language, from its kind and params (the server sends no sentence). */
export function wordNotification(
  t: TFunction,
  approvals: ApprovalWords,
  language: string,
  n: Notification,
): string {
  const { params } = n;
  return t(`kinds.${n.kind}`, {
    ...params,
    // The kind of item a claim was on, in the UI language (an unknown kind: none).
    what: typeof params.type === 'string' ? t(`items.${params.type}`, { defaultValue: '' }) : '',
    action: typeof params.action === 'string' ? approvals.action(params.action) : '',
    record: n.kind.startsWith('approval.') ? recordOf(t, approvals, language, params) : '',
  });
}
