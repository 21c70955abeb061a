import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import { addBusinessDays, addCalendarDays } from '@cmt/contract/business-days';
import {
  CASE_REOPEN_DAYS,
  movesFrom,
  openCaseStatuses,
  type CaseDetail,
  type CaseKind,
  type CaseOutcome,
  type CasePriority,
  type CaseStatus,
  type CaseSummary,
  exportCases,
  type listCases,
} from '@cmt/contract/endpoints/cases';
import type { DbOrTx } from '../../db/client.ts';
import { caseLinks, caseStatusCounts, cases as c, staffUsers } from '../../db/schema.ts';
import { countdownsOf, holidaysBetween } from '../../domain/calendar.ts';
import { businessDayLadder, caseSlaCondition, caseSlaLight } from '../../domain/case-sla.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { cairoDate } from '../../lib/cairo.ts';
import { claimOf } from '../../lib/claims.ts';
import { invalidFields, notFound } from '../../lib/errors.ts';
import { exportList } from '../../lib/list-export.ts';
import { listPage } from '../../lib/list-page.ts';
import { escapeLike } from '../../lib/sql.ts';
import { caseQueue, openCase } from './case-queue.ts';
import { linksOf } from './case-records.ts';

export const caseNotFound = () => notFound('Case');

/** Who reads: their id (ME, "mine" claims) and their permissions (which linked records they see). */
export interface CaseViewer {
  id: number;
  permissions: readonly string[];
}

const assignee = alias(staffUsers, 'assignee');
const opener = alias(staffUsers, 'opener');

const summaryColumns = {
  id: c.id,
  reference: c.reference,
  kind: c.kind,
  title: c.title,
  priority: c.priority,
  status: c.status,
  assigneeId: c.assigneeId,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
  dueOn: c.dueOn,
  businessDays: c.businessDays,
  escalatedAt: c.escalatedAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  version: c.version,
  ...caseQueue.columns,
};

interface SummaryRow {
  id: number;
  reference: string;
  kind: string;
  title: string;
  priority: string;
  status: string;
  assigneeId: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  dueOn: string;
  businessDays: number;
  escalatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  claimedBy: number | null;
  claimedUntil: Date | null;
  claimedByEmail: string | null;
}

export const isOpenStatus = (status: string): boolean =>
  (openCaseStatuses as readonly string[]).includes(status);

/** A row as the list shows it, with its countdown (`left`: business days to its due day from today). */
function toSummary(row: SummaryRow, viewerId: number, left: (dueOn: string) => number): CaseSummary {
  const open = isOpenStatus(row.status);
  const daysLeft = open ? left(row.dueOn) : null;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as CaseKind,
    title: row.title,
    priority: row.priority as CasePriority,
    status: row.status as CaseStatus,
    assignee:
      row.assigneeId === null
        ? null
        : { id: row.assigneeId, name: row.assigneeName ?? '', email: row.assigneeEmail ?? '' },
    dueOn: row.dueOn,
    businessDaysLeft: daysLeft,
    sla: daysLeft === null ? null : caseSlaLight(daysLeft, row.businessDays),
    escalated: row.escalatedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    claim: open ? claimOf(row, viewerId) : null,
    version: row.version,
  };
}

/** Priorities as a rank, for the list's sort (URGENT highest). */
const priorityRank = sql`(case ${c.priority} when 'URGENT' then 4 when 'HIGH' then 3 when 'NORMAL' then 2 else 1 end)`;

type CaseListQuery = ParsedQueryOf<typeof exportCases>;

/**
 * The filters of the cases list (`listCases`): kind, status, open only, assignee (ME, NONE or an id),
 * due (TODAY: due today; PAST: open and due before today; WEEK: due from today through the 5th
 * business day after it), SLA light (open cases, `domain/case-sla.ts`), claim, a linked record, and
 * q (a reference's beginning, any case, or a part of the title through the trigram index).
 */
