import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import {
  bulkColumns,
  type BulkBatch,
  type BulkFeature,
  type BulkRowError,
} from '@cmt/contract/endpoints/bulk';
import {
  amlBlacklist,
  applicationFinancingPartners as afp,
  creditPromotionUsers,
  creditPromotions,
  customerApplications,
  financingInstalments,
  financingPartners,
  financingRepayments,
  financingReviews,
} from '../src/db/schema.ts';
import { cairoDate } from '../src/lib/cairo.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { seedFinancing } from '../src/seed/financing-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { csv } from './bulk-files.ts';
import { createTestApp, multipartFile, type TestApp } from './helpers.ts';
import { batchSettled } from './settled.ts';

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedApplications(t.db, createRandom(31), { scale: 1 });
  await seedFinancing(t.db, createRandom(32), { productDomain: 'lucky.app' });
  staff = await t.signIn([
    'manage-financing-repayments-upload',
    'manage-financing-application-reviews',
    'manage-financing-credit-promotion',
  ]);
});
afterAll(() => t?.close());

const header = (feature: BulkFeature) => bulkColumns[feature].map((c) => c.name);
const file = (feature: BulkFeature, rows: Record<string, string | number>[]) =>
  csv([header(feature), ...rows.map((row) => header(feature).map((name) => row[name] ?? ''))]);

