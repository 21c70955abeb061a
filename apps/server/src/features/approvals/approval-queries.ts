import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  approvalStatuses,
  heldActions,
  POLICY_LOOSEN,
  type ApprovalAction,
} from '@cmt/contract/approval-actions';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  Approval,
  ApprovalCounts,
  ApprovalPolicy,
  listApprovals,
} from '@cmt/contract/endpoints/approvals';
import type { DbOrTx } from '../../db/client.ts';
import { approvalPolicies, approvals } from '../../db/schema.ts';
import { expireDue } from '../../lib/approvals.ts';
import { tiesBetween } from '../../lib/four-eyes-ties.ts';
import { notFound } from '../../lib/errors.ts';
import { listPage } from '../../lib/list-page.ts';
import type { Staff } from '../../lib/staff.ts';

type Row = typeof approvals.$inferSelect;
type Viewer = Pick<Staff, 'id' | 'email' | 'permissions'>;

/** What a staff member sees: what they asked for, and what they may decide (the action's permission, not theirs). */
function visibleTo(viewer: Viewer): SQL {
  const mine = eq(approvals.makerId, viewer.id);
  if (viewer.permissions.length === 0) return mine;
  return or(
    mine,
    and(inArray(approvals.permission, [...viewer.permissions]), ne(approvals.makerId, viewer.id)),
  )!;
}

const canDecide = (row: Row, viewer: Viewer) =>
  row.status === 'PENDING' && row.makerId !== viewer.id && viewer.permissions.includes(row.permission);

/** The held request as staff see it: a password's hash never leaves the server. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'passwordHash' && key !== 'password')
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

const toApproval = (row: Row, viewer: Viewer): Approval => ({
  id: row.id,
  action: row.action as Approval['action'],
  status: row.status as Approval['status'],
  targetType: row.targetType,
  targetId: row.targetId,
  amountPiastres: row.amountPiastres,
  request: withoutSecrets(row.request),
  before: row.before,
  after: row.after,
  requestedBy: row.makerEmail,
  requestedAt: row.requestedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  decidedBy: row.checkerEmail,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  reason: row.reason,
  canDecide: canDecide(row, viewer),
  mine: row.makerId === viewer.id,
  tiedToMaker: [],
  appliedAlone: row.appliedAlone,
});

/**
 * The approvals as the viewer sees them, each they may decide with what ties them to its maker
 * (four-eyes ties: the approval would be refused with 403 CHECKER_TIED_TO_MAKER), read once per maker.
 */
async function withTies(db: DbOrTx, viewer: Viewer, days: number, rows: readonly Row[]): Promise<Approval[]> {
  const byMaker = new Map<string, Promise<Approval['tiedToMaker']>>();
  const tiesOf = (row: Row) => {
    const key = `${row.makerId}:${row.permission}`;
    let ties = byMaker.get(key);
    if (!ties) {
      ties = tiesBetween(db, { id: row.makerId, email: row.makerEmail }, viewer, row.permission, days);
      byMaker.set(key, ties);
    }
    return ties;
  };
  return Promise.all(
    rows.map(async (row) => {
      const approval = toApproval(row, viewer);
      return approval.canDecide ? { ...approval, tiedToMaker: await tiesOf(row) } : approval;
    }),
  );
}

/** The caller's inbox in one status, newest first (pending requests past their expiry are expired first). */
export async function listApprovalPage(
  db: DbOrTx,
  viewer: Viewer,
  query: ParsedQueryOf<typeof listApprovals>,
  tieDays: number,
) {
  await expireDue(db);
  const page = await listPage(query, {
    rows: db.select().from(approvals).$dynamic(),
    count: db.select({ value: count() }).from(approvals).$dynamic(),
    where: [
      visibleTo(viewer),
      eq(approvals.status, query.status),
      query.action ? eq(approvals.action, query.action) : undefined,
      query.targetType ? eq(approvals.targetType, query.targetType) : undefined,
      query.targetId ? eq(approvals.targetId, query.targetId) : undefined,
    ],
    sortColumns: { requestedAt: approvals.requestedAt },
    tiebreak: approvals.id,
    toItem: (row) => row,
  });
  return { ...page, items: await withTies(db, viewer, tieDays, page.items) };
}

/** How many of the caller's approvals are in each status, and how many wait for their decision. */
export async function countApprovalsOf(db: DbOrTx, viewer: Viewer) {
  await expireDue(db);
  const rows = await db
    .select({
      status: approvals.status,
      value: count(),
      toDecide: sql<number>`count(*) filter (where ${approvals.makerId} <> ${viewer.id})`.mapWith(Number),
    })
    .from(approvals)
    .where(visibleTo(viewer))
    .groupBy(approvals.status);
  const byStatus = Object.fromEntries(approvalStatuses.map((status) => [status, 0])) as ApprovalCounts;
  for (const row of rows) byStatus[row.status as keyof ApprovalCounts] = Number(row.value);
  const pending = rows.find((row) => row.status === 'PENDING');
  return { byStatus, toDecide: pending?.toDecide ?? 0 };
}

/** One approval, for a staff member who asked for it or may decide it (404 for anyone else). */
export async function findApproval(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  tieDays: number,
): Promise<Approval> {
  await expireDue(db);
  const [row] = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, id), visibleTo(viewer)));
  if (!row) throw notFound('Approval');
  return (await withTies(db, viewer, tieDays, [row]))[0]!;
}

/** Every policy, with a loosening of it that waits for a second approval. */
export async function listPolicies(db: DbOrTx): Promise<ApprovalPolicy[]> {
  await expireDue(db);
  const [rows, pending] = await Promise.all([
    db.select().from(approvalPolicies).orderBy(approvalPolicies.action),
    db
      .select({ id: approvals.id, targetId: approvals.targetId })
      .from(approvals)
      .where(and(eq(approvals.action, POLICY_LOOSEN), eq(approvals.status, 'PENDING'))),
  ]);
  const order = (action: string) => heldActions.indexOf(action as ApprovalAction);
  return rows
    .sort((a, b) => order(a.action) - order(b.action))
    .map((row) => toPolicy(row, pending.find((p) => p.targetId === row.action)?.id ?? null));
}

export const toPolicy = (row: typeof approvalPolicies.$inferSelect, pendingApprovalId: number | null) => ({
  action: row.action as ApprovalAction,
  enabled: row.enabled,
  thresholdPiastres: row.thresholdPiastres,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
  pendingApprovalId,
});

/** One policy (404 for an action without one). */
export async function findPolicy(db: DbOrTx, action: string) {
  const [row] = await db.select().from(approvalPolicies).where(eq(approvalPolicies.action, action));
  if (!row) throw notFound('Approval policy');
  return row;
}
