import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { HomeCard } from '@cmt/contract/endpoints/home';
import {
  affiliateCashouts,
  appUsers,
  applicationFinancingPartners,
  customerApplications,
  financingPartners,
  profileValidations,
} from '../src/db/schema.ts';
import { callAs, createTestApp, type TestApp } from './helpers.ts';

/*
 * Claimable queues (docs/requirements.md §D9) and the home's counts (issue 21). Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL (the race of two claimers is only a real race there).
 */

const KYC = `${V2}/applications/profile-validations`;
const CASHOUTS = `${V2}/payment/affiliate/cashouts`;
const KYC_PERMISSIONS = [
  'manage-applications-profile-validation',
  'manage-applications-profile-validation-id',
];

let t: TestApp;
let ann: { authorization: string; id: number; email: string };
let ben: { authorization: string; id: number; email: string };
let nextUser = 810001;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signIn(KYC_PERMISSIONS, 'ann@lucky.test');
  ben = await t.signIn(KYC_PERMISSIONS, 'ben@lucky.test');
});
afterAll(() => t?.close());

/** A customer's pending profile, submitted `hoursAgo` hours ago. */
async function pendingProfile(hoursAgo: number): Promise<number> {
  const userId = nextUser++;
  await t.db
    .insert(appUsers)
    .values({ id: userId, phone: `0101${String(userId).padStart(7, '0')}`, name: 'C' });
  await t.db.insert(customerApplications).values({
    userId,
    firstName: 'Mona',
    familyName: `Queue${userId}`,
    documentNumber: `2900512010${String(userId % 10000).padStart(4, '0')}`,
    phone: `0101${String(userId).padStart(7, '0')}`,
  });
  const [row] = await t.db
    .insert(profileValidations)
    .values({ userId, submittedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .returning({ id: profileValidations.id });
  return row!.id;
}

const call = (
  who: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(t.app, who, method, url, payload);

const reject = (who: { authorization: string }, id: number) =>
  call(who, 'PUT', `${KYC}/${id}/reject`, { reason: 'ID_UNREADABLE' });

/** Clears the queue so each test starts from its own items. */
async function decideAll() {
  await t.db.update(profileValidations).set({ status: 'REJECTED', claimedBy: null, claimedUntil: null });
}

describe('claims', () => {
  it('take next claims the oldest free item for 15 minutes; the next reviewer gets the following one', async () => {
    await decideAll();
    const oldest = await pendingProfile(30);
    const second = await pendingProfile(20);
    await pendingProfile(1);

    const first = await call(ann, 'POST', `${KYC}/next`);
    expect(first.statusCode).toBe(200);
    expect(first.json().item.id).toBe(oldest);
    const minutes = (Date.parse(first.json().item.claimedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
    // Ann again: her own item, not a second one.
    expect((await call(ann, 'POST', `${KYC}/next`)).json().item.id).toBe(oldest);
    expect((await call(ben, 'POST', `${KYC}/next`)).json().item.id).toBe(second);

    // The list: mine / unclaimed filters, the claim and the SLA light (24 h by default).
    const mine = (await call(ann, 'GET', `${KYC}?claim=MINE`)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toEqual([oldest]);
    expect(mine.items[0].claim).toMatchObject({ by: 'ann@lucky.test', byMe: true });
    expect(mine.items[0].sla).toBe('RED');
    const unclaimed = (await call(ann, 'GET', `${KYC}?claim=UNCLAIMED`)).json();
    expect(unclaimed.items).toHaveLength(1);
    expect(unclaimed.items[0].sla).toBe('GREEN');
    const all = (await call(ben, 'GET', KYC)).json();
    expect(all.items.find((item: { id: number }) => item.id === second).claim).toMatchObject({ byMe: true });
    expect(all.items.find((item: { id: number }) => item.id === second).sla).toBe('AMBER');
  });

  it('a decision by someone else while claimed is 409 CLAIMED_BY_OTHER; the holder decides and the lease goes', async () => {
    await decideAll();
    const id = await pendingProfile(5);
    expect((await call(ann, 'POST', `${KYC}/next`)).json().item.id).toBe(id);

    const refused = await reject(ben, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CLAIMED_BY_OTHER');
    const [still] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, id));
    expect(still!.status).toBe('PENDING');
    // Claiming it without a takeover is refused too, and releasing someone else's claim.
    expect((await call(ben, 'POST', `${KYC}/${id}/claim`, {})).json().code).toBe('CLAIMED_BY_OTHER');
    expect((await call(ben, 'DELETE', `${KYC}/${id}/claim`)).statusCode).toBe(409);

    expect((await reject(ann, id)).statusCode).toBe(200);
    const [decided] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, id));
    expect(decided).toMatchObject({ status: 'REJECTED', claimedBy: null, claimedUntil: null });
    // Nothing waits now: next answers no item.
    expect((await call(ann, 'POST', `${KYC}/next`)).json()).toEqual({ item: null });
  });

  it('an expired lease is free again: another reviewer takes it and may decide it', async () => {
    await decideAll();
    const id = await pendingProfile(5);
    await call(ann, 'POST', `${KYC}/next`);
    await t.db
      .update(profileValidations)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(profileValidations.id, id));
    expect((await call(ben, 'POST', `${KYC}/next`)).json().item.id).toBe(id);
    expect((await reject(ann, id)).json().code).toBe('CLAIMED_BY_OTHER');
    expect((await reject(ben, id)).statusCode).toBe(200);
  });

  it('a reviewer with the same permission takes a claim over explicitly, and it is audited', async () => {
    await decideAll();
    const id = await pendingProfile(5);
    await call(ann, 'POST', `${KYC}/next`);
    const taken = await call(ben, 'POST', `${KYC}/${id}/claim`, { takeover: true });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().item.id).toBe(id);
    const [entry] = await t.auditOf('profile-validation.claim.takeover');
    expect(entry).toMatchObject({ actorEmail: 'ben@lucky.test', targetId: String(id) });
    expect(entry!.after).toMatchObject({ previousHolder: ann.id });
    // Now Ann is the other one; Ben releases, and Ann may claim again.
    expect((await reject(ann, id)).json().code).toBe('CLAIMED_BY_OTHER');
    expect((await call(ben, 'DELETE', `${KYC}/${id}/claim`)).json()).toEqual({ released: true });
    expect((await call(ann, 'POST', `${KYC}/${id}/claim`, {})).statusCode).toBe(200);
  });

  it('two reviewers pressing take next together get different items', async () => {
    await decideAll();
    const ids = [await pendingProfile(9), await pendingProfile(8)];
    const reviewers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.signIn(KYC_PERMISSIONS, `racer${i}@lucky.test`)),
    );
    for (let round = 0; round < 3; round += 1) {
      await t.db
        .update(profileValidations)
        .set({ claimedBy: null, claimedUntil: null })
        .where(eq(profileValidations.status, 'PENDING'));
      const pair = reviewers.slice(round * 2, round * 2 + 2);
      const answers = await Promise.all(pair.map((who) => call(who, 'POST', `${KYC}/next`)));
      const got = answers.map((answer) => answer.json().item?.id);
      expect(got.sort()).toEqual([...ids].sort());
    }
  });

  it('the cashout queue shares the claim: 409 for another reviewer, the holder rejects', async () => {
    const cashier = await t.signIn(
      ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
      'cash1@lucky.test',
    );
    const other = await t.signIn(
      ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
      'cash2@lucky.test',
    );
    const userId = nextUser++;
    await t.db
      .insert(appUsers)
      .values({ id: userId, phone: `0102${String(userId).padStart(7, '0')}`, name: 'C' });
    const [row] = await t.db
      .insert(affiliateCashouts)
      .values({
        userId,
        amountPiastres: 5000,
        method: 'WALLET',
        walletProvider: 'Vodafone Cash',
        walletNumber: '01000700001',
        balanceAtRequestPiastres: 6000,
      })
      .returning();
    expect((await call(cashier, 'POST', `${CASHOUTS}/next`)).json().item.id).toBe(row!.id);
    const refused = await call(other, 'PUT', `${CASHOUTS}/${row!.id}/reject?reason=not%20valid`);
    expect(refused.json().code).toBe('CLAIMED_BY_OTHER');
    expect((await call(other, 'GET', `${CASHOUTS}/${row!.id}`)).json().claim).toMatchObject({
      by: 'cash1@lucky.test',
      byMe: false,
    });
    expect((await call(cashier, 'PUT', `${CASHOUTS}/${row!.id}/reject?reason=not%20valid`)).statusCode).toBe(
      200,
    );
  });

  it('the review queue claims current pending lines and answers the national id the page opens by', async () => {
    const reviewers = ['manage-financing-applications', 'manage-financing-application-reviews'];
    const first = await t.signIn(reviewers, 'credit1@lucky.test');
    const second = await t.signIn(reviewers, 'credit2@lucky.test');
    const [partner] = await t.db
      .insert(financingPartners)
      .values({ name: 'Queue Bank', nameAr: 'بنك', minLimit: '1000.00', maxLimit: '50000.00' })
      .returning();
    const line = async (hoursAgo: number, status: number) => {
      const userId = nextUser++;
      const documentNumber = `2900512020${String(userId % 10000).padStart(4, '0')}`;
      await t.db
        .insert(appUsers)
        .values({ id: userId, phone: `0104${String(userId).padStart(7, '0')}`, name: 'C' });
      await t.db.insert(customerApplications).values({ userId, firstName: 'Ola', documentNumber });
      const [row] = await t.db
        .insert(applicationFinancingPartners)
        .values({
          userId,
          partnerId: partner!.id,
          creditLineStatus: status,
          isCurrent: true,
          createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
        })
        .returning();
      return { id: row!.id, userId, documentNumber };
    };
    const approved = await line(90, 1);
    const oldest = await line(80, 0);
    const next = await line(10, 0);

    const taken = (await call(first, 'POST', `${V2}/financing/applications/next`)).json();
    expect(taken.item).toMatchObject({ id: oldest.id, documentNumber: oldest.documentNumber });
    expect((await call(second, 'POST', `${V2}/financing/applications/next`)).json().item.id).toBe(next.id);
    // The list: the claimed line is the first reviewer's, past the 72 h SLA; the approved one has no light.
    const mine = (await call(first, 'GET', `${V2}/financing/applications?claim=MINE`)).json();
    expect(mine.items.map((item: { userId: number }) => item.userId)).toEqual([oldest.userId]);
    expect(mine.items[0]).toMatchObject({ claim: { byMe: true }, sla: 'RED' });
    // Its export gives the same rows: the claim filter is the caller's there too.
    const exported = await call(first, 'GET', `${V2}/financing/export-applications?claim=MINE`);
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trim().split('\n').slice(1);
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual([oldest.userId]);
    const all = (await call(first, 'GET', `${V2}/financing/applications?pageSize=100`)).json();
    expect(all.items.find((item: { userId: number }) => item.userId === approved.userId)).toMatchObject({
      claim: null,
      sla: null,
    });
    // A review by the other reviewer is refused while the claim lives.
    const review = { luckyUserId: oldest.userId, action: 'REJECT', reason: 'Not eligible now' };
    const refused = await call(second, 'PUT', `${V2}/financing/application-review`, review);
    expect(refused.json().code).toBe('CLAIMED_BY_OTHER');
  });
});

