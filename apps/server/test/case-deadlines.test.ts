import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@cmt/contract/business-days';
import { V2 } from '@cmt/contract/endpoint';
import { caseKindSpecs, type CaseKind } from '@cmt/contract/endpoints/cases';
import type { HomeCard } from '@cmt/contract/endpoints/home';
import {
  caseDeadlines,
  caseEvents,
  cases,
  publicHolidays,
  staffNotifications,
  staffUsers,
} from '../src/db/schema.ts';
import { caseDueDays } from '../src/domain/calendar.ts';
import { checkCaseDeadlines } from '../src/features/calendar/case-deadline-checks.ts';
import { cairoDate } from '../src/lib/cairo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * The business-day calendar, the case deadlines, and each case's reminder and breach (issue 36
 * item 6), on PGlite and PostgreSQL. Cases are inserted directly (the case endpoints are another
 * part); the two-process check is case-deadlines-instances.test.ts.
 */

const CAL = `${V2}/calendar`;
let t: TestApp;
let manager: { authorization: string; id: number };
let reader: { authorization: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn(['manage-calendar']);
  reader = await t.signIn(['manage-cases-read']);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
  who: { authorization: string } = manager,
) => t.app.inject({ method, url, headers: { ...who, ...headers }, ...(payload ? { payload } : {}) });

let seq = 0;
/** An open case row with every NOT NULL column, due as the calendar counts it unless said. */
async function insertCase(input: {
  kind?: CaseKind;
  openedOn: string;
  businessDays?: number;
  status?: string;
  assigneeId?: number | null;
  dueOn?: string;
  remindOn?: string;
}): Promise<number> {
  const kind = input.kind ?? 'COMPLAINT';
  const businessDays = input.businessDays ?? caseKindSpecs[kind].businessDays;
  const counted = await caseDueDays(t.db, input.openedOn, businessDays);
  seq += 1;
  const [row] = await t.db
    .insert(cases)
    .values({
      reference: `${caseKindSpecs[kind].prefix}-2026-${String(seq).padStart(6, '0')}`,
      kind,
      year: 2026,
      seq,
      title: `Case ${seq}`,
      status: input.status ?? 'OPEN',
      assigneeId: input.assigneeId ?? null,
      openedOn: input.openedOn,
      businessDays,
      dueOn: input.dueOn ?? counted.dueOn,
      remindOn: input.remindOn ?? counted.remindOn,
    })
    .returning({ id: cases.id });
  return row!.id;
}

const caseRow = async (id: number) => (await t.db.select().from(cases).where(eq(cases.id, id)))[0]!;
const eventsOf = (id: number) =>
  t.db.select().from(caseEvents).where(eq(caseEvents.caseId, id)).orderBy(caseEvents.id);

