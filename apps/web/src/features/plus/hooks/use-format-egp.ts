import { useLanguage } from '../../../lib/i18n';

/**
 * An EGP amount as the server sends it ("1449.5", "449.00") with two decimals and thousands
 * separators in the UI language. The decimal string is formatted as is (Intl takes exact decimal
 * strings), never through a float.
 */
export function useFormatEgp() {
  const { language } = useLanguage();
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: string): string => format.format(amount as Intl.StringNumericLiteral);
}
