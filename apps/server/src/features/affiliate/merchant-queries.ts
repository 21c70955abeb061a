import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  AffiliateMerchant,
  AffiliateMerchantSummary,
  listAffiliateMerchants,
  lookupAffiliateMerchants,
  exportAffiliateMerchants,
} from '@cmt/contract/endpoints/affiliate';
import { egpOf, piastresOf } from '@cmt/contract/money';
import { errorMessages } from '@cmt/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateAggregators,
  affiliateCategories,
  affiliateMerchants as am,
  popularAffiliateMerchants,
} from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  logoUrlOf,
  lookupFilter,
  merchantList,
  sharedRecordOf,
  withPageCount,
} from '../../domain/merchants.ts';
import { listPage } from '../../lib/list-page.ts';

/** docs/requirements.md §P8's text for an unknown merchant id. */
export const affiliateMerchantNotFound = () => new AppError(404, 'NOT_FOUND', errorMessages.merchantNotFound);

/** numeric(14,2) as the database gives it ("5.5", "5.50" or 5.5) → "5.50". */
export const decimalText = (value: string | number): string => egpOf(piastresOf(String(value)));

// Written out with their tables: in a single-table select Drizzle renders columns unqualified, which
// a correlated subquery would resolve against its own table.
const orderCount = sql<number>`(select count(*)::int from affiliate_transactions t where t.merchant_id = affiliate_merchants.id)`;

const summaryColumns = {
  id: am.id,
  nameEn: am.nameEn,
  nameAr: am.nameAr,
  logoKey: am.logoKey,
  aggregatorId: am.aggregatorId,
  aggregatorName: affiliateAggregators.name,
  categoryId: am.categoryId,
  categoryNameEn: affiliateCategories.nameEn,
  categoryNameAr: affiliateCategories.nameAr,
  cashbackType: am.cashbackType,
  cashbackValue: am.cashbackValue,
  isActive: am.isActive,
  orderCount,
  version: am.version,
  updatedAt: am.updatedAt,
};

type SummaryRow = SelectResultFields<typeof summaryColumns>;

const toSummary =
  (cdnBase: string) =>
  ({ logoKey, cashbackValue, cashbackType, updatedAt, ...row }: SummaryRow): AffiliateMerchantSummary => ({
    ...row,
    logoUrl: logoUrlOf(cdnBase, logoKey),
    cashbackType: cashbackType as AffiliateMerchantSummary['cashbackType'],
    cashbackValue: decimalText(cashbackValue),
    updatedAt: updatedAt.toISOString(),
  });

const summaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(am)
    .innerJoin(affiliateAggregators, eq(affiliateAggregators.id, am.aggregatorId))
    .innerJoin(affiliateCategories, eq(affiliateCategories.id, am.categoryId));

/**
 * One merchant. The back office asks with isSourceAdmin=true and sees inactive merchants too; any
 * other caller finds active ones only.
 */
export async function findAffiliateMerchant(
  db: DbOrTx,
  cdnBase: string,
  id: number,
  { admin = true }: { admin?: boolean } = {},
): Promise<AffiliateMerchant> {
  const [found] = await db
    .select({
      row: am,
      orderCount,
      isPopular: sql<boolean>`exists (select 1 from popular_affiliate_merchants p where p.merchant_id = affiliate_merchants.id)`,
    })
    .from(am)
    .where(and(eq(am.id, id), admin ? undefined : eq(am.isActive, true)));
  if (!found) throw affiliateMerchantNotFound();
  const { row } = found;
  return {
    ...sharedRecordOf(cdnBase, row),
    aggregatorId: row.aggregatorId,
    trackingUrl: row.trackingUrl,
    cashbackType: row.cashbackType as AffiliateMerchant['cashbackType'],
    cashbackValue: decimalText(row.cashbackValue),
    isPopular: found.isPopular,
    orderCount: found.orderCount,
  };
}

/** A page of affiliate merchants (20 per page; totalPages = ceil(totalCount / 20)). */
/** The affiliate merchants list of these filters, for its page and its export (`exportAffiliateMerchants`). */
export const affiliateMerchantList = (
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof exportAffiliateMerchants>,
) =>
  merchantList(db, am, query, {
    rows: summaries(db).$dynamic(),
    where: [
      query.aggregatorId ? eq(am.aggregatorId, query.aggregatorId) : undefined,
      query.active === 'ALL' ? undefined : eq(am.isActive, query.active === 'ACTIVE'),
    ],
    sortColumns: { id: am.id, nameEn: am.nameEn, updatedAt: am.updatedAt },
    toItem: toSummary(cdnBase),
  });

export const listAffiliateMerchantPage = async (
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof listAffiliateMerchants>,
) => withPageCount(await listPage(query, affiliateMerchantList(db, cdnBase, query)));

/** Merchants by name (or ids), for the popular merchants picker: 20 at most, active ones first. */
export async function lookupAffiliateMerchantSummaries(
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof lookupAffiliateMerchants>,
): Promise<AffiliateMerchantSummary[]> {
  const rows = await summaries(db)
    .where(lookupFilter(am, query))
    .orderBy(desc(am.isActive), asc(am.nameEn), asc(am.id))
    .limit(20);
  return rows.map(toSummary(cdnBase));
}

/** The popular merchants in priority order (1 = first). */
export async function popularMerchantEntries(db: DbOrTx, cdnBase: string) {
  const rows = await db
    .select(summaryColumns)
    .from(popularAffiliateMerchants)
    .innerJoin(am, eq(am.id, popularAffiliateMerchants.merchantId))
    .innerJoin(affiliateAggregators, eq(affiliateAggregators.id, am.aggregatorId))
    .innerJoin(affiliateCategories, eq(affiliateCategories.id, am.categoryId))
    .orderBy(asc(popularAffiliateMerchants.priority));
  return rows.map((row, index) => ({ priority: index + 1, merchant: toSummary(cdnBase)(row) }));
}

export const aggregatorList = (db: DbOrTx) =>
  db
    .select({
      id: affiliateAggregators.id,
      code: affiliateAggregators.code,
      name: affiliateAggregators.name,
      isActive: affiliateAggregators.isActive,
    })
    .from(affiliateAggregators)
    .orderBy(asc(affiliateAggregators.name));
