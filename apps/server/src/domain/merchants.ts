import { eq, inArray, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type {
  MerchantLookupQuery,
  SharedMerchantInput,
  SharedMerchantListQuery,
  SharedMerchantRecord,
} from '@cmt/contract/endpoints/merchant-fields';
import type { DbOrTx } from '../db/client.ts';
import type { merchants } from '../db/schema.ts';
import type { AppError } from '../lib/errors.ts';
import { defineList, type Page, type RowOf } from '../lib/list-page.ts';
import { containsText } from '../lib/sql.ts';
import { publicUrl } from '../lib/storage.ts';

/*
 * The merchant kit, server side: what merchants (features/merchants) and affiliate merchants
 * (features/affiliate) share because it is the same thing, as the contract's merchant-fields.ts
 * declares it. Each feature keeps what only its spec has (branches and offers; aggregators,
 * cashback and orders).
 */

/** A table with English and Arabic names: either kind of merchant, or an affiliate category. */
interface Named {
  nameEn: AnyPgColumn;
  nameAr: AnyPgColumn;
}

/** `text` anywhere in the English or the Arabic name, ignoring case where case exists (`containsText`). */
export function nameContains(table: Named, text: string, pattern?: Placeholder): SQL {
  return or(containsText(table.nameEn, text, pattern), containsText(table.nameAr, text, pattern))!;
}

/** A picker's lookup: the ids asked for (the merchants already chosen), else names containing the text. */
export function lookupFilter(
  table: Named & { id: AnyPgColumn },
  query: MerchantLookupQuery,
): SQL | undefined {
  if (query.ids) return inArray(table.id, query.ids.split(',').map(Number));
  return query.query ? nameContains(table, query.query) : undefined;
}

/** A page as the merchant screens read it: with `totalCount` and `totalPages` (docs/requirements.md §P3, `countedPage`). */
export const withPageCount = <Item>(page: Page<Item>) => ({
  ...page,
  totalCount: page.total,
  totalPages: Math.ceil(page.total / page.pageSize),
});

/** A merchant table: `merchants` or `affiliate_merchants`. */
type MerchantTable = PgTable & Named & { id: AnyPgColumn; categoryId: AnyPgColumn };

/**
 * A page of a merchants list (either kind): the list query's name and category filters (the
 * contract's `merchantListQueryFields`) and the list's own, its sort columns with ties broken by
 * id in the same order, counted on the merchant table alone.
 */
export function merchantList<T extends PgSelect, Item, S extends string>(
  db: DbOrTx,
  table: MerchantTable,
  query: Omit<SharedMerchantListQuery, 'page' | 'pageSize'>,
  list: {
    /** The row statement: the merchant table and its joins, `.$dynamic()`. */
    rows: T;
    where?: (SQL | undefined)[];
    sortColumns: Record<S, AnyColumn>;
    toItem: (row: RowOf<T>) => Item;
  },
) {
  return defineList({
    rows: list.rows,
    count: db
      .select({ value: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .$dynamic(),
    where: [
      query.query ? nameContains(table, query.query) : undefined,
      query.categoryId ? eq(table.categoryId, query.categoryId) : undefined,
      ...(list.where ?? []),
    ],
    sortColumns: list.sortColumns,
    tiebreak: table.id,
    toItem: list.toItem,
    key: table.id,
  });
}

/** Where an uploaded logo is served from, or null without one. */
export const logoUrlOf = (cdnBase: string, key: string | null): string | null =>
  key ? publicUrl(cdnBase, key) : null;

/** The stored columns every kind of merchant has (`merchants` and `affiliate_merchants` alike). */
type SharedRow = Pick<typeof merchants.$inferSelect, Exclude<keyof SharedMerchantRecord, 'logoUrl'>>;

/** A merchant row's shared part of its record: names, descriptions, category, logo, active, version and times. */
export const sharedRecordOf = (cdnBase: string, row: SharedRow): SharedMerchantRecord => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  descriptionEn: row.descriptionEn,
  descriptionAr: row.descriptionAr,
  categoryId: row.categoryId,
  logoKey: row.logoKey,
  logoUrl: logoUrlOf(cdnBase, row.logoKey),
  isActive: row.isActive,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns a merchant form writes that every kind of merchant has (an empty logo is none). */
export const sharedColumnsOf = (input: SharedMerchantInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  categoryId: input.categoryId,
  logoKey: input.logoKey || null,
  isActive: input.isActive,
});

/**
 * Locks the row of a merchant (or of an affiliate category) FOR UPDATE for the change that follows
 * in the transaction, or throws its 404: a delete or an edit then sees, and keeps, the row as it is.
 */
export async function lockRow(
  tx: DbOrTx,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  notFound: () => AppError,
): Promise<void> {
  const [locked] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!locked) throw notFound();
}
