import { useMemo } from 'react';
import { useLanguage } from './i18n';

/** What the API sends for an amount: EGP as exact decimal text ("1250.5", "-20.00"). */
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** Shown where an amount is missing. */
export const NO_AMOUNT = '—';

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * THE way an amount of Egyptian pounds appears on screen, in every area: the UI language's
 * currency text for EGP with two decimals and that language's thousands separators ("EGP 1,250.50",
 * "‏1,250.50 ج.م.‏", "1 250,50 EGP", "‏1.250,50 ج.م.‏"), so every screen uses the same words. The
 * API's exact decimal text goes to Intl as a string, never through a float, so amounts beyond what
 * a float holds stay exact. A missing amount is "—"; text that is not an amount shows as it came.
 * In a sentence, translate around it: `t('total', { amount: formatEgp(language, total) })` with
 * "Total: {{amount}}", never "EGP {{amount}}".
 */
export function formatEgp(language: string, amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return NO_AMOUNT;
  if (!AMOUNT.test(amount)) return amount;
  return formatOf(language).format(amount as Intl.StringNumericLiteral);
}

/** A rate such as "4.50" as a percentage in the UI language ("4.5%", "٤٫٥٪"). Display only, not money. */
export const formatPercent = (language: string, rate: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(rate) / 100);

/** `formatEgp` and `formatPercent` in the current UI language: `const money = useMoney(); money.egp(total)`. */
export function useMoney() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      egp: (amount: string | null | undefined) => formatEgp(language, amount),
      percent: (rate: string) => formatPercent(language, rate),
    }),
    [language],
  );
}

/**
 * A message's params with its EGP amounts grouped in the UI language ("EGP 50,000", "50,000 جنيه"):
 * the amounts are the params the contract's English text writes after "EGP" (`EGP {{max}}`), so
 * a new message with an amount is covered without a list. Other params are left as they are.
 */
export function withGroupedAmounts<P extends Record<string, unknown>>(
  language: string,
  english: string,
  params: P,
): P {
  const amounts = [...english.matchAll(/EGP \{\{(\w+)\}\}/g)].map((match) => match[1]!);
  if (amounts.length === 0) return params;
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const grouped: Record<string, unknown> = { ...params };
  for (const name of amounts) {
    const value = params[name];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && AMOUNT.test(text))
      grouped[name] = format.format(text as Intl.StringNumericLiteral);
  }
  return grouped as P;
}

/**
 * A message's params as the UI language words them: its EGP amounts grouped (`withGroupedAmounts`)
 * and, where the server sends a name in both languages (`partner` and `partnerAr`), the one of the
 * UI language.
 */
export function messageParams<P extends Record<string, unknown>>(
  language: string,
  english: string,
  params: P,
): P {
  const grouped: Record<string, unknown> = { ...withGroupedAmounts(language, english, params) };
  for (const [name, value] of Object.entries(params)) {
    const arabic = /^(\w+)Ar$/.exec(name)?.[1];
    if (arabic && arabic in params && language.startsWith('ar') && typeof value === 'string' && value) {
      grouped[arabic] = value;
    }
  }
  return grouped as P;
}
