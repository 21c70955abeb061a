import { asc, eq, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  AffiliateCategory,
  listAffiliateCategories,
  exportAffiliateCategories,
} from '@cmt/contract/endpoints/affiliate';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateCategories } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { logoUrlOf, nameContains, withPageCount } from '../../domain/merchants.ts';
import { listPage, defineList } from '../../lib/list-page.ts';

export const categoryNotFound = () => notFound('Affiliate category');

type Row = typeof affiliateCategories.$inferSelect;

// Written out with its tables: in a single-table select Drizzle renders columns unqualified.
const merchantCount = sql<number>`(select count(*)::int from affiliate_merchants m where m.category_id = affiliate_categories.id)`;

const toCategory = (cdnBase: string, row: Row, merchants: number): AffiliateCategory => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  logoKey: row.logoKey,
  logoUrl: logoUrlOf(cdnBase, row.logoKey),
  position: row.position,
  isActive: row.isActive,
  merchantCount: merchants,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findCategory(db: DbOrTx, cdnBase: string, id: number): Promise<AffiliateCategory> {
  const [found] = await db
    .select({ row: affiliateCategories, merchants: merchantCount })
    .from(affiliateCategories)
    .where(eq(affiliateCategories.id, id));
  if (!found) throw categoryNotFound();
  return toCategory(cdnBase, found.row, found.merchants);
}

/** A page of categories (docs/requirements.md §P9: 20 per page, totalPages = ceil(totalCount / 20)), each with its merchant count. */
/** The affiliate categories list of these filters, for its page and its export (`exportAffiliateCategories`). */
export function categoryList(
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof exportAffiliateCategories>,
) {
  return defineList({
    rows: db
      .select({ row: affiliateCategories, merchants: merchantCount })
      .from(affiliateCategories)
      .$dynamic(),
    count: db
      .select({ value: sql<number>`count(*)::int` })
      .from(affiliateCategories)
      .$dynamic(),
    where: [
      query.query ? nameContains(affiliateCategories, query.query) : undefined,
      query.active === 'ALL' ? undefined : eq(affiliateCategories.isActive, query.active === 'ACTIVE'),
    ],
    sortColumns: {
      position: affiliateCategories.position,
      nameEn: affiliateCategories.nameEn,
      updatedAt: affiliateCategories.updatedAt,
    },
    tiebreak: affiliateCategories.id,
    toItem: ({ row, merchants }) => toCategory(cdnBase, row, merchants),
    key: affiliateCategories.id,
    keyOf: (category) => category.id,
  });
}

export async function listCategoryPage(
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof listAffiliateCategories>,
) {
  const page = await listPage(query, categoryList(db, cdnBase, query));
  return withPageCount(page);
}

/** Every category by name, for the merchant form and the merchants list filter. */
export const categoryNames = (db: DbOrTx) =>
  db
    .select({
      id: affiliateCategories.id,
      nameEn: affiliateCategories.nameEn,
      nameAr: affiliateCategories.nameAr,
      isActive: affiliateCategories.isActive,
    })
    .from(affiliateCategories)
    .orderBy(asc(affiliateCategories.position), asc(affiliateCategories.id));
