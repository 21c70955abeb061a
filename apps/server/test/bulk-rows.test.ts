import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { MAX_BULK_ROWS } from '@cmt/contract/bulk-rows';
import {
  affiliateCashouts,
  appUsers,
  approvals,
  auditLog,
  banners,
  cashbackWallets,
  customerApplications,
  offers,
  profileValidations,
} from '../src/db/schema.ts';
import { runBulkRows } from '../src/lib/bulk-rows.ts';
import { AppError } from '../src/lib/errors.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { makeCustomers, makePendingCashout } from './affiliate-fixtures.ts';
import { PNG_1X1, callAs, createTestApp, multipartFile, type TestApp } from './helpers.ts';

/*
 * Row selection and bulk actions (issue 21 §6): each bulk endpoint runs the single-row action once per
 * row, answers every row's outcome, never applies a four-eyes action with one person.
 */

const CASHOUTS = `${V2}/payment/affiliate/cashouts`;
const APPROVALS = `${V2}/approvals`;
type Auth = { authorization: string; id: number; email: string };

let t: TestApp;
let maker: Auth;
let checker: Auth;
let listOnly: Auth;
let nextUser = 930001;

beforeAll(async () => {
  t = await createTestApp();
  maker = await t.signIn(['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  checker = await t.signIn(['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
  listOnly = await t.signIn(['manage-affiliate-cashout']);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: { authorization: string },
  payload?: object,
) => callAs(t.app, who, method, url, payload);

const pendingCashout = (amountPiastres: number) => makePendingCashout(t, nextUser++, amountPiastres);
const cashoutRow = async (id: number) =>
  (await t.db.select().from(affiliateCashouts).where(eq(affiliateCashouts.id, id)))[0]!;
const walletOf = async (userId: number) =>
  (await t.db.select().from(cashbackWallets).where(eq(cashbackWallets.userId, userId)))[0]!;

describe('runBulkRows', () => {
  it('answers each row in order: done, held, refused with its code, an unexpected error as INTERNAL (logged)', async () => {
    const logged: object[] = [];
    const answer = await runBulkRows(
      [1, 2, 3, 4],
      (id) => id,
      async (id) => {
        if (id === 2) return { approvalId: 77, status: 'PENDING' };
        if (id === 3) throw new AppError(409, 'CLAIMED_BY_OTHER', 'Someone else');
        if (id === 4) throw new Error('boom');
        return { id };
      },
      { error: (details) => logged.push(details) },
    );
    expect(answer.results).toEqual([
      { id: 1, status: 'done' },
      { id: 2, status: 'pending-approval', approvalId: 77 },
      { id: 3, status: 'failed', code: 'CLAIMED_BY_OTHER', message: 'Someone else' },
      { id: 4, status: 'failed', code: 'INTERNAL', message: 'This row could not be changed' },
    ]);
    expect(logged).toHaveLength(1);
  });
});

describe('cashouts: bulk approve / reject', () => {
  const decide = (who: { authorization: string }, payload: object) =>
    call('POST', `${CASHOUTS}/bulk-decision`, who, payload);

  it('approves each through the single approve: per-row outcome, the held one waits, claims and decided ones fail with their code', async () => {
    const small = await pendingCashout(10000);
    const big = await pendingCashout(600000); // over the EGP 5,000 policy threshold
    const rejected = await pendingCashout(10000);
    await t.db
      .update(affiliateCashouts)
      .set({ status: 'REJECTED' })
      .where(eq(affiliateCashouts.id, rejected.id));
    const claimed = await pendingCashout(10000);
    expect((await call('POST', `${CASHOUTS}/${claimed.id}/claim`, checker, {})).statusCode).toBe(200);

    const response = await decide(maker, {
      decision: 'approve',
      ids: [small.id, big.id, rejected.id, claimed.id, 2000000000],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results;
    expect(
      results.map((r: { id: number; status: string; code?: string }) => [r.id, r.status, r.code]),
    ).toEqual([
      [small.id, 'done', undefined],
      [big.id, 'pending-approval', undefined],
      [rejected.id, 'failed', 'INVALID_TRANSITION'],
      [claimed.id, 'failed', 'CLAIMED_BY_OTHER'],
      [2000000000, 'failed', 'NOT_FOUND'],
    ]);
    expect((await cashoutRow(small.id)).status).toBe('APPROVED');
    expect((await walletOf(small.userId)).availablePiastres).toBe(100000);
    // The held one: nothing applied, one approval naming the maker.
    expect((await cashoutRow(big.id)).status).toBe('PENDING');
    expect((await walletOf(big.userId)).availablePiastres).toBe(700000);
    const held = await t.db
      .select()
      .from(approvals)
      .where(eq(approvals.targetId, String(big.id)));
    expect(held).toHaveLength(1);
    expect(held[0]!.id).toBe(results[1].approvalId);
    expect(held[0]!.makerId).toBe(maker.id);
  });

  it('a bulk approve by the maker of a held request never applies it: again it only finds the same approval, and the maker cannot approve it', async () => {
    const big = await pendingCashout(700000);
    const first = (await decide(maker, { decision: 'approve', ids: [big.id] })).json().results[0];
    expect(first.status).toBe('pending-approval');
    const again = (await decide(maker, { decision: 'approve', ids: [big.id] })).json().results[0];
    expect(again).toEqual({ id: big.id, status: 'pending-approval', approvalId: first.approvalId });
    const own = await call('POST', `${APPROVALS}/${first.approvalId}/approve`, maker);
    expect(own.json().code).toBe('SAME_PERSON');
    expect((await cashoutRow(big.id)).status).toBe('PENDING');
    expect((await walletOf(big.userId)).availablePiastres).toBe(800000);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'affiliate-cashout.approve'), eq(auditLog.targetId, String(big.id)))),
    ).toHaveLength(0);
  });

  it('two bulk calls racing never double-apply: each cashout debited once, each held request held once', async () => {
    const smalls = [await pendingCashout(20000), await pendingCashout(30000), await pendingCashout(40000)];
    const big = await pendingCashout(900000);
    const ids = [...smalls.map((c) => c.id), big.id];
    const [a, b, c] = await Promise.all([
      decide(maker, { decision: 'approve', ids }),
      decide(checker, { decision: 'approve', ids: [...ids].reverse() }),
      decide(maker, { decision: 'approve', ids }),
    ]);
    for (const response of [a, b, c]) expect(response.statusCode, response.body).toBe(200);
    for (const cashout of smalls) {
      expect((await cashoutRow(cashout.id)).status).toBe('APPROVED');
      expect((await walletOf(cashout.userId)).availablePiastres).toBe(100000);
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'affiliate-cashout.approve'), eq(auditLog.targetId, String(cashout.id))),
        );
      expect(entries).toHaveLength(1);
    }
    expect((await cashoutRow(big.id)).status).toBe('PENDING');
    expect((await walletOf(big.userId)).availablePiastres).toBe(1000000);
    // The maker's two calls share one approval; the checker's call is a request of its own.
    const held = await t.db
      .select()
      .from(approvals)
      .where(eq(approvals.targetId, String(big.id)));
    expect(held.map((row) => row.makerId).sort()).toEqual([maker.id, checker.id].sort());
  });

  it('rejects each with the one reason; without a reason, 400 and nothing changes', async () => {
    const one = await pendingCashout(10000);
    const two = await pendingCashout(10000);
    const refused = await decide(maker, { decision: 'reject', ids: [one.id, two.id] });
    expect(refused.statusCode).toBe(400);
    expect((await cashoutRow(one.id)).status).toBe('PENDING');
    const response = await decide(maker, {
      decision: 'reject',
      ids: [one.id, two.id],
      reason: 'Wrong wallet',
    });
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
    expect((await cashoutRow(two.id)).reason).toBe('Wrong wallet');
    expect((await walletOf(one.userId)).availablePiastres).toBe(110000);
  });

  it('refuses bad input with 400 (none, too many, repeated, not ids, unknown decision) and a lesser permission with 403', async () => {
    const cases: unknown[] = [
      { decision: 'approve', ids: [] },
      { decision: 'approve', ids: Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => i + 1) },
      { decision: 'approve', ids: [5, 5] },
      { decision: 'approve', ids: ['5'] },
      { decision: 'approve', ids: [0] },
      { decision: 'approve' },
      { decision: 'pay', ids: [1] },
      { decision: 'reject', ids: [1], reason: 'x' },
    ];
    for (const payload of cases) {
      const response = await decide(maker, payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const many = await decide(maker, {
      decision: 'approve',
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(JSON.stringify(many.json())).toContain('chooseRows');
    const lesser = await decide(listOnly, { decision: 'approve', ids: [1] });
    expect(lesser.statusCode).toBe(403);
  });
});

describe('KYC profiles: bulk assign to me', () => {
  it('claims each waiting profile for the caller; one held by someone else or decided fails with its code', async () => {
    const reviewer = await t.signIn([
      'manage-applications-profile-validation',
      'manage-applications-profile-validation-id',
    ]);
    const other = await t.signIn([
      'manage-applications-profile-validation',
      'manage-applications-profile-validation-id',
    ]);
    const listOnlyKyc = await t.signIn(['manage-applications-profile-validation']);
    const users = [nextUser++, nextUser++, nextUser++];
    await makeCustomers(t, users);
    await t.db.insert(customerApplications).values(users.map((userId) => ({ userId })));
    const ids: number[] = [];
    for (const [index, userId] of users.entries()) {
      const [row] = await t.db
        .insert(profileValidations)
        .values({ userId, submittedAt: new Date(), status: index === 2 ? 'APPROVED' : 'PENDING' })
        .returning({ id: profileValidations.id });
      ids.push(row!.id);
    }
    const PROFILES = `${V2}/applications/profile-validations`;
    expect((await call('POST', `${PROFILES}/${ids[1]}/claim`, other, {})).statusCode).toBe(200);
    const response = await call('POST', `${PROFILES}/bulk-claim`, reviewer, { ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual(
      [
        ['done', undefined],
        ['failed', 'CLAIMED_BY_OTHER'],
        ['failed', 'NOT_WAITING'],
      ],
    );
    const [mine] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, ids[0]!));
    expect(mine!.claimedBy).toBe(reviewer.id);
    const [theirs] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, ids[1]!));
    expect(theirs!.claimedBy).toBe(other.id);
    expect((await call('POST', `${PROFILES}/bulk-claim`, listOnlyKyc, { ids })).statusCode).toBe(403);
  });
});

