import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BulkBatch, BulkFeature } from '@cmt/contract/endpoints/bulk';
import { bulkBatches } from '../../db/schema.ts';
import { actorOf } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { conflict } from '../../lib/errors.ts';
import { uniqueOr } from '../../lib/sql.ts';
import { findBatch } from './batches.ts';

/**
 * Sends a fully valid batch to the apply job: VALID/FAILED → QUEUED with its audit entry, then the
 * job. The confirm endpoint and the financing process-batch calls both come here, so every kind is
 * applied by the same job, all or nothing. 409 BULK_ALREADY_APPLIED for a batch queued, applying or
 * applied, or whose content was already applied in another batch (the partial unique index);
 * 409 BULK_INVALID for a batch with invalid rows.
 */
export async function queueBatch(
  request: FastifyRequest,
  id: number,
  feature: BulkFeature,
): Promise<BulkBatch> {
  const app = request.server;
  const batch = await findBatch(app.db, id, feature);
  if (batch.status === 'APPLIED' || batch.status === 'QUEUED' || batch.status === 'APPLYING') {
    throw conflict(`Batch ${batch.id} is already ${batch.status.toLowerCase()}`, 'BULK_ALREADY_APPLIED');
  }
  if (batch.status !== 'VALID' && batch.status !== 'FAILED') {
    throw conflict(
      'Only a batch without invalid rows can be applied: fix the file and upload it again',
      'BULK_INVALID',
    );
  }
  const staff = request.staff!;
  const queued = await uniqueOr(
    audited(app.db, actorOf(request), 'bulk.confirm', 'bulk_batch', async (tx, note) => {
      const [row] = await tx
        .update(bulkBatches)
        .set({ status: 'QUEUED', appliedBy: staff.email, failureReason: null, progress: 0 })
        .where(and(eq(bulkBatches.id, batch.id), inArray(bulkBatches.status, ['VALID', 'FAILED'])))
        .returning({ id: bulkBatches.id });
      if (!row) throw conflict(`Batch ${batch.id} is already being applied`, 'BULK_ALREADY_APPLIED');
      note.targetId = batch.id;
      note.after = {
        feature: batch.feature,
        fileName: batch.fileName,
        sha256: batch.sha256,
        rows: batch.validRows,
      };
      return row;
    }),
    () =>
      conflict(
        `This file was already applied${batch.alreadyAppliedBatchId ? ` in batch ${batch.alreadyAppliedBatchId}` : ''}: the same content can't be applied twice`,
        'BULK_ALREADY_APPLIED',
      ),
  );
  try {
    await app.bulkApplyQueue.enqueue({
      batchId: queued.id,
      actor: { id: staff.id, email: staff.email, ip: request.ip },
    });
  } catch (error) {
    await app.db
      .update(bulkBatches)
      .set({ status: 'VALID', appliedBy: null })
      .where(eq(bulkBatches.id, queued.id));
    throw error;
  }
  return findBatch(app.db, batch.id, feature);
}
