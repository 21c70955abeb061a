/**
 * Egyptian pounds on screen: the API's exact two-decimal text ("1250.50") formatted in the UI
 * language with two decimals and its thousands separators ("EGP 1,250.50", "١٬٢٥٠٫٥٠ ج.م.‏",
 * "1 250,50 EGP"). The text is handed to Intl as a decimal string, never through a float.
 */
export function formatEgp(language: string, amount: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount as Intl.StringNumericLiteral);
}

/** A rate such as "4.50" as a percentage in the UI language ("4.5%", "٤٫٥٪"). Display only. */
export const formatPercent = (language: string, rate: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(rate) / 100);