describe('holidays', () => {
  it('adds, renames, lists by year and deletes a holiday, each audited', async () => {
    const put = await call('PUT', `${CAL}/holidays/2031-10-06`, { name: 'Armed Forces Day', nameAr: null });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ date: '2031-10-06', name: 'Armed Forces Day', nameAr: null });
    const renamed = await call('PUT', `${CAL}/holidays/2031-10-06`, {
      name: 'Armed Forces Day',
      nameAr: 'عيد القوات المسلحة',
    });
    expect(renamed.json()).toMatchObject({ nameAr: 'عيد القوات المسلحة' });
    const list = await call('GET', `${CAL}/holidays?year=2031`, undefined, {}, reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().holidays.map((h: { date: string }) => h.date)).toEqual(['2031-10-06']);
    expect((await call('DELETE', `${CAL}/holidays/2031-10-06`)).statusCode).toBe(204);
    expect((await call('GET', `${CAL}/holidays?year=2031`)).json().holidays).toEqual([]);
    expect((await call('DELETE', `${CAL}/holidays/2031-10-06`)).statusCode).toBe(404);
    const puts = await t.auditOf('holiday.put');
    expect(puts.filter((entry) => entry.targetId === '2031-10-06')).toHaveLength(2);
    expect(await t.auditOf('holiday.delete')).toHaveLength(1);
  });

  it('refuses a date outside 2000–2100 and a non-date with a 400, nothing written', async () => {
    const before = await t.countRows(publicHolidays);
    for (const date of ['2101-01-01', '1999-12-31', '2030-02-30', 'tomorrow']) {
      const response = await call('PUT', `${CAL}/holidays/${date}`, { name: 'Slip' });
      expect(response.statusCode, date).toBe(400);
    }
    const far = await call('PUT', `${CAL}/holidays/2101-01-01`, { name: 'Slip' });
    expect(far.json().details[0]).toMatchObject({ key: 'calendarYear', params: { min: 2000, max: 2100 } });
    expect((await call('DELETE', `${CAL}/holidays/1999-01-01`)).statusCode).toBe(400);
    expect((await call('GET', `${CAL}/holidays?year=2101`)).statusCode).toBe(400);
    expect(await t.countRows(publicHolidays)).toBe(before);
  });

  it('only holders of manage-calendar change the calendar', async () => {
    const response = await call('PUT', `${CAL}/holidays/2032-01-07`, { name: 'Christmas' }, {}, reader);
    expect(response.statusCode).toBe(403);
    const year = await call('PUT', `${CAL}/years/2032/holidays`, { holidays: [] }, {}, reader);
    expect(year.statusCode).toBe(403);
  });

  it('replaces a year’s list in one go; a date of another year is a 400 naming the line, nothing changed', async () => {
    await call('PUT', `${CAL}/holidays/2033-05-01`, { name: 'Labour Day' });
    const year = await call('PUT', `${CAL}/years/2033/holidays`, {
      holidays: [
        { date: '2033-01-07', name: 'Coptic Christmas', nameAr: 'عيد الميلاد المجيد' },
        { date: '2033-04-25', name: 'Sinai Liberation Day' },
      ],
    });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().holidays.map((h: { date: string }) => h.date)).toEqual(['2033-01-07', '2033-04-25']);

    const outside = await call('PUT', `${CAL}/years/2033/holidays`, {
      holidays: [
        { date: '2033-07-23', name: 'Revolution Day' },
        { date: '2034-01-07', name: 'Coptic Christmas' },
      ],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details[0]).toMatchObject({
      path: ['body', 'holidays', 1, 'date'],
      key: 'holidayOutsideYear',
      params: { year: 2033 },
    });
    const twice = await call('PUT', `${CAL}/years/2033/holidays`, {
      holidays: [
        { date: '2033-07-23', name: 'Revolution Day' },
        { date: '2033-07-23', name: 'Again' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details[0]).toMatchObject({ key: 'holidayTwice' });
    const kept = await call('GET', `${CAL}/holidays?year=2033`);
    expect(kept.json().holidays.map((h: { date: string }) => h.date)).toEqual(['2033-01-07', '2033-04-25']);
    expect(await t.auditOf('holiday.putYear')).toHaveLength(1);
  });
});

describe('business days', () => {
  it('gives the due day and lists the weekend days and holidays skipped', async () => {
    await call('PUT', `${CAL}/holidays/2035-03-25`, { name: 'Eid al-Fitr', nameAr: 'عيد الفطر' });
    // 2035-03-22 is a Thursday: Friday and Saturday are the weekend, Sunday the holiday.
    const response = await call('GET', `${CAL}/business-days?from=2035-03-22&days=2`, undefined, {}, reader);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: '2035-03-22',
      days: 2,
      due: '2035-03-27',
      skipped: [
        { date: '2035-03-23', reason: 'WEEKEND', name: null },
        { date: '2035-03-24', reason: 'WEEKEND', name: null },
        { date: '2035-03-25', reason: 'HOLIDAY', name: 'Eid al-Fitr' },
      ],
    });
    expect((await call('GET', `${CAL}/business-days?from=2035-03-22&days=0`)).json().due).toBe('2035-03-22');
    expect((await call('GET', `${CAL}/business-days?from=2035-03-22&days=401`)).statusCode).toBe(400);
    expect((await call('GET', `${CAL}/business-days?from=2101-01-01&days=1`)).statusCode).toBe(400);
  });
});

