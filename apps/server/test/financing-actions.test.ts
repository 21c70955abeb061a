import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { AssignPartnerResult, UnblockResult } from '@cmt/contract/endpoints/financing';
import {
  amlBlacklist,
  applicationFinancingPartners as afp,
  appUsers,
  customerApplications,
  financingBlocks,
  financingPartners,
  financingReviews,
} from '../src/db/schema.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let reviewer: { authorization: string; email: string };
let assigner: { authorization: string; email: string };
let unblocker: { authorization: string; email: string };
let partnerIds: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  await seedApplications(t.db, createRandom(21), { scale: 1 });
  await seedFinancing(t.db, createRandom(22), { productDomain: 'lucky.app' });
  reviewer = await t.signIn(['manage-financing-application-reviews']);
  assigner = await t.signIn(['manage-financing-applications-assigned-partner']);
  unblocker = await t.signIn(['manage-financing-applications-unblock-user']);
  partnerIds = new Map(
    (await t.db.select().from(financingPartners)).map((partner) => [partner.name, partner.id]),
  );
});
afterAll(() => t?.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  auth: { authorization: string },
  payload: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `${V2}${url}`,
    headers: { authorization: auth.authorization, ...headers },
    payload,
  });

/** Customers whose current line has this status and who are neither blacklisted nor blocked. */
async function customersWith(status: number) {
  return t.db
    .select({
      userId: afp.userId,
      lineId: afp.id,
      version: afp.version,
      amount: afp.approvedAmount,
      partnerId: afp.partnerId,
    })
    .from(afp)
    .where(
      and(
        eq(afp.isCurrent, true),
        eq(afp.creditLineStatus, status),
        sql`not exists (select 1 from financing_blocks b where b.user_id = ${afp.userId} and b.status = 'ACTIVE')`,
        sql`not exists (select 1 from customer_applications c join aml_blacklist l on l.national_id = c.document_number where c.user_id = ${afp.userId})`,
      ),
    )
    .orderBy(afp.userId);
}
const lineOf = async (id: number) => (await t.db.select().from(afp).where(eq(afp.id, id)))[0]!;

