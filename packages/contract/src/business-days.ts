/*
 * Business days on the Egyptian calendar (issue 36): Friday and Saturday are the weekend, and public
 * holidays come from a table staff keep (Islamic holidays move every year, so none is written here).
 * Days are Cairo calendar days, `YYYY-MM-DD`; the arithmetic is on UTC dates of those labels, so no
 * clock or time zone enters it.
 */

/** Friday (5) and Saturday (6), as `Date.getUTCDay()` numbers them. */
export const WEEKEND_DAYS: readonly number[] = [5, 6];

/** A count beyond this is a typing slip: a year and a half of business days. */
export const MAX_BUSINESS_DAYS = 400;

const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The day `n` calendar days after `day` (before, for a negative n). */
export const addCalendarDays = (day: string, n: number): string => toDay(toTime(day) + n * DAY_MS);

export const isWeekend = (day: string): boolean => WEEKEND_DAYS.includes(new Date(toTime(day)).getUTCDay());

/** Whether a day is worked: not Friday or Saturday, and not one of `holidays`. */
export const isBusinessDay = (day: string, holidays: ReadonlySet<string>): boolean =>
  !isWeekend(day) && !holidays.has(day);

/**
 * The due day `days` business days after `from`: counting starts the day after `from` (a complaint
 * received on a Thursday with 1 business day is due on Sunday). Zero days: `from` itself.
 */
export function addBusinessDays(from: string, days: number, holidays: ReadonlySet<string>): string {
  let day = from;
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/** The day `days` business days before `due` (the reminder's day: 2 business days before the due day). */
export function subtractBusinessDays(due: string, days: number, holidays: ReadonlySet<string>): string {
  let day = due;
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, -1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * Business days left from `today` until `due`, as the row's countdown shows them: the business days
 * after today up to and including the due day; 0 on the due day itself; negative once past: minus the
 * business days since the due day (today included when it is one), and at least -1 (a case due on
 * Thursday is one day late on the Saturday).
 */
export function businessDaysLeft(today: string, due: string, holidays: ReadonlySet<string>): number {
  if (today === due) return 0;
  const forward = today < due;
  const end = forward ? due : today;
  let day = forward ? today : due;
  let count = 0;
  while (day < end) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day, holidays)) count += 1;
  }
  return forward ? count : -Math.max(count, 1);
}
