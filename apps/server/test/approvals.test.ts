import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import {
  affiliateCashouts,
  applicationFinancingPartners as afp,
  approvalPolicies,
  amlBlacklist,
  appUsers,
  auditLog,
  approvals,
  staffUsers,
  bulkBatches,
  cashbackWallets,
  financingBlocks,
  financingPartners,
} from '../src/db/schema.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import {
  TRANSACTIONS_HEADER,
  makeCustomers,
  makePendingCashout,
  makeMerchant,
  uploadTransactions,
} from './affiliate-fixtures.ts';
import { batchSettled } from './settled.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const CASHOUTS = `${V2}/payment/affiliate/cashouts`;
const APPROVALS = `${V2}/approvals`;
type Auth = { authorization: string; id: number; email: string };

let t: TestApp;
let maker: Auth;
let checker: Auth;
let secondChecker: Auth;
let outsider: Auth;
let admin: Auth;
let secondAdmin: Auth;
let nextUser = 810001;

const CASHOUT_PERMISSIONS = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.signIn(CASHOUT_PERMISSIONS);
  checker = await t.signIn(CASHOUT_PERMISSIONS);
  secondChecker = await t.signIn(CASHOUT_PERMISSIONS);
  outsider = await t.signIn(['manage-affiliate-cashout']);
  admin = await t.signIn(['manage-cmt']);
  secondAdmin = await t.signIn(['manage-cmt']);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Auth, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

/** Every audit entry written for an approval (its id on the entry): the one change it applied. */
const entriesOfApproval = (approvalId: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.approvalId, approvalId)).orderBy(auditLog.id);

/** A pending cashout of `amountPiastres` for a new customer with enough available cashback. */
const pendingCashout = (amountPiastres: number) => makePendingCashout(t, nextUser++, amountPiastres);
const cashoutRow = async (id: number) =>
  (await t.db.select().from(affiliateCashouts).where(eq(affiliateCashouts.id, id)))[0]!;
const walletOf = async (userId: number) =>
  (await t.db.select().from(cashbackWallets).where(eq(cashbackWallets.userId, userId)))[0]!;
const approvalRow = async (id: number) =>
  (await t.db.select().from(approvals).where(eq(approvals.id, id)))[0]!;

async function heldCashout(amountPiastres = 750000) {
  const cashout = await pendingCashout(amountPiastres);
  const held = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
  expect(held.statusCode, held.body).toBe(202);
  return { cashout, approvalId: held.json().approvalId as number };
}

