import { activationStatus, activationTypes, type ReviewEntry } from '@cmt/contract/endpoints/financing';

type ActivationType = (typeof activationTypes)[number];

/**
 * What the Reason column says for a decision: staff's own words as written, or, for a partner
 * assignment (whose reason the server records as the activation type code), a sentence the screen
 * words in the UI language. Assignments recorded before that (an English sentence) are worded the
 * same way, from the status the assignment led to.
 */
export function decisionReason(
  entry: Pick<ReviewEntry, 'action' | 'reason' | 'toStatus'>,
): { text: string } | { key: 'detail.history.assigned'; activation: ActivationType } {
  if (entry.action !== 'ASSIGN') return { text: entry.reason };
  const coded = activationTypes.find((type) => type === entry.reason);
  const activation =
    coded ?? activationTypes.find((type) => activationStatus[type] === entry.toStatus) ?? 'AFTER_SIGNATURE';
  return { key: 'detail.history.assigned', activation };
}