describe('offers: bulk end', () => {
  it('ends each regular offer with the version the list showed (INACTIVE, audited); a changed or unknown one fails', async () => {
    await seedCatalogue(t.db, createRandom(7), {
      storage: t.app.storage,
      scale: 1,
      counts: { merchants: 2, branches: 2, offers: 4 },
    });
    const editor = await t.signIn(['manage-offers-offers', 'manage-offers-offers-manage-id']);
    const lister = await t.signIn(['manage-offers-offers']);
    const rows = await t.db
      .select({ id: offers.id, version: offers.version })
      .from(offers)
      .where(and(eq(offers.kind, 'REGULAR'), eq(offers.isDeleted, false)))
      .limit(3);
    expect(rows.length).toBe(3);
    const items = [
      { id: rows[0]!.id, version: rows[0]!.version },
      { id: rows[1]!.id, version: rows[1]!.version + 5 },
      { id: 2000000000, version: 1 },
    ];
    const response = await call('POST', `${V2}/offers/regular/bulk-end`, editor, { items });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual(
      [
        ['done', undefined],
        ['failed', 'STALE_RECORD'],
        ['failed', 'NOT_FOUND'],
      ],
    );
    const [ended] = await t.db.select().from(offers).where(eq(offers.id, rows[0]!.id));
    expect(ended!.status).toBe('INACTIVE');
    expect((await t.auditOf('offer.end')).map((e) => e.targetId)).toEqual([String(rows[0]!.id)]);
    expect((await call('POST', `${V2}/offers/regular/bulk-end`, lister, { items })).statusCode).toBe(403);
    expect(
      (await call('POST', `${V2}/offers/regular/bulk-end`, editor, { items: [{ id: 1 }] })).statusCode,
    ).toBe(400);
  });
});

