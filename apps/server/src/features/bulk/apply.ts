import { eq, sql } from 'drizzle-orm';
import type { BulkMessageKey, BulkMessageParams } from '@cmt/contract/bulk-messages';
import type { BulkFeature } from '@cmt/contract/endpoints/bulk';
import type { Database } from '../../db/client.ts';
import { bulkBatches, bulkRows } from '../../db/schema.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { JobInterrupted, stopIfShuttingDown } from '../../lib/jobs.ts';
import { bulkRowsApplied } from '../../lib/metrics.ts';
import { notifyByEmail } from '../../lib/notifications.ts';
import { BulkFileError } from './bulk-file-error.ts';
import { batchMoves } from './batches.ts';
import { nextChunkEnd, writeStaged } from './write-staged.ts';
import { strategies } from './strategies/registry.ts';

/** Staged chunks (of up to 1,000 rows) written per statement while applying; progress moves per statement. */
const CHUNKS_PER_STATEMENT = 5;
/** The advisory lock namespace of applies ('bulk'), with the batch id as the second key. */
const APPLY_LOCK = 0x62756c6b;

export interface ApplyJob {
  batchId: number;
  /** Who confirmed; for a job re-sent at start-up only the email recorded on the batch is known. */
  actor: { id: number | null; email: string | null; ip: string | null };
}

/**
 * Why a batch failed: a strategy's own message (which may carry the database error as its cause), or
 * for Drizzle's "Failed query…" wrapper the database's own message beneath it, never the failed
 * statement or its parameters (rows may hold personal data).
 */
const reasonOf = (error: unknown): string => {
  const own = (error as Error).message ?? String(error);
  const cause = (error as { cause?: { message?: string } }).cause;
  const message = own.startsWith('Failed query') ? (cause?.message ?? own) : own;
  return message.startsWith('Failed query') ? DATABASE_REFUSED : message.slice(0, 500);
};
const DATABASE_REFUSED = 'The database refused the rows';

/**
 * The failure as a bulk message the screen words in its language (issue 19 item 11: no English
 * server sentence on screen): a strategy's refusal (`BulkFileError`), the database's, or an
 * unexpected error, whose own text stays in `failureReason` (the errors file, the audit entry).
 */
const failureOf = (error: unknown): { key: BulkMessageKey; params: BulkMessageParams } =>
  error instanceof BulkFileError
    ? { key: error.key, params: error.params }
    : { key: reasonOf(error) === DATABASE_REFUSED ? 'applyDatabaseRefused' : 'applyUnexpected', params: {} };

/**
 * Applies a queued batch in ONE transaction: every staged row is written or none is. Progress is
 * stored on the batch row (on PostgreSQL through another connection, so the screen sees it move;
 * PGlite has a single connection, so there it shows once the transaction ends). A failure leaves
 * the data as it was and the batch FAILED with the reason, ready to be applied again. Safe to run
 * twice for the same job, on any instances (a retried job finds the batch APPLIED and stops): the
 * transaction holds the batch's advisory lock, so a second run waits for the first to end and then
 * finds the batch applied, or, if the first was interrupted, applies it. `signal` (the instance
 * shutting down) stops it between statements, rolled back and still APPLYING, for another instance.
 */
export async function applyBatch(
  database: Database,
  { batchId, actor }: ApplyJob,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = database;
  const [batch] = await db.select().from(bulkBatches).where(eq(bulkBatches.id, batchId));
  if (!batch || (batch.status !== 'QUEUED' && batch.status !== 'APPLYING')) return;
  const strategy = strategies[batch.feature as BulkFeature];
  const who = { staff: actor.email ? { id: actor.id as number, email: actor.email } : null, ip: actor.ip };
  await batchMoves.apply(db, who, 'start', batchId, {
    set: { progress: 0, failureReason: null, failureMessage: null },
  });
  try {
    // Not audited(): the batch's `apply` move writes the entry, last, so that until then the batch row
    // stays unlocked for the progress written through another connection.
    const applied = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK}, ${batchId})`);
      const [current] = await tx
        .select({ status: bulkBatches.status })
        .from(bulkBatches)
        .where(eq(bulkBatches.id, batchId));
      if (current?.status !== 'APPLYING') return 0;
      const progressDb = database.kind === 'postgres' ? db : tx;
      let after = 0;
      let done = 0;
      const report = { inserted: 0, updated: 0 };
      for (
        let upTo = await nextChunkEnd(tx, batchId, 0, CHUNKS_PER_STATEMENT);
        upTo !== null;
        upTo = await nextChunkEnd(tx, batchId, after, CHUNKS_PER_STATEMENT)
      ) {
        stopIfShuttingDown(signal);
        const written = await writeStaged(tx, strategy, batchId, after, upTo, who);
        report.inserted += written.inserted;
        report.updated += written.updated;
        after = upTo;
        done = report.inserted + report.updated;
        await progressDb.update(bulkBatches).set({ progress: done }).where(eq(bulkBatches.id, batchId));
      }
      await tx.delete(bulkRows).where(eq(bulkRows.batchId, batchId));
      await batchMoves.apply(tx, who, 'apply', batchId, {
        set: { progress: done, report, appliedAt: new Date() },
      });
      await notifyByEmail(tx, batch.uploadedBy, {
        kind: 'bulk.applied',
        params: { batchId, feature: batch.feature, fileName: batch.fileName, rows: done },
      });
      return done;
    });
    bulkRowsApplied.inc({ feature: batch.feature }, applied);
  } catch (error) {
    // The database going away is not the file's fault: nothing was committed (or all was, the
    // commit's answer lost), and the job queue runs the apply again once the database answers.
    if (error instanceof JobInterrupted || isDatabaseUnavailable(error)) throw error;
    const reason = reasonOf(error);
    await batchMoves.apply(db, who, 'fail', batchId, {
      reason,
      set: { progress: 0, failureReason: reason, failureMessage: failureOf(error) },
      effect: (tx) =>
        notifyByEmail(tx, batch.uploadedBy, {
          kind: 'bulk.failed',
          params: { batchId, feature: batch.feature, fileName: batch.fileName },
        }),
    });
  }
}
