import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsJobs, smsRecipients } from '../../db/schema.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { JobInterrupted, stopIfShuttingDown } from '../../lib/jobs.ts';
import { outlast } from '../../lib/outlast.ts';
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
  /** How long a sending waits for a database that went away (`outlast`); tests shorten it. */
  patienceMs?: number;
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

/** The numbers this run claimed and has not handed to the provider yet, else the next chunk claimed. */
async function nextNumbers(db: Db, jobId: number) {
  // A sending has one worker at a time: numbers SENDING during a run are its own, left by a claim
  // whose answer a lost connection kept from it (the claim had committed).
  const left = await db.execute<{ position: number; phone: string }>(sql`
    select position, phone from sms_recipients
    where job_id = ${jobId} and status = 'SENDING' order by position limit ${CHUNK}`);
  if (left.rows.length > 0) return left.rows;
  const claimed = await db.execute<{ position: number; phone: string }>(sql`
    update sms_recipients set status = 'SENDING'
    where job_id = ${jobId} and position in (
      select position from sms_recipients where job_id = ${jobId} and status = 'PENDING'
      order by position limit ${CHUNK} for update skip locked)
    returning position, phone`);
  return [...claimed.rows].sort((a, b) => a.position - b.position);
}

/**
 * A number's outcome and the job's count in one statement that only moves a number still SENDING:
 * run again after its answer was lost, it changes nothing and counts nothing twice.
 */
async function recordOutcome(
  db: Db,
  jobId: number,
  position: number,
  outcome: { status: 'SENT'; providerMessageId: string } | { status: 'FAILED'; error: SmsFailureCode },
): Promise<void> {
  const sent = outcome.status === 'SENT';
  await db.execute(sql`
    with moved as (
      update sms_recipients set
        status = ${outcome.status},
        provider_message_id = ${sent ? outcome.providerMessageId : null},
        sent_at = ${sent ? sql`now()` : null},
        error = ${sent ? null : outcome.error}
      where job_id = ${jobId} and position = ${position} and status = 'SENDING'
      returning 1)
    update sms_jobs set
      sent_count = sent_count + ${sent ? sql`(select count(*) from moved)` : sql`0`},
      failed_count = failed_count + ${sent ? sql`0` : sql`(select count(*) from moved)`}
    where id = ${jobId}`);
}

/**
 * Sends a queued job's numbers in order, at the overall rate, recording each outcome (SENT with the
 * provider's id, FAILED with why) and the job's counts as it goes. A number is marked SENDING before
 * it goes to the provider, so no number is ever sent twice:
 *
 * - The database going away meanwhile pauses the sending (each step waits for it: `outlast`); the
 *   outcome of a message already handed to the provider is kept and recorded once it is back.
 * - Safe to run again for the same job (a retried or resumed job): numbers already sent are not
 *   sent again, and numbers still SENDING from a run that ended (a crash) are marked failed rather
 *   than risk a duplicate. An outage longer than the patience fails the run, not the sending: the
 *   job queue runs it again once the database answers.
 */
export async function sendSmsJob(deps: SenderDeps, jobId: number, signal?: AbortSignal): Promise<void> {
  const { db, provider } = deps;
  const step = <T>(run: () => Promise<T>) =>
    outlast(run, {
      signal,
      patienceMs: deps.patienceMs,
      onWait: (error) => deps.log.error({ err: error, jobId }, 'SMS sending waits for the database'),
    });
  const [job] = await step(() => db.select().from(smsJobs).where(eq(smsJobs.id, jobId)));
  if (!job || (job.status !== 'QUEUED' && job.status !== 'SENDING')) return;
  try {
    await step(() => ensureSendSlots(db, deps.ratePerSecond));
    await step(() =>
      db
        .update(smsJobs)
        .set({ status: 'SENDING', startedAt: job.startedAt ?? new Date() })
        .where(and(eq(smsJobs.id, jobId), inArray(smsJobs.status, ['QUEUED', 'SENDING']))),
    );
    await step(() =>
      db
        .update(smsRecipients)
        .set({ status: 'FAILED', error: INTERRUPTED })
        .where(and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.status, 'SENDING'))),
    );
    await step(() => refreshCounts(db, jobId));
    for (;;) {
      const [current] = await step(() =>
        db.select({ status: smsJobs.status }).from(smsJobs).where(eq(smsJobs.id, jobId)),
      );
      if (current?.status !== 'SENDING') break;
      const claimed = await step(() => nextNumbers(db, jobId));
      if (claimed.length === 0) break;
      for (const recipient of claimed) {
        // A cancel takes effect before the next message: the rest of this chunk is not sent.
        if (await step(() => cancelled(db, jobId))) {
          await step(() =>
            db
              .update(smsRecipients)
              .set({ status: 'CANCELLED' })
              .where(and(eq(smsRecipients.jobId, jobId), eq(smsRecipients.status, 'SENDING'))),
          );
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
        await step(() => waitForSlot(db, deps.ratePerSecond));
        let outcome: Parameters<typeof recordOutcome>[3];
        try {
          const sent = await provider.send({
            to: recipient.phone,
            text: job.message,
            reference: `sms-${jobId}-${recipient.position}`,
          });
          outcome = { status: 'SENT', providerMessageId: sent.id.slice(0, 200) };
          smsMessages.inc({ outcome: 'sent' });
        } catch (error) {
          // The provider's own words go to the log; the screen gets a code it words in its language.
          deps.log.error(
            { err: error, jobId, position: recipient.position },
            'SMS provider refused a message',
          );
          outcome = { status: 'FAILED', error: 'PROVIDER_REFUSED' };
          smsMessages.inc({ outcome: 'failed' });
        }
        // Handed to the provider: recorded whatever it takes (never handed again: it is no longer SENDING).
        await step(() => recordOutcome(db, jobId, recipient.position, outcome));
      }
      await step(() => refreshCounts(db, jobId));
    }
    await step(() => refreshCounts(db, jobId));
    await step(() => finish(db, jobId, { status: 'COMPLETED', finishedAt: new Date() }, ['SENDING']));
  } catch (error) {
    // The database gone longer than the patience (or this instance stopping): the sending stays as
    // it is, and the job runs again once the database answers.
    if (error instanceof JobInterrupted || isDatabaseUnavailable(error)) throw error;
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
