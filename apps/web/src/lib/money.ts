/**
 * Egyptian pounds as staff read them: the API's exact decimal strings ("25000.5"), shown with two
 * decimals and the thousands and decimal separators of the UI language, never through a float
 * (the whole pounds go through BigInt, the piastres stay two digits).
 */
export function formatAmount(language: string, amount: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match) return amount ?? '';
  const [, sign, whole, fraction = ''] = match;
  const grouped = new Intl.NumberFormat(language).format(BigInt(whole!));
  const parts = new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).formatToParts(1.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const cents = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false }).format(
    Number(fraction.padEnd(2, '0')),
  );
  return `${sign}${grouped}${decimal}${cents}`;
}
