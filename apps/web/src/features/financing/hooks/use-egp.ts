import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useFinancingTranslation } from './use-financing-translation';

/** An EGP amount ("25000.5") as the UI language writes it with its currency ("EGP 25,000.50"), or "—". */
export function useEgp() {
  const { t } = useFinancingTranslation();
  const { language } = useLanguage();
  return (amount: string | null | undefined): string =>
    amount ? t('egp', { amount: formatAmount(language, amount) }) : t('none');
}