describe('banners: bulk hide', () => {
  it('turns each inactive with its version; a stale version fails that row only', async () => {
    const editor = await t.signIn(['manage-offers-banners', 'manage-offers-banners-create']);
    const BANNERS = `${V2}/offers/banners`;
    const made: { id: number; version: number }[] = [];
    for (const title of ['One', 'Two']) {
      const { payload, headers } = multipartFile('b.png', 'image/png', PNG_1X1);
      const image = (
        await t.app.inject({
          method: 'POST',
          url: `${BANNERS}/images`,
          headers: { ...headers, ...editor },
          payload,
        })
      ).json();
      made.push((await call('POST', BANNERS, editor, { title, imageKey: image.key })).json());
    }
    const [one, two] = made as [{ id: number; version: number }, { id: number; version: number }];
    const response = await call('POST', `${BANNERS}/bulk-hide`, editor, {
      items: [
        { id: one.id, version: one.version },
        { id: two.id, version: two.version + 1 },
      ],
    });
    expect(response.json().results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual(
      [
        ['done', undefined],
        ['failed', 'STALE_RECORD'],
      ],
    );
    const states = await t.db.select({ id: banners.id, isActive: banners.isActive }).from(banners);
    expect(states.find((b) => b.id === one.id)!.isActive).toBe(false);
    expect(states.find((b) => b.id === two.id)!.isActive).toBe(true);
    const creatorOnly = await t.signIn(['manage-offers-banners-create']);
    expect((await call('POST', `${BANNERS}/bulk-hide`, creatorOnly, { items: [] })).statusCode).toBe(403);
  });
});

describe('app users: bulk block', () => {
  it('blocks each with the one reason through the single block; an unknown customer fails', async () => {
    const staff = await t.signIn(['manage-app-users']);
    const users = [nextUser++, nextUser++];
    await makeCustomers(t, users);
    const response = await call('POST', `${V2}/app-users/bulk-block`, staff, {
      ids: [...users, 2000000000],
      reason: 'Fraud ring',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results.map((r: { status: string; code?: string }) => [r.status, r.code])).toEqual(
      [
        ['done', undefined],
        ['done', undefined],
        ['failed', 'NOT_FOUND'],
      ],
    );
    const rows = await t.db.select().from(appUsers).where(eq(appUsers.id, users[0]!));
    expect(rows[0]!.blockReason).toBe('Fraud ring');
    expect((await call('POST', `${V2}/app-users/bulk-block`, staff, { ids: users })).statusCode).toBe(400);
    const other = await t.signIn(['manage-affiliate-cashout']);
    expect(
      (await call('POST', `${V2}/app-users/bulk-block`, other, { ids: users, reason: 'Fraud ring' }))
        .statusCode,
    ).toBe(403);
  });
});
