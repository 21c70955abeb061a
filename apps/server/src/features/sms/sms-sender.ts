import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsJobs, smsRecipients } from '../../db/schema.ts';
import { JobInterrupted, stopIfShuttingDown } from '../../lib/jobs.ts';
import { smsMessages } from '../../lib/metrics.ts';
import { notify } from '../../lib/notifications.ts';
import type { SmsFailureCode } from '@cmt/contract/endpoints/sms';
import type { SmsProvider } from './sms-provider.ts';

/** Numbers claimed at a time (a cancel still stops the sending before the next message). */
const CHUNK = 20;
/** Why a number or a sending failed, as codes the screen words (`smsFailureCodes` of the contract). */
const INTERRUPTED: SmsFailureCode = 'INTERRUPTED';

export interface SenderDeps {
  db: Db;
  provider: SmsProvider;
  /** Messages handed to the provider per second, over every server instance. */
  ratePerSecond: number;
  log: { error(object: object, message: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes sure slots 1..limit exist (a slot never used counts as used long ago). */
export async function ensureSendSlots(db: Db, limit: number): Promise<void> {
  await db.execute(sql`
    insert into sms_send_slots (slot, used_at)
    select slot, 'epoch'::timestamptz from generate_series(1, ${limit}::integer) as slot
    on conflict (slot) do nothing`);
}

/**
 * Takes a send slot for one message at `at` (the database's clock; a test passes its own): one of
 * slots 1..limit whose last use is at least a second before `at`, atomically, on every instance
 * (`for update skip locked`: two workers never take the same slot; one updated meanwhile is
 * re-checked). Returns 0 when taken, else the milliseconds until the next slot frees.
 */
export async function claimSendSlot(db: Db, limit: number, at: Date | null = null): Promise<number> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const taken = await db.execute(sql`
    with free as (
      select slot from sms_send_slots
      where slot <= ${limit} and used_at <= ${now} - interval '1 second'
      order by used_at limit 1
      for update skip locked)
    update sms_send_slots set used_at = ${now} from free
    where sms_send_slots.slot = free.slot
    returning sms_send_slots.slot`);
  if (taken.rows.length > 0) return 0;
  const next = await db.execute<{ wait: number | string | null }>(sql`
    select extract(epoch from min(used_at) + interval '1 second' - ${now}) * 1000 as wait
    from sms_send_slots where slot <= ${limit}`);
  return Math.max(1, Math.ceil(Number(next.rows[0]?.wait ?? 1)));
}

async function waitForSlot(db: Db, limit: number): Promise<void> {
  for (let wait = await claimSendSlot(db, limit); wait > 0; wait = await claimSendSlot(db, limit)) {
    await sleep(Math.min(wait + 1, 1000));
  }
}

const cancelled = async (db: Db, jobId: number) =>
  (await db.select({ status: smsJobs.status }).from(smsJobs).where(eq(smsJobs.id, jobId)))[0]?.status ===
  'CANCELLED';

/** The job's counts, from its numbers' outcomes. */
async function refreshCounts(db: Db, jobId: number): Promise<void> {
  await db.execute(sql`
    update sms_jobs set
      sent_count = (select count(*) from sms_recipients where job_id = ${jobId} and status = 'SENT'),
      failed_count = (select count(*) from sms_recipients where job_id = ${jobId} and status = 'FAILED'),
      cancelled_count = (select count(*) from sms_recipients where job_id = ${jobId} and status = 'CANCELLED')
    where id = ${jobId}`);
}

/**
 * Sends a queued job's numbers in order, at the overall rate, recording each outcome (SENT with the
 * provider's id, FAILED with why) and the job's counts as it goes. Safe to run again for the same
 * job (a retried or resumed job): numbers already sent are not sent again, and numbers that were
 * being sent when the server stopped are marked failed rather than risk a duplicate.
 */
export async function sendSmsJob(deps: SenderDeps, jobId: number, signal?: AbortSignal): Promise<void> {
  const { db, provider } = deps;
  const [job] = await db.select().from(smsJobs).where(eq(smsJobs.id, jobId));
  if (!job || (job.status !== 'QUEUED' && job.status !== 'SENDING')) return;
  try {
    await ensureSendSlots(db, deps.ratePerSecond);
    await db
      .update(smsJobs)
      .set({ status: 'SENDING', startedAt: job.startedAt ?? new Date() })
      .where(and(eq(smsJobs.id, jobId), inArray(smsJobs.status, ['QUEUED', 'SENDING'])));
    await db
      .update(smsRecipients)
      .set({ status: 'FAILED', error: INTERRUPTED })
      .where(and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.status, 'SENDING')));
    for (;;) {
      const [current] = await db
        .select({ status: smsJobs.status })
        .from(smsJobs)
        .where(eq(smsJobs.id, jobId));
      if (current?.status !== 'SENDING') break;
      const claimed = await db.execute<{ position: number; phone: string }>(sql`
        update sms_recipients set status = 'SENDING'
        where job_id = ${jobId} and position in (
          select position from sms_recipients where job_id = ${jobId} and status = 'PENDING'
          order by position limit ${CHUNK} for update skip locked)
        returning position, phone`);
      if (claimed.rows.length === 0) break;
      for (const recipient of [...claimed.rows].sort((a, b) => a.position - b.position)) {
        // A cancel takes effect before the next message: the rest of this chunk is not sent.
        if (await cancelled(db, jobId)) {
          await db
            .update(smsRecipients)
            .set({ status: 'CANCELLED' })
            .where(and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.status, 'SENDING')));
          break;
        }
        if (signal?.aborted) {
          // This instance is shutting down: the numbers claimed and not yet sent go back to PENDING
          // for another instance, which carries on with the job.
          await db
            .update(smsRecipients)
            .set({ status: 'PENDING' })
            .where(and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.status, 'SENDING')));
          stopIfShuttingDown(signal);
        }
        await waitForSlot(db, deps.ratePerSecond);
        const where = and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.position, recipient.position));
        try {
          const sent = await provider.send({
            to: recipient.phone,
            text: job.message,
            reference: `sms-${jobId}-${recipient.position}`,
          });
          await db
            .update(smsRecipients)
            .set({
              status: 'SENT',
              providerMessageId: sent.id.slice(0, 200),
              sentAt: new Date(),
              error: null,
            })
            .where(where);
          await db
            .update(smsJobs)
            .set({ sentCount: sql`${smsJobs.sentCount} + 1` })
            .where(eq(smsJobs.id, jobId));
          smsMessages.inc({ outcome: 'sent' });
        } catch (error) {
          // The provider's own words go to the log; the screen gets a code it words in its language.
          deps.log.error(
            { err: error, jobId, position: recipient.position },
            'SMS provider refused a message',
          );
          const reason: SmsFailureCode = 'PROVIDER_REFUSED';
          smsMessages.inc({ outcome: 'failed' });
          await db.update(smsRecipients).set({ status: 'FAILED', error: reason }).where(where);
          await db
            .update(smsJobs)
            .set({ failedCount: sql`${smsJobs.failedCount} + 1` })
            .where(eq(smsJobs.id, jobId));
        }
      }
      await refreshCounts(db, jobId);
    }
    await refreshCounts(db, jobId);
    await finish(db, jobId, { status: 'COMPLETED', finishedAt: new Date() }, ['SENDING']);
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    deps.log.error({ err: error, jobId }, 'SMS sending stopped');
    // Numbers not reached stay PENDING and visible; the job says why it stopped.
    await finish(
      db,
      jobId,
      { status: 'FAILED', finishedAt: new Date(), failureReason: 'SERVER_ERROR' satisfies SmsFailureCode },
      ['QUEUED', 'SENDING'],
    );
  }
}

/** Ends a sending and, in the same transaction, tells the staff member who started it (`sms.finished`). */
async function finish(
  db: Db,
  jobId: number,
  set: { status: 'COMPLETED' | 'FAILED'; finishedAt: Date; failureReason?: SmsFailureCode },
  from: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(smsJobs)
      .set(set)
      .where(and(eq(smsJobs.id, jobId), inArray(smsJobs.status, from)))
      .returning();
    if (job?.createdById)
      await notify(tx, job.createdById, {
        kind: 'sms.finished',
        params: { jobId, status: job.status, sent: job.sentCount, failed: job.failedCount },
      });
  });
}
