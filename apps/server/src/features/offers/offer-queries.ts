import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  Offer,
  OfferHit,
  OfferKind,
  searchRegularOffers,
  exportRegularOffers,
} from '@cmt/contract/endpoints/offers';
import { cairoDate } from '@cmt/contract/cairo-time';
import { offerChosenStatuses, type OfferStatus } from '@cmt/contract/offer-status';
import { errorMessages } from '@cmt/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { categories, merchants, offerBranches, offerCounts, offerTags, offers } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { orderBy } from '../../lib/list-page.ts';
import { keptStatement } from '../../lib/kept-statements.ts';
import { containsPattern, containsText, hasCase } from '../../lib/sql.ts';
import { publicUrl } from '../../lib/storage.ts';

/** Cairo's day a list is shown on (`YYYY-MM-DD`), or its placeholder in a kept statement. */
type Day = string | Placeholder;

export const offerNotFound = () => new AppError(404, 'NOT_FOUND', errorMessages.offerNotFound);

/**
 * The status staff see on `today` (Cairo), in SQL: the same rule as `offerStatusOn` of the contract.
 * Computed for the rows of a page; filters use `statusIs`, which the indexes serve.
 */
export const shownStatus = (today: Day) =>
  sql<OfferStatus>`case when ${offers.endsAt} < ${today}::date then 'EXPIRED'
    when ${offers.status} = 'DRAFT' then 'DRAFT'
    when ${offers.status} <> 'ACTIVE' then 'INACTIVE'
    when ${offers.startsAt} > ${today}::date then 'SCHEDULED'
    else 'ACTIVE' end`;

/** Offers shown with `status` on `today`, as conditions on the chosen status and the date columns. */
export function statusIs(status: OfferStatus, today: Day): SQL {
  const day = sql`${today}::date`;
  const notEnded = gte(offers.endsAt, day);
  switch (status) {
    case 'EXPIRED':
      return lt(offers.endsAt, day);
    case 'DRAFT':
      return and(eq(offers.status, 'DRAFT'), notEnded)!;
    case 'INACTIVE':
      return and(notInArray(offers.status, ['DRAFT', 'ACTIVE']), notEnded)!;
    case 'SCHEDULED':
      return and(eq(offers.status, 'ACTIVE'), gt(offers.startsAt, day), notEnded)!;
    case 'ACTIVE':
      return and(eq(offers.status, 'ACTIVE'), lte(offers.startsAt, day), notEnded)!;
  }
}

/** The columns of a list row: the offer's own plus its merchant's names, and its status on `today`. */
export const hitColumns = (today: Day) => ({
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
  status: shownStatus(today).as('shown_status'),
  imageKey: offers.imageKey,
  isDeleted: offers.isDeleted,
  version: offers.version,
  updatedAt: offers.updatedAt,
});
type HitRow = SelectResultFields<ReturnType<typeof hitColumns>>;

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
    status: row.status,
    imageUrl: row.imageKey ? publicUrl(cdnBase, row.imageKey) : null,
    isDeleted: row.isDeleted,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });

/** Offer hits by id, in the order of `ids` (ids without a live offer are left out). */
export async function hitsByIds(
  db: DbOrTx,
  cdnBase: string,
  ids: readonly number[],
  today = cairoDate(),
): Promise<OfferHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(hitColumns(today))
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
  kind?: OfferKind,
  today = cairoDate(),
): Promise<Offer> {
  // Kept statements (lib/kept-statements.ts): one per kind asked for, the id and today as placeholders.
  const [row] = await keptStatement(db, `offer_${kind ?? 'any'}`.toLowerCase(), (name) =>
    db
      .select({ ...hitColumns(sql.placeholder('today')), offer: offers })
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .where(and(eq(offers.id, sql.placeholder('id')), kind ? eq(offers.kind, kind) : undefined))
      .prepare(name),
  ).execute({ id, today });
  if (!row) throw offerNotFound();
  const branchRows = await keptStatement(db, 'offer_branches', (name) =>
    db
      .select({ branchId: offerBranches.branchId })
      .from(offerBranches)
      .where(eq(offerBranches.offerId, sql.placeholder('id')))
      .orderBy(asc(offerBranches.branchId))
      .prepare(name),
  ).execute({ id });
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
    // Rows from before the chosen statuses were three are INACTIVE (migration 0009 moved them).
    chosenStatus: (offerChosenStatuses as readonly string[]).includes(offer.status)
      ? (offer.status as Offer['chosenStatus'])
      : 'INACTIVE',
    createdAt: offer.createdAt.toISOString(),
  };
}

/** The list's query, and what the pickers and tests add to it. */
export type OfferSearch = ParsedQueryOf<typeof searchRegularOffers> & OfferOptions;
/** A search's filters without its paging (the export's query). */
export type OfferFilters = ParsedQueryOf<typeof exportRegularOffers> & OfferOptions;
interface OfferOptions {
  /** Only offers that have not ended (the pickers of the popular, onboarding and custom lists). */
  notEnded?: boolean;
  /** Cairo's today by default; a test may fix it. */
  today?: string;
}

