import type { BulkBatch, BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { uniqueOr } from '../../lib/sql.ts';
import type { ApplyQueue } from './apply-queue-plugin.ts';
import { batchMoves, findBatch } from './batches.ts';

/**
 * Sends a fully valid batch to the apply job: VALID/FAILED → QUEUED with its audit entry, then the
 * job. The confirm endpoint and the financing process-batch calls both come here, so every kind is
 * applied by the same job, all or nothing. 409 BULK_ALREADY_APPLIED for a batch queued, applying or
 * applied, or whose content was already applied in another batch (the partial unique index);
 * 409 BULK_INVALID for a batch with invalid rows. `actor` is the signed-in staff member who confirms.
 */
export async function queueBatch(
  db: DbOrTx,
  jobs: ApplyQueue,
  actor: Actor,
  id: number,
  feature: BulkFeature,
): Promise<BulkBatch> {
  const batch = await findBatch(db, id, feature);
  if (batch.status === 'APPLIED' || batch.status === 'QUEUED' || batch.status === 'APPLYING') {
    throw conflict(`Batch ${batch.id} is already ${batch.status.toLowerCase()}`, 'BULK_ALREADY_APPLIED');
  }
  if (batch.status !== 'VALID' && batch.status !== 'FAILED') {
    throw conflict(
      'Only a batch without invalid rows can be applied: fix the file and upload it again',
      'BULK_INVALID',
    );
  }
  const staff = actor.staff!;
  const alreadyApplying = () =>
    conflict(`Batch ${batch.id} is already being applied`, 'BULK_ALREADY_APPLIED');
  const queued = await uniqueOr(
    batchMoves.apply(db, actor, 'confirm', batch.id, {
      set: { appliedBy: staff.email, failureReason: null, progress: 0 },
    }),
    () =>
      conflict(
        `This file was already applied${batch.alreadyAppliedBatchId ? ` in batch ${batch.alreadyAppliedBatchId}` : ''}: the same content can't be applied twice`,
        'BULK_ALREADY_APPLIED',
      ),
  ).catch((error: unknown) => {
    // Another confirm of the same batch got there first (between the check above and the move).
    throw error instanceof AppError && error.code === 'INVALID_TRANSITION' ? alreadyApplying() : error;
  });
  if (!queued.changed) throw alreadyApplying();
  try {
    await jobs.enqueue({ batchId: batch.id, actor: { id: staff.id, email: staff.email, ip: actor.ip } });
  } catch (error) {
    await batchMoves
      .apply(db, actor, 'unqueue', batch.id, {
        reason: 'The apply job could not be queued',
        set: { appliedBy: null },
      })
      .catch((refused: unknown) => {
        // Already started: the job was sent after all, and the batch is its.
        if (!(refused instanceof AppError && refused.code === 'INVALID_TRANSITION')) throw refused;
      });
    throw error;
  }
  return findBatch(db, batch.id, feature);
}
