import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import {
  addBusinessDays,
  addCalendarDays,
  businessDaysLeft,
  isBusinessDay,
} from '@cmt/contract/business-days';
import { cairoDate } from '@cmt/contract/cairo-time';
import {
  appUsers,
  caseCounters,
  caseEvents,
  caseLinks,
  caseNotes,
  cases,
  categories,
  merchants,
  publicHolidays,
  smsJobs,
  smsRecipients,
  staffNotifications,
  staffUsers,
} from '../src/db/schema.ts';
import { amberFrom, caseSlaLight } from '../src/domain/case-sla.ts';
import { makeCustomers, makePendingCashout } from './affiliate-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { settled } from './settled.ts';

const CASES = `${V2}/cases`;
const CUSTOMER = 905001;
const NO_MOBILE = 905002;
const CASHOUT_USER = 905003;

type Who = { authorization: string; id: number; email: string };
let t: TestApp;
/** Works cases and sees customers, cashouts and merchants. */
let ann: Who;
/** Works cases and sees customers. */
let ben: Who;
/** Works cases, sees no linked record. */
let bare: Who;
/** Reads cases only. */
let reader: Who;
/** Supervises cases. */
let sue: Who;
let cashoutId: number;
let merchantId: number;
/** A business day between today and every complaint's due day, kept as a public holiday. */
let holiday: string;
const today = cairoDate();

const WORK = ['manage-cases-read', 'manage-cases-work'];

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signIn(
    [...WORK, 'manage-app-users', 'manage-affiliate-cashout', 'manage-merchant'],
    'ann@lucky.test',
  );
  ben = await t.signIn([...WORK, 'manage-app-users'], 'ben@lucky.test');
  bare = await t.signIn(WORK);
  reader = await t.signIn(['manage-cases-read']);
  sue = await t.signIn([...WORK, 'manage-cases-supervise'], 'sue@lucky.test');
  await makeCustomers(t, [CUSTOMER]);
  await t.db.insert(appUsers).values({ id: NO_MOBILE, phone: null, name: 'Nour Without Mobile' });
  cashoutId = (await makePendingCashout(t, CASHOUT_USER, 125050)).id;
  const [category] = await t.db.insert(categories).values({ nameEn: 'Food', nameAr: 'طعام' }).returning();
  const [merchant] = await t.db
    .insert(merchants)
    .values({ nameEn: 'Koshary Corner', nameAr: 'ركن الكشري', categoryId: category!.id })
    .returning();
  merchantId = merchant!.id;
  // The third business day from today is a holiday: every deadline below counts past it.
  holiday = addBusinessDays(today, 3, new Set());
  await t.db.insert(publicHolidays).values({ day: holiday, name: 'Test holiday' });
});
afterAll(() => t?.close());

const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { authorization: who.authorization, ...headers }, payload });

const open = (who: Who, body: object, headers: Record<string, string> = {}) =>
  call(who, 'POST', CASES, body, headers);

const move = (who: Who, id: number, name: string, version: number | null, body: object = {}) =>
  call(
    who,
    'POST',
    `${CASES}/${id}/moves/${name}`,
    body,
    version === null ? {} : { 'if-match': `"${version}"` },
  );

const eventsOf = (caseId: number) =>
  t.db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId)).orderBy(caseEvents.id);

const counterOf = async (kind: string) =>
  (
    await t.db
      .select({ last: caseCounters.last })
      .from(caseCounters)
      .where(and(eq(caseCounters.kind, kind), eq(caseCounters.year, Number(today.slice(0, 4)))))
  )[0]?.last ?? 0;

const holidays = () => new Set([holiday]);
const dmy = (day: string) => day.split('-').reverse().join('/');

