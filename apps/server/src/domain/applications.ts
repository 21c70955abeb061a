import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Application } from '@cmt/contract/endpoints/applications';
import type { DbOrTx } from '../db/client.ts';
import { applicationFinancingPartners, customerApplications as ca } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { escapeLike } from '../lib/sql.ts';

type ApplicationRow = typeof ca.$inferSelect;

/** Reads a customer's application with its financing partner entries; 404 for an unknown customer. */
export async function findApplication(db: DbOrTx, userId: number): Promise<Application> {
  const [row] = await db.select().from(ca).where(eq(ca.userId, userId));
  if (!row) throw notFound('Customer application');
  const partners = await db
    .select()
    .from(applicationFinancingPartners)
    .where(eq(applicationFinancingPartners.userId, userId))
    .orderBy(asc(applicationFinancingPartners.id));
  return toApplication(row, partners);
}

function toApplication(
  row: ApplicationRow,
  partners: (typeof applicationFinancingPartners.$inferSelect)[],
): Application {
  const { createdAt: _createdAt, ...fields } = row;
  return {
    ...fields,
    financingPartner: partners.map((p) => ({
      partnerName: p.partnerName,
      creditLineStatus: p.creditLineStatus,
      approvedAmount: p.approvedAmount,
    })),
  };
}

/** A customer's full name as SPEC §3 splits it: first, second, third and family name. */
export const applicationFullName = sql<string>`concat_ws(' ', ${ca.firstName}, ${ca.secondName}, ${ca.thirdName}, ${ca.familyName})`;

/**
 * Finds customers by what staff type: a national id (digits, 6 or more: exact or prefix), an
 * Egyptian mobile (01..., +20... or 20...), or a part of the Arabic/English name.
 */
export function applicationSearchCondition(q: string): SQL | undefined {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const local = digits.replace(/^\+?20(?=1)/, '0');
    const byPhone = ilike(ca.phone, `${escapeLike(local)}%`);
    if (local.startsWith('01') && local.length <= 11) return byPhone;
    return or(ilike(ca.documentNumber, `${escapeLike(digits)}%`), byPhone);
  }
  return ilike(applicationFullName, `%${escapeLike(q)}%`);
}

/** A national id as staff without the right to see it read it: all but the last four digits hidden. */
export const maskNationalId = (documentNumber: string | null): string | null =>
  documentNumber ? `${'•'.repeat(Math.max(0, documentNumber.length - 4))}${documentNumber.slice(-4)}` : null;