describe('a cashout over the threshold (EGP 5,000 by default)', () => {
  it('is held: 202, nothing changes, the same request again is the same approval, the cashout shows who asked', async () => {
    const cashout = await pendingCashout(500001);
    const held = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json()).toEqual({ approvalId: expect.any(Number), status: 'PENDING' });
    expect((await cashoutRow(cashout.id)).status).toBe('PENDING');
    expect((await walletOf(cashout.userId)).availablePiastres).toBe(600001);
    expect(await t.auditOf('affiliate-cashout.approve')).toHaveLength(0);

    const again = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
    expect(again.statusCode).toBe(202);
    expect(again.json().approvalId).toBe(held.json().approvalId);
    expect(await t.countRows(approvals)).toBe(1);

    const detail = await call('GET', `${CASHOUTS}/${cashout.id}`, maker);
    expect(detail.json().pendingApproval).toMatchObject({
      approvalId: held.json().approvalId,
      action: 'cashout.approve',
      requestedBy: maker.email,
    });
    const approval = await call('GET', `${APPROVALS}/${held.json().approvalId}`, checker);
    expect(approval.json()).toMatchObject({
      action: 'cashout.approve',
      status: 'PENDING',
      targetType: 'affiliate_cashout',
      targetId: String(cashout.id),
      amountPiastres: 500001,
      request: { id: cashout.id },
      before: { status: 'PENDING', amount: '5000.01', available: '6000.01' },
      after: { status: 'APPROVED', amount: '5000.01', available: '1000.00' },
      requestedBy: maker.email,
      canDecide: true,
      mine: false,
    });
  });

  it('at or under the threshold applies at once (200), as before', async () => {
    const cashout = await pendingCashout(500000);
    const direct = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
    expect(direct.statusCode).toBe(200);
    expect(direct.json().status).toBe('APPROVED');
    expect((await walletOf(cashout.userId)).availablePiastres).toBe(100000);
  });

  it('a second staff member holding the permission approves it: applied once, one transaction, maker and checker named', async () => {
    const { cashout, approvalId } = await heldCashout();
    const approved = await call('POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: checker.email, canDecide: false });
    expect(await cashoutRow(cashout.id)).toMatchObject({ status: 'APPROVED', decidedBy: checker.email });
    expect(await walletOf(cashout.userId)).toMatchObject({
      availablePiastres: 100000,
      paidOutPiastres: 750000,
    });
    // One audit entry: the cashout's own change, by the checker, naming the approval and the maker.
    expect(await entriesOfApproval(approvalId)).toEqual([
      expect.objectContaining({
        action: 'affiliate-cashout.approve',
        targetId: String(cashout.id),
        actorEmail: checker.email,
        makerEmail: maker.email,
        makerId: maker.id,
      }),
    ]);
    expect(await t.auditOf('approval.approve')).toHaveLength(0);
    // The trail shows it with both, and finds it by either of them.
    for (const who of [checker.email, maker.email]) {
      const trail = await call(
        'GET',
        `${V2}/audit-log?actor=${encodeURIComponent(who)}&action=affiliate-cashout.approve`,
        admin,
      );
      expect(trail.statusCode, trail.body).toBe(200);
      expect(trail.json().items).toContainEqual(
        expect.objectContaining({ actorEmail: checker.email, makerEmail: maker.email, approvalId }),
      );
    }

    // Approving twice is a no-op with the same answer.
    const again = await call('POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'APPROVED', decidedBy: checker.email });
    expect((await walletOf(cashout.userId)).availablePiastres).toBe(100000);
    expect(await entriesOfApproval(approvalId)).toHaveLength(1);
  });

  it('no path applies it with one person: the maker gets 403 SAME_PERSON, staff without the permission 403, nothing applied', async () => {
    const { cashout, approvalId } = await heldCashout();
    const own = await call('POST', `${APPROVALS}/${approvalId}/approve`, maker);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SAME_PERSON');
    expect(
      (await call('POST', `${APPROVALS}/${approvalId}/reject`, maker, { reason: 'Not me' })).json().code,
    ).toBe('SAME_PERSON');
    const lacking = await call('POST', `${APPROVALS}/${approvalId}/approve`, outsider);
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().code).toBe('NOT_A_CHECKER');
    // The maker asking again, or approving the cashout directly again, only finds the same approval.
    const direct = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
    expect(direct.statusCode).toBe(202);
    expect(direct.json().approvalId).toBe(approvalId);
    expect(await cashoutRow(cashout.id)).toMatchObject({ status: 'PENDING' });
    expect((await approvalRow(approvalId)).status).toBe('PENDING');

    // What each sees: the checker may decide it, the maker made it, the outsider sees nothing.
    const inbox = await call('GET', `${APPROVALS}?status=PENDING`, checker);
    expect(inbox.json().items.find((a: { id: number }) => a.id === approvalId)).toMatchObject({
      canDecide: true,
    });
    const mine = await call('GET', `${APPROVALS}?status=PENDING`, maker);
    expect(mine.json().items.find((a: { id: number }) => a.id === approvalId)).toMatchObject({
      canDecide: false,
      mine: true,
    });
    const none = await call('GET', `${APPROVALS}?status=PENDING`, outsider);
    expect(none.json().items.map((a: { id: number }) => a.id)).not.toContain(approvalId);
    expect((await call('GET', `${APPROVALS}/${approvalId}`, outsider)).statusCode).toBe(404);
    const counts = await call('GET', `${APPROVALS}/counts`, checker);
    expect(counts.json().toDecide).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `${APPROVALS}/counts`, outsider)).json()).toMatchObject({ toDecide: 0 });
  });

  it('is stale (409 STALE_REQUEST, nothing applied) when the cashout was decided since it was asked', async () => {
    const { cashout, approvalId } = await heldCashout();
    const rejected = await call(
      'PUT',
      `${CASHOUTS}/${cashout.id}/reject?reason=Wrong%20wallet`,
      secondChecker,
    );
    expect(rejected.statusCode).toBe(200);
    const stale = await call('POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_REQUEST');
    expect(await cashoutRow(cashout.id)).toMatchObject({ status: 'REJECTED' });
    expect((await walletOf(cashout.userId)).availablePiastres).toBe(850000);
    expect((await approvalRow(approvalId)).status).toBe('PENDING');
  });

  it('two checkers approving at once apply it once', async () => {
    const { cashout, approvalId } = await heldCashout();
    const answers = await Promise.all(
      [checker, secondChecker, checker, secondChecker].map((who) =>
        call('POST', `${APPROVALS}/${approvalId}/approve`, who),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await walletOf(cashout.userId)).availablePiastres).toBe(100000);
    expect((await walletOf(cashout.userId)).paidOutPiastres).toBe(750000);
    expect((await entriesOfApproval(approvalId)).map((e) => e.action)).toEqual(['affiliate-cashout.approve']);
    expect(
      (await t.auditOf('affiliate-cashout.approve')).filter((e) => e.targetId === String(cashout.id)),
    ).toHaveLength(1);
  });

  it('a rejection (with a reason) and a withdrawal apply nothing; only the maker withdraws', async () => {
    const first = await heldCashout();
    const rejected = await call('POST', `${APPROVALS}/${first.approvalId}/reject`, checker, {
      reason: 'Wallet number does not match',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Wallet number does not match' });
    expect((await cashoutRow(first.cashout.id)).status).toBe('PENDING');
    const late = await call('POST', `${APPROVALS}/${first.approvalId}/approve`, secondChecker);
    expect(late.statusCode).toBe(409);
    expect((await cashoutRow(first.cashout.id)).status).toBe('PENDING');

    const second = await heldCashout();
    expect((await call('POST', `${APPROVALS}/${second.approvalId}/withdraw`, checker)).json().code).toBe(
      'NOT_THE_MAKER',
    );
    const withdrawn = await call('POST', `${APPROVALS}/${second.approvalId}/withdraw`, maker);
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN' });
    expect((await call('POST', `${APPROVALS}/${second.approvalId}/approve`, checker)).statusCode).toBe(409);
    expect((await cashoutRow(second.cashout.id)).status).toBe('PENDING');
  });

  it('expires after 72 hours: listed as EXPIRED, and can no longer be approved', async () => {
    const { cashout, approvalId } = await heldCashout();
    const row = await approvalRow(approvalId);
    expect(row.expiresAt.getTime() - row.requestedAt.getTime()).toBe(72 * 3600 * 1000);
    await t.db
      .update(approvals)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(approvals.id, approvalId));
    const expired = await call('GET', `${APPROVALS}?status=EXPIRED`, checker);
    expect(expired.json().items.map((a: { id: number }) => a.id)).toContain(approvalId);
    const refused = await call('POST', `${APPROVALS}/${approvalId}/approve`, checker);
    expect(refused.statusCode).toBe(409);
    expect((await cashoutRow(cashout.id)).status).toBe('PENDING');
    expect((await t.auditOf('approval.expire')).map((e) => e.targetId)).toContain(String(approvalId));
    // Asking again opens a new approval.
    const anew = await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker);
    expect(anew.statusCode).toBe(202);
    expect(anew.json().approvalId).not.toBe(approvalId);
  });
});

