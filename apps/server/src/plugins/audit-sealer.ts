import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.ts';
import { makeAuditPartitions } from '../lib/audit-archive.ts';
import { AuditHeadUntrusted, sealAuditLog } from '../lib/audit-chain.ts';
import { newestCheckpoint, writeCheckpoint, type Checkpoint } from '../lib/audit-checkpoints.ts';
import { observeAudit } from '../lib/metrics.ts';

/** How often each instance runs the sealing step (only one runs at a time over every instance). */
const SEAL_EVERY_MS = 1000;
/** How often the chain's head is written to the file store as a signed checkpoint. */
const CHECKPOINT_EVERY_MS = 60_000;
/** How often the audit log's month partitions are made ahead (this month and the next two). */
const PARTITIONS_EVERY_MS = 60 * 60_000;

/**
 * The audit log's ordered sealing step (docs/requirements.md §D9, §D10): every second, chains and MACs the
 * entries written since (lib/audit-chain.ts); every minute and when the app closes, a signed
 * checkpoint of the head in the file store (lib/audit-checkpoints.ts). Writers never wait for it.
 * A head that does not verify under AUDIT_KEY stops sealing (logged once, shown by verify as late
 * seals); a clock behind the newest checkpoint holds checkpoints back (logged, shown by verify).
 * At start and every hour, the partition step makes this month's partition of audit_log and the next
 * two months' if missing (migration 0031; an entry of a month without one lands in the default
 * partition, so an insert never fails).
 */
export function registerAuditSealer(app: FastifyInstance): void {
  const chain = app.auditChain;
  let timer: NodeJS.Timeout | null = null;
  let checkpointDue = Date.now() + CHECKPOINT_EVERY_MS;
  let round: Promise<void> | null = null;
  /** The newest checkpoint known (read from the store once, then the ones written here). */
  let last: Checkpoint | null | undefined;
  let reported = '';
  const report = (message: string) => {
    if (message !== reported) app.log.error(message);
    reported = message;
  };
  const failed = (what: string) => (error: unknown) => {
    if (error instanceof AuditHeadUntrusted) report(error.message);
    else if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, `${what} failed`);
  };
  const seal = () =>
    sealAuditLog(chain).then(() => {
      if (reported.startsWith("The audit chain's newest seal")) reported = '';
    }, failed('sealing the audit log'));
  const checkpoint = async () => {
    last ??= await newestCheckpoint(chain);
    const result = await writeCheckpoint(chain, last);
    if (result.written) {
      if (result.lastHeadGone) {
        app.log.error(
          `The head of the previous audit checkpoint (entry ${last?.headId}) is no longer in the chain as it was: entries were deleted or the chain rewritten (GET /audit-log/verify names them)`,
        );
      }
      last = result.checkpoint;
    } else if (result.reason === 'clockBehind') {
      report(
        `The clock is behind the newest audit checkpoint (${result.last?.at}): was it moved back? Checkpoints wait until it passes`,
      );
    }
  };
  let partitionsDue = 0;
  const partitions = async () => {
    partitionsDue = Date.now() + PARTITIONS_EVERY_MS;
    const made = await makeAuditPartitions(chain.db);
    if (made) app.log.info({ made }, 'audit log partitions made ahead');
  };
  const step = async () => {
    if (Date.now() >= partitionsDue) await partitions().catch(failed('making the audit log partitions'));
    await seal();
    if (Date.now() < checkpointDue) return;
    checkpointDue = Date.now() + CHECKPOINT_EVERY_MS;
    await checkpoint();
  };
  // How far behind sealing and checkpoints are, read when /metrics is scraped (docs/ops/README.md alerts on it).
  const stopObserving = observeAudit(async () => {
    const unsealed = await chain.db.execute<{ n: string | number; lag: string | number | null }>(
      sql`select count(*) as n, extract(epoch from now() - min(a.at)) as lag
          from audit_unsealed u
            -- Each queued entry by its key (a join would hash every month partition of audit_log).
            cross join lateral (select l.at from audit_log l where l.id = u.entry_id limit 1) a`,
    );
    const known = last;
    const uncovered =
      known === undefined
        ? null
        : await chain.db.execute<{ lag: string | number | null }>(
            sql`select extract(epoch from now() - min(sealed_at)) as lag from audit_seals where seq > ${known?.headSeq ?? 0}`,
          );
    const row = unsealed.rows[0];
    return {
      unsealed: Number(row?.n ?? 0),
      sealingLagSeconds: Math.max(0, Number(row?.lag ?? 0)),
      checkpointLagSeconds: uncovered ? Math.max(0, Number(uncovered.rows[0]?.lag ?? 0)) : null,
      checkpointAt: known ? Date.parse(known.at) / 1000 : null,
    };
  });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      round ??= step()
        .catch(failed('the audit checkpoint'))
        .finally(() => {
          round = null;
        });
    }, SEAL_EVERY_MS);
    timer.unref();
    // At start: a clock behind the newest checkpoint is said at once.
    void newestCheckpoint(chain)
      .then((newest) => {
        last ??= newest;
        if (newest && Date.now() < Date.parse(newest.at)) {
          report(`The clock is behind the newest audit checkpoint (${newest.at}): was it moved back?`);
        }
      })
      .catch(failed('reading the audit checkpoints'));
  });
  app.addHook('onClose', async () => {
    stopObserving();
    if (timer) clearInterval(timer);
    await round;
    // The last entries sealed and the head anchored before the process goes.
    await seal();
    await checkpoint().catch(failed('the audit checkpoint at shutdown'));
  });
}
