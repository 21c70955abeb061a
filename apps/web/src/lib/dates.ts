/**
 * Dates as staff in Egypt read them: every timestamp is shown in Africa/Cairo whatever the
 * computer's zone, in the order of the UI language (day first in ar, fr and ar-MA), and "today" is
 * Cairo's today, not UTC's (which is still yesterday until 2 or 3 a.m. in Cairo).
 */
export const CAIRO = 'Africa/Cairo';

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

/** Cairo's calendar date at `now`, as `YYYY-MM-DD`. */
export const cairoDate = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CAIRO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The calendar date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