async function caseFilters(
  db: DbOrTx,
  query: CaseListQuery,
  viewer: CaseViewer,
  today: string,
): Promise<(SQL | undefined)[]> {
  if (query.recordId !== undefined && query.recordType === undefined)
    throw invalidFields([
      { path: ['querystring', 'recordType'], message: 'Choose the type of the record with its id' },
    ]);
  let weekEnd: string | undefined;
  if (query.due === 'WEEK') {
    const holidays = await holidaysBetween(db, today, addCalendarDays(today, 70));
    weekEnd = addBusinessDays(today, 5, holidays);
  }
  const ladder = query.sla ? await businessDayLadder(db, today) : undefined;
  const q = query.q?.trim();
  return [
    query.kind ? eq(c.kind, query.kind) : undefined,
    query.status ? eq(c.status, query.status) : undefined,
    query.open === undefined ? undefined : query.open ? openCase : not(openCase),
    query.assignee === 'ME'
      ? eq(c.assigneeId, viewer.id)
      : query.assignee === 'NONE'
        ? isNull(c.assigneeId)
        : query.assignee === undefined
          ? undefined
          : eq(c.assigneeId, query.assignee),
    query.due === 'TODAY' ? eq(c.dueOn, today) : undefined,
    query.due === 'PAST' ? and(lt(c.dueOn, today), openCase) : undefined,
    weekEnd ? and(gte(c.dueOn, today), lte(c.dueOn, weekEnd)) : undefined,
    query.sla && ladder ? and(openCase, caseSlaCondition(query.sla, today, ladder)) : undefined,
    caseQueue.filter(query.claim, viewer.id),
    query.recordType
      ? sql`exists (select 1 from ${caseLinks} where ${caseLinks.caseId} = ${c.id} and ${caseLinks.recordType} = ${query.recordType}${
          query.recordId === undefined ? sql`` : sql` and ${caseLinks.recordId} = ${query.recordId}`
        })`
      : undefined,
    q
      ? or(
          sql`${c.reference} like ${`${escapeLike(q.toUpperCase())}%`}`,
          sql`${c.title} ilike ${`%${escapeLike(q)}%`}`,
        )
      : undefined,
  ];
}

/** The cases list of these filters (statement, count, filters, sorts), for its page and its export. */
async function caseList(db: DbOrTx, query: CaseListQuery, viewer: CaseViewer, today: string) {
  return {
    rows: db.select(summaryColumns).from(c).leftJoin(assignee, eq(assignee.id, c.assigneeId)).$dynamic(),
    count: db.select({ value: count() }).from(c).$dynamic(),
    where: await caseFilters(db, query, viewer, today),
    sortColumns: { dueOn: c.dueOn, createdAt: c.createdAt, priority: priorityRank, reference: c.reference },
    tiebreak: c.id,
    key: c.id,
  };
}

/**
 * A list filtered by status or open only (or not at all) takes its total from the trigger-kept
 * counts per status (`case_status_counts`): a million cases are not counted for each page.
 */
const byStatusOnly = (query: CaseListQuery): boolean =>
  query.kind === undefined &&
  query.assignee === undefined &&
  query.due === undefined &&
  query.sla === undefined &&
  query.claim === undefined &&
  query.recordType === undefined &&
  !query.q?.trim();

