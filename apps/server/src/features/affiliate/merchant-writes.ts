import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { AffiliateMerchant, createAffiliateMerchant } from '@cmt/contract/endpoints/affiliate';
import { affiliateMerchantLogoFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateAggregators,
  affiliateCategories,
  affiliateMerchants,
  affiliateTransactions,
  popularAffiliateMerchants,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited, auditedRecords } from '../../lib/audited.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { affiliateMerchantNotFound, findAffiliateMerchant } from './merchant-queries.ts';
import { lockRow, sharedColumnsOf } from '../../domain/merchants.ts';
import { checkImageIn } from '../../domain/uploaded-images.ts';

type MerchantInput = ParsedBodyOf<typeof createAffiliateMerchant>;

/**
 * The aggregator and category must exist; the category row is locked (KEY SHARE) so that a
 * category deleted at the same moment cannot leave the merchant pointing at nothing.
 */
async function checkReferences(tx: DbOrTx, input: MerchantInput): Promise<void> {
  const [aggregator] = await tx
    .select({ id: affiliateAggregators.id })
    .from(affiliateAggregators)
    .where(eq(affiliateAggregators.id, input.aggregatorId));
  if (!aggregator) throw fieldError(['aggregatorId'], 'chooseExistingAggregator');
  const [category] = await tx
    .select({ id: affiliateCategories.id })
    .from(affiliateCategories)
    .where(eq(affiliateCategories.id, input.categoryId))
    .for('key share');
  if (!category) throw fieldError(['categoryId'], 'chooseExistingCategory');
  await checkImageIn(tx, input.logoKey, affiliateMerchantLogoFolders, ['logoKey']);
}

const columnsOf = (input: MerchantInput) => ({
  ...sharedColumnsOf(input),
  aggregatorId: input.aggregatorId,
  trackingUrl: input.trackingUrl,
  cashbackType: input.cashbackType,
  cashbackValue: input.cashbackValue,
});

export async function insertAffiliateMerchant(tx: DbOrTx, input: MerchantInput): Promise<number> {
  await checkReferences(tx, input);
  const [row] = await tx
    .insert(affiliateMerchants)
    .values(columnsOf(input))
    .returning({ id: affiliateMerchants.id });
  return row!.id;
}

export async function changeAffiliateMerchant(tx: DbOrTx, id: number, input: MerchantInput): Promise<void> {
  await checkReferences(tx, input);
  await tx
    .update(affiliateMerchants)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(affiliateMerchants.id, id));
}

/** A merchant whose orders were uploaded keeps them (customers' cashback comes from them): 409. */
export async function removeAffiliateMerchant(tx: DbOrTx, id: number): Promise<void> {
  await lockRow(tx, affiliateMerchants, id, affiliateMerchantNotFound);
  const [orders] = await tx
    .select({ n: count() })
    .from(affiliateTransactions)
    .where(eq(affiliateTransactions.merchantId, id));
  if (orders && orders.n > 0) {
    throw conflict(
      `The merchant has ${orders.n} order(s) that customers earned cashback on: deactivate it instead`,
      'AFFILIATE_MERCHANT_HAS_ORDERS',
    );
  }
  await tx.delete(affiliateMerchants).where(eq(affiliateMerchants.id, id));
}

/** Audited create, update and delete of affiliate merchants, with their public shape before and after. */
export const affiliateMerchantRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<AffiliateMerchant>({
    type: 'affiliate-merchant',
    read: (tx, id) => findAffiliateMerchant(tx, cdnBase, id),
    versioned: { table: affiliateMerchants, notFound: affiliateMerchantNotFound },
  })(db, actor);

/**
 * Replaces the popular selection, in order, with its audit entry. Every id must be an active
 * merchant (an inactive one is not shown in the app): otherwise 400 on merchantIds, nothing written.
 */
export function savePopularMerchantIds(db: DbOrTx, actor: Actor, ids: readonly number[]): Promise<void> {
  return audited(
    db,
    actor,
    'affiliate-popular-merchants.save',
    'affiliate-popular-merchants',
    async (tx, note) => {
      // One save at a time: the selection is replaced as a whole.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('popular_affiliate_merchants'))`);
      if (ids.length) {
        const found = await tx
          .select({ id: affiliateMerchants.id })
          .from(affiliateMerchants)
          .where(and(inArray(affiliateMerchants.id, [...ids]), eq(affiliateMerchants.isActive, true)))
          .for('key share');
        const active = new Set(found.map((row) => row.id));
        const missing = ids.filter((id) => !active.has(id));
        if (missing.length)
          throw fieldError(['merchantIds'], 'noActiveAffiliateMerchant', { ids: missing.join(', ') });
      }
      const before = await tx
        .select({ id: popularAffiliateMerchants.merchantId })
        .from(popularAffiliateMerchants)
        .orderBy(popularAffiliateMerchants.priority);
      await tx.delete(popularAffiliateMerchants);
      if (ids.length) {
        await tx
          .insert(popularAffiliateMerchants)
          .values(ids.map((merchantId, index) => ({ merchantId, priority: index + 1 })));
      }
      note.before = { merchantIds: before.map((row) => row.id) };
      note.after = { merchantIds: ids };
    },
  );
}