describe('PUT /financing/application-review', () => {
  const review = (body: object, headers: Record<string, string> = {}) =>
    send('PUT', '/financing/application-review', reviewer, body, headers);

  it('changes the limit of an active line with a reason, records the decision, and a repeat is a no-op', async () => {
    const [c] = await customersWith(2);
    const [partner] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.id, c!.partnerId));
    const limit = partner!.minLimit === '2500.00' ? '12345.50' : '20000.00';
    const response = await review(
      {
        luckyUserId: c!.userId,
        action: 'CHANGE_LIMIT',
        reason: 'Salary raise confirmed by HR letter',
        creditLimit: limit,
      },
      { 'if-match': `"${c!.version}"` },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: c!.lineId,
      creditLineStatus: 2,
      approvedAmount: limit,
      version: c!.version + 1,
      changed: true,
      review: {
        action: 'CHANGE_LIMIT',
        oldLimit: c!.amount,
        newLimit: limit,
        fromStatus: 2,
        toStatus: 2,
        reviewedBy: reviewer.email,
      },
    });
    expect(response.headers.etag).toBe(`"${c!.version + 1}"`);
    const [audit] = (await t.auditOf('financing.review.change_limit')).slice(-1);
    expect(audit).toMatchObject({ targetId: String(c!.lineId), actorEmail: reviewer.email });
    expect(audit!.after).toMatchObject({
      approvedAmount: limit,
      reason: 'Salary raise confirmed by HR letter',
    });

    const again = await review({
      luckyUserId: c!.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Clicked twice',
      creditLimit: limit,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: false, review: null, version: c!.version + 1 });
    expect((await t.auditOf('financing.review.change_limit')).length).toBe(1);
  });

  it('approves a pending line (again: a no-op), suspends it, refuses to approve it while suspended (409), reactivates it', async () => {
    const [c] = await customersWith(0);
    const [partner] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.id, c!.partnerId));
    const approved = await review({
      luckyUserId: c!.userId,
      action: 'APPROVE',
      reason: 'Documents complete, I-Score 700',
      creditLimit: partner!.minLimit,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      creditLineStatus: 1,
      approvedAmount: partner!.minLimit,
      changed: true,
    });
    // Approving an approved line again is the same decision: a no-op; rejecting it is allowed; reactivating is not.
    expect(
      (
        await review({
          luckyUserId: c!.userId,
          action: 'APPROVE',
          reason: 'Approve again',
          creditLimit: partner!.minLimit,
        })
      ).json(),
    ).toMatchObject({ changed: false });
    expect(
      (
        await review({ luckyUserId: c!.userId, action: 'SUSPEND', reason: 'Partner asked to hold it' })
      ).json(),
    ).toMatchObject({ creditLineStatus: 5 });
    // A suspended line is not approved again: it is reactivated.
    const conflict = await review({
      luckyUserId: c!.userId,
      action: 'APPROVE',
      reason: 'Approve while suspended',
      creditLimit: partner!.minLimit,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This credit line is suspended: it cannot be given APPROVE',
    });
    expect(
      (
        await review({ luckyUserId: c!.userId, action: 'REACTIVATE', reason: 'Partner lifted the hold' })
      ).json(),
    ).toMatchObject({ creditLineStatus: 1 });
    const history = await t.db
      .select()
      .from(financingReviews)
      .where(eq(financingReviews.creditLineId, c!.lineId));
    expect(history.map((h) => h.action).slice(-3)).toEqual(['APPROVE', 'SUSPEND', 'REACTIVATE']);
  });

  it('names the field for a missing reason, a limit outside the partner’s bounds, or a limit the action does not take', async () => {
    const [c] = await customersWith(2);
    const missing = await review({ luckyUserId: c!.userId, action: 'SUSPEND', reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ path: ['body', 'reason'], key: 'enterReason' });
    const tooHigh = await review({
      luckyUserId: c!.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Big spender',
      creditLimit: '4999999.99',
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().details[0]).toMatchObject({
      path: ['body', 'creditLimit'],
      key: 'creditLimitBounds',
    });
    const floaty = await review({
      luckyUserId: c!.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Float',
      creditLimit: 1000.123,
    });
    expect(floaty.statusCode).toBe(400);
    expect(floaty.json().details[0]).toMatchObject({ path: ['body', 'creditLimit'], key: 'egpAmount' });
    const extra = await review({
      luckyUserId: c!.userId,
      action: 'SUSPEND',
      reason: 'Hold please',
      creditLimit: '5000',
    });
    expect(extra.json().details[0]).toMatchObject({
      path: ['body', 'creditLimit'],
      key: 'creditLimitNotForAction',
    });
    const none = await review({ luckyUserId: c!.userId, action: 'CHANGE_LIMIT', reason: 'No limit given' });
    expect(none.json().details[0]).toMatchObject({
      path: ['body', 'creditLimit'],
      key: 'creditLimitRequired',
    });
    expect((await lineOf(c!.lineId)).version).toBe(c!.version);
  });

  it('refuses a stale If-Match (412), an unknown customer (404) and a customer without a line (409)', async () => {
    const [c] = await customersWith(2);
    const stale = await review(
      { luckyUserId: c!.userId, action: 'SUSPEND', reason: 'Late payments' },
      { 'if-match': `"${c!.version + 7}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect((await lineOf(c!.lineId)).creditLineStatus).toBe(2);
    expect((await review({ luckyUserId: 999999, action: 'SUSPEND', reason: 'Nobody home' })).statusCode).toBe(
      404,
    );
    const [lineless] = await t.db
      .select({ userId: customerApplications.userId })
      .from(customerApplications)
      .where(
        sql`not exists (select 1 from application_financing_partners a where a.user_id = ${customerApplications.userId})`,
      )
      .limit(1);
    const none = await review({
      luckyUserId: lineless!.userId,
      action: 'SUSPEND',
      reason: 'Nothing to hold',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_CREDIT_LINE');
  });

  it('gives no credit to a blacklisted or blocked customer, but lets their limit come down', async () => {
    const [c] = await customersWith(2);
    const [application] = await t.db
      .select()
      .from(customerApplications)
      .where(eq(customerApplications.userId, c!.userId));
    await t.db.insert(amlBlacklist).values({
      nationalId: application!.documentNumber!,
      name: 'Listed for the test',
      reason: 'Test listing',
      sourceList: 'EMLCU',
      listedOn: '2026-01-01',
    });
    const higher = await review({
      luckyUserId: c!.userId,
      action: 'CHANGE_LIMIT',
      reason: 'More please',
      creditLimit: '59000',
    });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().code).toBe('CUSTOMER_BLACKLISTED');
    const [partner] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.id, c!.partnerId));
    const lower = await review({
      luckyUserId: c!.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Cut exposure',
      creditLimit: partner!.minLimit,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const suspended = await review({ luckyUserId: c!.userId, action: 'SUSPEND', reason: 'AML listing' });
    expect(suspended.statusCode).toBe(200);
    const back = await review({ luckyUserId: c!.userId, action: 'REACTIVATE', reason: 'Try to reactivate' });
    expect(back.statusCode).toBe(409);
    expect((await lineOf(c!.lineId)).creditLineStatus).toBe(5);
  });

  it('changes nothing when the review entry cannot be written (failure injected mid-transaction)', async () => {
    const [c] = await customersWith(2);
    await t.db.execute(sql`create function refuse_review() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_review before insert on financing_reviews for each row execute function refuse_review()`,
    );
    try {
      const auditsBefore = (await t.auditOf('financing.review.suspend')).length;
      const failed = await review({ luckyUserId: c!.userId, action: 'SUSPEND', reason: 'Will not land' });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('injected');
      expect(await lineOf(c!.lineId)).toMatchObject({ creditLineStatus: 2, version: c!.version });
      expect((await t.auditOf('financing.review.suspend')).length).toBe(auditsBefore);
    } finally {
      await t.db.execute(sql`drop trigger refuse_review on financing_reviews`);
      await t.db.execute(sql`drop function refuse_review()`);
    }
  });
});

describe('POST /financing/partner (assign a partner)', () => {
  const body = (usersIds: number[], amount = '15000', partner = 'Lucky Instalments') => ({
    partnerId: partnerIds.get(partner),
    usersIds,
    activationType: 'AFTER_SIGNATURE',
    financingBalanceAmount: amount,
  });

  it('previews and then opens credit lines, refusing blacklisted, blocked, other-partner and unknown users', async () => {
    const [fresh1, fresh2] = await t.db
      .select({ userId: customerApplications.userId })
      .from(customerApplications)
      .where(
        sql`not exists (select 1 from application_financing_partners a where a.user_id = ${customerApplications.userId})
        and not exists (select 1 from financing_blocks b where b.user_id = ${customerApplications.userId} and b.status = 'ACTIVE')
        and not exists (select 1 from aml_blacklist l where l.national_id = ${customerApplications.documentNumber})`,
      )
      .orderBy(customerApplications.userId)
      .limit(2);
    const [listed] = await t.db
      .select({ userId: customerApplications.userId })
      .from(customerApplications)
      .innerJoin(amlBlacklist, eq(amlBlacklist.nationalId, customerApplications.documentNumber))
      .limit(1);
    const [blocked] = await t.db
      .select({ userId: financingBlocks.userId })
      .from(financingBlocks)
      .where(eq(financingBlocks.status, 'ACTIVE'))
      .limit(1);
    const [other] = (await customersWith(2)).filter(
      (c) => c.partnerId !== partnerIds.get('Lucky Instalments'),
    );
    const [noApplication] = await t.db
      .select({ id: appUsers.id })
      .from(appUsers)
      .where(sql`not exists (select 1 from customer_applications c where c.user_id = ${appUsers.id})`)
      .limit(1);
    const ids = [
      fresh1!.userId,
      fresh2!.userId,
      listed!.userId,
      blocked!.userId,
      other!.userId,
      noApplication!.id,
      fresh1!.userId,
    ];
    const linesBefore = await t.countRows(afp);

    const preview = await send('POST', '/financing/partner/preview', assigner, body(ids));
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json() as AssignPartnerResult;
    expect(planned.outcomes.map((o) => [o.userId, o.outcome])).toEqual([
      [fresh1!.userId, 'ASSIGNED'],
      [fresh2!.userId, 'ASSIGNED'],
      [listed!.userId, 'BLACKLISTED'],
      [blocked!.userId, 'BLOCKED'],
      [other!.userId, 'OTHER_PARTNER'],
      [noApplication!.id, 'NO_APPLICATION'],
    ]);
    expect(
      planned.outcomes.every(
        (o) => o.documentNumberMasked === null || /^•{10}\d{4}$/.test(o.documentNumberMasked),
      ),
    ).toBe(true);
    expect(await t.countRows(afp)).toBe(linesBefore);

    const done = await send('POST', '/financing/partner', assigner, body(ids), {
      'idempotency-key': 'assign-1',
    });
    expect(done.statusCode).toBe(200);
    // The assignment does what the preview said (the preview also shows each customer's waiting four-eyes request).
    const withoutPending = (outcomes: Record<string, unknown>[]) =>
      outcomes.map(({ pendingApproval, ...outcome }) => (expect(pendingApproval).toBeNull(), outcome));
    expect(done.json()).toEqual({ ...planned, outcomes: withoutPending(planned.outcomes) });
    expect(done.json().counts).toMatchObject({
      ASSIGNED: 2,
      BLACKLISTED: 1,
      BLOCKED: 1,
      OTHER_PARTNER: 1,
      NO_APPLICATION: 1,
      ALREADY_ASSIGNED: 0,
    });
    const opened = await t.db
      .select()
      .from(afp)
      .where(and(eq(afp.userId, fresh1!.userId), eq(afp.isCurrent, true)));
    expect(opened[0]).toMatchObject({
      partnerId: partnerIds.get('Lucky Instalments'),
      creditLineStatus: 1,
      approvedAmount: '15000.00',
      activationType: 'AFTER_SIGNATURE',
    });
    expect(await t.countRows(afp)).toBe(linesBefore + 2);
    const [history] = await t.db
      .select()
      .from(financingReviews)
      .where(eq(financingReviews.creditLineId, opened[0]!.id));
    // The reason is a code the screens word in their language (issue 19 item 11), not an English sentence.
    expect(history).toMatchObject({
      action: 'ASSIGN',
      reason: 'AFTER_SIGNATURE',
      reviewedBy: assigner.email,
      newLimit: '15000.00',
    });
    const [audit] = (await t.auditOf('financing.partner.assign')).slice(-1);
    expect(audit!.after).toMatchObject({ assignedUserIds: [fresh1!.userId, fresh2!.userId] });

    // The same request again (a retry with its key) replays; without the key it finds them assigned.
    const replay = await send('POST', '/financing/partner', assigner, body(ids), {
      'idempotency-key': 'assign-1',
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const repeat = await send('POST', '/financing/partner', assigner, body([fresh1!.userId, fresh2!.userId]));
    expect(repeat.json().counts).toMatchObject({ ASSIGNED: 0, ALREADY_ASSIGNED: 2 });
    expect(await t.countRows(afp)).toBe(linesBefore + 2);
  });

  it('refuses an amount outside the partner’s bounds, an unknown partner and an empty list, naming the field', async () => {
    const [c] = await customersWith(3);
    const tooMuch = await send('POST', '/financing/partner', assigner, body([c!.userId], '60000.01'));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({
      path: ['body', 'financingBalanceAmount'],
      key: 'creditLimitBounds',
      // Both names, so an Arabic screen words the partner in Arabic (issue 19 item 12).
      params: {
        partner: 'Lucky Instalments',
        partnerAr: expect.stringMatching(/\p{Script=Arabic}/u),
        min: '1000.00',
        max: '60000.00',
      },
    });
    const unknown = await send('POST', '/financing/partner', assigner, {
      ...body([c!.userId]),
      partnerId: 9999,
    });
    expect(unknown.json().details[0]).toMatchObject({
      path: ['body', 'partnerId'],
      key: 'chooseExistingPartner',
    });
    const empty = await send('POST', '/financing/partner', assigner, body([]));
    expect(empty.json().details[0]).toMatchObject({ path: ['body', 'usersIds'], key: 'usersIds' });
  });

  it('opens nothing when a history entry fails (failure injected mid-transaction)', async () => {
    const [c] = await customersWith(3);
    const before = await t.countRows(afp);
    await t.db.execute(sql`create function refuse_review() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_review before insert on financing_reviews for each row execute function refuse_review()`,
    );
    try {
      const failed = await send('POST', '/financing/partner', assigner, body([c!.userId]));
      expect(failed.statusCode).toBe(500);
      expect(await t.countRows(afp)).toBe(before);
      expect((await lineOf(c!.lineId)).isCurrent).toBe(true);
    } finally {
      await t.db.execute(sql`drop trigger refuse_review on financing_reviews`);
      await t.db.execute(sql`drop function refuse_review()`);
    }
  });
});

describe('POST /financing/unblock-users', () => {
  it('lists who is blocked and why, previews, unblocks each with an audit entry, and a repeat changes nothing', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `${V2}/financing/blocked-users?pageSize=100`,
      headers: { authorization: unblocker.authorization },
    });
    expect(listed.statusCode).toBe(200);
    const blocked = listed.json().items as {
      userId: number;
      reason: string;
      documentNumberMasked: string | null;
    }[];
    expect(blocked.length).toBeGreaterThan(1);
    expect(
      blocked.every((b) => b.documentNumberMasked === null || b.documentNumberMasked.startsWith('•')),
    ).toBe(true);
    const [first, second] = blocked;
    const notBlocked = (await customersWith(2))[0]!.userId;
    const ids = [first!.userId, second!.userId, notBlocked, 999999];

    const preview = (
      await send('POST', '/financing/unblock-users/preview', unblocker, { usersIds: ids })
    ).json() as UnblockResult;
    expect(preview.outcomes.map((o) => o.outcome)).toEqual([
      'UNBLOCKED',
      'UNBLOCKED',
      'NOT_BLOCKED',
      'NOT_FOUND',
    ]);
    expect(preview.outcomes[0]!.block).toMatchObject({ reason: first!.reason });
    expect(await t.countRows(financingBlocks)).toBeGreaterThan(0);

    const done = await send('POST', '/financing/unblock-users', unblocker, {
      usersIds: ids,
      reason: 'Overdue instalments settled',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().counts).toEqual({ UNBLOCKED: 2, NOT_BLOCKED: 1, NOT_FOUND: 1 });
    const lifted = await t.db.select().from(financingBlocks).where(eq(financingBlocks.userId, first!.userId));
    expect(lifted[0]).toMatchObject({
      status: 'LIFTED',
      liftedBy: unblocker.email,
      liftReason: 'Overdue instalments settled',
    });
    const audits = (await t.auditOf('financing.user.unblock')).map((a) => a.targetId);
    expect(audits).toEqual([String(first!.userId), String(second!.userId)]);

    const again = await send('POST', '/financing/unblock-users', unblocker, { usersIds: [first!.userId] });
    expect(again.json().counts).toMatchObject({ UNBLOCKED: 0, NOT_BLOCKED: 1 });
    expect((await t.auditOf('financing.user.unblock')).length).toBe(2);
  });

  it('refuses an empty list and more than 1,000 users', async () => {
    expect((await send('POST', '/financing/unblock-users', unblocker, { usersIds: [] })).statusCode).toBe(
      400,
    );
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    const tooMany = await send('POST', '/financing/unblock-users', unblocker, { usersIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0]).toMatchObject({ path: ['body', 'usersIds'], key: 'usersIds' });
  });
});
