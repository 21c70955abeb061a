import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  creditLineStatus,
  creditLineStatusName,
  type ApplicationListItem,
  type applicationFlags,
  type applicationStatusFilters,
} from '@cmt/contract/endpoints/financing';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  amlBlacklist,
  applicationFinancingPartners as afp,
  customerApplications as ca,
  financingBlocks,
  financingPartners as partners,
  financingReviews,
} from '../../db/schema.ts';
import { applicationSearchCondition } from '../../domain/applications.ts';
import { cairoDateTime, cairoDayEnd, cairoDayStart } from '../../lib/cairo.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { invalidFields } from '../../lib/errors.ts';
import { formatFieldMessage } from '@cmt/contract/field-messages';

export interface ApplicationFilters {
  q?: string | undefined;
  status?: (typeof applicationStatusFilters)[number] | undefined;
  partnerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  flag?: (typeof applicationFlags)[number] | undefined;
}

const queryIssue = (field: string, key: 'customerSearch' | 'endsBeforeStart') =>
  invalidFields([{ path: ['query', field], message: formatFieldMessage(key), key, params: {} }]);

const blacklisted = sql<boolean>`exists (select 1 from ${amlBlacklist} where ${amlBlacklist.nationalId} = ${ca.documentNumber})`;
const blocked = sql<boolean>`exists (select 1 from ${financingBlocks} where ${financingBlocks.userId} = ${ca.userId} and ${financingBlocks.status} = 'ACTIVE')`;

/** The WHERE of the list and the export: one condition per filter given, on indexed columns. */
export function applicationConditions(filters: ApplicationFilters): SQL | undefined {
  const q = filters.q?.trim();
  if (q !== undefined && q.length > 0 && q.length < 2) throw queryIssue('q', 'customerSearch');
  if (filters.from && filters.to && filters.to < filters.from) throw queryIssue('to', 'endsBeforeStart');
  const status = filters.status;
  return and(
    q ? applicationSearchCondition(q) : undefined,
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
  );
}

const pageColumns = {
  userId: ca.userId,
  searchName: ca.searchName,
  documentNumber: ca.documentNumber,
  phone: ca.phone,
  city: ca.city,
  createdAt: ca.createdAt,
  lineId: afp.id,
  partnerId: afp.partnerId,
  status: afp.creditLineStatus,
  approvedAmount: afp.approvedAmount,
};

/** Applications joined to their current credit line (at most one per customer: `is_current`). */
const selectPage = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(pageColumns)
    .from(ca)
    .leftJoin(afp, and(eq(afp.userId, ca.userId), eq(afp.isCurrent, true)))
    .where(where);
type PageRow = Awaited<ReturnType<typeof selectPage>>[number];

/** What each listed row adds once the page is cut: partner names, last review, flags (20 rows, not 1M). */
async function enrich(db: DbOrTx, rows: PageRow[]) {
  const ids = rows.map((row) => row.userId);
  const documents = rows.flatMap((row) => (row.documentNumber ? [row.documentNumber] : []));
  const partnerIds = [...new Set(rows.flatMap((row) => (row.partnerId ? [row.partnerId] : [])))];
  const [names, reviews, listed, blocks] = await Promise.all([
    partnerIds.length
      ? db
          .select({ id: partners.id, name: partners.name, nameAr: partners.nameAr })
          .from(partners)
          .where(inArray(partners.id, partnerIds))
      : [],
    ids.length
      ? db
          .select({
            userId: financingReviews.userId,
            at: sql<Date>`max(${financingReviews.reviewedAt})`.mapWith(financingReviews.reviewedAt),
          })
          .from(financingReviews)
          .where(inArray(financingReviews.userId, ids))
          .groupBy(financingReviews.userId)
      : [],
    documents.length
      ? db
          .select({ id: amlBlacklist.nationalId })
          .from(amlBlacklist)
          .where(inArray(amlBlacklist.nationalId, documents))
      : [],
    ids.length
      ? db
          .select({ userId: financingBlocks.userId })
          .from(financingBlocks)
          .where(and(inArray(financingBlocks.userId, ids), eq(financingBlocks.status, 'ACTIVE')))
      : [],
  ]);
  return {
    partnerNames: new Map(names.map((p) => [p.id, p])),
    reviews: new Map(reviews.map((r) => [r.userId, r.at])),
    listed: new Set(listed.map((b) => b.id)),
    blockedIds: new Set(blocks.map((b) => b.userId)),
  };
}

function toItems(rows: PageRow[], extra: Awaited<ReturnType<typeof enrich>>): ApplicationListItem[] {
  return rows.map((row) => {
    const partner = row.partnerId ? extra.partnerNames.get(row.partnerId) : undefined;
    const reviewedAt = extra.reviews.get(row.userId);
    return {
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
              partnerName: partner?.name ?? '',
              partnerNameAr: partner?.nameAr ?? '',
              creditLineStatus: row.status!,
              approvedAmount: row.approvedAmount,
            },
      lastReviewAt: reviewedAt ? reviewedAt.toISOString() : null,
      blacklisted: row.documentNumber !== null && extra.listed.has(row.documentNumber),
      blockedFromFinancing: extra.blockedIds.has(row.userId),
    };
  });
}

/** How many applications match: the credit line is joined only when a filter is about it. */
function countApplications(db: DbOrTx, filters: ApplicationFilters, where: SQL | undefined) {
  const count = db.select({ value: sql<number>`count(*)::int` }).from(ca);
  const aboutLine = filters.status !== undefined || filters.partnerId !== undefined;
  return aboutLine
    ? count.leftJoin(afp, and(eq(afp.userId, ca.userId), eq(afp.isCurrent, true))).where(where)
    : count.where(where);
}

export interface ApplicationListQuery extends ApplicationFilters {
  page: number;
  pageSize: number;
  sort: 'appliedAt' | 'userId';
  order: 'asc' | 'desc';
}

/**
 * A page of applications: the page's ids cut by the indexes (newest first by default), its count,
 * then the 20 rows' partner names, last review and blacklist/block flags.
 */
export async function listApplicationPage(db: Db, query: ApplicationListQuery) {
  const where = applicationConditions(query);
  const order = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'userId' ? ca.userId : ca.createdAt;
  const [rows, [counted]] = await Promise.all([
    selectPage(db, where)
      .orderBy(order(sortColumn), order(ca.userId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countApplications(db, query, where),
  ]);
  return {
    items: toItems(rows, await enrich(db, rows)),
    total: counted?.value ?? 0,
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
): AsyncGenerator<CsvValue[]> {
  const where = applicationConditions(filters);
  for (let after = 0; ;) {
    const page = await selectPage(db, and(where, gt(ca.userId, after)))
      .orderBy(asc(ca.userId))
      .limit(1000);
    const items = toItems(page, await enrich(db, page));
    for (const [i, item] of items.entries()) {
      const line = item.creditLine;
      yield [
        item.userId,
        item.fullName,
        item.documentNumber,
        item.phone,
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
    if (page.length < 1000) return;
    after = page.at(-1)!.userId;
  }
}