describe('opening a case', () => {
  it('opens a complaint about a customer: reference, business-day deadline, links, first note, acknowledgement SMS in Arabic', async () => {
    const smsBefore = await t.countRows(smsJobs);
    const response = await open(ann, {
      kind: 'COMPLAINT',
      title: 'Cashout never arrived',
      description: 'The customer called: the money has not arrived after 5 days.',
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'cashout', recordId: cashoutId },
        { recordType: 'merchant', recordId: merchantId },
      ],
      assigneeId: ben.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    const year = today.slice(0, 4);
    const dueOn = addBusinessDays(today, 15, holidays());
    expect(created).toMatchObject({
      reference: `CMP-${year}-000001`,
      kind: 'COMPLAINT',
      status: 'OPEN',
      priority: 'NORMAL',
      assignee: { id: ben.id, email: 'ben@lucky.test' },
      openedBy: { id: ann.id, email: 'ann@lucky.test' },
      dueOn,
      businessDaysLeft: 15,
      sla: 'GREEN',
      escalated: false,
      outcome: null,
      moves: ['start', 'reject'],
    });
    expect(response.headers.etag).toBe(`"${created.version}"`);
    // The holiday pushed the deadline one business day further than the weekend alone.
    expect(dueOn).toBe(addBusinessDays(today, 16, new Set()));
    expect(created.acknowledgedAt).not.toBeNull();
    expect(created.links.map((link: { label: string }) => link.label)).toEqual([
      `Customer ${CUSTOMER}`,
      `Cashout #${cashoutId} · EGP 1,250.50`,
      'Koshary Corner',
    ]);
    const [row] = await t.db.select().from(cases).where(eq(cases.id, created.id));
    expect(row).toMatchObject({ customerId: CUSTOMER, openedOn: today, businessDays: 15 });
    const notes = await t.db.select().from(caseNotes).where(eq(caseNotes.caseId, created.id));
    expect(notes.map((note) => note.text)).toEqual([
      'The customer called: the money has not arrived after 5 days.',
    ]);

    // The acknowledgement: one sending to the customer's mobile, in Arabic, naming reference and due day.
    expect(await t.countRows(smsJobs)).toBe(smsBefore + 1);
    const [job] = await t.db
      .select()
      .from(smsJobs)
      .orderBy(sql`${smsJobs.id} desc`)
      .limit(1);
    expect(job!.message).toBe(
      `لاكي: استلمنا شكواك برقم مرجعي CMP-${year}-000001. سنرد عليك في موعد أقصاه ${dmy(dueOn)}.`,
    );
    expect(job).toMatchObject({
      encoding: 'UCS-2',
      recipientCount: 1,
      createdById: null,
      createdBy: 'ann@lucky.test',
    });
    const recipients = await t.db.select().from(smsRecipients).where(eq(smsRecipients.jobId, job!.id));
    expect(recipients.map((r) => r.phone)).toEqual([`0100${String(CUSTOMER).padStart(7, '0')}`]);

    const events = await eventsOf(created.id);
    expect(events.map((event) => `${event.kind}:${event.action}`)).toEqual([
      'status:open',
      'link:link',
      'link:link',
      'link:link',
      'assignment:assign',
      'sla:acknowledged',
    ]);
    expect(events.at(-1)!.text).toBe(job!.message);
    // The assignee is told; the audit entry is in the chain.
    const told = await t.db.select().from(staffNotifications).where(eq(staffNotifications.staffId, ben.id));
    expect(told.map((n) => [n.kind, n.params])).toEqual([
      ['case.assigned', { caseId: created.id, reference: created.reference }],
    ]);
    const [entry] = await t.auditOf('case.create');
    expect(entry).toMatchObject({ actorId: ann.id, targetType: 'case', targetId: String(created.id) });
    expect(entry!.after).toMatchObject({ reference: created.reference, acknowledgement: 'SMS_QUEUED' });
  });

  it('writes the acknowledgement in English when asked', async () => {
    const created = (
      await open(ann, {
        kind: 'COMPLAINT',
        title: 'Wrong instalment',
        links: [{ recordType: 'customer', recordId: CUSTOMER }],
        smsLanguage: 'en',
      })
    ).json();
    const [job] = await t.db
      .select()
      .from(smsJobs)
      .orderBy(sql`${smsJobs.id} desc`)
      .limit(1);
    expect(job!.message).toBe(
      `Lucky: we received your complaint, reference ${created.reference}. We will answer you by ${dmy(created.dueOn)}.`,
    );
    expect(job!.encoding).toBe('GSM-7');
    // Handed to the SMS queue once the case committed: the pipeline sends it like any sending.
    const sent = await settled(
      async () => (await t.db.select().from(smsJobs).where(eq(smsJobs.id, job!.id)))[0]!,
      (row) => row.status !== 'QUEUED' && row.status !== 'SENDING',
      { what: 'the acknowledgement SMS' },
    );
    expect(sent).toMatchObject({ status: 'COMPLETED', sentCount: 1 });
    expect((await eventsOf(created.id)).at(-1)).toMatchObject({ kind: 'sla', action: 'acknowledged' });
  });

  it('says so in the case when the customer has no mobile, and sends nothing', async () => {
    const smsBefore = await t.countRows(smsJobs);
    const created = (
      await open(ben, {
        kind: 'COMPLAINT',
        title: 'No mobile',
        links: [{ recordType: 'customer', recordId: NO_MOBILE }],
      })
    ).json();
    expect(created.acknowledgedAt).toBeNull();
    expect(await t.countRows(smsJobs)).toBe(smsBefore);
    expect((await eventsOf(created.id)).at(-1)).toMatchObject({
      kind: 'sla',
      action: 'notAcknowledged',
      toValue: 'NO_MOBILE',
    });
  });

  it('gives other kinds their own prefix and deadline, without an SMS', async () => {
    const smsBefore = await t.countRows(smsJobs);
    const created = (
      await open(bare, { kind: 'DISPUTE', title: 'Disputed charge', priority: 'HIGH' })
    ).json();
    expect(created).toMatchObject({
      reference: `DSP-${today.slice(0, 4)}-000001`,
      priority: 'HIGH',
      dueOn: addBusinessDays(today, 10, holidays()),
      acknowledgedAt: null,
      assignee: null,
      links: [],
    });
    expect(await t.countRows(smsJobs)).toBe(smsBefore);
  });

  it('refuses a link to a missing or an unseen record with 404, creates nothing, and leaves no gap', async () => {
    const before = {
      cases: await t.countRows(cases),
      links: await t.countRows(caseLinks),
      notes: await t.countRows(caseNotes),
      counter: await counterOf('OTHER'),
    };
    const missing = await open(ann, {
      kind: 'OTHER',
      title: 'Ghost',
      description: 'nothing',
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'cashout', recordId: 999999 },
      ],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cashout 999999 was not found' });
    // Ben may not see cashouts: an existing one is refused exactly as a missing one.
    const unseen = await open(ben, {
      kind: 'OTHER',
      title: 'Unseen',
      links: [{ recordType: 'cashout', recordId: cashoutId }],
    });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe(`Cashout ${cashoutId} was not found`);
    const customers = await open(bare, {
      kind: 'OTHER',
      title: 'Unseen customer',
      links: [{ recordType: 'customer', recordId: CUSTOMER }],
    });
    expect(customers.statusCode).toBe(404);
    expect({
      cases: await t.countRows(cases),
      links: await t.countRows(caseLinks),
      notes: await t.countRows(caseNotes),
      counter: await counterOf('OTHER'),
    }).toEqual(before);
    const next = (await open(ann, { kind: 'OTHER', title: 'Next' })).json();
    expect(next.reference).toBe(`OTH-${today.slice(0, 4)}-${String(before.counter + 1).padStart(6, '0')}`);
  });

  it('refuses an unknown, disabled or non-working assignee with 400 assigneeUnknown', async () => {
    const [disabled] = await t.db
      .insert(staffUsers)
      .values({ email: 'gone@lucky.test', name: 'Gone', permissions: WORK, isActive: false })
      .returning();
    const before = await t.countRows(cases);
    for (const assigneeId of [987654, disabled!.id, reader.id]) {
      const response = await open(ann, { kind: 'OTHER', title: 'Assigned', assigneeId });
      expect(response.statusCode, String(assigneeId)).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        path: ['body', 'assigneeId'],
        key: 'assigneeUnknown',
      });
    }
    expect(await t.countRows(cases)).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first case', async () => {
    const before = await t.countRows(cases);
    const headers = { 'idempotency-key': 'case-open-once-1' };
    const first = await open(ann, { kind: 'OTHER', title: 'Once' }, headers);
    const again = await open(ann, { kind: 'OTHER', title: 'Once' }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await t.countRows(cases)).toBe(before + 1);
  });

  it('keeps references gap-free under 20 parallel creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => open(ann, { kind: 'FRAUD_SUSPICION', title: `Parallel ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const references = responses.map((r) => r.json().reference as string).sort();
    expect(references).toEqual(
      Array.from({ length: 20 }, (_, i) => `FRD-${today.slice(0, 4)}-${String(i + 1).padStart(6, '0')}`),
    );
  });
});

