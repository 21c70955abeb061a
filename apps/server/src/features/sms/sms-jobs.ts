import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SmsJob, SmsJobStatus, SmsRecipient, SmsRecipientStatus } from '@cmt/contract/endpoints/sms';
import { smsParts } from '@cmt/contract/sms';
import type { Db, DbOrTx } from '../../db/client.ts';
import { smsJobs, smsRecipients, staffUsers } from '../../db/schema.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { cairoDayStart, cairoDate } from '../../lib/cairo.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { defineTransitions } from '../../lib/transition.ts';

type Row = typeof smsJobs.$inferSelect;

const smsJobNotFound = () => notFound('SMS sending');

export const toSmsJob = (row: Row): SmsJob => ({
  id: row.id,
  message: row.message,
  encoding: row.encoding as SmsJob['encoding'],
  parts: row.parts,
  recipientCount: row.recipientCount,
  status: row.status as SmsJobStatus,
  sentCount: row.sentCount,
  failedCount: row.failedCount,
  cancelledCount: row.cancelledCount,
  provider: row.provider,
  failureReason: row.failureReason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function findSmsJob(db: DbOrTx, id: number): Promise<SmsJob> {
  const [row] = await db.select().from(smsJobs).where(eq(smsJobs.id, id));
  if (!row) throw smsJobNotFound();
  return toSmsJob(row);
}

export function listSmsJobPage(
  db: DbOrTx,
  query: { page: number; pageSize: number; status: 'ALL' | SmsJobStatus; order: 'asc' | 'desc' },
) {
  const where = query.status === 'ALL' ? undefined : eq(smsJobs.status, query.status);
  const order = query.order === 'asc' ? asc : desc;
  return pageOf(
    query,
    (limit, offset) =>
      db.select().from(smsJobs).where(where).orderBy(order(smsJobs.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(smsJobs).where(where),
    toSmsJob,
  );
}

export async function listRecipientPage(
  db: DbOrTx,
  jobId: number,
  query: { page: number; pageSize: number; status: 'ALL' | SmsRecipientStatus; order: 'asc' | 'desc' },
) {
  await findSmsJob(db, jobId);
  const where = and(
    eq(smsRecipients.jobId, jobId),
    query.status === 'ALL' ? undefined : eq(smsRecipients.status, query.status),
  );
  const order = query.order === 'asc' ? asc : desc;
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select()
        .from(smsRecipients)
        .where(where)
        .orderBy(order(smsRecipients.position))
        .limit(limit)
        .offset(offset),
    db.select({ value: count() }).from(smsRecipients).where(where),
    (row): SmsRecipient => ({
      phone: row.phone,
      status: row.status as SmsRecipientStatus,
      error: row.error,
      providerMessageId: row.providerMessageId,
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  );
}

/** Numbers a staff member queued since midnight in Cairo (cancelled numbers give their allowance back). */
export async function usedToday(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(${smsJobs.recipientCount} - ${smsJobs.cancelledCount}), 0)::int`,
    })
    .from(smsJobs)
    .where(and(eq(smsJobs.createdById, staffId), gte(smsJobs.createdAt, cairoDayStart(cairoDate()))));
  return row?.used ?? 0;
}

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
    .set({ status: 'FAILED', finishedAt: new Date(), failureReason: 'The sending could not be queued' })
    .where(and(eq(smsJobs.id, id), eq(smsJobs.status, 'QUEUED')));
}

const jobStatuses = defineTransitions({
  table: smsJobs,
  id: smsJobs.id,
  status: smsJobs.status,
  what: 'SMS sending',
  moves: { cancel: { from: ['QUEUED', 'SENDING'], to: 'CANCELLED' } },
});

/** Stops a sending: its numbers not sent yet are cancelled, in the move's transaction with its audit entry. */
export async function cancelSmsJob(db: Db, actor: Actor, id: number): Promise<SmsJob> {
  await jobStatuses.apply<Row>(db, 'cancel', id, {
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
      await writeAudit(tx, actor, {
        action: 'sms.cancel',
        targetType: 'sms_job',
        targetId: id,
        after: { status: 'CANCELLED', notSent: cancelled.length },
      });
    },
  });
  return findSmsJob(db, id);
}
