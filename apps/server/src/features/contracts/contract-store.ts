import fs from 'node:fs';
import type { ContractsSettings } from '@cmt/contract/endpoints/applications';
import type { Config } from '../../config.ts';

// The history reads are shared with the financing area's application screen.
export { historyOf, toContractEvent } from '../../domain/contract-events.ts';

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
