import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cairoDate } from '@cmt/contract/cairo-time';
import { transactionStatuses, type TransactionStatus } from '@cmt/contract/endpoints/affiliate';
import type { BulkRowError } from '@cmt/contract/endpoints/bulk';
import { piastresOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../../db/client.ts';
import { affiliateMerchants, appUsers } from '../../../db/schema.ts';
import { choice, day, egpAmount, id } from '../cells.ts';
import { cellMessage as m, rowError } from '../messages.ts';
import type { StagedRow } from '../strategy.ts';
import { BulkFileError } from '../bulk-file-error.ts';
import { defineStrategy } from '../strategy.ts';
import { stagedRecords } from '../write-staged.ts';

/*
 * The affiliate networks' transactions file (AffiliateTransactionStrategy). Each row is one order
 * of a customer at an affiliate merchant; an order already uploaded (same merchant and network
 * order id) is updated, not added again. Customers' cashback wallets move with the rows: pending
 * cashback while the network has not confirmed the order, available once CONFIRMED, nothing once
 * REVERSED, and a changed row moves the wallet by the difference only.
 */

const blank = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

const orderId = z.preprocess(
  blank,
  z.string({ error: m('required') }).regex(/^[A-Za-z0-9._-]{1,64}$/, m('orderId')),
);

/** A cashback may be zero (an order that earns nothing); never negative, two decimals at most. */
const cashbackAmount = z.preprocess(
  blank,
  z.string({ error: m('required') }).regex(/^\d{1,10}(\.\d{1,2})?$/, m('egpAmount')),
);

const transactionRow = z
  .object({
    order_id: orderId,
    affiliate_merchant_id: id,
    customer_id: id,
    order_amount: egpAmount,
    cashback: cashbackAmount,
    status: choice(transactionStatuses),
    order_date: day,
  })
  .superRefine((row, ctx) => {
    if (piastresOf(row.cashback) > piastresOf(row.order_amount))
      ctx.addIssue({ code: 'custom', path: ['cashback'], message: m('cashbackAboveOrder') });
    if (row.order_date > cairoDate())
      ctx.addIssue({ code: 'custom', path: ['order_date'], message: m('futureDate') });
  });
type TransactionRow = z.output<typeof transactionRow>;

/** A status that cannot come back: a confirmed order is not pending again, a reversed one stays reversed. */
const isBackward = (from: TransactionStatus, to: TransactionStatus) =>
  (from === 'CONFIRMED' && to === 'PENDING') || (from === 'REVERSED' && to !== 'REVERSED');

const RECORD = `order_id text, affiliate_merchant_id int, customer_id int, order_amount numeric,
  cashback numeric, status text, order_date date`;

async function existingIds(
  db: DbOrTx,
  table: typeof affiliateMerchants | typeof appUsers,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Merchants and customers exist; an order already uploaded does not move back in status. */
async function checkReferences(db: DbOrTx, rows: StagedRow<TransactionRow>[]): Promise<BulkRowError[]> {
  const merchants = await existingIds(db, affiliateMerchants, [
    ...new Set(rows.map(({ row }) => row.affiliate_merchant_id)),
  ]);
  const customers = await existingIds(db, appUsers, [...new Set(rows.map(({ row }) => row.customer_id))]);
  const known = rows.length
    ? await db.execute<{ merchant_id: number; order_id: string; status: TransactionStatus }>(sql`
        select t.merchant_id, t.order_id, t.status from affiliate_transactions t
        join unnest(${sql.param(rows.map(({ row }) => row.affiliate_merchant_id))}::int[],
                    ${sql.param(rows.map(({ row }) => row.order_id))}::text[]) as f(merchant_id, order_id)
          on t.merchant_id = f.merchant_id and t.order_id = f.order_id`)
    : { rows: [] };
  const statusOf = new Map(known.rows.map((t) => [`${t.merchant_id}|${t.order_id}`, t.status]));
  return rows.flatMap(({ rowNo, row }) => {
    const errors: BulkRowError[] = [];
    if (!merchants.has(row.affiliate_merchant_id))
      errors.push(
        rowError(rowNo, 'affiliate_merchant_id', 'affiliateMerchantMissing', {
          id: row.affiliate_merchant_id,
        }),
      );
    if (!customers.has(row.customer_id))
      errors.push(rowError(rowNo, 'customer_id', 'customerMissing', { id: row.customer_id }));
    const from = statusOf.get(`${row.affiliate_merchant_id}|${row.order_id}`);
    if (from && isBackward(from, row.status))
      errors.push(
        rowError(rowNo, 'status', 'transactionStatusBack', { order: row.order_id, from, to: row.status }),
      );
    return errors;
  });
}

export const affiliateTransactionsStrategy = defineStrategy<TransactionRow>({
  feature: 'AffiliateTransactionStrategy',
  row: transactionRow,
  duplicateKey: { column: 'order_id', of: (row) => `${row.affiliate_merchant_id}|${row.order_id}` },
  references: checkReferences,
  write: async (tx, chunk) => {
    // Transaction files apply one at a time: each chunk reads the orders' previous state to move
    // wallets by the difference, which another file applying at once would invalidate.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('affiliate_transactions'))`);
    // Checked at upload, checked again here: another file may have moved an order since.
    const backward = await tx.execute<{ order_id: string; was: string; now: string }>(sql`
      select s.order_id, t.status as was, s.status as now
      from (select r.* from ${stagedRecords(chunk, RECORD)}) s
      join affiliate_transactions t on t.merchant_id = s.affiliate_merchant_id and t.order_id = s.order_id
      where (t.status = 'CONFIRMED' and s.status = 'PENDING') or (t.status = 'REVERSED' and s.status <> 'REVERSED')
      limit 1`);
    const first = backward.rows[0];
    if (first) {
      throw new BulkFileError('applyOrderMoved', { order: first.order_id }, 'BULK_APPLY_REFUSED', 409);
    }
    const result = await tx.execute<{ inserted: number; updated: number }>(sql`
      with incoming as (
        select r.order_id, r.affiliate_merchant_id as merchant_id, r.customer_id as user_id,
          round(r.order_amount * 100)::bigint as order_amount, round(r.cashback * 100)::bigint as cashback,
          r.status, r.order_date, b.row_no, e.i
        from ${stagedRecords(chunk, RECORD)}),
      previous as (
        select t.user_id, t.status, t.cashback_piastres from affiliate_transactions t
        join incoming i on t.merchant_id = i.merchant_id and t.order_id = i.order_id),
      written as (
        insert into affiliate_transactions
          (merchant_id, order_id, user_id, order_amount_piastres, cashback_piastres, status, ordered_on, batch_id)
        select merchant_id, order_id, user_id, order_amount, cashback, status, order_date, ${chunk.batchId}
        from incoming order by row_no, i
        on conflict (merchant_id, order_id) do update set
          user_id = excluded.user_id, order_amount_piastres = excluded.order_amount_piastres,
          cashback_piastres = excluded.cashback_piastres, status = excluded.status,
          ordered_on = excluded.ordered_on, batch_id = excluded.batch_id, updated_at = now()
        returning user_id, status, cashback_piastres, (xmax = 0) as inserted),
      moves as (
        select user_id,
          sum(case when status = 'PENDING' then cashback_piastres else 0 end) as pending,
          sum(case when status = 'CONFIRMED' then cashback_piastres else 0 end) as available
        from (select user_id, status, cashback_piastres from written
              union all
              select user_id, status, -cashback_piastres from previous) changes
        group by user_id),
      wallets as (
        insert into cashback_wallets (user_id, pending_piastres, available_piastres)
        select user_id, pending, available from moves where pending <> 0 or available <> 0
        on conflict (user_id) do update set
          pending_piastres = cashback_wallets.pending_piastres + excluded.pending_piastres,
          available_piastres = cashback_wallets.available_piastres + excluded.available_piastres,
          updated_at = now()
        returning 1)
      select (count(*) filter (where inserted))::int as inserted,
        (count(*) filter (where not inserted))::int as updated,
        (select count(*) from wallets)::int as wallets
      from written`);
    const counts = result.rows[0];
    return { inserted: Number(counts?.inserted ?? 0), updated: Number(counts?.updated ?? 0) };
  },
});
