import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useFeatureTranslation } from '../../lib/i18n';
import { approvalWordLocales } from './approval-word-locales';

export interface ApprovalWords {
  /** "Approve a cashout"; an action no wording names is shown as stored. */
  action(action: string): string;
  /** "Cashout #138" ("Policy: Approve a cashout" for a policy); a type no wording names: type and id. */
  record(type: string, id: string): string;
}

/** The words of namespace `approvalWords` through its translate function (tests pass their own). */
export function approvalWordsOf(t: TFunction): ApprovalWords {
  const words = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const action = (key: string) => words(`actions.${key}`, { defaultValue: key });
  return {
    action,
    record: (type, id) =>
      words(`targets.${type}`, {
        id: type === 'approval_policy' ? action(id) : id,
        defaultValue: words('targets.other', { type, id }),
      }),
  };
}

/** A four-eyes request's action and record in the UI language (namespace `approvalWords`). */
export function useApprovalWords(): ApprovalWords {
  const { t } = useFeatureTranslation(approvalWordLocales);
  return useMemo(() => approvalWordsOf(t as unknown as TFunction), [t]);
}
