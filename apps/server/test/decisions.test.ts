import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { cairoDate } from '@cmt/contract/cairo-time';
import type { DecisionDetail, DecisionSummary } from '@cmt/contract/endpoints/decisions';
import {
  affiliateCashouts,
  amlBlacklist,
  appUsers,
  applicationFinancingPartners as afp,
  auditLog,
  cashbackWallets,
  customerApplications,
  decisionRecords,
  financingBlocks,
  financingInstalments,
  financingPartners,
  kycImages,
  profileValidations,
} from '../src/db/schema.ts';
import { canonicalJson, decisionHash } from '../src/lib/decisions.ts';
import { PNG_1X1, createTestApp, type TestApp } from './helpers.ts';

const DECISIONS = `${V2}/decisions`;
const CASHOUTS = `${V2}/payment/affiliate/cashouts`;
type Who = { authorization: string; id: number; email: string };

let t: TestApp;
let cashier: Who;
let checker: Who;
let reviewer: Who;
let assigner: Who;
let unblocker: Who;
let kyc: Who;
let compliance: Who;
let outsider: Who;
let everything: Who;
let auditor: Who;
let partnerId: number;

const A = 960001;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

async function customer(id: number, createdAt = new Date(), withApplication = true) {
  await t.db
    .insert(appUsers)
    .values({ id, phone: `0102${String(id).padStart(7, '0')}`, name: `Customer ${id}`, createdAt });
  if (withApplication)
    await t.db.insert(customerApplications).values({
      userId: id,
      firstName: 'Mona',
      familyName: `Test${id}`,
      documentNumber: `2900512010${String(id % 10000).padStart(4, '0')}`,
    });
}

const recordsOf = (recordType: string, recordId: number) =>
  t.db
    .select()
    .from(decisionRecords)
    .where(sql`${decisionRecords.recordType} = ${recordType} and ${decisionRecords.recordId} = ${recordId}`)
    .orderBy(decisionRecords.id);

/** The newest audit entry of this action (its `after`). */
const lastEntry = async (action: string) =>
  (
    await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1)
  )[0]!;