describe('home', () => {
  const cardsOf = async (who: { authorization: string }) =>
    Object.fromEntries(
      ((await call(who, 'GET', `${V2}/home`)).json().cards as HomeCard[]).map((card) => [card.key, card]),
    );

  it('counts the waiting work per permission, with the oldest and the cashouts total', async () => {
    await decideAll();
    await t.db.delete(affiliateCashouts);
    await pendingProfile(10);
    const oldest = await pendingProfile(50);
    const userId = nextUser++;
    await t.db
      .insert(appUsers)
      .values({ id: userId, phone: `0103${String(userId).padStart(7, '0')}`, name: 'C' });
    const cashout = { userId, method: 'WALLET', walletNumber: '01000700001', balanceAtRequestPiastres: 1 };
    await t.db.insert(affiliateCashouts).values([
      { ...cashout, amountPiastres: 12_345 },
      { ...cashout, amountPiastres: 50_000 },
      { ...cashout, amountPiastres: 700, status: 'REJECTED' },
    ]);

    const kyc = await cardsOf(ann);
    expect(Object.keys(kyc)).toEqual(['profileValidations', 'approvals']);
    expect(kyc.profileValidations).toMatchObject({ count: 2 });
    const [submitted] = await t.db
      .select({ at: profileValidations.submittedAt })
      .from(profileValidations)
      .where(eq(profileValidations.id, oldest));
    expect(kyc.profileValidations!.oldestAt).toBe(submitted!.at.toISOString());

    const cashier = await t.signIn(['manage-affiliate-cashout']);
    const money = await cardsOf(cashier);
    expect(Object.keys(money)).toEqual(['cashouts', 'approvals']);
    expect(money.cashouts).toMatchObject({ count: 2, amountPiastres: 62_345 });

    // Nobody else's cards: an account with no permission gets none.
    expect(await cardsOf(await t.signIn([]))).toEqual({});
    // Offers ending within 7 days, SMS sendings, bulk files: their own permissions.
    const general = await cardsOf(
      await t.signIn(['manage-general', 'manage-offers-offers', 'manage-merchant-bulk']),
    );
    expect(Object.keys(general).sort()).toEqual(['approvals', 'bulkBatches', 'offersEnding', 'smsSendings']);
    // Cases due today and past due: readers of cases (the counts: case-deadlines.test.ts).
    const cases = await cardsOf(await t.signIn(['manage-cases-read']));
    expect(Object.keys(cases).sort()).toEqual(['approvals', 'casesDueToday', 'casesPastDue']);
    expect(cases.casesPastDue).toEqual({ key: 'casesPastDue', count: 0, oldestAt: null });
  });
});
