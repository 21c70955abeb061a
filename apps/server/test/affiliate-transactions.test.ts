import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { BulkRowError } from '@cmt/contract/endpoints/bulk';
import { affiliateTransactions, bulkBatches, cashbackWallets } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  TRANSACTIONS_HEADER,
  applyTransactions,
  makeCustomers,
  makeMerchant,
  uploadTransactions,
} from './affiliate-fixtures.ts';

let t: TestApp;
let staff: { authorization: string };
let merchantId: number;

const ANA = 600001;
const BASSEM = 600002;
const CHAKER = 600003;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-affiliate-transactions']);
  await makeCustomers(t, [ANA, BASSEM, CHAKER]);
  ({ merchantId } = await makeMerchant(t));
});
afterAll(() => t?.close());

const file = (...rows: string[]) => [TRANSACTIONS_HEADER, ...rows].join('\r\n') + '\r\n';
const row = (
  order: string,
  customer: number,
  amount: string,
  cashback: string,
  status: string,
  day = '2026-01-15',
) => `${order},${merchantId},${customer},${amount},${cashback},${status},${day}`;

/** A customer's wallet in EGP piastres: pending, available, paid out. */
const wallet = async (userId: number) => {
  const [found] = await t.db.select().from(cashbackWallets).where(eq(cashbackWallets.userId, userId));
  return found ? [found.pendingPiastres, found.availablePiastres, found.paidOutPiastres] : [0, 0, 0];
};
const errorsOf = async (batchId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${V2}/files/bulk-upload/batches/${batchId}/errors?feature=AffiliateTransactionStrategy&pageSize=100`,
      headers: staff,
    })
  ).json().items as BulkRowError[];

describe('the transactions file', () => {
  it('reports every bad row by column, applies nothing, then applies the fixed file all at once', async () => {
    const bad = await uploadTransactions(
      t,
      staff.authorization,
      file(
        row('NOON-1', ANA, '1000.00', '50.00', 'PENDING'),
        row('NOON-2', 999999, '500', '20', 'PENDING'),
        `NOON-3,888888,${ANA},500,20,PENDING,2026-01-15`,
        row('NOON-4', BASSEM, '100', '150', 'CONFIRMED'),
        row('NOON-5', BASSEM, '100', '5', 'SHIPPED'),
        row('NOON-6', BASSEM, '100', '5', 'PENDING', '2099-01-01'),
        row('NOON 7!', BASSEM, '100', '5', 'PENDING'),
        row('NOON-1', BASSEM, '100', '5', 'PENDING'),
        row('=cmd', BASSEM, '100', '5', 'PENDING'),
      ),
    );
    expect(bad).toMatchObject({ status: 'INVALID', totalRows: 9, validRows: 1, invalidRows: 8 });
    const report = (await errorsOf(bad.id)).map((e) => [e.row, e.column, e.key]);
    expect(report).toEqual([
      [3, 'customer_id', 'customerMissing'],
      [4, 'affiliate_merchant_id', 'affiliateMerchantMissing'],
      [5, 'cashback', 'cashbackAboveOrder'],
      [6, 'status', 'oneOf'],
      [7, 'order_date', 'futureDate'],
      [8, 'order_id', 'orderId'],
      [9, 'order_id', 'duplicate'],
      [10, 'order_id', 'formula'],
    ]);
    expect(await t.countRows(affiliateTransactions)).toBe(0);

    const good = await uploadTransactions(
      t,
      staff.authorization,
      file(
        row('NOON-1', ANA, '1000.00', '50.00', 'PENDING'),
        row('NOON-2', ANA, '2500.50', '125.25', 'CONFIRMED'),
        row('NOON-3', BASSEM, '300', '0', 'CONFIRMED'),
        row('NOON-4', BASSEM, '800', '40', 'REVERSED'),
      ),
    );
    expect(good).toMatchObject({ status: 'VALID', validRows: 4 });
    const applied = await applyTransactions(t, staff.authorization, good);
    expect(applied).toMatchObject({ status: 'APPLIED', report: { inserted: 4, updated: 0 }, progress: 4 });
    expect(await wallet(ANA)).toEqual([5000, 12525, 0]);
    expect(await wallet(BASSEM)).toEqual([0, 0, 0]);
    const [stored] = await t.db
      .select()
      .from(affiliateTransactions)
      .where(eq(affiliateTransactions.orderId, 'NOON-2'));
    expect(stored).toMatchObject({
      orderAmountPiastres: 250050,
      cashbackPiastres: 12525,
      status: 'CONFIRMED',
      batchId: good.id,
    });

    // The same content twice: refused, whatever the file is called.
    const again = await uploadTransactions(
      t,
      staff.authorization,
      file(
        row('NOON-1', ANA, '1000.00', '50.00', 'PENDING'),
        row('NOON-2', ANA, '2500.50', '125.25', 'CONFIRMED'),
        row('NOON-3', BASSEM, '300', '0', 'CONFIRMED'),
        row('NOON-4', BASSEM, '800', '40', 'REVERSED'),
      ),
    );
    expect(again.alreadyAppliedBatchId).toBe(good.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V2}/files/bulk-upload/batches/${again.id}/confirm?feature=AffiliateTransactionStrategy`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(409);
    expect(await wallet(ANA)).toEqual([5000, 12525, 0]);
  });

  it('updates a re-uploaded order instead of adding it, moving the wallet by the difference only', async () => {
    const order = (status: string, cashback = '80.00') => row('JUMIA-9', CHAKER, '1600.00', cashback, status);
    await applyTransactions(
      t,
      staff.authorization,
      await uploadTransactions(t, staff.authorization, file(order('PENDING'))),
    );
    expect(await wallet(CHAKER)).toEqual([8000, 0, 0]);

    const confirmed = await applyTransactions(
      t,
      staff.authorization,
      await uploadTransactions(
        t,
        staff.authorization,
        file(order('CONFIRMED'), row('JUMIA-10', CHAKER, '100', '5', 'PENDING')),
      ),
    );
    expect(confirmed.report).toEqual({ inserted: 1, updated: 1 });
    expect(await wallet(CHAKER)).toEqual([500, 8000, 0]);

    // A partial return: the network lowers the cashback of a confirmed order.
    await applyTransactions(
      t,
      staff.authorization,
      await uploadTransactions(t, staff.authorization, file(order('CONFIRMED', '60.00'))),
    );
    expect(await wallet(CHAKER)).toEqual([500, 6000, 0]);

    await applyTransactions(
      t,
      staff.authorization,
      await uploadTransactions(t, staff.authorization, file(order('REVERSED', '60.00'))),
    );
    expect(await wallet(CHAKER)).toEqual([500, 0, 0]);
    const rows = await t.db
      .select()
      .from(affiliateTransactions)
      .where(eq(affiliateTransactions.orderId, 'JUMIA-9'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('REVERSED');
  });

  it('refuses to move an order back (confirmed to pending, reversed to anything) at upload', async () => {
    const batch = await uploadTransactions(
      t,
      staff.authorization,
      file(
        row('NOON-2', ANA, '2500.50', '125.25', 'PENDING'),
        row('NOON-4', BASSEM, '800', '40', 'CONFIRMED'),
      ),
    );
    expect(batch.status).toBe('INVALID');
    expect((await errorsOf(batch.id)).map((e) => e.message)).toEqual([
      'Order NOON-2 is already CONFIRMED: it can’t become PENDING',
      'Order NOON-4 is already REVERSED: it can’t become CONFIRMED',
    ]);
  });

  it('a failure in the middle of applying leaves every order and wallet as it was, and the batch can be applied again', async () => {
    const customers = Array.from({ length: 30 }, (_, i) => 610000 + i);
    await makeCustomers(t, customers);
    // 5,200 rows: applied 5,000 per statement, so the last customer's rows (the last 100) come in
    // the second statement, after the first one has written orders and wallets.
    const lines = Array.from({ length: 5200 }, (_, i) =>
      row(
        `BIG-${i}`,
        i >= 5100 ? customers[29]! : customers[i % 29]!,
        '200.00',
        '10.00',
        i % 2 ? 'CONFIRMED' : 'PENDING',
      ),
    );
    const batch = await uploadTransactions(t, staff.authorization, file(...lines));
    expect(batch).toMatchObject({ status: 'VALID', validRows: 5200 });
    const before = await t.countRows(affiliateTransactions);
    const walletsBefore = await t.db.select().from(cashbackWallets);
    // The wallet of the last customer refuses to move: the last rows fail after the first were written.
    await t.db.execute(sql`create function refuse_wallet() returns trigger language plpgsql as $$
      begin if new.user_id = ${sql.raw(String(customers.at(-1)))} then raise exception 'wallet service unavailable'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_wallet before insert or update on cashback_wallets for each row execute function refuse_wallet()`,
    );
    const failed = await applyTransactions(t, staff.authorization, batch);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureReason: 'wallet service unavailable',
      progress: 0,
    });
    expect(await t.countRows(affiliateTransactions)).toBe(before);
    expect(await t.db.select().from(cashbackWallets)).toEqual(walletsBefore);

    await t.db.execute(sql`drop trigger refuse_wallet on cashback_wallets`);
    const applied = await applyTransactions(t, staff.authorization, batch);
    expect(applied).toMatchObject({ status: 'APPLIED', report: { inserted: 5200, updated: 0 } });
    // The last customer: 100 rows of EGP 10, half pending and half confirmed.
    expect(await wallet(customers[29]!)).toEqual([50000, 50000, 0]);
    const [total] = (
      await t.db.execute<{
        pending: string;
        available: string;
      }>(sql`select sum(pending_piastres)::text as pending,
        sum(available_piastres)::text as available from cashback_wallets where user_id >= 610000`)
    ).rows;
    expect(total).toEqual({ pending: String(2600 * 1000), available: String(2600 * 1000) });
    const [stored] = await t.db.select().from(bulkBatches).where(eq(bulkBatches.id, batch.id));
    expect(stored!.appliedAt).not.toBeNull();
  });

  it('offers the template with the transaction columns to its own permission only', async () => {
    const other = await t.signIn(['manage-merchant-bulk']);
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/files/bulk-upload/batches?feature=AffiliateTransactionStrategy`,
      headers: other,
    });
    expect(response.statusCode).toBe(403);
  });
});
