import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  canSeeCaseRecord,
  caseRecordTypes,
  type CaseLink,
  type CaseRecordRef,
  type CaseRecordType,
} from '@cmt/contract/endpoints/cases';
import { egpOf } from '@cmt/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateCashouts,
  appUsers,
  applicationFinancingPartners as lines,
  bulkBatches,
  caseLinks,
  customerApplications as ca,
  financingPartners,
  merchants,
  profileValidations as pv,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * The records a case can link (issue 36 item 1), each read from the table its own screens use: a
 * customer is an app user (by user id), a cashout an affiliate cashout, an application a customer's
 * financing application (`customer_applications`, by user id), a credit line a financing partner
 * entry, a KYC validation a profile submission, a merchant a catalogue merchant, a bulk batch an
 * uploaded file. Each gives a short label; a caller without the record's permission
 * (`caseRecordPermissions`) sees neither the label nor, when linking, that the record exists.
 */

/** "1250050" piastres → "12,500.50": thousands grouped on the digits (never a float). */
const grouped = (piastres: number): string =>
  egpOf(piastres).replace(/^(-?\d+)/, (pounds) => pounds.replace(/\B(?=(\d{3})+$)/g, ','));

type Labels = (db: DbOrTx, ids: number[]) => Promise<Map<number, string>>;

const nameOf = (row: { fullName: string | null; name: string | null }) => row.fullName || row.name || '';

/** Each type's labels by id; an id missing from the answer is a record that does not exist. */
const labelsOf: Record<CaseRecordType, Labels> = {
  customer: async (db, ids) => {
    const rows = await db
      .select({ id: appUsers.id, name: appUsers.name, fullName: ca.searchName })
      .from(appUsers)
      .leftJoin(ca, eq(ca.userId, appUsers.id))
      .where(inArray(appUsers.id, ids));
    return new Map(rows.map((row) => [row.id, nameOf(row) || `Customer ${row.id}`]));
  },
  cashout: async (db, ids) => {
    const rows = await db
      .select({ id: affiliateCashouts.id, amount: affiliateCashouts.amountPiastres })
      .from(affiliateCashouts)
      .where(inArray(affiliateCashouts.id, ids));
    return new Map(rows.map((row) => [row.id, `Cashout #${row.id} · EGP ${grouped(row.amount)}`]));
  },
  application: async (db, ids) => {
    const rows = await db
      .select({ id: ca.userId, fullName: ca.searchName, name: appUsers.name })
      .from(ca)
      .innerJoin(appUsers, eq(appUsers.id, ca.userId))
      .where(inArray(ca.userId, ids));
    return new Map(rows.map((row) => [row.id, `Application of ${nameOf(row) || `customer ${row.id}`}`]));
  },
  creditLine: async (db, ids) => {
    const rows = await db
      .select({ id: lines.id, partner: financingPartners.name })
      .from(lines)
      .innerJoin(financingPartners, eq(financingPartners.id, lines.partnerId))
      .where(inArray(lines.id, ids));
    return new Map(rows.map((row) => [row.id, `${row.partner} credit line #${row.id}`]));
  },
  kycValidation: async (db, ids) => {
    const rows = await db
      .select({ id: pv.id, status: pv.status, fullName: ca.searchName })
      .from(pv)
      .leftJoin(ca, eq(ca.userId, pv.userId))
      .where(inArray(pv.id, ids));
    return new Map(
      rows.map((row) => [
        row.id,
        `KYC submission #${row.id}${row.fullName ? ` of ${row.fullName}` : ''} (${row.status})`,
      ]),
    );
  },
  merchant: async (db, ids) => {
    const rows = await db
      .select({ id: merchants.id, name: merchants.nameEn })
      .from(merchants)
      .where(inArray(merchants.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
  bulkBatch: async (db, ids) => {
    const rows = await db
      .select({ id: bulkBatches.id, fileName: bulkBatches.fileName, feature: bulkBatches.feature })
      .from(bulkBatches)
      .where(inArray(bulkBatches.id, ids));
    return new Map(rows.map((row) => [row.id, `${row.fileName} (${row.feature} #${row.id})`]));
  },
};

/** How a record is named in a 404 ("Cashout 12 was not found"). */
const recordWhat: Record<CaseRecordType, string> = {
  customer: 'Customer',
  cashout: 'Cashout',
  application: 'Application',
  creditLine: 'Credit line',
  kycValidation: 'KYC validation',
  merchant: 'Merchant',
  bulkBatch: 'Bulk batch',
};

/** Each record once, in the order first given. */
export const distinctRecords = (links: readonly CaseRecordRef[]): CaseRecordRef[] => {
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = `${link.recordType}:${link.recordId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Refuses links to records that do not exist or that the caller may not see, alike (404 naming the
 * first such record), before anything is written.
 */
export async function checkLinkable(
  db: DbOrTx,
  permissions: readonly string[],
  links: readonly CaseRecordRef[],
): Promise<void> {
  for (const type of caseRecordTypes) {
    const ids = links.filter((link) => link.recordType === type).map((link) => link.recordId);
    if (ids.length === 0) continue;
    // A type the caller may not see is refused without reading it: the answer is the same either way.
    const found = canSeeCaseRecord(permissions, type) ? await labelsOf[type](db, ids) : new Map();
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`${recordWhat[type]} ${missing}`);
  }
}

/** Links made together come in the contract's order of types (the customer first). */
const typeOrder = sql`array_position(${`{${caseRecordTypes.join(',')}}`}::text[], ${caseLinks.recordType})`;

/** A case's links, oldest first, each labelled where the viewer may see its record (else null). */
export async function linksOf(
  db: DbOrTx,
  caseId: number,
  permissions: readonly string[],
): Promise<CaseLink[]> {
  const rows = await db
    .select()
    .from(caseLinks)
    .where(eq(caseLinks.caseId, caseId))
    .orderBy(asc(caseLinks.linkedAt), typeOrder, asc(caseLinks.recordId));
  const labels = new Map<CaseRecordType, Map<number, string>>();
  for (const type of caseRecordTypes) {
    const ids = rows.filter((row) => row.recordType === type).map((row) => row.recordId);
    if (ids.length > 0 && canSeeCaseRecord(permissions, type))
      labels.set(type, await labelsOf[type](db, ids));
  }
  return rows.map((row) => ({
    recordType: row.recordType as CaseRecordType,
    recordId: row.recordId,
    label: labels.get(row.recordType as CaseRecordType)?.get(row.recordId) ?? null,
    linkedAt: row.linkedAt.toISOString(),
  }));
}
