import { useCasesTranslation } from './use-cases-translation';

/**
 * A case's business-day countdown in the UI language: "3 business days left", "Due today",
 * "2 business days late" (each language's plural forms); null once the case is decided.
 */
export function useCountdownWords(): (businessDaysLeft: number | null) => string | null {
  const { t } = useCasesTranslation();
  return (left) => {
    if (left === null) return null;
    if (left === 0) return t('countdown.dueToday');
    return left > 0 ? t('countdown.left', { count: left }) : t('countdown.late', { count: -left });
  };
}