describe('policies', () => {
  const POLICIES = `${APPROVALS}/policies`;
  const policyOf = async (action: string) =>
    (await t.db.select().from(approvalPolicies).where(eq(approvalPolicies.action, action)))[0]!;

  it('lists every guarded action; tightening applies at once; loosening is held for a second manage-cmt holder', async () => {
    const list = await call('GET', POLICIES, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { action: string }) => p.action)).toEqual([
      'cashout.approve',
      'credit-line.change-limit',
      'financing.assign-partner',
      'financing.unblock',
      'blacklist.remove',
      'staff.permissions',
      'bulk.apply',
    ]);
    expect(list.json()[0]).toMatchObject({ enabled: true, thresholdPiastres: 500000 });
    expect((await call('GET', POLICIES, maker)).statusCode).toBe(403);

    // Tightening: a lower threshold, and turning a policy on.
    const lower = await call('PUT', `${POLICIES}/cashout.approve`, admin, {
      enabled: true,
      thresholdPiastres: 300000,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect((await policyOf('cashout.approve')).thresholdPiastres).toBe(300000);
    const on = await call('PUT', `${POLICIES}/blacklist.remove`, admin, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect((await policyOf('blacklist.remove')).enabled).toBe(true);

    // Loosening: a higher threshold is held.
    const higher = await call('PUT', `${POLICIES}/cashout.approve`, admin, {
      enabled: true,
      thresholdPiastres: 900000,
    });
    expect(higher.statusCode).toBe(202);
    expect((await policyOf('cashout.approve')).thresholdPiastres).toBe(300000);
    const own = await call('POST', `${APPROVALS}/${higher.json().approvalId}/approve`, admin);
    expect(own.json().code).toBe('SAME_PERSON');
    expect((await call('POST', `${APPROVALS}/${higher.json().approvalId}/approve`, maker)).statusCode).toBe(
      403,
    );
    expect((await call('GET', POLICIES, admin)).json()[0].pendingApprovalId).toBe(higher.json().approvalId);
    const approved = await call('POST', `${APPROVALS}/${higher.json().approvalId}/approve`, secondAdmin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await policyOf('cashout.approve')).thresholdPiastres).toBe(900000);

    // Turning one off is held too; approved, a cashout over the old threshold applies directly.
    const off = await call('PUT', `${POLICIES}/cashout.approve`, admin, { enabled: false });
    expect(off.statusCode).toBe(202);
    expect((await policyOf('cashout.approve')).enabled).toBe(true);
    await call('POST', `${APPROVALS}/${off.json().approvalId}/approve`, secondAdmin);
    expect((await policyOf('cashout.approve')).enabled).toBe(false);
    const cashout = await pendingCashout(2_000_000);
    expect((await call('PUT', `${CASHOUTS}/${cashout.id}/approve`, maker)).statusCode).toBe(200);

    // Back to the default for the rest of the file (a tightening: at once).
    await call('PUT', `${POLICIES}/cashout.approve`, admin, { enabled: true, thresholdPiastres: 500000 });
    await call('PUT', `${POLICIES}/blacklist.remove`, admin, { enabled: false });
  });

  it('a held loosening is stale once the policy changed meanwhile', async () => {
    const held = await call('PUT', `${POLICIES}/financing.unblock`, admin, { enabled: true });
    expect(held.statusCode).toBe(200);
    const off = await call('PUT', `${POLICIES}/financing.unblock`, admin, { enabled: false });
    expect(off.statusCode).toBe(202);
    await t.db
      .update(approvalPolicies)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(approvalPolicies.action, 'financing.unblock'));
    const stale = await call('POST', `${APPROVALS}/${off.json().approvalId}/approve`, secondAdmin);
    expect(stale.json().code).toBe('STALE_REQUEST');
    expect((await policyOf('financing.unblock')).enabled).toBe(true);
    await t.db
      .update(approvalPolicies)
      .set({ enabled: false })
      .where(eq(approvalPolicies.action, 'financing.unblock'));
  });
});

