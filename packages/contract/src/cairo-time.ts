/** Every "today", day boundary and date filter of the product is a day in Cairo (DECISIONS §8). */
export const CAIRO = 'Africa/Cairo';

// Made once: a formatter per call would cost an ICU object per exported row.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CAIRO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Cairo's calendar date at `now`, as `YYYY-MM-DD` (UTC is still yesterday until 2 or 3 a.m. in Cairo). */
export const cairoDate = (now: Date = new Date()): string => dayFormat.format(now);
