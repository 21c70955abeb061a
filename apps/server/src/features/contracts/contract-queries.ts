import { asc, eq } from 'drizzle-orm';
import type { ApplicationSummary } from '@cmt/contract/endpoints/applications';
import type { DbOrTx } from '../../db/client.ts';
import { contractEvents, customerApplications as ca } from '../../db/schema.ts';
import {
  applicationFullName as fullName,
  applicationSearchCondition as searchCondition,
  maskNationalId as mask,
} from '../../domain/applications.ts';
import { notFound } from '../../lib/errors.ts';

/** The first 20 customers (by user id) matching what staff typed: a national id, a mobile or a name. */
export async function searchCustomers(db: DbOrTx, q: string): Promise<{ items: ApplicationSummary[] }> {
  const rows = await db
    .select({
      userId: ca.userId,
      fullName,
      documentNumber: ca.documentNumber,
      phone: ca.phone,
      city: ca.city,
    })
    .from(ca)
    .where(searchCondition(q))
    .orderBy(asc(ca.userId))
    .limit(20);
  return {
    items: rows.map((r) => ({
      userId: r.userId,
      fullName: r.fullName,
      documentNumberMasked: mask(r.documentNumber),
      phone: r.phone,
      city: r.city,
    })),
  };
}

/** The print whose PDF is archived (404 when there is none, or it is not stored yet). */
export async function findArchivedPrint(db: DbOrTx, id: number) {
  const [event] = await db.select().from(contractEvents).where(eq(contractEvents.id, id));
  if (!event?.pdfKey || event.pdfStatus !== 'stored') throw notFound('Archived contract PDF');
  return { ...event, pdfKey: event.pdfKey };
}
