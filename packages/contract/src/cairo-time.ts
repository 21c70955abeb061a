/** Every "today", day boundary and date filter of the product is a day in Cairo (docs/requirements.md §D8). */
export const CAIRO = 'Africa/Cairo';

// Made once: a formatter per call would cost an ICU object per exported row.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last answer and its UTC minute: since 1970 Cairo's offset is whole hours, so its day never
// changes within a minute, and every list request asks for today (formatting costs more than the rest).
let lastMinute = NaN;
let lastDay = '';

/** Cairo's calendar date at `now`, as `YYYY-MM-DD` (UTC is still yesterday until 2 or 3 a.m. in Cairo). */
export function cairoDate(now: Date = new Date()): string {
  const time = now.getTime();
  if (!(time >= 0)) return dayFormat.format(now);
  const minute = Math.floor(time / 60_000);
  if (minute !== lastMinute) {
    lastDay = dayFormat.format(now);
    lastMinute = minute;
  }
  return lastDay;
}
