import { sql, type SQL } from 'drizzle-orm';

/** Business days are Cairo's (DECISIONS §8): "today", day filters and daily limits use Africa/Cairo. */
export const CAIRO = 'Africa/Cairo';

/** Cairo's calendar date at `now`, as `YYYY-MM-DD`. */
export const cairoToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CAIRO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The instant a Cairo calendar day (`YYYY-MM-DD`) starts, as SQL (a timestamptz). */
export const cairoDayStart = (day: string): SQL => sql`((${day})::date)::timestamp at time zone ${CAIRO}`;

/** The instant the Cairo calendar day after `day` starts: the end (exclusive) of `day`. */
export const cairoDayEnd = (day: string): SQL => sql`((${day})::date + 1)::timestamp at time zone ${CAIRO}`;

/** A timestamp as Cairo's wall-clock time, for files people read (`2026-01-31 14:05`). */
export const cairoDateTime = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CAIRO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');
