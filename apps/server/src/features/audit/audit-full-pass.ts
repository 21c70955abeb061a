import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuditChainReport, AuditFullPass } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditFullPasses } from '../../db/schema.ts';
import type { AuditChain } from '../../lib/audit-chain.ts';
import { verifyAuditChain } from '../../lib/audit-verify.ts';
import { audited } from '../../lib/audited.ts';
import type { Actor } from '../../lib/audit.ts';
import { stopIfShuttingDown } from '../../lib/jobs.ts';

/** A pass whose progress is older than this lost its instance (its job is retried elsewhere). */
const STALE_SECONDS = 60;

type Row = typeof auditFullPasses.$inferSelect;

const passOf = (row: Row): AuditFullPass => ({
  id: row.id,
  state: row.report
    ? 'done'
    : row.error || Date.now() - row.updatedAt.getTime() > STALE_SECONDS * 1000
      ? 'interrupted'
      : 'running',
  checked: row.checked,
  total: row.total,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  report: (row.report as AuditChainReport | null) ?? null,
});

/** The latest full pass, or null. */
export async function latestFullPass(db: DbOrTx): Promise<AuditFullPass | null> {
  const [row] = await db.select().from(auditFullPasses).orderBy(desc(auditFullPasses.id)).limit(1);
  return row ? passOf(row) : null;
}

/**
 * Starts a full pass (audited `audit.verify-full`) unless one is running: that one is answered
 * instead. `enqueue` sends its job (features/audit/audit-full-pass-plugin.ts).
 */
export async function startFullPass(
  db: DbOrTx,
  actor: Actor,
  enqueue: (passId: number) => Promise<void>,
): Promise<AuditFullPass> {
  const [running] = await db
    .select()
    .from(auditFullPasses)
    .where(
      and(
        isNull(auditFullPasses.report),
        isNull(auditFullPasses.error),
        gt(auditFullPasses.updatedAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`),
      ),
    )
    .orderBy(desc(auditFullPasses.id))
    .limit(1);
  if (running) return passOf(running);
  const row = await audited(db, actor, 'audit.verify-full', 'audit_full_pass', async (tx, note) => {
    const [total] = await tx
      .execute<{ n: number }>(sql`select count(*)::int as n from audit_seals`)
      .then((r) => r.rows);
    const [created] = await tx
      .insert(auditFullPasses)
      .values({ startedBy: actor.staff?.id ?? null, total: Number(total?.n ?? 0) })
      .returning();
    note.targetId = created!.id;
    return created!;
  });
  await enqueue(row.id);
  return passOf(row);
}

/** The job: the whole chain and every checkpoint, its progress written after each batch. */
export async function runFullPass(chain: AuditChain, passId: number, signal: AbortSignal): Promise<void> {
  const progress = (checked: number) =>
    chain.db
      .update(auditFullPasses)
      .set({ checked, updatedAt: new Date() })
      .where(eq(auditFullPasses.id, passId));
  await progress(0);
  const report = await verifyAuditChain(chain, {
    full: true,
    onProgress: async (checked) => {
      stopIfShuttingDown(signal);
      await progress(checked);
    },
  });
  await chain.db
    .update(auditFullPasses)
    .set({ report, checked: report.checked, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(auditFullPasses.id, passId));
}