describe('case deadlines', () => {
  it('lists one row per kind, the contract’s default at version 1', async () => {
    const response = await call('GET', `${CAL}/case-deadlines`, undefined, {}, reader);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toContainEqual({ kind: 'DISPUTE', businessDays: 10, version: 1 });
    expect(response.json().items).toHaveLength(Object.keys(caseKindSpecs).length);
  });

  it('sets a kind’s business days with If-Match, refuses a stale one with 412, audited', async () => {
    const set = await call(
      'PUT',
      `${CAL}/case-deadlines/COMPLAINT`,
      { businessDays: 10 },
      { 'if-match': '"1"' },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ kind: 'COMPLAINT', businessDays: 10, version: 2 });
    expect(set.headers.etag).toBe('"2"');
    const stale = await call(
      'PUT',
      `${CAL}/case-deadlines/COMPLAINT`,
      { businessDays: 12 },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    const unset = await call(
      'PUT',
      `${CAL}/case-deadlines/DISPUTE`,
      { businessDays: 9 },
      { 'if-match': '"4"' },
    );
    expect(unset.statusCode).toBe(412);
    expect(await t.db.select().from(caseDeadlines)).toEqual([
      expect.objectContaining({ kind: 'COMPLAINT', businessDays: 10, version: 2 }),
    ]);
    expect((await call('PUT', `${CAL}/case-deadlines/COMPLAINT`, { businessDays: 61 })).statusCode).toBe(400);
    expect((await call('PUT', `${CAL}/case-deadlines/NOPE`, { businessDays: 5 })).statusCode).toBe(400);
    const [entry] = await t.auditOf('caseDeadline.update');
    expect(entry).toMatchObject({
      targetId: 'COMPLAINT',
      before: { businessDays: 15, version: 1 },
      after: { businessDays: 10, version: 2 },
    });
  });
});

describe('a holiday change counts open cases again', () => {
  it('moves the due and reminder days of open cases whose window it touches, with a timeline event', async () => {
    // 2036-06-01 is a Sunday: 5 business days → Sunday 2036-06-08 (Thu 5th, then the weekend).
    const inside = await insertCase({ openedOn: '2036-06-01', businessDays: 5 });
    const closed = await insertCase({ openedOn: '2036-06-01', businessDays: 5, status: 'CLOSED' });
    const before = await insertCase({ openedOn: '2036-06-05', businessDays: 5 });
    expect((await caseRow(inside)).dueOn).toBe('2036-06-08');

    const put = await call('PUT', `${CAL}/holidays/2036-06-03`, { name: 'A holiday' });
    expect(put.statusCode, put.body).toBe(200);
    const moved = await caseRow(inside);
    expect(moved).toMatchObject({ dueOn: '2036-06-09', remindOn: '2036-06-05' });
    expect(await eventsOf(inside)).toEqual([
      expect.objectContaining({
        kind: 'sla',
        action: 'dueRecounted',
        fromValue: '2036-06-08',
        toValue: '2036-06-09',
        actorId: manager.id,
      }),
    ]);
    // Closed, or opened after the holiday: untouched.
    expect((await caseRow(closed)).dueOn).toBe('2036-06-08');
    expect(await eventsOf(closed)).toEqual([]);
    expect(await eventsOf(before)).toEqual([]);

    expect((await call('DELETE', `${CAL}/holidays/2036-06-03`)).statusCode).toBe(204);
    expect((await caseRow(inside)).dueOn).toBe('2036-06-08');
    expect((await eventsOf(inside)).map((e) => [e.fromValue, e.toValue])).toEqual([
      ['2036-06-08', '2036-06-09'],
      ['2036-06-09', '2036-06-08'],
    ]);

    // A year's list: the days it adds move the cases; a rename moves nothing.
    const year = await call('PUT', `${CAL}/years/2036/holidays`, {
      holidays: [
        { date: '2036-06-02', name: 'One' },
        { date: '2036-06-04', name: 'Two' },
      ],
    });
    expect(year.statusCode).toBe(200);
    expect((await caseRow(inside)).dueOn).toBe('2036-06-10');
    expect((await caseRow(before)).dueOn).toBe('2036-06-12');
    expect(await eventsOf(before)).toEqual([]);
    await call('PUT', `${CAL}/holidays/2036-06-04`, { name: 'Two, renamed' });
    expect(await eventsOf(inside)).toHaveLength(3);
  });
});