async function statusTotal(db: DbOrTx, query: CaseListQuery): Promise<number> {
  const open = openCaseStatuses as readonly string[];
  if (query.status && query.open !== undefined && open.includes(query.status) !== query.open) return 0;
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${caseStatusCounts.total}), 0)::int` })
    .from(caseStatusCounts)
    .where(
      query.status
        ? eq(caseStatusCounts.status, query.status)
        : query.open === undefined
          ? undefined
          : query.open
            ? inArray(caseStatusCounts.status, [...open])
            : notInArray(caseStatusCounts.status, [...open]),
    );
  return row?.value ?? 0;
}

/** A page of cases, each with its business-day countdown from today (the page's holidays read once). */
export async function listCasePage(db: DbOrTx, query: ParsedQueryOf<typeof listCases>, viewer: CaseViewer) {
  const today = cairoDate();
  const page = await listPage(query, {
    ...(await caseList(db, query, viewer, today)),
    ...(byStatusOnly(query) ? { count: () => statusTotal(db, query) } : {}),
    toItem: (row: SummaryRow) => row,
  });
  const left = await countdownsOf(
    db,
    today,
    page.items.map((row) => row.dueOn),
  );
  return { ...page, items: page.items.map((row) => toSummary(row, viewer.id, left)) };
}

/**
 * The cases export (`exportCases`): every case of the list's filters as the list shows it, through
 * the one CSV writer, recorded as a read (titles and assignees of cases about customers). The
 * countdowns read the holidays between the earliest and the latest due day once.
 */
export async function exportCaseFile(db: DbOrTx, actor: Actor, query: CaseListQuery, viewer: CaseViewer) {
  const today = cairoDate();
  const [span] = await db
    .select({
      first: sql<string | null>`min(${c.dueOn})::text`,
      last: sql<string | null>`max(${c.dueOn})::text`,
    })
    .from(c);
  const left = await countdownsOf(db, today, span?.first && span.last ? [span.first, span.last] : []);
  const list = await caseList(db, query, viewer, today);
  return exportList(db, actor, {
    endpoint: exportCases,
    query,
    name: 'cases',
    list: { ...list, toItem: (row: SummaryRow) => toSummary(row, viewer.id, left) },
    cells: { assignee: (item) => item.assignee?.email ?? null },
    personalData: { action: 'cases.export', targetType: 'case' },
  });
}

/** Whether a decided case may still be reopened: within CASE_REOPEN_DAYS of its decision. */
export const reopenable = (resolvedAt: Date | null, now = Date.now()): boolean =>
  resolvedAt !== null && now - resolvedAt.getTime() <= CASE_REOPEN_DAYS * 86_400_000;

/** One case as its page shows it (links labelled for the viewer), without recording the read. */
export async function readCase(db: DbOrTx, id: number, viewer: CaseViewer): Promise<CaseDetail> {
  const [found] = await db
    .select({
      ...summaryColumns,
      openedById: c.openedBy,
      openerName: opener.name,
      openerEmail: opener.email,
      outcome: c.outcome,
      summary: c.summary,
      resolvedAt: c.resolvedAt,
      closedAt: c.closedAt,
      acknowledgedAt: c.acknowledgedAt,
    })
    .from(c)
    .leftJoin(assignee, eq(assignee.id, c.assigneeId))
    .leftJoin(opener, eq(opener.id, c.openedBy))
    .where(eq(c.id, id));
  if (!found) throw caseNotFound();
  const left = await countdownsOf(db, cairoDate(), [found.dueOn]);
  const status = found.status as CaseStatus;
  return {
    ...toSummary(found, viewer.id, left),
    openedBy:
      found.openedById === null
        ? null
        : { id: found.openedById, name: found.openerName ?? '', email: found.openerEmail ?? '' },
    links: await linksOf(db, id, viewer.permissions),
    outcome: found.outcome as CaseOutcome | null,
    summary: found.summary,
    resolvedAt: found.resolvedAt?.toISOString() ?? null,
    closedAt: found.closedAt?.toISOString() ?? null,
    acknowledgedAt: found.acknowledgedAt?.toISOString() ?? null,
    moves: movesFrom(status).filter((move) => move !== 'reopen' || reopenable(found.resolvedAt)),
  };
}

/** A case's page (`getCase`), recorded as a read of personal data before it leaves. */
export async function viewCase(
  db: DbOrTx,
  actor: Actor,
  id: number,
  viewer: CaseViewer,
): Promise<CaseDetail> {
  const detail = await readCase(db, id, viewer);
  await recordRead(db, actor, {
    action: 'case.view',
    targetType: 'case',
    targetId: id,
    details: { reference: detail.reference },
  });
  return detail;
}