describe('one case', () => {
  it('shows labels only to those who may see the record, and records every view as a read', async () => {
    const created = (
      await open(ann, {
        kind: 'DISPUTE',
        title: 'Labels',
        links: [
          { recordType: 'customer', recordId: CUSTOMER },
          { recordType: 'cashout', recordId: cashoutId },
        ],
      })
    ).json();
    const reads = (await t.auditOf('case.view')).length;
    const seen = await call(reader, 'GET', `${CASES}/${created.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers.etag).toBe(`"${created.version}"`);
    expect(seen.json().links.map((link: { label: string | null }) => link.label)).toEqual([null, null]);
    expect(seen.body).not.toContain(`Customer ${CUSTOMER}`);
    const bens = (await call(ben, 'GET', `${CASES}/${created.id}`)).json();
    expect(bens.links.map((link: { label: string | null }) => link.label)).toEqual([
      `Customer ${CUSTOMER}`,
      null,
    ]);
    const entries = await t.auditOf('case.view');
    expect(entries).toHaveLength(reads + 2);
    expect(entries.at(-1)).toMatchObject({ kind: 'read', targetType: 'case', targetId: String(created.id) });
    expect((await call(reader, 'GET', `${CASES}/999999`)).statusCode).toBe(404);
  });

  it('links more records (404 and nothing linked for a missing one)', async () => {
    const created = (await open(ann, { kind: 'OTHER', title: 'Links later' })).json();
    const refused = await call(ann, 'POST', `${CASES}/${created.id}/links`, {
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'merchant', recordId: 424242 },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect(await t.db.select().from(caseLinks).where(eq(caseLinks.caseId, created.id))).toEqual([]);
    const linked = await call(ann, 'POST', `${CASES}/${created.id}/links`, {
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'cashout', recordId: cashoutId },
      ],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().links).toHaveLength(2);
    expect(linked.json().version).toBe(created.version + 1);
    // Linking again adds nothing.
    await call(ann, 'POST', `${CASES}/${created.id}/links`, {
      links: [{ recordType: 'customer', recordId: CUSTOMER }],
    });
    expect((await eventsOf(created.id)).filter((e) => e.kind === 'link')).toHaveLength(2);
    expect((await t.db.select().from(cases).where(eq(cases.id, created.id)))[0]!.customerId).toBe(CUSTOMER);
  });
});

describe('moves', () => {
  it('goes through every move with If-Match; a repeat is a no-op, another status 409, a stale version 412', async () => {
    let current = (await open(ann, { kind: 'DISPUTE', title: 'Every move' })).json();
    const id = current.id as number;
    const step = async (name: string, body: object = {}) => {
      const response = await move(ann, id, name, current.version, body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.headers.etag).toBe(`"${response.json().version}"`);
      current = response.json();
      return current;
    };
    expect((await step('start')).status).toBe('IN_PROGRESS');
    expect((await step('waitForCustomer')).moves).toEqual(['resume', 'resolve', 'reject']);
    expect((await step('resume')).status).toBe('IN_PROGRESS');

    // Repeat: the same move again (even with the old version) changes nothing and writes nothing.
    const entries = (await t.auditOf('case.resume')).length;
    const repeat = await move(ann, id, 'resume', current.version - 1);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().version).toBe(current.version);
    expect(await t.auditOf('case.resume')).toHaveLength(entries);

    // Another status: 409; a stale version: 412; neither writes.
    const wrong = await move(ann, id, 'close', current.version);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('INVALID_TRANSITION');
    const stale = await move(ann, id, 'waitForCustomer', current.version - 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('STALE_RECORD');

    // Deciding needs an outcome and a summary.
    const noOutcome = await move(ann, id, 'resolve', current.version, { summary: 'Paid again' });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().details[0]).toMatchObject({
      path: ['body', 'outcome'],
      key: 'caseOutcomeRequired',
    });
    const noSummary = await move(ann, id, 'resolve', current.version, { outcome: 'UPHELD', summary: '  ' });
    expect(noSummary.json().details[0]).toMatchObject({
      path: ['body', 'summary'],
      key: 'caseSummaryRequired',
    });

    const resolved = await step('resolve', { outcome: 'UPHELD', summary: 'Paid again' });
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      outcome: 'UPHELD',
      summary: 'Paid again',
      businessDaysLeft: null,
      sla: null,
      moves: ['close', 'reopen'],
    });
    expect(resolved.resolvedAt).not.toBeNull();
    const closed = await step('close');
    expect(closed.status).toBe('CLOSED');
    expect(closed.closedAt).not.toBeNull();
    const reopened = await step('reopen');
    expect(reopened).toMatchObject({
      status: 'IN_PROGRESS',
      outcome: null,
      resolvedAt: null,
      closedAt: null,
    });
    expect((await step('reject', { outcome: 'NOT_UPHELD', summary: 'Not our fault' })).status).toBe(
      'REJECTED',
    );

    const statusEvents = (await eventsOf(id)).filter((e) => e.kind === 'status');
    expect(statusEvents.map((e) => [e.action, e.fromValue, e.toValue])).toEqual([
      ['open', null, 'OPEN'],
      ['start', 'OPEN', 'IN_PROGRESS'],
      ['waitForCustomer', 'IN_PROGRESS', 'WAITING_CUSTOMER'],
      ['resume', 'WAITING_CUSTOMER', 'IN_PROGRESS'],
      ['resolve', 'IN_PROGRESS', 'RESOLVED'],
      ['close', 'RESOLVED', 'CLOSED'],
      ['reopen', 'CLOSED', 'IN_PROGRESS'],
      ['reject', 'IN_PROGRESS', 'REJECTED'],
    ]);
    const [resolveEntry] = (await t.auditOf('case.resolve')).filter((e) => e.targetId === String(id));
    expect(resolveEntry).toMatchObject({ actorId: ann.id, targetType: 'case' });
    expect(resolveEntry!.before).toMatchObject({ status: 'IN_PROGRESS' });
    expect(resolveEntry!.after).toMatchObject({ status: 'RESOLVED', outcome: 'UPHELD' });
  });

  it('reopens within 30 days of the decision, and refuses after', async () => {
    const create = async () => {
      const created = (await open(ann, { kind: 'OTHER', title: 'Reopen' })).json();
      const rejected = (
        await move(ann, created.id, 'reject', created.version, {
          outcome: 'DUPLICATE',
          summary: 'Same as before',
        })
      ).json();
      return rejected as { id: number; version: number };
    };
    const recent = await create();
    await t.db
      .update(cases)
      .set({ resolvedAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(cases.id, recent.id));
    expect((await move(ann, recent.id, 'reopen', recent.version)).statusCode).toBe(200);

    const old = await create();
    await t.db
      .update(cases)
      .set({ resolvedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(cases.id, old.id));
    expect((await call(ann, 'GET', `${CASES}/${old.id}`)).json().moves).toEqual(['close']);
    const refused = await move(ann, old.id, 'reopen', old.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REOPEN_EXPIRED');
    expect((await t.db.select().from(cases).where(eq(cases.id, old.id)))[0]!.status).toBe('REJECTED');
  });

  it('refuses a move by someone else while the case is claimed (409 CLAIMED_BY_OTHER)', async () => {
    const created = (await open(ann, { kind: 'OTHER', title: 'Claimed' })).json();
    const claimed = await call(ann, 'POST', `${CASES}/${created.id}/claim`, {});
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().item.id).toBe(created.id);
    const byOther = await move(ben, created.id, 'start', null);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().code).toBe('CLAIMED_BY_OTHER');
    // The holder moves it and keeps the claim while it stays open.
    const started = await move(ann, created.id, 'start', null);
    expect(started.json().claim).toMatchObject({ by: 'ann@lucky.test', byMe: true });
    expect((await call(ben, 'DELETE', `${CASES}/${created.id}/claim`)).statusCode).toBe(409);
    expect((await call(ann, 'DELETE', `${CASES}/${created.id}/claim`)).json()).toEqual({ released: true });
    expect((await move(ben, created.id, 'waitForCustomer', null)).statusCode).toBe(200);
  });
});

describe('assignment', () => {
  it('gives a case to someone who works cases with If-Match, tells them, and refuses a decided case', async () => {
    const created = (await open(ann, { kind: 'OTHER', title: 'Assign me' })).json();
    const url = `${CASES}/${created.id}/assignee`;
    const stale = await call(
      ann,
      'PUT',
      url,
      { assigneeId: sue.id },
      { 'if-match': `"${created.version + 5}"` },
    );
    expect(stale.statusCode).toBe(412);
    const bad = await call(
      ann,
      'PUT',
      url,
      { assigneeId: reader.id },
      { 'if-match': `"${created.version}"` },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].key).toBe('assigneeUnknown');
    const given = await call(ann, 'PUT', url, { assigneeId: sue.id }, { 'if-match': `"${created.version}"` });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ assignee: { id: sue.id }, version: created.version + 1 });
    const told = await t.db
      .select()
      .from(staffNotifications)
      .where(and(eq(staffNotifications.staffId, sue.id), eq(staffNotifications.kind, 'case.assigned')));
    expect(told.map((n) => n.params)).toContainEqual({ caseId: created.id, reference: created.reference });
    const [entry] = (await t.auditOf('case.assign')).filter((e) => e.targetId === String(created.id));
    expect(entry!.after).toMatchObject({ assigneeId: sue.id });
    expect((await eventsOf(created.id)).at(-1)).toMatchObject({
      kind: 'assignment',
      action: 'assign',
      fromValue: null,
      toValue: String(sue.id),
    });
    // To nobody.
    const none = await call(ann, 'PUT', url, { assigneeId: null });
    expect(none.json().assignee).toBeNull();

    const rejected = (
      await move(ann, created.id, 'reject', null, { outcome: 'NO_ACTION', summary: 'Nothing to do' })
    ).json();
    const decided = await call(
      ann,
      'PUT',
      url,
      { assigneeId: ben.id },
      { 'if-match': `"${rejected.version}"` },
    );
    expect(decided.statusCode).toBe(409);
    expect(decided.json().code).toBe('CASE_DECIDED');
  });

  it('assigns in bulk row by row (supervisors only)', async () => {
    const a = (await open(ann, { kind: 'OTHER', title: 'Bulk a' })).json();
    const b = (await open(ann, { kind: 'OTHER', title: 'Bulk b' })).json();
    await move(ann, b.id, 'reject', null, { outcome: 'WITHDRAWN', summary: 'Withdrawn' });
    const url = `${CASES}/assign`;
    expect((await call(ann, 'POST', url, { ids: [a.id], assigneeId: ben.id })).statusCode).toBe(403);
    const badAssignee = await call(sue, 'POST', url, { ids: [a.id], assigneeId: reader.id });
    expect(badAssignee.statusCode).toBe(400);
    const response = await call(sue, 'POST', url, { ids: [a.id, b.id, 999999], assigneeId: ben.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: a.id, status: 'done' },
      { id: b.id, status: 'failed', code: 'CASE_DECIDED', message: expect.any(String) },
      { id: 999999, status: 'failed', code: 'NOT_FOUND', message: 'Case was not found' },
    ]);
    expect((await t.db.select().from(cases).where(eq(cases.id, a.id)))[0]!.assigneeId).toBe(ben.id);
  });
});

describe('the queue', () => {
  it('takes next: the open case due soonest that nobody holds, assigned to the caller or to nobody', async () => {
    // Only the cases of this test are open.
    await t.db.update(cases).set({ status: 'CLOSED' });
    const mk = async (title: string, dueOn: string, assigneeId: number | null) => {
      const created = (await open(sue, { kind: 'OTHER', title, assigneeId })).json();
      await t.db.update(cases).set({ dueOn }).where(eq(cases.id, created.id));
      return created.id as number;
    };
    const othersSoonest = await mk('Ben’s', addCalendarDays(today, 1), ben.id);
    const mineSoon = await mk('Ann’s', addCalendarDays(today, 2), ann.id);
    const nobodys = await mk('Nobody’s', addCalendarDays(today, 3), null);
    const first = await call(ann, 'POST', `${CASES}/next`);
    expect(first.json().item.id).toBe(mineSoon);
    expect(first.json().item.documentNumber).toBeNull();
    expect((await call(ann, 'POST', `${CASES}/next`)).json().item.id).toBe(mineSoon);
    expect((await call(sue, 'POST', `${CASES}/next`)).json().item.id).toBe(nobodys);
    expect((await call(sue, 'POST', `${CASES}/next`)).json().item.id).toBe(nobodys);
    // Ben's own is his; Ann's is held by Ann; the unassigned one by Sue.
    expect((await call(ben, 'POST', `${CASES}/next`)).json().item.id).toBe(othersSoonest);
    expect((await call(reader, 'POST', `${CASES}/next`)).statusCode).toBe(403);
    const list = (await call(ann, 'GET', `${CASES}?claim=MINE`)).json();
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([mineSoon]);
    const unclaimed = (await call(ann, 'GET', `${CASES}?claim=UNCLAIMED&open=true`)).json();
    expect(unclaimed.items).toEqual([]);
    // Claiming a decided case: 409 NOT_WAITING; takeover of someone else's claim.
    const closed = (await t.db.select().from(cases).where(eq(cases.status, 'CLOSED')).limit(1))[0]!;
    expect((await call(ann, 'POST', `${CASES}/${closed.id}/claim`, {})).json().code).toBe('NOT_WAITING');
    const takeover = await call(ann, 'POST', `${CASES}/${nobodys}/claim`, { takeover: true });
    expect(takeover.json().item.id).toBe(nobodys);
    expect(await t.auditOf('case.claim.takeover')).toHaveLength(1);
  });
});

describe('the list', () => {
  /** Cases of the list tests, each due on a given day, in their own kind. */
  const made: Record<string, number> = {};
  beforeAll(async () => {
    await t.db.update(cases).set({ status: 'CLOSED', claimedBy: null, claimedUntil: null });
    const due = {
      past: addCalendarDays(today, -3),
      today,
      soon: addBusinessDays(today, 2, holidays()),
      week: addBusinessDays(today, 5, holidays()),
      // 4 left of 16: amber by the quarter rule though more than 2 are left.
      quarter: addBusinessDays(today, 4, holidays()),
      far: addBusinessDays(today, 20, holidays()),
    };
    for (const [name, dueOn] of Object.entries(due)) {
      const created = (
        await open(ann, {
          kind: 'AML_REVIEW',
          title: `List ${name} review`,
          priority: name === 'far' ? 'URGENT' : name === 'past' ? 'LOW' : 'NORMAL',
          assigneeId: name === 'past' ? ann.id : name === 'today' ? ben.id : null,
          links: name === 'far' ? [{ recordType: 'cashout', recordId: cashoutId }] : [],
        })
      ).json();
      await t.db
        .update(cases)
        .set({ dueOn, businessDays: name === 'quarter' ? 16 : 5 })
        .where(eq(cases.id, created.id));
      made[name] = created.id;
    }
  });

  const ids = async (search: string) => {
    const response = await call(reader, 'GET', `${CASES}?kind=AML_REVIEW&${search}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { id: number }[]).map((item) => item.id);
  };

  it('shows the business-day countdown (holidays counted) and the SLA light on each row', async () => {
    const page = (
      await call(reader, 'GET', `${CASES}?kind=AML_REVIEW&open=true&sort=dueOn&order=asc`)
    ).json();
    expect(page.total).toBe(6);
    const byId = new Map(page.items.map((item: { id: number }) => [item.id, item]));
    for (const [name, id] of Object.entries(made)) {
      const item = byId.get(id) as { dueOn: string; businessDaysLeft: number; sla: string };
      const left = businessDaysLeft(today, item.dueOn, holidays());
      expect(item.businessDaysLeft, name).toBe(left);
      expect(item.sla, name).toBe(caseSlaLight(left, name === 'quarter' ? 16 : 5));
    }
    expect((byId.get(made.past!) as { sla: string }).sla).toBe('RED');
    expect((byId.get(made.far!) as { businessDaysLeft: number }).businessDaysLeft).toBe(20);
    expect((byId.get(made.soon!) as { sla: string }).sla).toBe('AMBER');
    expect(byId.get(made.quarter!)).toMatchObject({ businessDaysLeft: 4, sla: 'AMBER' });
    // The holiday is counted: the 5th business day after today is one calendar day later than without it.
    const week = byId.get(made.week!) as { dueOn: string; businessDaysLeft: number };
    expect(week.businessDaysLeft).toBe(5);
    expect(businessDaysLeft(today, week.dueOn, new Set())).toBeGreaterThan(5);
  });

  it('filters by due day, SLA light, assignee, status, linked record and text', async () => {
    expect(await ids('due=TODAY')).toEqual([made.today]);
    expect(await ids('due=PAST')).toEqual([made.past]);
    expect((await ids('due=WEEK')).sort()).toEqual([made.today, made.soon, made.week, made.quarter].sort());
    expect(await ids('sla=RED')).toEqual([made.past]);
    // 5 business days: amber from 2 left; 16: from 4 left (a quarter).
    expect([amberFrom(5), amberFrom(16)]).toEqual([2, 4]);
    expect(await ids('sla=AMBER&sort=dueOn&order=asc')).toEqual([made.today, made.soon, made.quarter]);
    expect(await ids('sla=GREEN&sort=dueOn&order=asc')).toEqual([made.week, made.far]);
    const annList = await call(ann, 'GET', `${CASES}?kind=AML_REVIEW&assignee=ME`);
    expect(annList.json().items.map((item: { id: number }) => item.id)).toEqual([made.past]);
    expect(await ids(`assignee=${ben.id}`)).toEqual([made.today]);
    expect((await ids('assignee=NONE')).sort()).toEqual(
      [made.soon, made.week, made.quarter, made.far].sort(),
    );
    expect(await ids('status=OPEN&recordType=cashout')).toEqual([made.far]);
    expect(await ids(`recordType=cashout&recordId=${cashoutId}`)).toEqual([made.far]);
    expect(await ids('open=false')).toEqual([]);
    expect(await ids('q=list%20far')).toEqual([made.far]);
    const reference = (await t.db.select().from(cases).where(eq(cases.id, made.week!)))[0]!.reference;
    expect(await ids(`q=${reference.toLowerCase()}`)).toEqual([made.week]);
    expect((await ids(`q=${reference.slice(0, 8).toLowerCase()}&sort=reference&order=desc`)).length).toBe(6);
    const priority = await ids('sort=priority&order=desc');
    expect(priority).toHaveLength(6);
    expect([priority[0], priority.at(-1)]).toEqual([made.far, made.past]);
    const recordIdAlone = await call(reader, 'GET', `${CASES}?recordId=5`);
    expect(recordIdAlone.statusCode).toBe(400);
  });

  it('shows no countdown or light once decided', async () => {
    await t.db.update(cases).set({ status: 'RESOLVED' }).where(eq(cases.id, made.far!));
    const page = (await call(reader, 'GET', `${CASES}?kind=AML_REVIEW&status=RESOLVED`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({ id: made.far, businessDaysLeft: null, sla: null, claim: null }),
    ]);
    await t.db.update(cases).set({ status: 'OPEN' }).where(eq(cases.id, made.far!));
  });

  it('takes the total of an unfiltered, status or open-only list from the counts kept per status', async () => {
    const actual = async (where: string) =>
      Number(
        (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from cases ${where}`))).rows[0]!
          .n,
      );
    const total = async (search: string) =>
      (await call(reader, 'GET', `${CASES}?pageSize=1${search}`)).json().total as number;
    // Every write path moved cases between statuses above (moves, direct updates): the counts followed.
    expect(await total('')).toBe(await actual(''));
    expect(await total('&open=true')).toBe(
      await actual("where status in ('OPEN','IN_PROGRESS','WAITING_CUSTOMER')"),
    );
    expect(await total('&open=false')).toBe(
      await actual("where status not in ('OPEN','IN_PROGRESS','WAITING_CUSTOMER')"),
    );
    expect(await total('&status=CLOSED')).toBe(await actual("where status = 'CLOSED'"));
    expect(await total('&status=CLOSED&open=true')).toBe(0);
    expect(await total('&status=OPEN&open=true')).toBe(await actual("where status = 'OPEN'"));
  });

  it('exports the list through the CSV writer, recorded as a read', async () => {
    const response = await call(reader, 'GET', `${CASES}/export?kind=AML_REVIEW&sort=dueOn&order=asc`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'reference,kind,title,priority,status,assignee,due_on,business_days_left,sla,escalated,created_at',
    );
    expect(lines).toHaveLength(7);
    expect(
      lines.some(
        (line) =>
          line.includes('List past review') && line.includes('ann@lucky.test') && line.includes('RED'),
      ),
    ).toBe(true);
    const [entry] = await t.auditOf('cases.export');
    expect(entry).toMatchObject({ kind: 'read', actorId: reader.id });
  });

  it('is for those who read cases', async () => {
    expect((await call(bare, 'GET', CASES)).statusCode).toBe(200);
    const nobody = await t.signIn(['manage-app-users']);
    expect((await call(nobody, 'GET', CASES)).statusCode).toBe(403);
    expect((await call(nobody, 'GET', `${CASES}/export`)).statusCode).toBe(403);
  });
});

describe('checks outside the endpoints', () => {
  it('the holiday of these tests falls on a business day', () => {
    expect(isBusinessDay(holiday, new Set())).toBe(true);
  });
});
