import { and, eq, ne, sql } from 'drizzle-orm';
import type { BulkBatch, BulkBatchDetail, BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import { bulkBatches } from '../../db/schema.ts';
import { pendingApprovalsFor } from '../../lib/approvals.ts';
import { notFound } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { openLinesToSuspend } from './strategies/anti-money-laundering.ts';

type Row = typeof bulkBatches.$inferSelect;

/** Statuses that hold the content's one "applied" slot (the partial unique index). */
export const HOLDS_CONTENT = ['QUEUED', 'APPLYING', 'APPLIED'] as const;

// Written out in full: inside a select, Drizzle renders columns without their table, which the
// correlated subquery needs.
const twin = sql<number | null>`(
  select other.id from bulk_batches other
  where other.feature = bulk_batches.feature and other.sha256 = bulk_batches.sha256
    and other.id <> bulk_batches.id and other.status in ('QUEUED', 'APPLYING', 'APPLIED')
  order by other.id limit 1)`.mapWith(Number);

/**
 * How a checked batch moves (the one declaration): confirmed (VALID, or FAILED to try again) it is
 * QUEUED for the apply job, which starts it (APPLYING; again after a crash) and ends it APPLIED or
 * FAILED; a batch whose job could not be sent goes back to VALID. Audited as `bulk.confirm`,
 * `bulk.apply`, `bulk.apply.failed` and `bulk.unqueue`.
 */
export const batchMoves = defineTransitions({
  table: bulkBatches,
  id: bulkBatches.id,
  status: bulkBatches.status,
  what: 'Batch',
  moves: {
    confirm: { from: ['VALID', 'FAILED'], to: 'QUEUED' },
    unqueue: { from: ['QUEUED'], to: 'VALID' },
    start: { from: ['QUEUED', 'APPLYING'], to: 'APPLYING' },
    apply: { from: ['APPLYING'], to: 'APPLIED' },
    fail: { from: ['APPLYING'], to: 'FAILED' },
  },
  audit: {
    type: 'bulk',
    targetType: 'bulk_batch',
    // No entry of its own for `start`: the job's `bulk.apply` or `bulk.apply.failed` always follows it.
    actions: { start: null, fail: 'bulk.apply.failed' },
    publicShape: (batch: Row) => ({
      status: batch.status,
      feature: batch.feature,
      fileName: batch.fileName,
      sha256: batch.sha256,
      rows: batch.validRows,
      report: batch.report,
    }),
  },
});

export const batchColumns = { batch: bulkBatches, twin };

export const toBatch = ({ batch, twin: other }: { batch: Row; twin: number | null }): BulkBatch => ({
  id: batch.id,
  feature: batch.feature as BulkFeature,
  fileName: batch.fileName,
  sha256: batch.sha256,
  status: batch.status as BulkBatch['status'],
  totalRows: batch.totalRows,
  validRows: batch.validRows,
  invalidRows: batch.invalidRows,
  errorCount: batch.errorCount,
  progress: batch.progress,
  alreadyAppliedBatchId: batch.status === 'APPLIED' ? null : other,
  report: (batch.report as BulkBatch['report']) ?? null,
  amountTotal: batch.amountTotal,
  openLinesToSuspend: null,
  failureReason: batch.failureReason,
  failureMessage: (batch.failureMessage as BulkBatch['failureMessage']) ?? null,
  uploadedBy: batch.uploadedBy,
  uploadedAt: batch.uploadedAt.toISOString(),
  appliedBy: batch.appliedBy,
  appliedAt: batch.appliedAt?.toISOString() ?? null,
});

/** One batch of this kind, or 404 (a batch of another kind is not found through this kind's permission). */
export async function findBatch(db: DbOrTx, id: number, feature: BulkFeature): Promise<BulkBatch> {
  const [row] = await db
    .select(batchColumns)
    .from(bulkBatches)
    .where(
      and(eq(bulkBatches.id, id), eq(bulkBatches.feature, feature), ne(bulkBatches.status, 'VALIDATING')),
    );
  if (!row) throw notFound('Batch');
  const batch = toBatch(row);
  if (feature === 'AntiMoneyLaunderingStrategy' && ['VALID', 'QUEUED', 'FAILED'].includes(batch.status)) {
    batch.openLinesToSuspend = await openLinesToSuspend(db, id);
  }
  return batch;
}

/** One batch as its screen reads it: with its apply waiting for a second approval (`bulk.apply`), if any. */
export async function findBatchDetail(
  db: DbOrTx,
  id: number,
  feature: BulkFeature,
): Promise<BulkBatchDetail> {
  const batch = await findBatch(db, id, feature);
  const [pending] = await pendingApprovalsFor(db, 'bulk_batch', [String(batch.id)]);
  if (!pending) return { ...batch, pendingApproval: null };
  const { targetId: _targetId, ...held } = pending;
  return { ...batch, pendingApproval: held };
}