async function upload(feature: BulkFeature, name: string, content: string): Promise<BulkBatch> {
  const { payload, headers } = multipartFile(name, 'text/csv', Buffer.from(content));
  const response = await t.app.inject({
    method: 'POST',
    url: `${V2}/files/bulk-upload?feature=${feature}`,
    headers: { ...headers, authorization: staff.authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `${V2}${url}`, headers: { authorization: staff.authorization } });
const post = (url: string) =>
  t.app.inject({ method: 'POST', url: `${V2}${url}`, headers: { authorization: staff.authorization } });
const errorsOf = async (batch: BulkBatch) =>
  (
    (await get(`/files/bulk-upload/batches/${batch.id}/errors?feature=${batch.feature}&pageSize=100`)).json()
      .items as BulkRowError[]
  ).map(({ row, column, key }) => ({ row, column, key }));
/** The batch once the background apply job has finished with it. */
const settledBatch = (batch: BulkBatch) =>
  batchSettled(
    async () =>
      (await get(`/files/bulk-upload/batches/${batch.id}?feature=${batch.feature}`)).json() as BulkBatch,
  );

/** Instalments still open (due, not fully paid), with their customer's national id. */
const openInstalments = () =>
  t.db
    .select({
      id: financingInstalments.id,
      reference: financingInstalments.reference,
      userId: financingInstalments.userId,
      amount: financingInstalments.amount,
      paidAmount: financingInstalments.paidAmount,
      documentNumber: customerApplications.documentNumber,
    })
    .from(financingInstalments)
    .innerJoin(customerApplications, eq(customerApplications.userId, financingInstalments.userId))
    .where(
      and(eq(financingInstalments.status, 'DUE'), sql`length(${customerApplications.documentNumber}) = 14`),
    )
    .orderBy(financingInstalments.id);

describe('RepaymentsStrategy and POST /financing/repayments/process-batch/{id}', () => {
  it('checks every row against the customer’s instalments, then applies the fixed file once, all or nothing', async () => {
    const [a, b, c, other] = await openInstalments();
    const today = cairoDate();
    const bad = await upload(
      'RepaymentsStrategy',
      'repayments-nov.csv',
      file('RepaymentsStrategy', [
        {
          user_id: a!.userId,
          instalment_reference: a!.reference,
          amount: a!.amount,
          paid_date: today,
          channel: 'FAWRY',
        },
        {
          national_id: b!.documentNumber!,
          instalment_reference: b!.reference,
          amount: '999999',
          paid_date: today,
          channel: 'CARD',
        },
        {
          user_id: other!.userId === c!.userId ? 1 : other!.userId,
          instalment_reference: c!.reference,
          amount: '10',
          paid_date: today,
          channel: 'CASH',
        },
        {
          user_id: a!.userId,
          instalment_reference: 'INS-0-0-0',
          amount: '10',
          paid_date: today,
          channel: 'CASH',
        },
        {
          user_id: a!.userId,
          instalment_reference: a!.reference.toLowerCase(),
          amount: '10',
          paid_date: today,
          channel: 'CASH',
        },
        { instalment_reference: 'INS-1-1-1', amount: '10', paid_date: today, channel: 'CASH' },
        {
          user_id: a!.userId,
          instalment_reference: 'INS-2-2-2',
          amount: '10',
          paid_date: today,
          channel: 'PIGEON',
        },
        {
          user_id: other!.userId,
          instalment_reference: other!.reference,
          amount: '10',
          paid_date: '2099-01-01',
          channel: 'CASH',
        },
      ]),
    );
    expect(bad).toMatchObject({ status: 'INVALID', totalRows: 8, validRows: 1, invalidRows: 7 });
    expect(await errorsOf(bad)).toEqual([
      { row: 3, column: 'amount', key: 'amountAboveDue' },
      { row: 4, column: 'instalment_reference', key: 'instalmentOfOtherCustomer' },
      { row: 5, column: 'instalment_reference', key: 'instalmentMissing' },
      { row: 6, column: 'instalment_reference', key: 'duplicate' },
      { row: 7, column: 'user_id', key: 'userOrNationalId' },
      { row: 8, column: 'channel', key: 'oneOf' },
      { row: 9, column: 'paid_date', key: 'paidDateFuture' },
    ]);
    // The report never repeats a national id.
    expect(
      JSON.stringify(await get(`/files/bulk-upload/batches/${bad.id}/errors?feature=RepaymentsStrategy`)),
    ).not.toContain(b!.documentNumber!);
    expect((await post(`/financing/repayments/process-batch/${bad.id}`)).statusCode).toBe(409);

    const half = (BigInt(b!.amount.replace('.', '')) / 2n).toString();
    const fixed = file('RepaymentsStrategy', [
      {
        user_id: a!.userId,
        instalment_reference: a!.reference,
        amount: a!.amount,
        paid_date: today,
        channel: 'FAWRY',
      },
      {
        national_id: b!.documentNumber!,
        user_id: b!.userId,
        instalment_reference: b!.reference,
        amount: `${half.slice(0, -2)}.${half.slice(-2)}`,
        paid_date: today,
        channel: 'BANK_TRANSFER',
      },
    ]);
    const good = await upload('RepaymentsStrategy', 'repayments-nov-fixed.csv', fixed);
    const total = (BigInt(a!.amount.replace('.', '')) + BigInt(half)).toString();
    expect(good).toMatchObject({
      status: 'VALID',
      validRows: 2,
      amountTotal: `${total.slice(0, -2)}.${total.slice(-2)}`,
    });
    expect(await t.countRows(financingRepayments)).toBeGreaterThan(0);
    const before = await t.countRows(financingRepayments);

    // The generic confirm refuses this kind: its own call (docs/requirements.md §P7) applies it.
    const confirm = await post(`/files/bulk-upload/batches/${good.id}/confirm?feature=RepaymentsStrategy`);
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toContain('/financing/repayments/process-batch/');

    const queued = await post(`/financing/repayments/process-batch/${good.id}`);
    expect(queued.statusCode).toBe(200);
    expect(['QUEUED', 'APPLYING', 'APPLIED']).toContain(queued.json().status);
    expect(await settledBatch(good)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 2, updated: 0 },
      appliedBy: staff.email,
    });
    expect(await t.countRows(financingRepayments)).toBe(before + 2);
    const [paidA] = await t.db.select().from(financingInstalments).where(eq(financingInstalments.id, a!.id));
    expect(paidA).toMatchObject({ status: 'PAID', paidAmount: a!.amount });
    const [paidB] = await t.db.select().from(financingInstalments).where(eq(financingInstalments.id, b!.id));
    expect(paidB).toMatchObject({ status: 'PARTIAL' });
    const recorded = await t.db
      .select()
      .from(financingRepayments)
      .where(eq(financingRepayments.batchId, good.id));
    expect(recorded.map((r) => r.channel).sort()).toEqual(['BANK_TRANSFER', 'FAWRY']);

    // Never twice: the same batch (409), the same file again (flagged), the same repayment in another file (row error).
    const again = await post(`/financing/repayments/process-batch/${good.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BULK_ALREADY_APPLIED');
    const same = await upload('RepaymentsStrategy', 'repayments-nov-fixed (1).csv', fixed);
    expect(same.alreadyAppliedBatchId).toBe(good.id);
    expect((await post(`/financing/repayments/process-batch/${same.id}`)).statusCode).toBe(409);
    const other2 = await upload(
      'RepaymentsStrategy',
      'b-again.csv',
      file('RepaymentsStrategy', [
        {
          user_id: b!.userId,
          instalment_reference: b!.reference,
          amount: `${half.slice(0, -2)}.${half.slice(-2)}`,
          paid_date: today,
          channel: 'BANK_TRANSFER',
        },
      ]),
    );
    expect(await errorsOf(other2)).toEqual([
      { row: 2, column: 'instalment_reference', key: 'repaymentExists' },
    ]);
    expect(await t.countRows(financingRepayments)).toBe(before + 2);
    const audits = await t.auditOf('bulk.apply');
    expect(audits.at(-1)).toMatchObject({ targetId: String(good.id), actorEmail: staff.email });
  });

  it('rolls everything back when paying an instalment fails halfway, and applies on the next try', async () => {
    const [, , , , d, e] = await openInstalments();
    const today = cairoDate();
    const batch = await upload(
      'RepaymentsStrategy',
      'fault.csv',
      file('RepaymentsStrategy', [
        {
          user_id: d!.userId,
          instalment_reference: d!.reference,
          amount: d!.amount,
          paid_date: today,
          channel: 'WALLET',
        },
        {
          user_id: e!.userId,
          instalment_reference: e!.reference,
          amount: e!.amount,
          paid_date: today,
          channel: 'WALLET',
        },
      ]),
    );
    const before = await t.countRows(financingRepayments);
    await t.db.execute(sql`create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'ledger unavailable'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_payment before update on financing_instalments for each row execute function refuse_payment()`,
    );
    try {
      expect((await post(`/financing/repayments/process-batch/${batch.id}`)).statusCode).toBe(200);
      expect(await settledBatch(batch)).toMatchObject({
        status: 'FAILED',
        failureReason: 'ledger unavailable',
      });
      expect(await t.countRows(financingRepayments)).toBe(before);
      const [still] = await t.db
        .select()
        .from(financingInstalments)
        .where(eq(financingInstalments.id, d!.id));
      expect(still).toMatchObject({ status: 'DUE', paidAmount: d!.paidAmount });
    } finally {
      await t.db.execute(sql`drop trigger refuse_payment on financing_instalments`);
      await t.db.execute(sql`drop function refuse_payment()`);
    }
    expect((await post(`/financing/repayments/process-batch/${batch.id}`)).statusCode).toBe(200);
    expect(await settledBatch(batch)).toMatchObject({ status: 'APPLIED' });
    expect(await t.countRows(financingRepayments)).toBe(before + 2);
  });

  it('refuses the whole batch when an instalment was paid after the file was checked', async () => {
    const [f] = (await openInstalments()).slice(8);
    const today = cairoDate();
    const batch = await upload(
      'RepaymentsStrategy',
      'late.csv',
      file('RepaymentsStrategy', [
        {
          user_id: f!.userId,
          instalment_reference: f!.reference,
          amount: f!.amount,
          paid_date: today,
          channel: 'CASH',
        },
      ]),
    );
    await t.db
      .update(financingInstalments)
      .set({ paidAmount: f!.amount, status: 'PAID' })
      .where(eq(financingInstalments.id, f!.id));
    await post(`/financing/repayments/process-batch/${batch.id}`);
    const failed = await settledBatch(batch);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toContain(`Instalment ${f!.reference} has only EGP 0.00 left to pay`);
    expect(failed.failureMessage).toEqual({
      key: 'applyInstalmentPaidSince',
      params: { reference: f!.reference, due: '0.00' },
    });
  });

  it('says why when a repayment of the file was recorded after it was checked', async () => {
    const [f] = (await openInstalments()).slice(9);
    const today = cairoDate();
    const batch = await upload(
      'RepaymentsStrategy',
      'twice.csv',
      file('RepaymentsStrategy', [
        {
          user_id: f!.userId,
          instalment_reference: f!.reference,
          amount: '1.00',
          paid_date: today,
          channel: 'CASH',
        },
      ]),
    );
    await t.db
      .insert(financingRepayments)
      .values({ instalmentId: f!.id, userId: f!.userId, amount: '1.00', paidOn: today, channel: 'CASH' });
    await post(`/financing/repayments/process-batch/${batch.id}`);
    const failed = await settledBatch(batch);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toContain('A repayment of this file was already recorded');
    expect(failed.failureMessage).toEqual({ key: 'applyRepaymentRecorded', params: {} });
  });

  it('finds only repayment batches through its call (404 for a batch of another kind)', async () => {
    const promotions = await upload(
      'CreditPromotionStrategy',
      'p.csv',
      file('CreditPromotionStrategy', [{ promotion_id: 999, user_id: 100001 }]),
    );
    expect((await post(`/financing/repayments/process-batch/${promotions.id}`)).statusCode).toBe(404);
    expect((await post(`/financing/application-reviews/process-batch/${promotions.id}`)).statusCode).toBe(
      404,
    );
    expect((await post('/financing/repayments/process-batch/999999')).statusCode).toBe(404);
  });
});

describe('ApplicationReviewsStrategy and POST /financing/application-reviews/process-batch/{id}', () => {
  const currentLines = (status: number) =>
    t.db
      .select({ userId: afp.userId, id: afp.id, partnerId: afp.partnerId })
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

  it('reports each refused decision, then moves every line of the fixed file with its history and audit entries', async () => {
    const [pending] = await currentLines(0);
    const [active1, active2] = await currentLines(2);
    const [rejected] = await currentLines(3);
    const [partner] = await t.db
      .select()
      .from(financingPartners)
      .where(eq(financingPartners.id, pending!.partnerId));
    const bad = await upload(
      'ApplicationReviewsStrategy',
      'reviews.csv',
      file('ApplicationReviewsStrategy', [
        {
          user_id: pending!.userId,
          action: 'APPROVE',
          credit_limit: partner!.minLimit,
          reason: 'Documents verified',
        },
        { user_id: rejected!.userId, action: 'SUSPEND', reason: 'Cannot suspend a rejected line' },
        { user_id: active1!.userId, action: 'CHANGE_LIMIT', credit_limit: '9999999', reason: 'Too much' },
        { user_id: active2!.userId, action: 'suspend', reason: 'x' },
        { user_id: 999999, action: 'SUSPEND', reason: 'Nobody with this id' },
        { user_id: active1!.userId, action: 'SUSPEND', reason: 'Second row for the same customer' },
      ]),
    );
    expect(bad).toMatchObject({ status: 'INVALID', validRows: 1, invalidRows: 5 });
    expect(await errorsOf(bad)).toEqual([
      { row: 3, column: 'action', key: 'reviewNotAllowed' },
      { row: 4, column: 'credit_limit', key: 'limitBounds' },
      { row: 5, column: 'reason', key: 'reasonShort' },
      { row: 6, column: 'user_id', key: 'noApplication' },
      { row: 7, column: 'user_id', key: 'duplicate' },
    ]);

    const good = await upload(
      'ApplicationReviewsStrategy',
      'reviews-fixed.csv',
      file('ApplicationReviewsStrategy', [
        {
          user_id: pending!.userId,
          action: 'APPROVE',
          credit_limit: partner!.minLimit,
          reason: 'Documents verified',
        },
        { user_id: active2!.userId, action: 'SUSPEND', reason: 'Two instalments unpaid' },
      ]),
    );
    expect(good.status).toBe('VALID');
    expect((await post(`/financing/application-reviews/process-batch/${good.id}`)).statusCode).toBe(200);
    expect(await settledBatch(good)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 0, updated: 2 },
    });
    const moved = await t.db
      .select()
      .from(afp)
      .where(inArray(afp.id, [pending!.id, active2!.id]))
      .orderBy(afp.id);
    expect(Object.fromEntries(moved.map((line) => [line.id, line.creditLineStatus]))).toEqual({
      [pending!.id]: 1,
      [active2!.id]: 5,
    });
    const history = await t.db.select().from(financingReviews).where(eq(financingReviews.batchId, good.id));
    expect(history.map((h) => [h.creditLineId, h.action, h.reviewedBy])).toEqual(
      expect.arrayContaining([
        [pending!.id, 'APPROVE', staff.email],
        [active2!.id, 'SUSPEND', staff.email],
      ]),
    );
    expect((await t.auditOf('financing.review.suspend')).map((a) => a.targetId)).toContain(
      String(active2!.id),
    );
    expect((await post(`/financing/application-reviews/process-batch/${good.id}`)).statusCode).toBe(409);
  });

  it('does not raise the limit of a customer blacklisted after the file was checked', async () => {
    const [line] = (await currentLines(2)).slice(5);
    const [row] = await t.db
      .select({
        approved: afp.approvedAmount,
        max: financingPartners.maxLimit,
        doc: customerApplications.documentNumber,
      })
      .from(afp)
      .innerJoin(financingPartners, eq(financingPartners.id, afp.partnerId))
      .innerJoin(customerApplications, eq(customerApplications.userId, afp.userId))
      .where(eq(afp.id, line!.id));
    expect(Number(row!.max)).toBeGreaterThan(Number(row!.approved));
    const batch = await upload(
      'ApplicationReviewsStrategy',
      'raise.csv',
      file('ApplicationReviewsStrategy', [
        {
          user_id: line!.userId,
          action: 'CHANGE_LIMIT',
          credit_limit: row!.max,
          reason: 'Good payment history',
        },
      ]),
    );
    expect(batch.status).toBe('VALID');
    await t.db.insert(amlBlacklist).values({
      nationalId: row!.doc!,
      name: 'Listed meanwhile',
      reason: 'Court order',
      sourceList: 'FIU',
      listedOn: cairoDate(),
    });
    await post(`/financing/application-reviews/process-batch/${batch.id}`);
    const failed = await settledBatch(batch);
    expect(failed.status).toBe('FAILED');
    const [after] = await t.db.select().from(afp).where(eq(afp.id, line!.id));
    expect(after!.approvedAmount).toBe(row!.approved);
  });

  it('fails the whole batch when a line changed since the file was checked, moving none', async () => {
    const [a, b] = await currentLines(2);
    const batch = await upload(
      'ApplicationReviewsStrategy',
      'race.csv',
      file('ApplicationReviewsStrategy', [
        { user_id: a!.userId, action: 'SUSPEND', reason: 'Collections asked' },
        { user_id: b!.userId, action: 'SUSPEND', reason: 'Collections asked' },
      ]),
    );
    await t.db.update(afp).set({ creditLineStatus: 3 }).where(eq(afp.id, b!.id));
    await post(`/financing/application-reviews/process-batch/${batch.id}`);
    const failed = await settledBatch(batch);
    expect(failed.status).toBe('FAILED');
    expect(failed.failureReason).toContain('Credit lines changed since this file was checked');
    expect(failed.failureMessage).toEqual({ key: 'applyLinesChanged', params: { count: 1 } });
    const [lineA] = await t.db.select().from(afp).where(eq(afp.id, a!.id));
    expect(lineA!.creditLineStatus).toBe(2);
    expect(await t.db.select().from(financingReviews).where(eq(financingReviews.batchId, batch.id))).toEqual(
      [],
    );
  });
});

describe('CreditPromotionStrategy', () => {
  it("takes only the partner's own customers for a partner's promotion", async () => {
    const [promotion] = await t.db
      .select()
      .from(creditPromotions)
      .where(eq(creditPromotions.nameEn, 'Back to school: 3 months interest-free'));
    const clean = sql`not exists (select 1 from customer_applications c join aml_blacklist l on l.national_id = c.document_number where c.user_id = ${afp.userId})`;
    const [own] = await t.db
      .select({ userId: afp.userId })
      .from(afp)
      .where(and(eq(afp.isCurrent, true), eq(afp.partnerId, promotion!.partnerId!), clean));
    const [other] = await t.db
      .select({ userId: afp.userId })
      .from(afp)
      .where(and(eq(afp.isCurrent, true), sql`${afp.partnerId} <> ${promotion!.partnerId}`, clean));
    const batch = await upload(
      'CreditPromotionStrategy',
      'partner.csv',
      file('CreditPromotionStrategy', [
        { promotion_id: promotion!.id, user_id: own!.userId },
        { promotion_id: promotion!.id, user_id: other!.userId },
      ]),
    );
    expect(await errorsOf(batch)).toEqual([{ row: 3, column: 'user_id', key: 'promotionOtherPartner' }]);
  });

  it('makes customers eligible for a running promotion, refusing ended promotions, unknown and blacklisted users', async () => {
    const [running] = await t.db
      .select()
      .from(creditPromotions)
      .where(eq(creditPromotions.nameEn, 'Ramadan limit boost'));
    const [ended] = await t.db.select().from(creditPromotions).where(eq(creditPromotions.status, 'ENDED'));
    const [listed] = await t.db
      .select({ userId: customerApplications.userId })
      .from(customerApplications)
      .where(
        sql`exists (select 1 from aml_blacklist l where l.national_id = ${customerApplications.documentNumber})`,
      );
    const eligible = new Set(
      (
        await t.db
          .select()
          .from(creditPromotionUsers)
          .where(eq(creditPromotionUsers.promotionId, running!.id))
      ).map((u) => u.userId),
    );
    const [newcomer, already] = [
      (await t.db.select().from(customerApplications)).find(
        (c) => !eligible.has(c.userId) && c.userId !== listed!.userId,
      )!.userId,
      [...eligible][0]!,
    ];
    const bad = await upload(
      'CreditPromotionStrategy',
      'eligible.csv',
      file('CreditPromotionStrategy', [
        { promotion_id: running!.id, user_id: newcomer },
        { promotion_id: ended!.id, user_id: newcomer },
        { promotion_id: running!.id, user_id: 424242 },
        { promotion_id: running!.id, user_id: listed!.userId },
        { promotion_id: 777, user_id: newcomer },
      ]),
    );
    expect(await errorsOf(bad)).toEqual([
      { row: 3, column: 'promotion_id', key: 'promotionEnded' },
      { row: 4, column: 'user_id', key: 'appUserMissing' },
      { row: 5, column: 'user_id', key: 'customerBlacklisted' },
      { row: 6, column: 'promotion_id', key: 'promotionMissing' },
    ]);
    const good = await upload(
      'CreditPromotionStrategy',
      'eligible-fixed.csv',
      file('CreditPromotionStrategy', [
        { promotion_id: running!.id, user_id: newcomer },
        { promotion_id: running!.id, user_id: already },
      ]),
    );
    const confirmed = await post(
      `/files/bulk-upload/batches/${good.id}/confirm?feature=CreditPromotionStrategy`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await settledBatch(good)).toMatchObject({
      status: 'APPLIED',
      report: { inserted: 1, updated: 1 },
    });
    const list = (await get('/financing/credit-promotions?status=ACTIVE')).json().items as {
      id: number;
      eligibleUsers: number;
    }[];
    expect(list.find((p) => p.id === running!.id)!.eligibleUsers).toBe(eligible.size + 1);
  });
});
