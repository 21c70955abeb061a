import { CAIRO, cairoDate } from '@cmt/contract/cairo-time';
import { latinDigits } from '@cmt/contract/digits';
import { MIN_DAY_YEAR } from '@cmt/contract/fields';

/**
 * Dates as staff in Egypt read them: every timestamp is shown in Africa/Cairo whatever the
 * computer's zone, in the order of the UI language (day first in ar, fr and ar-MA), and "today" is
 * Cairo's today, not UTC's (which is still yesterday until 2 or 3 a.m. in Cairo).
 */
export { CAIRO, cairoDate };

/** A timestamp (ISO) in Cairo time, in the order and digits of `language`. */
export const formatDateTime = (language: string, iso: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: CAIRO }).format(
    new Date(iso),
  );

/** A calendar date (`YYYY-MM-DD`, no time) in the order of `language`; never shifted by a zone. */
export const formatDate = (language: string, date: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The calendar date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export type DatePart = 'day' | 'month' | 'year';

/**
 * The order of day, month and year in `language` (from its own short date format): month first in
 * English, day first in Arabic, French and Moroccan Arabic. Date fields are typed and shown in it.
 */
export function dateFieldOrder(language: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(language, { timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 10, 23)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return parts.length === 3 ? parts : ['day', 'month', 'year'];
}

/** A calendar date (`YYYY-MM-DD`) as a date field shows it: `23/11/2026`, or `11/23/2026` in English. */
export function formatDateField(language: string, date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const values = { year: match[1]!, month: match[2]!, day: match[3]! };
  return dateFieldOrder(language)
    .map((part) => values[part])
    .join('/');
}

/**
 * What was typed into a date field, as `YYYY-MM-DD`: day, month and year in the order of
 * `language`, separated by `/`, `.`, `-` or spaces, or `YYYY-MM-DD` itself. Null when it is no real
 * calendar day (31/02/2026), is before 1900 (a slip such as 05/03/0026), or is not a date at all.
 */
export function parseDateField(language: string, text: string): string | null {
  const typed = latinDigits(text)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim();
  let values: Record<DatePart, string> | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) values = { year: iso[1]!, month: iso[2]!, day: iso[3]! };
  else {
    const pieces = typed.split(/\s*[/.\-\s]\s*/);
    const order = dateFieldOrder(language);
    if (pieces.length === 3 && pieces.every((piece) => /^\d+$/.test(piece))) {
      values = { day: '', month: '', year: '' };
      order.forEach((part, index) => (values![part] = pieces[index]!));
    }
  }
  if (
    !values ||
    !/^\d{4}$/.test(values.year) ||
    !/^\d{1,2}$/.test(values.month) ||
    !/^\d{1,2}$/.test(values.day)
  )
    return null;
  const result = `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
  const date = new Date(`${result}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === result &&
    date.getUTCFullYear() >= MIN_DAY_YEAR
    ? result
    : null;
}
