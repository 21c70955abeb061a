import { and, eq, sql } from 'drizzle-orm';
import type { SmsFailureCode, SmsJob } from '@cmt/contract/endpoints/sms';
import { smsParts } from '@cmt/contract/sms';
import type { Db } from '../../db/client.ts';
import { smsJobs, smsRecipients, staffUsers } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { AppError } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { findSmsJob, toSmsJob, usedToday } from './sms-queries.ts';

/**
 * Records a sending (the job, its numbers in order, and the audit entry with the message and the
 * count of numbers, never the numbers) in one transaction. The staff member's row is locked first,
 * so two sendings by the same person cannot both slip under the daily allowance.
 */
export async function createSmsJob(
  db: Db,
  actor: Actor,
  input: { message: string; recipients: string[] },
  options: { provider: string; dailyLimit: number },
): Promise<SmsJob> {
  const staff = actor.staff!;
  const parts = smsParts(input.message);
  return audited(db, actor, 'sms.send', 'sms_job', async (tx, note) => {
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staff.id)).for('update');
    const used = await usedToday(tx, staff.id);
    if (used + input.recipients.length > options.dailyLimit) {
      throw new AppError(
        429,
        'SMS_DAILY_LIMIT',
        `This sending would pass your daily allowance of ${options.dailyLimit} numbers (${used} used today)`,
        { limit: options.dailyLimit, used },
      );
    }
    const [job] = await tx
      .insert(smsJobs)
      .values({
        message: input.message,
        encoding: parts.encoding,
        parts: parts.parts,
        recipientCount: input.recipients.length,
        provider: options.provider,
        createdById: staff.id,
        createdBy: staff.email,
      })
      .returning();
    for (let start = 0; start < input.recipients.length; start += 1000) {
      await tx
        .insert(smsRecipients)
        .values(
          input.recipients
            .slice(start, start + 1000)
            .map((phone, index) => ({ jobId: job!.id, position: start + index + 1, phone })),
        );
    }
    note.targetId = job!.id;
    note.after = {
      message: input.message,
      encoding: parts.encoding,
      parts: parts.parts,
      recipients: input.recipients.length,
    };
    return toSmsJob(job!);
  });
}

/** A sending that could not be queued says so, instead of waiting forever. */
export async function markNotQueued(db: Db, id: number): Promise<void> {
  await db
    .update(smsJobs)
    .set({ status: 'FAILED', finishedAt: new Date(), failureReason: 'NOT_QUEUED' satisfies SmsFailureCode })
    .where(and(eq(smsJobs.id, id), eq(smsJobs.status, 'QUEUED')));
}

/**
 * A sending's status as staff move it (the worker's own progress, QUEUED → SENDING → COMPLETED or
 * FAILED, is not a staff decision and is not audited). The entry `sms.cancel` shows the counts
 * before and after: `cancelledCount` after the move is the numbers it stopped.
 */
const jobMoves = defineTransitions({
  table: smsJobs,
  id: smsJobs.id,
  status: smsJobs.status,
  what: 'SMS sending',
  moves: { cancel: { from: ['QUEUED', 'SENDING'], to: 'CANCELLED' } },
  audit: {
    type: 'sms',
    targetType: 'sms_job',
    publicShape: (row) => ({
      status: row.status,
      sentCount: row.sentCount,
      failedCount: row.failedCount,
      cancelledCount: row.cancelledCount,
    }),
  },
});

/** Stops a sending: its numbers not sent yet are cancelled, in the move's transaction with its audit entry. */
export async function cancelSmsJob(db: Db, actor: Actor, id: number): Promise<SmsJob> {
  await jobMoves.apply(db, actor, 'cancel', id, {
    set: { finishedAt: new Date() },
    effect: async (tx) => {
      const cancelled = await tx
        .update(smsRecipients)
        .set({ status: 'CANCELLED' })
        .where(and(eq(smsRecipients.jobId, id), eq(smsRecipients.status, 'PENDING')))
        .returning({ position: smsRecipients.position });
      await tx
        .update(smsJobs)
        .set({ cancelledCount: sql`${smsJobs.cancelledCount} + ${cancelled.length}` })
        .where(eq(smsJobs.id, id));
    },
  });
  return findSmsJob(db, id);
}
