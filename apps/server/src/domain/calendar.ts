import { and, eq, gte, lte } from 'drizzle-orm';
import { CASE_REMINDER_BUSINESS_DAYS, caseKindSpecs, type CaseKind } from '@cmt/contract/endpoints/cases';
import {
  addBusinessDays,
  addCalendarDays,
  businessDaysLeft,
  subtractBusinessDays,
} from '@cmt/contract/business-days';
import type { DbOrTx } from '../db/client.ts';
import { caseDeadlines, publicHolidays } from '../db/schema.ts';

/*
 * The Egyptian business-day calendar on the server (issue 36, docs/cases.md): the holidays staff keep
 * in `public_holidays`, the business days per kind of case (`case_deadlines`, else the contract's
 * default), and the due and reminder days they give. The counting itself is the contract's
 * (`business-days.ts`), shared with the web.
 */

/** The public holidays from `from` through `to` (Cairo days, inclusive). */
export async function holidaysBetween(db: DbOrTx, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, from), lte(publicHolidays.day, to)));
  return new Set(rows.map((row) => row.day));
}

/** How many business days a kind of case has: its setting, else the contract's default. */
export async function caseBusinessDays(db: DbOrTx, kind: CaseKind): Promise<number> {
  const [row] = await db
    .select({ businessDays: caseDeadlines.businessDays })
    .from(caseDeadlines)
    .where(eq(caseDeadlines.kind, kind));
  return row?.businessDays ?? caseKindSpecs[kind].businessDays;
}

/** A calendar window wide enough for `businessDays` business days: weekends, and a month of holidays. */
const windowEnd = (from: string, businessDays: number): string =>
  addCalendarDays(from, Math.ceil((businessDays * 7) / 5) + 62);

/** The due day and the reminder day of a case opened on `openedOn` with `businessDays`. */
export async function caseDueDays(
  db: DbOrTx,
  openedOn: string,
  businessDays: number,
): Promise<{ dueOn: string; remindOn: string }> {
  const holidays = await holidaysBetween(
    db,
    addCalendarDays(openedOn, -31),
    windowEnd(openedOn, businessDays),
  );
  const dueOn = addBusinessDays(openedOn, businessDays, holidays);
  const remindOn = subtractBusinessDays(dueOn, CASE_REMINDER_BUSINESS_DAYS, holidays);
  return { dueOn, remindOn: remindOn < openedOn ? openedOn : remindOn };
}

/**
 * The countdown of many cases at once (a list page): business days left from `today` to each due day,
 * with the holidays between the earliest and the latest day read once.
 */
export async function countdownsOf(
  db: DbOrTx,
  today: string,
  dueDays: readonly string[],
): Promise<(dueOn: string) => number> {
  if (dueDays.length === 0) return () => 0;
  const all = [today, ...dueDays].sort();
  const holidays = await holidaysBetween(db, all[0]!, all.at(-1)!);
  return (dueOn) => businessDaysLeft(today, dueOn, holidays);
}
