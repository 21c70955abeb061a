import { sql, type SQL } from 'drizzle-orm';
import { CAIRO } from '@cmt/contract/cairo-time';

/**
 * Egypt's calendar (docs/requirements.md §D8): "today", day boundaries and date filters are Africa/Cairo days,
 * whatever the server's own zone.
 */
export { CAIRO, cairoDate } from '@cmt/contract/cairo-time';

const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant a Cairo day (YYYY-MM-DD) starts, in SQL: a timestamptz bound an index can range over. */
export const cairoDayStart = (day: string): SQL => sql`((${day}::date)::timestamp at time zone ${CAIRO})`;

/** The instant the Cairo day after `day` starts (the exclusive end of a "to" filter). */
export const cairoDayEnd = (day: string): SQL => sql`(((${day}::date) + 1)::timestamp at time zone ${CAIRO})`;

/** A timestamp as Cairo local time, "YYYY-MM-DD HH:MM", for exports staff read in Egypt. */
export const cairoDateTime = (at: Date): string => dateTimeFormat.format(at).replace(',', '');