describe('a credit limit raise', () => {
  let reviewer: Auth;
  let secondReviewer: Auth;
  beforeAll(async () => {
    await seedApplications(t.db, createRandom(21), { scale: 1 });
    await seedFinancing(t.db, createRandom(22), { productDomain: 'lucky.app' });
    reviewer = await t.signIn(['manage-financing-application-reviews', 'manage-financing-applications']);
    secondReviewer = await t.signIn(['manage-financing-application-reviews']);
  });

  async function activeLine() {
    const [line] = await t.db
      .select({
        id: afp.id,
        userId: afp.userId,
        version: afp.version,
        amount: afp.approvedAmount,
        partnerId: afp.partnerId,
      })
      .from(afp)
      .where(
        and(
          eq(afp.isCurrent, true),
          eq(afp.creditLineStatus, 2),
          sql`not exists (select 1 from financing_blocks b where b.user_id = ${afp.userId} and b.status = 'ACTIVE')`,
          sql`not exists (select 1 from customer_applications c join aml_blacklist l on l.national_id = c.document_number where c.user_id = ${afp.userId})`,
        ),
      )
      .orderBy(afp.userId)
      .limit(1);
    const [partner] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.id, line!.partnerId));
    return { ...line!, minLimit: partner!.minLimit, maxLimit: partner!.maxLimit };
  }
  const review = (who: Auth, body: object) => call('PUT', `${V2}/financing/application-review`, who, body);

  it('is held (every raise by default), applied by a second reviewer, stale after another decision; a lowering applies at once', async () => {
    const line = await activeLine();
    const lower = await review(reviewer, {
      luckyUserId: line.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Lower limit first',
      creditLimit: line.minLimit,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const raise = {
      luckyUserId: line.userId,
      action: 'CHANGE_LIMIT',
      reason: 'Salary raise confirmed',
      creditLimit: line.maxLimit,
    };
    const held = await review(reviewer, raise);
    expect(held.statusCode, held.body).toBe(202);
    const [current] = await t.db.select().from(afp).where(eq(afp.id, line.id));
    expect(current!.approvedAmount).toBe(line.minLimit);
    const application = await call(
      'GET',
      `${V2}/financing/applications/${await documentOf(line.userId)}`,
      reviewer,
    );
    expect(application.json().pendingApprovals).toEqual([
      expect.objectContaining({ approvalId: held.json().approvalId, requestedBy: reviewer.email }),
    ]);
    const approved = await call('POST', `${APPROVALS}/${held.json().approvalId}/approve`, secondReviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    const [raised] = await t.db.select().from(afp).where(eq(afp.id, line.id));
    expect(raised!.approvedAmount).toBe(line.maxLimit);

    // Held, then the line moves (a lowering by someone else): the held raise is stale.
    await review(secondReviewer, { ...raise, reason: 'Back down', creditLimit: line.minLimit });
    const second = await review(reviewer, { ...raise, reason: 'Raise again' });
    expect(second.statusCode).toBe(202);
    await t.db
      .update(afp)
      .set({ version: sql`${afp.version} + 1` })
      .where(eq(afp.id, line.id));
    const stale = await call('POST', `${APPROVALS}/${second.json().approvalId}/approve`, secondReviewer);
    expect(stale.json().code).toBe('STALE_REQUEST');
    expect((await t.db.select().from(afp).where(eq(afp.id, line.id)))[0]!.approvedAmount).toBe(line.minLimit);
  });

  async function documentOf(userId: number) {
    const result = await t.db.execute<{ document_number: string }>(
      sql`select document_number from customer_applications where user_id = ${userId}`,
    );
    return result.rows[0]!.document_number;
  }
});

describe('other guarded actions, with their policies on', () => {
  const setPolicy = (action: string, enabled: boolean) =>
    t.db.update(approvalPolicies).set({ enabled }).where(eq(approvalPolicies.action, action));

  it('a transactions file (a money kind) is held at confirm and applied by the job once a second holder approves', async () => {
    await setPolicy('bulk.apply', true);
    const uploader = await t.signIn(['manage-affiliate-transactions']);
    const second = await t.signIn(['manage-affiliate-transactions']);
    const { merchantId } = await makeMerchant(t);
    const customer = nextUser++;
    await makeCustomers(t, [customer]);
    const text = `${[TRANSACTIONS_HEADER, `HELD-1,${merchantId},${customer},1000.00,75.00,CONFIRMED,2026-01-15`].join('\r\n')}\r\n`;
    const batch = await uploadTransactions(t, uploader.authorization, text);
    const url = `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=AffiliateTransactionStrategy`;
    const held = await call('POST', url, uploader);
    expect(held.statusCode, held.body).toBe(202);
    expect((await t.db.select().from(bulkBatches).where(eq(bulkBatches.id, batch.id)))[0]!.status).toBe(
      'VALID',
    );
    expect(await walletOf(customer)).toBeUndefined();
    const approval = (await call('GET', `${APPROVALS}/${held.json().approvalId}`, second)).json();
    expect(approval).toMatchObject({ action: 'bulk.apply', targetType: 'bulk_batch', canDecide: true });
    // The batch's read shows its apply waiting, who asked, in place of Apply.
    const read = async () =>
      (
        await call(
          'GET',
          `${V2}/files/bulk-upload/batches/${batch.id}?feature=AffiliateTransactionStrategy`,
          second,
        )
      ).json();
    expect((await read()).pendingApproval).toEqual({
      approvalId: approval.id,
      action: 'bulk.apply',
      requestedBy: uploader.email,
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // A holder of another kind's permission cannot decide it.
    expect((await call('POST', `${APPROVALS}/${approval.id}/approve`, maker)).json().code).toBe(
      'NOT_A_CHECKER',
    );
    expect((await call('POST', `${APPROVALS}/${approval.id}/approve`, uploader)).json().code).toBe(
      'SAME_PERSON',
    );
    const approved = await call('POST', `${APPROVALS}/${approval.id}/approve`, second);
    expect(approved.statusCode, approved.body).toBe(200);
    const applied = await batchSettled(
      async () => (await t.db.select().from(bulkBatches).where(eq(bulkBatches.id, batch.id)))[0]!,
    );
    expect(applied.status).toBe('APPLIED');
    expect((await walletOf(customer)).availablePiastres).toBe(7500);
    expect((await read()).pendingApproval).toBeNull();
    await setPolicy('bulk.apply', false);
  });

  it('removing a blacklist entry is held, then applied by a second person; unblocking nobody is answered at once', async () => {
    await setPolicy('blacklist.remove', true);
    const first = await t.signIn(['manage-offers-branches-bulk']);
    const second = await t.signIn(['manage-offers-branches-bulk']);
    const listed = await t.countRows(amlBlacklist);
    const [entry] = await t.db
      .insert(amlBlacklist)
      .values({
        nationalId: '29001011234567',
        name: 'Listed',
        reason: 'Fraud',
        sourceList: 'Internal',
        listedOn: '2026-01-05',
      })
      .returning();
    const url = `${V2}/applications/blacklist/${entry!.id}/remove`;
    const held = await call('POST', url, first, { reason: 'Court decision 12/2026' });
    expect(held.statusCode, held.body).toBe(202);
    expect(await t.countRows(amlBlacklist)).toBe(listed + 1);
    const approval = (await call('GET', `${APPROVALS}/${held.json().approvalId}`, second)).json();
    expect(approval.before).toEqual({
      nationalIdMasked: expect.not.stringContaining('29001011234567'),
      name: 'Listed',
      sourceList: 'Internal',
      listedOn: '2026-01-05',
    });
    expect(approval.after).toBeNull();
    // The list shows the entry's removal waiting, who asked, in place of Remove.
    const onTheList = async () =>
      (await call('GET', `${V2}/applications/blacklist?q=29001011234567`, second)).json().items;
    expect(await onTheList()).toEqual([
      expect.objectContaining({
        id: entry!.id,
        pendingApproval: expect.objectContaining({
          approvalId: approval.id,
          action: 'blacklist.remove',
          requestedBy: first.email,
        }),
      }),
    ]);
    expect((await call('POST', `${APPROVALS}/${approval.id}/approve`, second)).statusCode).toBe(200);
    expect(await onTheList()).toEqual([]);
    expect(await t.countRows(amlBlacklist)).toBe(listed);
    const [removal] = await t.auditOf('blacklist.remove');
    expect(removal).toMatchObject({
      actorEmail: second.email,
      makerEmail: first.email,
      approvalId: approval.id,
      after: { reason: 'Court decision 12/2026' },
    });
    await setPolicy('blacklist.remove', false);

    await setPolicy('financing.unblock', true);
    const unblocker = await t.signIn(['manage-financing-applications-unblock-user']);
    const nobody = await call('POST', `${V2}/financing/unblock-users`, unblocker, { usersIds: [999999] });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().counts).toMatchObject({ NOT_FOUND: 1 });
    await setPolicy('financing.unblock', false);
  });

  it('a held unblock shows on the blocked customer, who asked and when, until a second person applies it', async () => {
    await setPolicy('financing.unblock', true);
    const first = await t.signIn(['manage-financing-applications-unblock-user']);
    const second = await t.signIn(['manage-financing-applications-unblock-user']);
    const [blockedId, otherId] = [nextUser++, nextUser++];
    await t.db.insert(appUsers).values([
      { id: blockedId, phone: `010${blockedId}`, name: `Blocked ${blockedId}` },
      { id: otherId, phone: `010${otherId}`, name: `Blocked ${otherId}` },
    ]);
    await t.db.insert(financingBlocks).values([
      { userId: blockedId, reason: 'FRAUD_REVIEW', blockedBy: 'risk@lucky.app' },
      { userId: otherId, reason: 'FRAUD_REVIEW', blockedBy: 'risk@lucky.app' },
    ]);
    const held = await call('POST', `${V2}/financing/unblock-users`, first, {
      usersIds: [blockedId],
      reason: 'Cleared',
    });
    expect(held.statusCode, held.body).toBe(202);
    const listed = async () => {
      const list = await call('GET', `${V2}/financing/blocked-users?pageSize=100`, second);
      expect(list.statusCode, list.body).toBe(200);
      return list.json().items as { userId: number; pendingApproval: unknown }[];
    };
    const rows = await listed();
    expect(rows.find((row) => row.userId === blockedId)?.pendingApproval).toEqual({
      approvalId: held.json().approvalId,
      action: 'financing.unblock',
      requestedBy: first.email,
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(rows.find((row) => row.userId === otherId)?.pendingApproval).toBeNull();
    expect((await call('POST', `${APPROVALS}/${held.json().approvalId}/approve`, second)).statusCode).toBe(
      200,
    );
    expect((await listed()).map((row) => row.userId)).not.toContain(blockedId);
    await setPolicy('financing.unblock', false);
  });

  it('a held partner assignment shows on the preview of its customers, who asked and when, until a second person applies it', async () => {
    await setPolicy('financing.assign-partner', true);
    const first = await t.signIn(['manage-financing-applications-assigned-partner']);
    const second = await t.signIn(['manage-financing-applications-assigned-partner']);
    const [partner] = await t.db.select().from(financingPartners).where(eq(financingPartners.isActive, true));
    const candidates = await t.db
      .select({ userId: sql<number>`user_id` })
      .from(sql`customer_applications`)
      .orderBy(sql`user_id`)
      .limit(200);
    const body = (usersIds: number[]) => ({
      usersIds,
      partnerId: String(partner!.id),
      activationType: 'AFTER_SIGNATURE',
      financingBalanceAmount: partner!.minLimit,
    });
    const preview = async (usersIds: number[]) => {
      const res = await call('POST', `${V2}/financing/partner/preview`, second, body(usersIds));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().outcomes as { userId: number; outcome: string; pendingApproval: unknown }[];
    };
    const assignable = (await preview(candidates.map((row) => Number(row.userId))))
      .filter((row) => row.outcome === 'ASSIGNED')
      .map((row) => row.userId);
    expect(assignable.length).toBeGreaterThanOrEqual(2);
    const [heldId, otherId] = assignable as [number, number];
    const held = await call('POST', `${V2}/financing/partner`, first, body([heldId]));
    expect(held.statusCode, held.body).toBe(202);
    const rows = await preview([heldId, otherId]);
    expect(rows.find((row) => row.userId === heldId)?.pendingApproval).toEqual({
      approvalId: held.json().approvalId,
      action: 'financing.assign-partner',
      requestedBy: first.email,
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(rows.find((row) => row.userId === otherId)?.pendingApproval).toBeNull();
    expect((await call('POST', `${APPROVALS}/${held.json().approvalId}/approve`, second)).statusCode).toBe(
      200,
    );
    expect(await preview([heldId])).toEqual([
      expect.objectContaining({ userId: heldId, outcome: 'ALREADY_ASSIGNED', pendingApproval: null }),
    ]);
    await setPolicy('financing.assign-partner', false);
  });

  it('staff access: creating with permissions, granting and resetting a password are held; the password only as its hash', async () => {
    await setPolicy('staff.permissions', true);
    const root = await t.signIn([...permissionKeys]);
    const secondRoot = await t.signIn([...permissionKeys]);
    const PASSWORD = 'a-long-enough-password-2026';
    const created = await call('POST', `${V2}/local-users`, root, {
      email: 'held.person@lucky.app',
      name: 'Held Person',
      permissions: ['manage-affiliate-cashout'],
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'held.person@lucky.app'))).toEqual(
      [],
    );
    const held = await approvalRow(created.json().approvalId);
    expect(JSON.stringify(held.request)).not.toContain(PASSWORD);
    const shown = (await call('GET', `${APPROVALS}/${held.id}`, secondRoot)).json();
    expect(JSON.stringify(shown)).not.toMatch(/passwordHash|scrypt/);
    expect(shown.after).toMatchObject({
      email: 'held.person@lucky.app',
      permissions: ['manage-affiliate-cashout'],
    });
    expect((await call('POST', `${APPROVALS}/${held.id}/approve`, root)).json().code).toBe('SAME_PERSON');
    expect((await call('POST', `${APPROVALS}/${held.id}/approve`, secondRoot)).statusCode).toBe(200);
    expect((await t.localLogin('held.person@lucky.app', PASSWORD)).statusCode).toBe(200);

    // Granting is held; a change that gives nothing applies at once.
    const [account] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'held.person@lucky.app'));
    const url = `${V2}/local-users/${account!.id}`;
    const grant = await call('PUT', url, root, {
      name: 'Held Person',
      isActive: true,
      permissions: ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
    });
    expect(grant.statusCode).toBe(202);
    const rename = await call('PUT', url, root, {
      name: 'Held Person Renamed',
      isActive: true,
      permissions: ['manage-affiliate-cashout'],
    });
    expect(rename.statusCode).toBe(200);
    // The rename moved the account's version: the held grant is stale.
    expect(
      (await call('POST', `${APPROVALS}/${grant.json().approvalId}/approve`, secondRoot)).json().code,
    ).toBe('STALE_REQUEST');
    const reset = await call('POST', `${url}/reset-password`, root, {
      password: 'another-long-password-2026',
    });
    expect(reset.statusCode).toBe(202);
    expect((await t.localLogin('held.person@lucky.app', PASSWORD)).statusCode).toBe(200);
    // The staff list shows the held reset on the account, who asked, in place of resetting again.
    const listed = async () =>
      (await call('GET', `${V2}/local-users?q=held.person`, secondRoot)).json().items as {
        email: string;
        pendingApproval: unknown;
      }[];
    expect(await listed()).toEqual([
      expect.objectContaining({
        email: 'held.person@lucky.app',
        pendingApproval: {
          approvalId: reset.json().approvalId,
          action: 'staff.permissions',
          requestedBy: root.email,
          requestedAt: expect.any(String),
          expiresAt: expect.any(String),
        },
      }),
    ]);
    expect(
      (await call('POST', `${APPROVALS}/${reset.json().approvalId}/approve`, secondRoot)).statusCode,
    ).toBe(200);
    expect((await t.localLogin('held.person@lucky.app', 'another-long-password-2026')).statusCode).toBe(200);
    // The stale grant still waits until its maker withdraws it; then nothing waits on the account.
    expect((await listed())[0]?.pendingApproval).toMatchObject({ approvalId: grant.json().approvalId });
    expect((await call('POST', `${APPROVALS}/${grant.json().approvalId}/withdraw`, root)).statusCode).toBe(
      200,
    );
    expect((await listed())[0]?.pendingApproval).toBeNull();
    await setPolicy('staff.permissions', false);
  });
});
