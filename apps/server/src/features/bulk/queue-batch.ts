import { bulkPermissions, type BulkBatch, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { DbOrTx } from '../../db/client.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { uniqueOr } from '../../lib/sql.ts';
import type { ApplyQueue } from './apply-queue-plugin.ts';
import { batchMoves, findBatch } from './batches.ts';

declare module '../../lib/approvals.ts' {
  interface ApprovalServices {
    /** A held bulk apply, once approved, is sent to the apply job like a direct one. */
    bulkApplyQueue: ApplyQueue;
  }
}

/** Which batch to apply: its id and its kind (a batch is only found through its own kind). */
export interface BatchToApply {
  id: number;
  feature: BulkFeature;
}

/**
 * Moves a fully valid batch VALID/FAILED → QUEUED with its audit entry. 409 BULK_ALREADY_APPLIED for
 * a batch queued, applying or applied, or whose content was already applied in another batch (the
 * partial unique index); 409 BULK_INVALID for a batch with invalid rows.
 */
async function claimBatch(db: DbOrTx, actor: Actor, { id, feature }: BatchToApply): Promise<BulkBatch> {
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
      set: { appliedBy: staff.email, failureReason: null, failureMessage: null, progress: 0 },
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
  return batch;
}

/** Sends the apply job of a batch just queued; a job that cannot be sent moves the batch back to VALID. */
async function sendBatch(
  db: DbOrTx,
  jobs: ApplyQueue,
  actor: Actor,
  { id, feature }: BatchToApply,
): Promise<BulkBatch> {
  const staff = actor.staff!;
  try {
    await jobs.enqueue({ batchId: id, actor: { id: staff.id, email: staff.email, ip: actor.ip } });
  } catch (error) {
    await batchMoves
      .apply(db, actor, 'unqueue', id, {
        reason: 'The apply job could not be queued',
        set: { appliedBy: null },
      })
      .catch((refused: unknown) => {
        // Already started: the job was sent after all, and the batch is its.
        if (!(refused instanceof AppError && refused.code === 'INVALID_TRANSITION')) throw refused;
      });
    throw error;
  }
  return findBatch(db, id, feature);
}

/** The kinds that move money or credit: under the `bulk.apply` policy, a second person applies them. */
const moneyKinds: readonly BulkFeature[] = [
  'AffiliateTransactionStrategy',
  'RepaymentsStrategy',
  'ApplicationReviewsStrategy',
  'CreditPromotionStrategy',
];

/**
 * Sends a fully valid batch to the apply job: VALID/FAILED → QUEUED with its audit entry (in the
 * approval's transaction when it was held), then the job. The confirm endpoint and the financing
 * process-batch calls both come here, so every kind is applied by the same job, all or nothing.
 * Under four-eyes (`bulk.apply`) a batch of a money kind is held for a second holder of the kind's
 * permission; it is stale when the batch moved meanwhile. `actor` is the staff member who confirms.
 */
export const batchApply = defineGuarded({
  action: 'bulk.apply',
  // Each kind's own permission (below); this one is never used on its own.
  permission: 'manage-financing-repayments-upload',
  target: async (tx, input: BatchToApply) => {
    const batch = await findBatch(tx, input.id, input.feature);
    return {
      targetType: 'bulk_batch',
      targetId: batch.id,
      version: fingerprint({ status: batch.status, counts: [batch.totalRows, batch.validRows] }),
      held: moneyKinds.includes(input.feature),
      permission: bulkPermissions[input.feature],
    };
  },
  shape: async (tx, input: BatchToApply) => {
    const batch = await findBatch(tx, input.id, input.feature);
    return { feature: batch.feature, fileName: batch.fileName, status: batch.status, rows: batch.validRows };
  },
  apply: (_services, db, actor, input: BatchToApply) => claimBatch(db, actor, input),
  afterCommit: (services, actor, input) => sendBatch(services.db, services.bulkApplyQueue, actor, input),
});
