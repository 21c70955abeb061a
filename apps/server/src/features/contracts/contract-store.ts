import fs from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractKind, ContractsSettings } from '@cmt/contract/endpoints/applications';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contractEvents } from '../../db/schema.ts';

type EventRow = typeof contractEvents.$inferSelect;

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
