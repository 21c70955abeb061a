import { useLanguage } from '../../../lib/i18n';
import { formatEgp, formatPercent } from '../../../lib/money';

/** EGP amounts and cashback rates in the UI language (two decimals, thousands separators). */
export function useMoney() {
  const { language } = useLanguage();
  return {
    egp: (amount: string) => formatEgp(language, amount),
    percent: (rate: string) => formatPercent(language, rate),
  };
}
