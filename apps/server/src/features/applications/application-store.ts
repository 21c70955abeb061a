import fs from 'node:fs';
import { asc, desc, eq } from 'drizzle-orm';
import type {
  Application,
  ContractEvent,
  ContractKind,
  ContractsSettings,
} from '@cmt/contract/endpoints/applications';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applicationFinancingPartners, contractEvents, customerApplications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

type ApplicationRow = typeof customerApplications.$inferSelect;
type EventRow = typeof contractEvents.$inferSelect;

/** Reads a customer's application with its financing partner entries; 404 for an unknown customer. */
export async function findApplication(db: DbOrTx, userId: number): Promise<Application> {
  const [row] = await db.select().from(customerApplications).where(eq(customerApplications.userId, userId));
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

export const toContractEvent = (row: EventRow): ContractEvent => ({
  id: row.id,
  kind: row.kind as ContractKind,
  action: row.action as ContractEvent['action'],
  at: row.at.toISOString(),
  by: row.byEmail,
  reviewedBy: row.reviewedBy,
  pdfStatus: row.pdfStatus as ContractEvent['pdfStatus'],
  pdfSha256: row.pdfSha256,
});

/** The contract history of a customer, newest first. */
export async function historyOf(db: DbOrTx, userId: number): Promise<ContractEvent[]> {
  const rows = await db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.userId, userId))
    .orderBy(desc(contractEvents.at), desc(contractEvents.id));
  return rows.map(toContractEvent);
}

/** PDFs are archived only where the configured Chromium exists; elsewhere staff still print in the browser. */
export const archivingAvailable = (config: Config): boolean => fs.existsSync(config.CHROMIUM_PATH);

export const contractsSettingsOf = (config: Config): ContractsSettings => ({
  archiving: archivingAvailable(config),
  company: {
    legalName: config.COMPANY_LEGAL_NAME,
    address: config.COMPANY_ADDRESS,
    commercialRegister: config.COMPANY_COMMERCIAL_REGISTER,
    licenceNumbers: config.COMPANY_LICENCE_NUMBERS,
    hotline: config.COMPANY_HOTLINE,
  },
  connectCompany: {
    legalName: config.CONNECT_LEGAL_NAME,
    address: config.CONNECT_ADDRESS,
    commercialRegister: config.CONNECT_COMMERCIAL_REGISTER,
    licenceNumbers: config.CONNECT_LICENCE_NUMBERS,
    hotline: config.COMPANY_HOTLINE,
  },
});