describe('reminders and breaches', () => {
  it('reminds the assignee once and breaches once, telling every active supervisor', async () => {
    const today = cairoDate();
    const worker = await t.signIn(['manage-cases-work']);
    const boss = await t.signIn(['manage-cases-supervise']);
    const gone = await t.signIn(['manage-cases-supervise']);
    await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, gone.id));
    const remind = await insertCase({
      openedOn: addCalendarDays(today, -10),
      assigneeId: worker.id,
      remindOn: today,
      dueOn: addCalendarDays(today, 3),
    });
    const later = await insertCase({
      openedOn: today,
      assigneeId: worker.id,
      remindOn: addCalendarDays(today, 1),
      dueOn: addCalendarDays(today, 5),
    });
    const late = await insertCase({
      openedOn: addCalendarDays(today, -30),
      assigneeId: worker.id,
      remindOn: addCalendarDays(today, -3),
      dueOn: addCalendarDays(today, -1),
    });
    const dueToday = await insertCase({
      openedOn: addCalendarDays(today, -20),
      remindOn: addCalendarDays(today, -2),
      dueOn: today,
    });
    const done = await insertCase({
      openedOn: addCalendarDays(today, -30),
      status: 'RESOLVED',
      assigneeId: worker.id,
      remindOn: addCalendarDays(today, -3),
      dueOn: addCalendarDays(today, -1),
    });

    // Run at once (as two instances would) and again: each fires once.
    await Promise.all([checkCaseDeadlines(t.db, today), checkCaseDeadlines(t.db, today)]);
    await checkCaseDeadlines(t.db, today);

    const notes = await t.db
      .select({
        staffId: staffNotifications.staffId,
        kind: staffNotifications.kind,
        params: staffNotifications.params,
      })
      .from(staffNotifications);
    const about = (id: number) => notes.filter((n) => (n.params as { caseId: number }).caseId === id);
    expect(about(remind)).toEqual([
      {
        staffId: worker.id,
        kind: 'case.reminder',
        params: {
          caseId: remind,
          reference: (await caseRow(remind)).reference,
          dueOn: addCalendarDays(today, 3),
        },
      },
    ]);
    expect(about(later)).toEqual([]);
    expect(about(done)).toEqual([]);
    expect(
      about(late)
        .map((n) => [n.kind, n.staffId])
        .sort(),
    ).toEqual(
      [
        ['case.breached', boss.id],
        ['case.breached', worker.id],
        ['case.reminder', worker.id],
      ].sort(),
    );
    // No assignee: the supervisors alone hear of it; due today is not yet a breach.
    expect(about(dueToday)).toEqual([]);
    expect((await caseRow(dueToday)).remindedAt).not.toBeNull();

    expect((await caseRow(late)).escalatedAt).not.toBeNull();
    expect((await caseRow(remind)).escalatedAt).toBeNull();
    expect((await caseRow(later)).remindedAt).toBeNull();
    expect((await caseRow(done)).remindedAt).toBeNull();
    expect(
      await t.db
        .select({ action: caseEvents.action })
        .from(caseEvents)
        .where(and(eq(caseEvents.caseId, late), eq(caseEvents.kind, 'sla'))),
    ).toEqual(expect.arrayContaining([{ action: 'reminded' }, { action: 'breached' }]));
    const breaches = await t.auditOf('case.breached');
    expect(breaches.map((entry) => entry.targetId)).toEqual([String(late)]);

    // The day after: the case due today is now past, breached once, to the supervisors only.
    await checkCaseDeadlines(t.db, addCalendarDays(today, 1));
    expect(
      (await t.db.select().from(staffNotifications))
        .filter((n) => (n.params as { caseId: number }).caseId === dueToday)
        .map((n) => [n.kind, n.staffId]),
    ).toEqual([['case.breached', boss.id]]);
  });
});

describe('the home cards', () => {
  it('counts open cases due today and past due for readers of cases', async () => {
    const today = cairoDate();
    const home = async (who: { authorization: string }) =>
      new Map(
        ((await call('GET', `${V2}/home`, undefined, {}, who)).json().cards as HomeCard[]).map((card) => [
          card.key,
          card,
        ]),
      );
    const cards = await home(reader);
    // The cases of the test above: one due today and one past due, open.
    const dueToday = await t.db.select({ id: cases.id }).from(cases).where(eq(cases.dueOn, today));
    expect(cards.get('casesDueToday')).toMatchObject({ count: dueToday.length });
    expect(cards.get('casesPastDue')?.count).toBe(1);
    // The due day's start in Cairo (UTC+2, or +3 in summer).
    expect(cards.get('casesPastDue')?.oldestAt).toMatch(
      new RegExp(`^${addCalendarDays(today, -2)}T2[12]:00:00.000Z$`),
    );
    await insertCase({
      openedOn: addCalendarDays(today, -40),
      dueOn: addCalendarDays(today, -9),
      status: 'WAITING_CUSTOMER',
    });
    expect((await home(reader)).get('casesPastDue')?.count).toBe(2);
    expect((await home(manager)).has('casesPastDue')).toBe(false);
  });
});
