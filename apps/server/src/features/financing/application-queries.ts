import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import {
  creditLineStatus,
  creditLineStatusName,
  type ApplicationListItem,
  type exportFinancingApplications,
  type listFinancingApplications,
} from '@cmt/contract/endpoints/financing';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  amlBlacklist,
  applicationCounts,
  applicationFinancingPartners as afp,
  customerApplications as ca,
  financingBlocks,
  financingPartners as partners,
  financingReviews,
} from '../../db/schema.ts';
import { applicationSearch } from '../../domain/applications.ts';
import { cairoDateTime, cairoDayEnd, cairoDayStart } from '../../lib/cairo.ts';
import { asText, type CsvValue } from '../../lib/csv.ts';
import { invalidFields } from '../../lib/errors.ts';
import { claimOf, slaLight } from '../../lib/claims.ts';
import { keptOrBuilt } from '../../lib/kept-statements.ts';
import { keysetPages, orderBy, type Page } from '../../lib/list-page.ts';
import { reviewQueue } from './review-queue.ts';
import { formatFieldMessage } from '@cmt/contract/field-messages';

/** The list's filters, which are the export's whole query. */
export type ApplicationFilters = ParsedQueryOf<typeof exportFinancingApplications>;

const queryIssue = (field: string, key: 'customerSearch' | 'endsBeforeStart') =>
  invalidFields([{ path: ['query', field], message: formatFieldMessage(key), key, params: {} }]);

const blacklisted = sql<boolean>`exists (select 1 from ${amlBlacklist} where ${amlBlacklist.nationalId} = ${ca.documentNumber})`;
const blocked = sql<boolean>`exists (select 1 from ${financingBlocks} where ${financingBlocks.userId} = ${ca.userId} and ${financingBlocks.status} = 'ACTIVE')`;

/**
 * The WHERE of the list and the export: one condition per filter given, on indexed columns. `search`
 * is the typed search's condition (`applicationSearch`: its values, or a kept statement's placeholders).
 */
export function applicationConditions(
  filters: ApplicationFilters,
  viewerId = 0,
  search = searchOf(filters)?.condition,
): SQL | undefined {
  if (filters.from && filters.to && filters.to < filters.from) throw queryIssue('to', 'endsBeforeStart');
  const status = filters.status;
  return and(
    search,
    status === 'NONE' ? sql`${afp.id} is null` : undefined,
    status === 'ANY_ACTIVE' ? inArray(afp.creditLineStatus, [1, 2]) : undefined,
    status && status !== 'NONE' && status !== 'ANY_ACTIVE'
      ? eq(afp.creditLineStatus, creditLineStatus[status])
      : undefined,
    filters.partnerId ? eq(afp.partnerId, filters.partnerId) : undefined,
    filters.from ? gte(ca.createdAt, cairoDayStart(filters.from)) : undefined,
    filters.to ? lt(ca.createdAt, cairoDayEnd(filters.to)) : undefined,
    filters.flag === 'BLACKLISTED' ? blacklisted : undefined,
    filters.flag === 'BLOCKED' ? blocked : undefined,
    // Unclaimed: lines waiting for a review that nobody holds; mine: the lines the viewer holds.
    filters.claim === 'UNCLAIMED' ? reviewQueue.waitingCondition : undefined,
    reviewQueue.filter(filters.claim, viewerId),
  );
}

/** The typed search (`q`), when there is one; a single character is refused. */
function searchOf(filters: ApplicationFilters) {
  const q = filters.q?.trim();
  if (q !== undefined && q.length > 0 && q.length < 2) throw queryIssue('q', 'customerSearch');
  return q ? applicationSearch(q) : undefined;
}

/** The columns a page is sorted by: the table's, or the counted matches' (a subquery). */
type SortBy = { userId: AnyColumn; createdAt: AnyColumn };

const currentLine = (userId: SQL | typeof ca.userId) => and(eq(afp.userId, userId), eq(afp.isCurrent, true));

/** A filter about the customer's credit line (status, partner) needs it joined before the page is cut. */
const aboutLine = (filters: ApplicationFilters) =>
  filters.status !== undefined || filters.partnerId !== undefined || filters.claim !== undefined;