const sortColumns = {
  id: offers.id,
  titleEn: offers.titleEn,
  startsAt: offers.startsAt,
  endsAt: offers.endsAt,
  updatedAt: offers.updatedAt,
};

/**
 * docs/requirements.md §P5: empty query and status are dropped; when ids are given, query, status and endingWithin
 * are dropped, otherwise ids is dropped.
 */
export function normaliseSearch(search: OfferFilters): {
  query?: string;
  status?: OfferStatus;
  ids?: number[];
  endingWithin?: number;
} {
  if (search.ids) return { ids: [...new Set(search.ids.split(',').map(Number))] };
  return {
    ...(search.query ? { query: search.query } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.endingWithin ? { endingWithin: search.endingWithin } : {}),
  };
}

/**
 * Offers whose last day is within `days` days of `today` (Cairo), today included: not ended, ending
 * by today + days - 1. A range of `ends_at`, served by `offers_list_ends_idx` (kind, is_deleted, ends_at).
 */
export function endingWithin(days: number, today: Day): SQL {
  const day = sql`${today}::date`;
  return and(gte(offers.endsAt, day), lte(offers.endsAt, sql`${day} + ${days - 1}::int`))!;
}

/**
 * The total of live offers of `kind` shown with `status` (or all) on `today`, from the counters
 * kept by day (`offer_counts`): each offer counts once under its start day and once under its end
 * day, and an end is never before its start (a CHECK), so every status is a sum over day ranges:
 * ended = end before today; scheduled = active with a start after today; active = active and not
 * ended, less the scheduled ones.
 */
function countedTotal(db: DbOrTx, kind: string, status: OfferStatus | undefined, today: Day) {
  const day = sql`${today}::date`;
  const sumOf = (...conditions: (SQL | undefined)[]) =>
    sql<number>`(select coalesce(sum(${offerCounts.total}), 0) from ${offerCounts} where ${and(eq(offerCounts.kind, kind), ...conditions)})`;
  const ends = eq(offerCounts.bound, 'end');
  const notEnded = gte(offerCounts.day, day);
  const scheduled = sumOf(
    eq(offerCounts.bound, 'start'),
    eq(offerCounts.status, 'ACTIVE'),
    gt(offerCounts.day, day),
  );
  const total = (() => {
    switch (status) {
      case undefined:
        return sumOf(ends);
      case 'EXPIRED':
        return sumOf(ends, lt(offerCounts.day, day));
      case 'DRAFT':
        return sumOf(ends, eq(offerCounts.status, 'DRAFT'), notEnded);
      case 'INACTIVE':
        return sumOf(ends, notInArray(offerCounts.status, ['DRAFT', 'ACTIVE']), notEnded);
      case 'SCHEDULED':
        return scheduled;
      case 'ACTIVE':
        return sql<number>`(${sumOf(ends, eq(offerCounts.status, 'ACTIVE'), notEnded)} - ${scheduled})`;
    }
  })();
  return db.select({ value: sql<number>`(${total})::int` }).from(sql`(select 1) as one`);
}

/** The WHERE of an offer search and of its export: live offers of the kind, then the search's filters. */
function searchConditions(kind: OfferKind, search: OfferFilters, today: Day, pattern?: Placeholder): SQL[] {
  const filter = normaliseSearch(search);
  const conditions: SQL[] = [eq(offers.kind, kind), eq(offers.isDeleted, false)];
  if (filter.ids) conditions.push(inArray(offers.id, filter.ids));
  if (filter.status) conditions.push(statusIs(filter.status, today));
  if (filter.endingWithin) conditions.push(endingWithin(filter.endingWithin, today));
  if (search.notEnded) conditions.push(gte(offers.endsAt, sql`${today}::date`));
  if (filter.query) {
    conditions.push(
      or(
        containsText(offers.titleEn, filter.query, pattern),
        containsText(offers.titleAr, filter.query, pattern),
      )!,
    );
  }
  return conditions;
}

/** The regular offers of a search, for its export (`exportRegularOffers`): every row, with its merchant's names. */
export function regularOfferList(db: DbOrTx, cdnBase: string, search: OfferFilters) {
  const today = search.today ?? cairoDate();
  return {
    rows: db
      .select(hitColumns(today))
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .$dynamic(),
    where: searchConditions('REGULAR', search, today),
    toItem: toHit(cdnBase),
    key: offers.id,
  };
}

/**
 * A page of live offers of one kind. Text matches the English or Arabic title anywhere (LIKE/ILIKE
 * served by the pg_trgm GIN indexes). How the total is found:
 * - without text, ids or a date window, from the trigger-kept counters, inside the page's statement;
 * - with text, by a window over the matches inside the page's statement: they are all read anyway to
 *   sort them, and a count beside it would find them a second time (issue 22);
 * - otherwise (ids, a date window) by a count beside the page.
 * The first two depend only on choices (kind, status, sort, order, and with text whether it has
 * case): they are built once and kept (lib/kept-statements.ts), the text's pattern a placeholder.
 */
