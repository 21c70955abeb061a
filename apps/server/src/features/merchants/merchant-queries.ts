import { asc, eq, gte, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  Branch,
  listMerchants,
  lookupMerchants,
  Merchant,
  exportMerchants,
} from '@cmt/contract/endpoints/merchants';
import { errorMessages } from '@cmt/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { branches, categories, merchants } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  logoUrlOf,
  lookupFilter,
  merchantList,
  sharedRecordOf,
  withPageCount,
} from '../../domain/merchants.ts';
import { listPage } from '../../lib/list-page.ts';

export const merchantNotFound = () => new AppError(404, 'NOT_FOUND', errorMessages.merchantNotFound);

const toBranch = (row: typeof branches.$inferSelect): Branch => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  addressEn: row.addressEn,
  addressAr: row.addressAr,
  city: row.city,
  governorate: row.governorate,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  phone: row.phone,
});

export async function branchesOf(db: DbOrTx, merchantId: number): Promise<Branch[]> {
  const rows = await db
    .select()
    .from(branches)
    .where(eq(branches.merchantId, merchantId))
    .orderBy(asc(branches.id));
  return rows.map(toBranch);
}

export async function findMerchant(db: DbOrTx, cdnBase: string, id: number): Promise<Merchant> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  if (!row) throw merchantNotFound();
  return {
    ...sharedRecordOf(cdnBase, row),
    website: row.website,
    hotline: row.hotline,
    offerCount: row.offerCount,
    branches: await branchesOf(db, id),
  };
}

export type MerchantListQuery = ParsedQueryOf<typeof listMerchants>;

/**
 * The merchants list of these filters, for its page and its export (`exportMerchants`);
 * `minOfferCount` filters on the trigger-kept count of live offers.
 */
export const merchantListOf = (db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof exportMerchants>) =>
  merchantList(db, merchants, query, {
    rows: db
      .select({
        id: merchants.id,
        nameEn: merchants.nameEn,
        nameAr: merchants.nameAr,
        categoryId: merchants.categoryId,
        categoryNameEn: categories.nameEn,
        categoryNameAr: categories.nameAr,
        logoKey: merchants.logoKey,
        isActive: merchants.isActive,
        offerCount: merchants.offerCount,
        branchCount: sql<number>`(select count(*)::int from ${branches} where ${branches.merchantId} = ${merchants.id})`,
        version: merchants.version,
        updatedAt: merchants.updatedAt,
      })
      .from(merchants)
      .innerJoin(categories, eq(categories.id, merchants.categoryId))
      .$dynamic(),
    where: [query.minOfferCount > 0 ? gte(merchants.offerCount, query.minOfferCount) : undefined],
    sortColumns: {
      id: merchants.id,
      nameEn: merchants.nameEn,
      offerCount: merchants.offerCount,
      updatedAt: merchants.updatedAt,
    },
    toItem: ({ logoKey, updatedAt, ...row }) => ({
      ...row,
      logoUrl: logoUrlOf(cdnBase, logoKey),
      updatedAt: updatedAt.toISOString(),
    }),
  });

/**
 * A page of merchants. Without a filter (no text, category or minimum of offers) its statement
 * depends only on the sort and order: built once and kept (`listPage`'s `kept`).
 */
export const listMerchantPage = async (db: DbOrTx, cdnBase: string, query: MerchantListQuery) => {
  const unfiltered = !query.query && !query.categoryId && !(query.minOfferCount > 0);
  return withPageCount(
    await listPage(query, {
      ...merchantListOf(db, cdnBase, query),
      ...(unfiltered ? { kept: { db, name: 'merchants' } } : {}),
    }),
  );
};

export async function lookupMerchantNames(db: DbOrTx, query: ParsedQueryOf<typeof lookupMerchants>) {
  return db
    .select({ id: merchants.id, nameEn: merchants.nameEn, nameAr: merchants.nameAr })
    .from(merchants)
    .where(lookupFilter(merchants, query))
    .orderBy(asc(merchants.nameEn), asc(merchants.id))
    .limit(20);
}

/** Every merchant and offer category, by English name. */
export const categoryList = (db: DbOrTx) =>
  db
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .orderBy(asc(categories.nameEn));
