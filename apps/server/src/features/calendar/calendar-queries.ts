import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addCalendarDays, isWeekend } from '@cmt/contract/business-days';
import type { Holiday } from '@cmt/contract/endpoints/calendar';
import { caseKinds, caseKindSpecs, type CaseKind } from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../../db/client.ts';
import { caseDeadlines, publicHolidays, staffUsers } from '../../db/schema.ts';

/*
 * The calendar's reads (issue 36 item 6, docs/cases.md): a year's public holidays, the due day a count
 * of business days gives with the days it skipped, and the business days each kind of case has.
 */

const holidayColumns = {
  date: publicHolidays.day,
  name: publicHolidays.name,
  nameAr: publicHolidays.nameAr,
  updatedAt: publicHolidays.updatedAt,
  updatedBy: staffUsers.email,
};

type HolidayRow = {
  date: string;
  name: string;
  nameAr: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};
const toHoliday = (row: HolidayRow): Holiday => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The public holidays from `from` through `to`, by date, with who last changed each. */
export async function holidaysFromTo(db: DbOrTx, from: string, to: string): Promise<Holiday[]> {
  const rows = await db
    .select(holidayColumns)
    .from(publicHolidays)
    .leftJoin(staffUsers, eq(staffUsers.id, publicHolidays.updatedBy))
    .where(and(gte(publicHolidays.day, from), lte(publicHolidays.day, to)))
    .orderBy(asc(publicHolidays.day));
  return rows.map(toHoliday);
}

export const holidaysOfYear = (db: DbOrTx, year: number): Promise<Holiday[]> =>
  holidaysFromTo(db, `${year}-01-01`, `${year}-12-31`);

/** One holiday, or undefined. */
export async function findHoliday(db: DbOrTx, date: string): Promise<Holiday | undefined> {
  const [row] = await holidaysFromTo(db, date, date);
  return row;
}

/**
 * The due day `days` business days after `from` and every day skipped on the way (a weekend day or a
 * holiday, with its name), as the calculator shows it: the contract's count over the holidays read
 * for a window wide enough (twice the days and four months: even 60 holidays a year leave more than
 * half of all days worked).
 */
export async function businessDaysFrom(db: DbOrTx, from: string, days: number) {
  const last = addCalendarDays(from, days * 2 + 120);
  const holidays = new Map((await holidaysFromTo(db, from, last)).map((h) => [h.date, h.name]));
  const skipped: { date: string; reason: 'WEEKEND' | 'HOLIDAY'; name: string | null }[] = [];
  let day = from;
  for (let left = days; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isWeekend(day)) skipped.push({ date: day, reason: 'WEEKEND', name: null });
    else if (holidays.has(day)) skipped.push({ date: day, reason: 'HOLIDAY', name: holidays.get(day)! });
    else left -= 1;
  }
  return { from, days, due: day, skipped };
}

export interface CaseDeadlineRow {
  kind: CaseKind;
  businessDays: number;
  version: number;
}

/** Each kind's business days: its `case_deadlines` row, else the contract's default (version 1). */
export async function caseDeadlineList(db: DbOrTx): Promise<CaseDeadlineRow[]> {
  const rows = await db.select().from(caseDeadlines);
  return caseKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? { kind, businessDays: row.businessDays, version: row.version }
      : { kind, businessDays: caseKindSpecs[kind].businessDays, version: 1 };
  });
}

export async function findCaseDeadline(db: DbOrTx, kind: CaseKind): Promise<CaseDeadlineRow> {
  return (await caseDeadlineList(db)).find((row) => row.kind === kind)!;
}