/**
 * One statement per page: the page of applications is cut by the indexes first (a subquery with its
 * limit, joined to the credit line only when a filter is about it), and only its rows then get their
 * current line, partner names, last decision and blacklist/block flags, so a page costs one round trip
 * and 20 (or, for exports, 1,000) lookups, not a pass over a million rows.
 */
function pageWithDetails(
  db: DbOrTx,
  filters: ApplicationFilters,
  where: SQL | undefined,
  cut: {
    order: (by: SortBy) => SQL[];
    limit: number | Placeholder;
    offset?: number | Placeholder;
    counted?: boolean;
  },
) {
  const inner = db
    .select({
      userId: ca.userId,
      searchName: ca.searchName,
      documentNumber: ca.documentNumber,
      phone: ca.phone,
      city: ca.city,
      createdAt: ca.createdAt,
      // Counted: every match is read once, counted by the window, and the page is cut from them.
      total: (cut.counted ? sql<number>`count(*) over ()` : sql<number | null>`null`).as('total'),
    })
    .from(ca)
    .$dynamic();
  const filtered = (aboutLine(filters) ? inner.leftJoin(afp, currentLine(ca.userId)) : inner).where(where);
  // Counted, the matches are a subquery of their own (a window is never flattened into its outer
  // query), planned for all its rows (the index that finds them, not a walk along the sort order).
  const matches = filtered.as('matches');
  const page = cut.counted
    ? db
        .select()
        .from(matches)
        .orderBy(...cut.order(matches))
        .limit(cut.limit)
        .offset(cut.offset ?? 0)
        .as('page')
    : filtered
        .orderBy(...cut.order(ca))
        .limit(cut.limit)
        .offset(cut.offset ?? 0)
        .as('page');
  return db
    .select({
      userId: page.userId,
      searchName: page.searchName,
      documentNumber: page.documentNumber,
      phone: page.phone,
      city: page.city,
      createdAt: page.createdAt,
      total: page.total,
      lineId: afp.id,
      partnerId: afp.partnerId,
      status: afp.creditLineStatus,
      approvedAmount: afp.approvedAmount,
      partnerName: partners.name,
      partnerNameAr: partners.nameAr,
      // Written out with names: inside a select, Drizzle renders columns unqualified.
      lastReviewAt: sql<Date | null>`(select max(r.reviewed_at) from financing_reviews r
        where r.user_id = "page"."user_id")`.mapWith(financingReviews.reviewedAt),
      blacklisted: sql<boolean>`exists (select 1 from aml_blacklist l where l.national_id = "page"."document_number")`,
      blocked: sql<boolean>`exists (select 1 from financing_blocks f where f.user_id = "page"."user_id" and f.status = 'ACTIVE')`,
      lineCreatedAt: afp.createdAt,
      ...reviewQueue.columns,
    })
    .from(page)
    .leftJoin(afp, and(eq(afp.userId, page.userId), eq(afp.isCurrent, true)))
    .leftJoin(partners, eq(partners.id, afp.partnerId));
}
type PageRow = Awaited<ReturnType<typeof pageWithDetails>>[number];

/** Who reads the list, and the review queue's SLA in hours. */
export interface Viewer {
  id: number;
  slaHours: number;
}

const waitingLine = (row: PageRow) => row.lineId !== null && row.status === creditLineStatus.PENDING;

const toItem =
  (viewer: Viewer) =>
  (row: PageRow): ApplicationListItem => ({
    userId: row.userId,
    fullName: row.searchName ?? '',
    documentNumber: row.documentNumber,
    phone: row.phone,
    city: row.city,
    appliedAt: row.createdAt.toISOString(),
    creditLine:
      row.lineId === null
        ? null
        : {
            id: row.lineId,
            partnerId: row.partnerId!,
            partnerName: row.partnerName ?? '',
            partnerNameAr: row.partnerNameAr ?? '',
            creditLineStatus: row.status!,
            approvedAmount: row.approvedAmount,
          },
    lastReviewAt: row.lastReviewAt ? row.lastReviewAt.toISOString() : null,
    blacklisted: row.blacklisted,
    blockedFromFinancing: row.blocked,
    claim: waitingLine(row) ? claimOf(row, viewer.id) : null,
    sla: waitingLine(row) ? slaLight(row.lineCreatedAt!, viewer.slaHours) : null,
  });

/**
 * How many applications match: with no filter, the trigger-kept count (a million rows are not
 * counted for the first page); otherwise counted, joining the credit line only when a filter is about it.
 */