export async function searchOffers(db: DbOrTx, cdnBase: string, kind: OfferKind, search: OfferSearch) {
  const filter = normaliseSearch(search);
  const today = search.today ?? cairoDate();
  const paging = { limit: search.pageSize, offset: (search.page - 1) * search.pageSize };
  const windowed = !!filter.query && !filter.endingWithin;
  const counted = !filter.query && !filter.ids && !filter.endingWithin && !search.notEnded;
  const shape = `${kind}_${filter.status ?? 'all'}_${search.sort}_${search.order}`;
  const countMatches = () =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(...searchConditions(kind, search, today)));
  const [rows, countRows] = counted
    ? [
        await keptStatement(db, `offers_page_${shape}`.toLowerCase(), (name) =>
          offerPage(db, kind, search, sql.placeholder('today'), 'counters').prepare(name),
        ).execute({ today, ...paging }),
        null,
      ]
    : windowed
      ? [
          await keptStatement(
            db,
            `offers_find_${shape}_${hasCase(filter.query!) ? 'i' : 'c'}${search.notEnded ? '_live' : ''}`.toLowerCase(),
            // Unnamed on the wire (''): PostgreSQL plans each search for its own pattern (a generic
            // plan cannot know how many titles a pattern matches); only Drizzle's building is kept.
            () =>
              offerPage(
                db,
                kind,
                search,
                sql.placeholder('today'),
                'window',
                sql.placeholder('pattern'),
              ).prepare(''),
          ).execute({ today, pattern: containsPattern(filter.query!), ...paging }),
          null,
        ]
      : await Promise.all([offerPage(db, kind, search, today).execute({ today, ...paging }), countMatches()]);
  const first = rows[0] as { total?: number } | undefined;
  // A page past the end has no row to carry the total: ask for it alone then (none on page 1 is none).
  const total = countRows
    ? (countRows[0]?.value ?? 0)
    : first
      ? Number(first.total)
      : counted
        ? ((await countedTotal(db, kind, filter.status, today))[0]?.value ?? 0)
        : search.page === 1
          ? 0
          : ((await countMatches())[0]?.value ?? 0);
  return {
    hits: rows.map(toHit(cdnBase)),
    total,
    page: search.page,
    pageSize: search.pageSize,
    totalPages: Math.ceil(total / search.pageSize),
  };
}

/**
 * A page of offers, its limit and offset left as placeholders: cut from offers alone, then joined to
 * its merchants (a text search may match thousands of offers and only the 20 shown need their
 * merchant's names). `total` rides in the same statement: the counters' sum, or a window counting
 * every match before the page is cut. A kept statement passes the text's pattern as a placeholder.
 */
function offerPage(
  db: DbOrTx,
  kind: OfferKind,
  search: OfferSearch,
  today: Day,
  total?: 'counters' | 'window',
  pattern?: Placeholder,
) {
  const { merchantNameEn: _en, merchantNameAr: _ar, ...offerColumns } = hitColumns(today);
  const where = and(...searchConditions(kind, search, today, pattern));
  const page =
    total === 'window'
      ? (() => {
          // The matches are a subquery of their own, counted by the window (a window is never
          // flattened into its outer query): planned for all of them (the trigram indexes), not a
          // walk along the sort order that a LIMIT would otherwise choose.
          const matches = db
            .select({ ...offerColumns, total: sql<number>`count(*) over ()`.as('total') })
            .from(offers)
            .where(where)
            .as('matches');
          return db
            .select()
            .from(matches)
            .orderBy(...orderBy(search.order, matches[search.sort], matches.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .as('page');
        })()
      : db
          .select(offerColumns)
          .from(offers)
          .where(where)
          .orderBy(...orderBy(search.order, sortColumns[search.sort], offers.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page');
  return db
    .select({
      ...page._.selectedFields,
      merchantNameEn: merchants.nameEn,
      merchantNameAr: merchants.nameAr,
      ...(total === 'counters'
        ? { total: sql<number>`(${countedTotal(db, kind, normaliseSearch(search).status, today)})` }
        : {}),
    })
    .from(page)
    .innerJoin(merchants, eq(merchants.id, page.merchantId))
    .orderBy(...orderBy(search.order, page[search.sort], page.id));
}

/** Every id must be a live offer; otherwise 400 on offerIds and nothing is written. */
export async function checkLiveOffers(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, [...ids]), eq(offers.isDeleted, false)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw fieldError(['offerIds'], 'noLiveOffer', { ids: missing.join(', ') });
}

/** The categories an offer can be in, by English name. */
export const categoryList = (db: DbOrTx) =>
  db
    .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
    .from(categories)
    .orderBy(asc(categories.nameEn));

/** Every offer tag, by English name. */
export const tagList = (db: DbOrTx) => db.select().from(offerTags).orderBy(asc(offerTags.nameEn));
