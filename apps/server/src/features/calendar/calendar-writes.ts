import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { Holiday, putHoliday, putYearHolidays } from '@cmt/contract/endpoints/calendar';
import { openCaseStatuses, type CaseKind } from '@cmt/contract/endpoints/cases';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { caseDeadlines, caseEvents, cases, publicHolidays } from '../../db/schema.ts';
import { caseDueDays } from '../../domain/calendar.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { fieldError, notFound, staleRecord } from '../../lib/errors.ts';
import { findCaseDeadline, findHoliday, holidaysOfYear, type CaseDeadlineRow } from './calendar-queries.ts';

/*
 * The calendar's changes (issue 36 item 6, docs/cases.md), each audited in one transaction with what it
 * moves: a change of the holidays counts again the due and reminder days of every open case whose
 * window it touches, and tells each case whose due day moved on its timeline (`sla` / `dueRecounted`).
 */

type HolidayBody = ParsedBodyOf<typeof putHoliday>;

/**
 * Counts again, from its opening day and business days, every open case with a changed day inside its
 * window (after the day it opened, up to its due day), in the change's transaction. The rows are
 * locked; the same (opening day, business days) is counted once. A reminder already sent is sent
 * again when the reminder day moves after today. Returns how many cases' due day moved.
 */
async function recountOpenCases(tx: Tx, actor: Actor, changedDays: readonly string[]): Promise<number> {
  if (changedDays.length === 0) return 0;
  const sorted = [...changedDays].sort();
  const rows = await tx
    .select({
      id: cases.id,
      openedOn: cases.openedOn,
      businessDays: cases.businessDays,
      dueOn: cases.dueOn,
      remindOn: cases.remindOn,
    })
    .from(cases)
    .where(
      and(
        inArray(cases.status, [...openCaseStatuses]),
        gte(cases.dueOn, sorted[0]!),
        lt(cases.openedOn, sorted.at(-1)!),
      ),
    )
    .orderBy(cases.id)
    .for('update');
  const counted = new Map<string, Promise<{ dueOn: string; remindOn: string }>>();
  const today = cairoDate();
  let moved = 0;
  for (const row of rows) {
    const key = `${row.openedOn}/${row.businessDays}`;
    if (!counted.has(key)) counted.set(key, caseDueDays(tx, row.openedOn, row.businessDays));
    const next = await counted.get(key)!;
    if (next.dueOn === row.dueOn && next.remindOn === row.remindOn) continue;
    await tx
      .update(cases)
      .set({
        dueOn: next.dueOn,
        remindOn: next.remindOn,
        ...(next.remindOn > today && next.remindOn !== row.remindOn ? { remindedAt: null } : {}),
        version: sql`${cases.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(cases.id, row.id));
    if (next.dueOn !== row.dueOn) {
      moved += 1;
      await tx.insert(caseEvents).values({
        caseId: row.id,
        kind: 'sla',
        action: 'dueRecounted',
        actorId: actor.staff?.id ?? null,
        fromValue: row.dueOn,
        toValue: next.dueOn,
      });
    }
  }
  return moved;
}

const holidayNotFound = (date: string) => notFound(`The holiday of ${date}`);

/** Adds or renames one holiday (`holiday.put`); a new one counts open cases again. */
export const saveHoliday = (db: DbOrTx, actor: Actor, date: string, body: HolidayBody): Promise<Holiday> =>
  audited(db, actor, 'holiday.put', 'holiday', async (tx, note) => {
    const before = await findHoliday(tx, date);
    const values = {
      name: body.name,
      nameAr: body.nameAr,
      updatedBy: actor.staff?.id ?? null,
      updatedAt: new Date(),
    };
    await tx
      .insert(publicHolidays)
      .values({ day: date, ...values })
      .onConflictDoUpdate({ target: publicHolidays.day, set: values });
    const recountedCases = before ? 0 : await recountOpenCases(tx, actor, [date]);
    const after = (await findHoliday(tx, date))!;
    note.targetId = date;
    note.before = before ?? null;
    note.after = { ...after, recountedCases };
    return after;
  });

/** Removes one holiday (`holiday.delete`; none: 404) and counts open cases again. */
export const removeHoliday = (db: DbOrTx, actor: Actor, date: string): Promise<void> =>
  audited(db, actor, 'holiday.delete', 'holiday', async (tx, note) => {
    const before = await findHoliday(tx, date);
    if (!before) throw holidayNotFound(date);
    await tx.delete(publicHolidays).where(eq(publicHolidays.day, date));
    note.targetId = date;
    note.before = before;
    note.after = { recountedCases: await recountOpenCases(tx, actor, [date]) };
  });

/**
 * Replaces a year's holidays with `list` in one go (`holiday.putYear`): every date inside the year
 * (else 400 on the first one outside, nothing changed); the days added or removed count open cases again.
 */
export function saveYearHolidays(
  db: DbOrTx,
  actor: Actor,
  year: number,
  list: ParsedBodyOf<typeof putYearHolidays>['holidays'],
): Promise<{ year: number; holidays: Holiday[] }> {
  const outside = list.findIndex((holiday) => !holiday.date.startsWith(`${year}-`));
  if (outside >= 0)
    return Promise.reject(fieldError(['holidays', outside, 'date'], 'holidayOutsideYear', { year }));
  return audited(db, actor, 'holiday.putYear', 'holiday', async (tx, note) => {
    const before = await holidaysOfYear(tx, year);
    await tx
      .delete(publicHolidays)
      .where(and(gte(publicHolidays.day, `${year}-01-01`), lt(publicHolidays.day, `${year + 1}-01-01`)));
    if (list.length > 0) {
      const updatedBy = actor.staff?.id ?? null;
      await tx
        .insert(publicHolidays)
        .values(list.map((h) => ({ day: h.date, name: h.name, nameAr: h.nameAr, updatedBy })));
    }
    const was = new Set(before.map((h) => h.date));
    const now = new Set(list.map((h) => h.date));
    const changed = [...[...was].filter((d) => !now.has(d)), ...[...now].filter((d) => !was.has(d))];
    const recountedCases = await recountOpenCases(tx, actor, changed);
    const holidays = await holidaysOfYear(tx, year);
    note.targetId = String(year);
    note.before = before;
    note.after = { holidays, recountedCases };
    return { year, holidays };
  });
}

/**
 * Sets a kind's business days (`caseDeadline.update`), claiming its version first: a kind without a
 * row has version 1 (the contract's default); a stale If-Match is 412, nothing written.
 */
export const saveCaseDeadline = (
  db: DbOrTx,
  actor: Actor,
  kind: CaseKind,
  businessDays: number,
  ifMatch: number | undefined,
): Promise<CaseDeadlineRow> =>
  audited(db, actor, 'caseDeadline.update', 'caseDeadline', async (tx, note) => {
    const before = await findCaseDeadline(tx, kind);
    await tx
      .insert(caseDeadlines)
      .values({ kind, businessDays: before.businessDays, version: 1 })
      .onConflictDoNothing();
    const [row] = await tx
      .update(caseDeadlines)
      .set({ businessDays, version: sql`${caseDeadlines.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(caseDeadlines.kind, kind),
          ifMatch === undefined ? undefined : eq(caseDeadlines.version, ifMatch),
        ),
      )
      .returning({ kind: caseDeadlines.kind });
    if (!row) throw staleRecord();
    const after = await findCaseDeadline(tx, kind);
    note.targetId = kind;
    note.before = before;
    note.after = after;
    return after;
  });