function countApplications(db: DbOrTx, filters: ApplicationFilters, where: SQL | undefined) {
  if (where === undefined) {
    return db
      .select({ value: sql<number>`coalesce(sum(${applicationCounts.total}), 0)::int` })
      .from(applicationCounts);
  }
  const count = db.select({ value: sql<number>`count(*)::int` }).from(ca);
  return aboutLine(filters) ? count.leftJoin(afp, currentLine(ca.userId)).where(where) : count.where(where);
}

/**
 * A page of applications: the page's ids cut by the indexes (newest first by default), its count,
 * then the 20 rows' partner names, last review and blacklist/block flags.
 */
export async function listApplicationPage(
  db: Db,
  query: ParsedQueryOf<typeof listFinancingApplications>,
  viewer: Viewer,
): Promise<Page<ApplicationListItem>> {
  const search = searchOf(query);
  const where = applicationConditions(query, viewer.id, search?.condition);
  const byUser = query.sort === 'userId';
  // A search (q) is counted once, in the page's own scan (issue 22): its matches are read anyway to
  // sort them, and a second statement would find them again. Other filters keep their count beside
  // the page, which then stops after its rows along the sort index.
  const searched = search !== undefined;
  // Unfiltered, or searched with no other filter, the statement depends only on choices (the sort,
  // the order, the search's form): built once and kept. A search's values are placeholders, and it
  // goes unnamed (its prefix or pattern must be planned each time).
  const onlySearched =
    searched && applicationConditions({ ...query, q: undefined }, viewer.id, undefined) === undefined;
  const shape =
    `applications_${onlySearched ? `${search.shape}_` : ''}${query.sort}_${query.order}`.toLowerCase();
  const page = () =>
    pageWithDetails(db, query, onlySearched ? search.kept : where, {
      order: (by) => orderBy(query.order, byUser ? by.userId : by.createdAt, by.userId),
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      counted: searched,
    }).orderBy((row) => orderBy(query.order, byUser ? row.userId : row.createdAt, row.userId));
  const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, [counted] = []] = await Promise.all([
    onlySearched
      ? keptOrBuilt(db, shape, page, 'unnamed').execute({ ...paging, ...search.values })
      : keptOrBuilt(db, where === undefined ? shape : undefined, page).execute(paging),
    searched
      ? Promise.resolve([])
      : keptOrBuilt(db, where === undefined ? `${shape}_count` : undefined, () =>
          countApplications(db, query, where),
        ).execute(),
  ]);
  // A page past the last has no row to carry the count: counted apart then (none on page 1 is none at all).
  const searchTotal = async () =>
    rows[0]
      ? Number(rows[0].total)
      : query.page === 1
        ? 0
        : ((await countApplications(db, query, where))[0]?.value ?? 0);
  return {
    items: rows.map(toItem(viewer)),
    total: searched ? await searchTotal() : (counted?.value ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * The export's rows, read 1,000 at a time by user id (keyset: each page is an index range, whatever
 * the depth) while the file goes out, so 100,000 rows never sit in memory together.
 */
export async function* applicationExportRows(
  db: Db,
  filters: ApplicationFilters,
  viewer: Viewer,
): AsyncGenerator<CsvValue[]> {
  const where = applicationConditions(filters, viewer.id);
  const pages = keysetPages({
    start: 0,
    read: (after, size) =>
      pageWithDetails(db, filters, and(where, gt(ca.userId, after)), {
        order: (by) => [asc(by.userId)],
        limit: size,
      }).orderBy((row) => asc(row.userId)),
    keyOf: (row) => row.userId,
  });
  for await (const page of pages) {
    const items = page.map(toItem(viewer));
    for (const [i, item] of items.entries()) {
      const line = item.creditLine;
      yield [
        item.userId,
        item.fullName,
        asText(item.documentNumber),
        asText(item.phone),
        item.city,
        cairoDateTime(page[i]!.createdAt),
        line?.partnerName ?? '',
        line?.creditLineStatus ?? '',
        line ? creditLineStatusName(line.creditLineStatus) : 'NONE',
        line?.approvedAmount ?? '',
        item.lastReviewAt ? cairoDateTime(new Date(item.lastReviewAt)) : '',
        yesNo(item.blacklisted),
        yesNo(item.blockedFromFinancing),
      ];
    }
  }
}
