import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsJobs, smsRecipients } from '../../db/schema.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Numbers claimed at a time (a cancel still stops the sending before the next message). */
const CHUNK = 20;
const INTERRUPTED =
  'The server stopped before the provider answered: not sent again, to avoid a duplicate message';

export interface SenderDeps {
  db: Db;
  provider: SmsProvider;
  /** Messages handed to the provider per second, over every server instance. */
  ratePerSecond: number;
  log: { error(object: object, message: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes one message out of the current second's allowance (shared by every instance through one
 * atomic upsert); false when this second is used up.
 */
async function claimSendSlot(db: Db, limit: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into sms_send_windows (window_start, sent) values (date_trunc('second', clock_timestamp()), 1)
    on conflict (window_start) do update set sent = sms_send_windows.sent + 1
      where sms_send_windows.sent < ${limit}
    returning sent`);
  return result.rows.length > 0;
}

async function waitForSlot(db: Db, limit: number): Promise<void> {
  while (!(await claimSendSlot(db, limit))) await sleep(1005 - (Date.now() % 1000));
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
export async function sendSmsJob(deps: SenderDeps, jobId: number): Promise<void> {
  const { db, provider } = deps;
  const [job] = await db.select().from(smsJobs).where(eq(smsJobs.id, jobId));
  if (!job || (job.status !== 'QUEUED' && job.status !== 'SENDING')) return;
  try {
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
        } catch (error) {
          const reason = (error as Error).message?.slice(0, 300) || 'The provider refused the message';
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
    await db
      .update(smsJobs)
      .set({ status: 'COMPLETED', finishedAt: new Date() })
      .where(and(eq(smsJobs.id, jobId), eq(smsJobs.status, 'SENDING')));
    await db.execute(sql`delete from sms_send_windows where window_start < now() - interval '1 hour'`);
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'SMS sending stopped');
    // Numbers not reached stay PENDING and visible; the job says why it stopped.
    await db
      .update(smsJobs)
      .set({
        status: 'FAILED',
        finishedAt: new Date(),
        failureReason: 'The sending stopped on a server error; numbers still pending were not sent',
      })
      .where(and(eq(smsJobs.id, jobId), inArray(smsJobs.status, ['QUEUED', 'SENDING'])));
  }
}
