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

/**
 * An amount without the currency sign, where the column or label already says EGP ("1,250.50"):
 * two decimals and the UI language's separators, exact (the text goes to Intl as a decimal
 * string). A missing amount is empty; anything that is not an amount is shown as it came.
 */
export function formatAmount(language: string, amount: string | null | undefined): string {
  if (!amount || !/^-?\d+(\.\d{1,2})?$/.test(amount)) return amount ?? '';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as Intl.StringNumericLiteral,
  );
}
