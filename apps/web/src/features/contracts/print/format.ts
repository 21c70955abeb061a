/** Formatting for the printed contracts: absent or malformed values give '' (a blank), never 'undefined', 'null' or 'NaN'. */

export const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))
    ? ''
    : String(value).trim();

/** The 14 digits of a national id, or null when it is absent or not exactly 14 digits. */
export function nationalIdDigits(documentNumber: string | null | undefined): string[] | null {
  const value = text(documentNumber);
  return /^\d{14}$/.test(value) ? [...value] : null;
}

export interface DayMonthYear {
  day: string;
  month: string;
  year: string;
}

/** Day, month and year of a `YYYY-MM-DD` (or ISO) date, read in UTC so no time zone shifts the day. */
export function dayMonthYear(value: string | null | undefined): DayMonthYear | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(date.getTime())) return null;
  return {
    day: String(date.getUTCDate()).padStart(2, '0'),
    month: String(date.getUTCMonth() + 1).padStart(2, '0'),
    year: String(date.getUTCFullYear()),
  };
}

export const dmy = (value: string | null | undefined): string => {
  const parts = dayMonthYear(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
};

/** Today in Cairo, as d/m/y, with the Arabic weekday. */
export function today(now = new Date()): { weekday: string; date: string } {
  const zone = { timeZone: 'Africa/Cairo' } as const;
  const parts = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
  const weekday = new Intl.DateTimeFormat('ar-EG', { ...zone, weekday: 'long' }).format(now);
  return { weekday, date: parts };
}

export const fullName = (a: {
  firstName: string | null;
  secondName: string | null;
  thirdName: string | null;
  familyName: string | null;
}) => [a.firstName, a.secondName, a.thirdName, a.familyName].map(text).filter(Boolean).join(' ');

/** An EGP amount ("25000.00") as "25,000.00", or '' when absent. */
export function egp(amount: string | null | undefined): string {
  const raw = text(amount);
  if (!/^\d+(\.\d+)?$/.test(raw)) return '';
  const [whole, fraction = '00'] = raw.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The label to print before an address part, or '' when the stored value already starts with it:
 * "شارع" before "شارع التحرير" would read "شارع شارع التحرير". A label such as "الدور/الشقة" is
 * left out when the value starts with any of its words ("الدور 3 - شقة 5").
 */
export function labelBefore(label: string, value: string | null | undefined): string {
  const shown = text(value);
  const words = label.split(/[\s/]+/).filter(Boolean);
  return words.some((word) => shown.startsWith(word)) ? '' : label;
}