async function detail(id: number, who: Who = everything): Promise<DecisionDetail> {
  const response = await call(who, 'GET', `${DECISIONS}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const cashouts = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];
  cashier = await t.signIn(cashouts);
  checker = await t.signIn(cashouts);
  reviewer = await t.signIn(['manage-financing-application-reviews']);
  assigner = await t.signIn(['manage-financing-applications-assigned-partner']);
  unblocker = await t.signIn(['manage-financing-applications-unblock-user']);
  kyc = await t.signIn([
    'manage-applications-profile-validation',
    'manage-applications-profile-validation-id',
  ]);
  compliance = await t.signIn(['manage-offers-branches-bulk']);
  outsider = await t.signIn(['manage-general']);
  auditor = await t.signIn(['manage-cmt']);
  everything = await t.signIn([
    ...cashouts,
    'manage-app-users',
    'manage-financing-application-reviews',
    'manage-applications-profile-validation',
    'manage-offers-branches-bulk',
  ]);
  const [partner] = await t.db
    .insert(financingPartners)
    .values({ name: 'Decision Bank', nameAr: 'بنك', minLimit: '1000.00', maxLimit: '50000.00' })
    .returning();
  partnerId = partner!.id;
});
afterAll(() => t?.close());

describe('canonical hashing', () => {
  it('sorts keys recursively, keeps arrays in order, leaves out undefined, and hashes the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 'é' }], c: null }, u: undefined })).toBe(
      '{"a":{"c":null,"d":[3,{"y":"é","z":1}]},"b":1}',
    );
    const one = decisionHash({ kind: 'x', figures: { b: '1.00', a: 2 } });
    expect(one).toBe(decisionHash({ figures: { a: 2, b: '1.00' }, kind: 'x' }));
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toBe(decisionHash({ kind: 'x', figures: { a: 2, b: '1.01' } }));
    // Known answer: SHA-256 of the text `{"a":1}`.
    expect(decisionHash({ a: 1 })).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
  });
});

describe('decisions on one customer, each with its record, figures and hash', () => {
  let cashoutId: number;
  let lineId: number;
  let entryId: number;

  beforeAll(async () => {
    await customer(A, ago(10 * DAY));
    await t.db.insert(cashbackWallets).values({
      userId: A,
      availablePiastres: 1_000_000,
      pendingPiastres: 25_000,
      paidOutPiastres: 50_000,
    });
    const cashout = (amountPiastres: number, at: Date, status = 'PENDING') => ({
      userId: A,
      amountPiastres,
      method: 'WALLET',
      walletProvider: 'Vodafone Cash',
      walletNumber: '01000810001',
      balanceAtRequestPiastres: 1_000_000,
      requestedAt: at,
      status,
    });
    const [pending] = await t.db
      .insert(affiliateCashouts)
      .values([
        cashout(150_000, ago(2 * 3_600_000)),
        cashout(20_000, ago(3 * DAY), 'REJECTED'),
        cashout(30_000, ago(20 * DAY), 'APPROVED'),
        cashout(99_900, ago(40 * DAY), 'APPROVED'),
      ])
      .returning();
    cashoutId = pending!.id;
    const [line] = await t.db
      .insert(afp)
      .values({ userId: A, partnerId, creditLineStatus: 2, approvedAmount: '20000.00', isCurrent: true })
      .returning();
    lineId = line!.id;
    await t.db.insert(financingInstalments).values([
      {
        reference: `INS-${A}-1`,
        userId: A,
        creditLineId: lineId,
        purchase: 'TV',
        number: 1,
        count: 2,
        dueDate: '2026-12-05',
        amount: '1000.00',
        paidAmount: '250.00',
        status: 'PARTIAL',
      },
      {
        reference: `INS-${A}-2`,
        userId: A,
        creditLineId: lineId,
        purchase: 'TV',
        number: 2,
        count: 2,
        dueDate: '2026-11-05',
        amount: '500.00',
        paidAmount: '500.00',
        status: 'PAID',
      },
    ]);
    await t.db
      .insert(financingBlocks)
      .values({ userId: A, reason: 'FRAUD_REVIEW', blockedBy: 'someone@lucky.app' });
    const [entry] = await t.db
      .insert(amlBlacklist)
      .values({
        nationalId: `2900512010${String(A % 10000).padStart(4, '0')}`,
        name: 'Mona',
        reason: 'Court order',
        sourceList: 'FIU',
        listedOn: '2026-01-15',
      })
      .returning();
    entryId = entry!.id;
  });

  const expectedFigures = (available: string, paidOut: string) => ({
    customerId: A,
    daysSinceSignUp: Math.round((Date.parse(cairoDate()) - Date.parse(cairoDate(ago(10 * DAY)))) / DAY),
    accountStatus: 'ACTIVE',
    availableCashback: available,
    pendingCashback: '250.00',
    paidOutCashback: paidOut,
    cashouts: {
      last24h: { count: 1, total: '1500.00' },
      last7d: { count: 2, total: '1700.00' },
      last30d: { count: 3, total: '2000.00' },
    },
    creditLimit: '20000.00',
    creditUsed: '750.00',
    creditUtilisation: '0.0375',
    openLines: 1,
    financingBlock: 'FRAUD_REVIEW',
    blacklistHits: [{ sourceList: 'FIU', listedOn: '2026-01-15', reason: 'Court order' }],
  });

  it('a cashout approve records the figures as they were before the wallet was debited, its hash in the entry', async () => {
    const approved = await call(cashier, 'PUT', `${CASHOUTS}/${cashoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [record] = await recordsOf('cashout', cashoutId);
    expect(record).toMatchObject({
      kind: 'affiliate-cashout.approve',
      customerId: A,
      decidedBy: cashier.email,
    });
    const entry = await lastEntry('affiliate-cashout.approve');
    expect((entry.after as { decision: unknown }).decision).toEqual({
      id: record!.id,
      sha256: record!.sha256,
    });
    expect(record!.sha256).toBe(decisionHash(record!.content));

    const whole = await detail(record!.id);
    expect(whole).toMatchObject({
      kind: 'affiliate-cashout.approve',
      recordType: 'cashout',
      recordId: cashoutId,
      customerName: `Mona Test${A}`,
      integrity: 'verified',
      auditEntryId: entry.id,
      fourEyes: false,
      fourEyesRequest: null,
      rules: [],
      reason: null,
      before: { status: 'PENDING', amount: '1500.00', available: '10000.00' },
      after: { status: 'APPROVED', available: '8500.00' },
    });
    expect(whole.figures).toEqual(expectedFigures('10000.00', '500.00'));
    // The opening is a read of the customer's personal data.
    expect((await lastEntry('decision.view')).targetId).toBe(String(A));

    const list = await call(cashier, 'GET', `${DECISIONS}?recordType=cashout&recordId=${cashoutId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((item: DecisionSummary) => item.id)).toEqual([record!.id]);
  });

  it('a credit-line review, a blacklist removal and an unblock each write their record', async () => {
    const review = await t.app.inject({
      method: 'PUT',
      url: `${V2}/financing/application-review`,
      headers: { authorization: reviewer.authorization },
      payload: { luckyUserId: A, action: 'SUSPEND', reason: 'Under fraud review' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const [lineRecord] = await recordsOf('creditLine', lineId);
    expect(lineRecord).toMatchObject({ kind: 'financing.review.suspend', customerId: A });
    expect((await lastEntry('financing.review.suspend')).after).toMatchObject({
      decision: { id: lineRecord!.id, sha256: lineRecord!.sha256 },
    });
    const lineDetail = await detail(lineRecord!.id);
    expect(lineDetail).toMatchObject({
      reason: 'Under fraud review',
      before: { creditLineStatus: 2 },
      after: { creditLineStatus: 5 },
      integrity: 'verified',
    });
    // After the approve: the wallet was debited by 1,500.
    expect(lineDetail.figures).toEqual(expectedFigures('8500.00', '2000.00'));

    const removal = await call(compliance, 'POST', `${V2}/applications/blacklist/${entryId}/remove`, {
      reason: 'Listed in error by the court',
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    const [listRecord] = await recordsOf('blacklistEntry', entryId);
    expect(listRecord).toMatchObject({ kind: 'blacklist.remove', customerId: A });
    const listDetail = await detail(listRecord!.id, compliance);
    expect(listDetail).toMatchObject({
      integrity: 'verified',
      reason: 'Listed in error by the court',
      after: null,
    });
    // The figures as they were before the removal: the hit is still there; no national id anywhere.
    expect(listDetail.figures?.blacklistHits).toHaveLength(1);
    expect(JSON.stringify(listRecord!.content)).not.toContain(
      `2900512010${String(A % 10000).padStart(4, '0')}`,
    );

    const unblock = await call(unblocker, 'POST', `${V2}/financing/unblock-users`, {
      usersIds: [A],
      reason: 'Review closed',
    });
    expect(unblock.statusCode, unblock.body).toBe(200);
    const [customerRecord] = await recordsOf('customer', A);
    expect(customerRecord).toMatchObject({ kind: 'financing.user.unblock', customerId: A });
    const entry = await lastEntry('financing.user.unblock');
    expect(entry.after).toMatchObject({
      decision: { id: customerRecord!.id, sha256: customerRecord!.sha256 },
    });
    const content = customerRecord!.content as DecisionDetail;
    expect(content.figures).toMatchObject({ financingBlock: 'FRAUD_REVIEW', blacklistHits: [] });
    expect(content.before).toMatchObject({ status: 'ACTIVE', blockReason: 'FRAUD_REVIEW' });

    // The customer's decisions, newest first, only the kinds the caller may see.
    const all = await call(everything, 'GET', `${DECISIONS}?customerId=${A}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((item: DecisionSummary) => item.kind)).toEqual([
      'financing.user.unblock',
      'blacklist.remove',
      'financing.review.suspend',
      'affiliate-cashout.approve',
    ]);
    const mine = await call(cashier, 'GET', `${DECISIONS}?customerId=${A}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((item: DecisionSummary) => item.kind)).toEqual([
      'affiliate-cashout.approve',
    ]);
  });

  it('an altered record says altered; the audit chain still verifies', async () => {
    const [record] = await recordsOf('cashout', cashoutId);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table decision_records disable trigger decision_records_append_only`);
      await tx.execute(
        sql`update decision_records set content = jsonb_set(content, '{reason}', '"paid by mistake"') where id = ${record!.id}`,
      );
      await tx.execute(sql`alter table decision_records enable trigger decision_records_append_only`);
    });
    expect((await detail(record!.id)).integrity).toBe('altered');
    // Without disabling the trigger, the table refuses changes.
    await expect(
      t.db.execute(sql`update decision_records set sha256 = 'x' where id = ${record!.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from decision_records where id = ${record!.id}`)).rejects.toThrow();

    const verify = await call(auditor, 'GET', `${V2}/audit-log/verify`);
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().firstBrokenId).toBeNull();
  });

  it('a column changed behind the hashed content (who decided, the hash shown) says altered too', async () => {
    const [record] = await recordsOf('creditLine', lineId);
    expect((await detail(record!.id)).integrity).toBe('verified');
    const alter = (change: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table decision_records disable trigger decision_records_append_only`);
        await tx.execute(change);
        await tx.execute(sql`alter table decision_records enable trigger decision_records_append_only`);
      });
    await alter(
      sql`update decision_records set decided_by = 'someone.else@lucky.app' where id = ${record!.id}`,
    );
    expect((await detail(record!.id)).integrity).toBe('altered');
  });
});

describe('four-eyes, refusals, other kinds', () => {
  it('a held cashout approve, replayed by its checker, names maker and checker', async () => {
    const user = 960010;
    await customer(user);
    await t.db.insert(cashbackWallets).values({ userId: user, availablePiastres: 700_000 });
    const [row] = await t.db
      .insert(affiliateCashouts)
      .values({
        userId: user,
        amountPiastres: 600_000,
        method: 'WALLET',
        walletProvider: 'Vodafone Cash',
        walletNumber: '01000810001',
        balanceAtRequestPiastres: 700_000,
      })
      .returning();
    const held = await call(cashier, 'PUT', `${CASHOUTS}/${row!.id}/approve`);
    expect(held.statusCode, held.body).toBe(202);
    expect(await recordsOf('cashout', row!.id)).toHaveLength(0);
    const approvalId = held.json().approvalId as number;
    const applied = await call(checker, 'POST', `${V2}/approvals/${approvalId}/approve`);
    expect(applied.statusCode, applied.body).toBe(200);
    const [record] = await recordsOf('cashout', row!.id);
    const whole = await detail(record!.id);
    expect(whole).toMatchObject({
      fourEyes: true,
      decidedBy: checker.email,
      integrity: 'verified',
      fourEyesRequest: {
        approvalId,
        maker: { id: cashier.id, email: cashier.email },
        checker: { id: checker.id, email: checker.email },
      },
    });
    expect(whole.figures?.availableCashback).toBe('7000.00');
  });

  it('a refused decision (409 insufficient balance) leaves no record; a reject records its reason', async () => {
    const user = 960011;
    await customer(user);
    await t.db.insert(cashbackWallets).values({ userId: user, availablePiastres: 1_000 });
    const [row] = await t.db
      .insert(affiliateCashouts)
      .values({
        userId: user,
        amountPiastres: 5_000,
        method: 'WALLET',
        walletProvider: 'Vodafone Cash',
        walletNumber: '01000810001',
        balanceAtRequestPiastres: 6_000,
      })
      .returning();
    const refused = await call(cashier, 'PUT', `${CASHOUTS}/${row!.id}/approve`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await recordsOf('cashout', row!.id)).toHaveLength(0);

    const rejected = await call(cashier, 'PUT', `${CASHOUTS}/${row!.id}/reject?reason=Balance%20too%20low`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [record] = await recordsOf('cashout', row!.id);
    expect(record).toMatchObject({ kind: 'affiliate-cashout.reject' });
    expect(await detail(record!.id)).toMatchObject({ reason: 'Balance too low', integrity: 'verified' });
  });

  it('a partner assignment writes one record per opened line, all their hashes in its one entry', async () => {
    const users = [960020, 960021];
    for (const user of users) await customer(user);
    const assigned = await call(assigner, 'POST', `${V2}/financing/partner`, {
      partnerId,
      usersIds: users,
      activationType: 'INSTANT',
      financingBalanceAmount: '5000',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const lines = await t.db
      .select()
      .from(afp)
      .where(sql`${afp.userId} in (960020, 960021)`)
      .orderBy(afp.userId);
    const records = await Promise.all(
      lines.map(async (line) => (await recordsOf('creditLine', line.id))[0]!),
    );
    const entry = await lastEntry('financing.partner.assign');
    expect((entry.after as { decisions: unknown }).decisions).toEqual(
      records.map((record) => ({ id: record.id, sha256: record.sha256 })),
    );
    const whole = await detail(records[1]!.id);
    expect(whole).toMatchObject({
      kind: 'financing.partner.assign',
      customerId: 960021,
      integrity: 'verified',
      before: { creditLineStatus: null },
      after: { creditLineStatus: 2, approvedAmount: '5000.00' },
    });
    expect(whole.figures).toMatchObject({
      openLines: 0,
      creditLimit: null,
      creditUsed: null,
      creditUtilisation: null,
    });
  });

  it('a KYC approve writes its record (checks passing)', async () => {
    const user = 960031;
    await t.db.insert(appUsers).values({ id: user, phone: '01020960031', name: 'Customer 960031' });
    await t.db.insert(customerApplications).values({
      userId: user,
      firstName: 'Ahmed',
      familyName: 'Approved',
      documentNumber: '29005120103137',
      birthdate: '1990-05-12',
      gender: 1,
      expirationDate: '2031-01-31',
    });
    const [row] = await t.db.insert(profileValidations).values({ userId: user }).returning();
    for (const side of ['front', 'back', 'selfie']) {
      const key = `kyc/${user}/${row!.id}-${side}.png`;
      await t.app.storage.put(key, PNG_1X1, 'image/png');
      await t.db.insert(kycImages).values({
        validationId: row!.id,
        side,
        storageKey: key,
        contentType: 'image/png',
        size: PNG_1X1.length,
        sha256: 'x',
      });
    }
    const approved = await call(kyc, 'PUT', `${V2}/applications/profile-validations/${row!.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [record] = await recordsOf('kycValidation', row!.id);
    expect(record).toMatchObject({ kind: 'profile-validation.approve', customerId: user });
    expect((await lastEntry('profile-validation.approve')).after).toMatchObject({
      decision: { id: record!.id, sha256: record!.sha256 },
    });
    expect(await detail(record!.id, kyc)).toMatchObject({
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
      integrity: 'verified',
    });
    expect(JSON.stringify(record!.content)).not.toContain('29005120103137');
  });

  it('a KYC reject writes its record', async () => {
    const user = 960030;
    await customer(user);
    const [row] = await t.db.insert(profileValidations).values({ userId: user }).returning();
    const rejected = await call(kyc, 'PUT', `${V2}/applications/profile-validations/${row!.id}/reject`, {
      reason: 'OTHER',
      note: 'Blurred photo',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [record] = await recordsOf('kycValidation', row!.id);
    expect(record).toMatchObject({ kind: 'profile-validation.reject', customerId: user });
    expect(await detail(record!.id, kyc)).toMatchObject({
      reason: 'OTHER',
      after: { status: 'REJECTED', note: 'Blurred photo' },
      integrity: 'verified',
    });
  });
});

describe('who may read, and bad queries', () => {
  it('403 on a list of a kind the caller may not see, 404 on its detail; 400 on a bad query; never a 5xx', async () => {
    const [record] = await t.db
      .select()
      .from(decisionRecords)
      .where(eq(decisionRecords.recordType, 'cashout'))
      .limit(1);
    const list = await call(reviewer, 'GET', `${DECISIONS}?recordType=cashout&recordId=${record!.recordId}`);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('FORBIDDEN');
    expect((await call(reviewer, 'GET', `${DECISIONS}/${record!.id}`)).statusCode).toBe(404);
    expect((await call(everything, 'GET', `${DECISIONS}/99999999`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `${DECISIONS}?customerId=${A}`)).statusCode).toBe(403);

    const noId = await call(everything, 'GET', `${DECISIONS}?recordType=cashout`);
    expect(noId.statusCode).toBe(400);
    expect(noId.body).toContain('Give recordType and recordId together');
    const nothing = await call(everything, 'GET', DECISIONS);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Give a record');
    expect((await call(everything, 'GET', `${DECISIONS}?recordType=planet&recordId=1`)).statusCode).toBe(400);
    expect((await call(everything, 'GET', `${DECISIONS}/abc`)).statusCode).toBe(400);
  });

  it('the lists and the integrity lookup use their indexes', async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = async (query: ReturnType<typeof sql>) =>
      JSON.stringify((await t.db.execute(sql`explain ${query}`)).rows);
    expect(
      await plan(
        sql`select id from decision_records where record_type = 'cashout' and record_id = 1 order by decided_at desc, id desc limit 200`,
      ),
    ).toContain('decision_records_record_idx');
    expect(
      await plan(
        sql`select id from decision_records where customer_id = 1 and record_type in ('cashout') order by decided_at desc, id desc limit 200`,
      ),
    ).toContain('decision_records_customer_idx');
    expect(
      await plan(
        sql`select id from audit_log where target_type = 'x' and target_id = '1' and at between now() - interval '1 hour' and now() + interval '1 hour' and after->'decision'->>'id' = '1'`,
      ),
    ).toMatch(/target_type_target_id_at_idx|audit_log_target_idx/);
    await t.db.execute(sql`reset enable_seqscan`);
  });
});
