import { and, asc, eq, gt } from 'drizzle-orm';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateTransactions as t } from '../../db/schema.ts';
import { asText, type CsvValue } from '../../lib/csv.ts';
import { keysetPages } from '../../lib/list-page.ts';

export const ORDERS_CSV_HEADER = [
  'order_id',
  'customer_id',
  'order_amount_egp',
  'cashback_egp',
  'status',
  'order_date',
  'updated_at',
] as const;

/**
 * A merchant's orders, oldest first, read 1,000 at a time by id (keyset) while the file goes out.
 * The customer appears by app user id only: no names or phones leave in the file.
 */
export async function* merchantOrderRows(db: DbOrTx, merchantId: number): AsyncGenerator<CsvValue[]> {
  const pages = keysetPages({
    start: 0,
    read: (after, size) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.merchantId, merchantId), gt(t.id, after)))
        .orderBy(asc(t.id))
        .limit(size),
    keyOf: (row) => row.id,
  });
  for await (const page of pages) {
    for (const row of page) {
      yield [
        asText(row.orderId),
        row.userId,
        egpOf(row.orderAmountPiastres),
        egpOf(row.cashbackPiastres),
        row.status,
        row.orderedOn,
        row.updatedAt.toISOString(),
      ];
    }
  }
}
