import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  listSmsJobs,
  listSmsRecipients,
  SmsJob,
  SmsJobStatus,
  SmsRecipient,
  SmsRecipientStatus,
  exportSmsJobs,
} from '@cmt/contract/endpoints/sms';
import type { DbOrTx } from '../../db/client.ts';
import { smsJobs, smsRecipients } from '../../db/schema.ts';
import { cairoDayStart, cairoDate } from '../../lib/cairo.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';

export type SmsJobRow = typeof smsJobs.$inferSelect;

const smsJobNotFound = () => notFound('SMS sending');

export const toSmsJob = (row: SmsJobRow): SmsJob => ({
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

/** The SMS sendings list of these filters, for its page and its export (`exportSmsJobs`). */
export function smsJobList(db: DbOrTx, query: ParsedQueryOf<typeof exportSmsJobs>) {
  const where = query.status === 'ALL' ? undefined : eq(smsJobs.status, query.status);
  return defineList({
    rows: db.select().from(smsJobs).$dynamic(),
    count: db.select({ value: count() }).from(smsJobs).$dynamic(),
    where: [where],
    sortColumns: { createdAt: smsJobs.id }, // ids are given in creation order
    toItem: toSmsJob,
    key: smsJobs.id,
  });
}

export const listSmsJobPage = (db: DbOrTx, query: ParsedQueryOf<typeof listSmsJobs>) =>
  listPage(query, smsJobList(db, query));

export async function listRecipientPage(
  db: DbOrTx,
  jobId: number,
  query: ParsedQueryOf<typeof listSmsRecipients>,
) {
  await findSmsJob(db, jobId);
  const where = and(
    eq(smsRecipients.jobId, jobId),
    query.status === 'ALL' ? undefined : eq(smsRecipients.status, query.status),
  );
  return listPage(query, {
    rows: db.select().from(smsRecipients).$dynamic(),
    count: db.select({ value: count() }).from(smsRecipients).$dynamic(),
    where: [where],
    sortColumns: { position: smsRecipients.position },
    toItem: (row): SmsRecipient => ({
      phone: row.phone,
      status: row.status as SmsRecipientStatus,
      error: row.error,
      providerMessageId: row.providerMessageId,
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  });
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

/** Sendings left queued or sending (when the server stopped), to queue again at start. */
export async function openSmsJobIds(db: DbOrTx): Promise<number[]> {
  const open = await db
    .select({ id: smsJobs.id })
    .from(smsJobs)
    .where(inArray(smsJobs.status, ['QUEUED', 'SENDING']));
  return open.map((job) => job.id);
}
