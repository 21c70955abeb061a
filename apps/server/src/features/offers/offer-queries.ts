import { and, asc, desc, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Offer, OfferHit } from '@cmt/contract/endpoints/offers';
import { errorMessages } from '@cmt/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { merchants, offerBranches, offerCounts, offers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql.ts';
import { publicUrl } from '../../lib/storage.ts';

export const offerNotFound = () => new AppError(404, 'NOT_FOUND', errorMessages.offerNotFound);

/** The columns of a list row: the offer's own plus its merchant's names. */
export const hitColumns = {
  id: offers.id,
  kind: offers.kind,
  titleEn: offers.titleEn,
  titleAr: offers.titleAr,
  merchantId: offers.merchantId,
  merchantNameEn: merchants.nameEn,
  merchantNameAr: merchants.nameAr,
  discountType: offers.discountType,
  discountValue: offers.discountValue,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  status: offers.status,
  imageKey: offers.imageKey,
  isDeleted: offers.isDeleted,
  updatedAt: offers.updatedAt,
};
interface HitRow {
  id: number;
  kind: string;
  titleEn: string;
  titleAr: string;
  merchantId: number;
  merchantNameEn: string;
  merchantNameAr: string;
  discountType: string;
  discountValue: string;
  startsAt: string;
  endsAt: string;
  status: string;
  imageKey: string | null;
  isDeleted: boolean;
  updatedAt: Date;
}

export const toHit =
  (cdnBase: string) =>
  (row: HitRow): OfferHit => ({
    id: row.id,
    kind: row.kind as OfferHit['kind'],
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    merchantId: row.merchantId,
    merchantNameEn: row.merchantNameEn,
    merchantNameAr: row.merchantNameAr,
    discountType: row.discountType as OfferHit['discountType'],
    discountValue: Number(row.discountValue),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status as OfferHit['status'],
    imageUrl: row.imageKey ? publicUrl(cdnBase, row.imageKey) : null,
    isDeleted: row.isDeleted,
    updatedAt: row.updatedAt.toISOString(),
  });

/** Offer hits by id, in the order of `ids` (ids without a live offer are left out). */
export async function hitsByIds(db: DbOrTx, cdnBase: string, ids: readonly number[]): Promise<OfferHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(hitColumns)
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(inArray(offers.id, [...ids]), eq(offers.isDeleted, false)));
  const byId = new Map(rows.map((row) => [row.id, toHit(cdnBase)(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One offer with everything the forms show; `kind` narrows to regular or card offers. */
export async function findOffer(
  db: DbOrTx,
  cdnBase: string,
  id: number,
  kind?: 'REGULAR' | 'CARD',
): Promise<Offer> {
  const [row] = await db
    .select({ ...hitColumns, offer: offers })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.id, id), kind ? eq(offers.kind, kind) : undefined));
  if (!row) throw offerNotFound();
  const branchRows = await db
    .select({ branchId: offerBranches.branchId })
    .from(offerBranches)
    .where(eq(offerBranches.offerId, id))
    .orderBy(asc(offerBranches.branchId));
  const { offer } = row;
  return {
    ...toHit(cdnBase)(row),
    descriptionEn: offer.descriptionEn,
    descriptionAr: offer.descriptionAr,
    termsEn: offer.termsEn,
    termsAr: offer.termsAr,
    categoryId: offer.categoryId,
    imageKey: offer.imageKey,
    tags: offer.tags,
    branchIds: branchRows.map((b) => b.branchId),
    version: offer.version,
    createdAt: offer.createdAt.toISOString(),
  };
}

export interface OfferSearch {
  query?: string | undefined;
  status?: string | undefined;
  ids?: string | undefined;
  page: number;
  pageSize: number;
  sort: 'id' | 'titleEn' | 'startsAt' | 'endsAt' | 'updatedAt';
  order: 'asc' | 'desc';
}

const sortColumns = {
  id: offers.id,
  titleEn: offers.titleEn,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  updatedAt: offers.updatedAt,
};

/**
 * SPEC §5: empty query and status are dropped; when ids are given, query and status are dropped,
 * otherwise ids is dropped.
 */
export function normaliseSearch(search: OfferSearch): { query?: string; status?: string; ids?: number[] } {
  if (search.ids) return { ids: [...new Set(search.ids.split(',').map(Number))] };
  return {
    ...(search.query ? { query: search.query } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
}

/**
 * A page of live offers of one kind. Text matches the English or Arabic title anywhere (ILIKE served
 * by the pg_trgm GIN indexes); without text or ids, the total comes from the trigger-kept counters
 * instead of counting every row.
 */
export async function searchOffers(
  db: DbOrTx,
  cdnBase: string,
  kind: 'REGULAR' | 'CARD',
  search: OfferSearch,
) {
  const filter = normaliseSearch(search);
  const conditions: SQL[] = [eq(offers.kind, kind), eq(offers.isDeleted, false)];
  if (filter.ids) conditions.push(inArray(offers.id, filter.ids));
  if (filter.status) conditions.push(eq(offers.status, filter.status));
  if (filter.query) {
    const pattern = `%${escapeLike(filter.query)}%`;
    conditions.push(or(ilike(offers.titleEn, pattern), ilike(offers.titleAr, pattern))!);
  }
  const where = and(...conditions);
  const order = search.order === 'asc' ? asc : desc;
  // The page is cut from offers alone, then joined to its merchants: a text search may match
  // thousands of offers and only the 20 shown need their merchant's names.
  const { merchantNameEn: _en, merchantNameAr: _ar, ...offerColumns } = hitColumns;
  const page = db
    .select(offerColumns)
    .from(offers)
    .where(where)
    .orderBy(order(sortColumns[search.sort]), order(offers.id))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .as('page');
  const counted = !filter.query && !filter.ids;
  const counterTotal = db
    .select({ value: sql<number>`coalesce(${sum(offerCounts.total)}, 0)::int` })
    .from(offerCounts)
    .where(
      and(eq(offerCounts.kind, kind), filter.status ? eq(offerCounts.status, filter.status) : undefined),
    );
  const rowsPromise = db
    .select({
      ...page._.selectedFields,
      merchantNameEn: merchants.nameEn,
      merchantNameAr: merchants.nameAr,
      // Without text or ids the total is read from the counters in the same statement: one round trip.
      ...(counted ? { total: sql<number>`(${counterTotal})` } : {}),
    })
    .from(page)
    .innerJoin(merchants, eq(merchants.id, page.merchantId))
    .orderBy(order(page[search.sort]), order(page.id));
  const countPromise = counted
    ? null
    : db
        .select({ value: sql<number>`count(*)::int` })
        .from(offers)
        .where(where);
  const [rows, countRows] = await Promise.all([rowsPromise, countPromise]);
  const first = rows[0] as { total?: number } | undefined;
  // A page past the end has no row to carry the counter total: ask for it alone then.
  const total = countRows
    ? (countRows[0]?.value ?? 0)
    : first
      ? Number(first.total)
      : ((await counterTotal)[0]?.value ?? 0);
  return {
    hits: rows.map(toHit(cdnBase)),
    total,
    page: search.page,
    pageSize: search.pageSize,
    totalPages: Math.ceil(total / search.pageSize),
  };
}
