import { z } from 'zod';
import { nationalIdField, searchField } from '../fields.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';

/** docs/requirements.md §P3 gender enumeration. */
export const Gender = { MALE: 1, FEMALE: 2 } as const;

/** docs/requirements.md §P4: credit line statuses 1 and 2 are the active ones; the first such entry is the active partner. */
export const ACTIVE_CREDIT_LINE_STATUSES: readonly number[] = [1, 2];

export const financingPartnerEntry = z.object({
  partnerName: z.string(),
  creditLineStatus: z.number().int(),
  /** EGP as a decimal string ("25000.00"), never a float. */
  approvedAmount: z.string().nullable(),
});

/** The customer application of docs/requirements.md §P3; any customer field may be missing (null). */
export const application = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  secondName: z.string().nullable(),
  thirdName: z.string().nullable(),
  familyName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  expirationDate: z.string().nullable(),
  birthdate: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  gender: z.number().int().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  profession: z.string().nullable(),
  floorFlatNumber: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  street: z.string().nullable(),
  disctrict: z.string().nullable(),
  city: z.string().nullable(),
  financingPartner: z.array(financingPartnerEntry),
});
export type Application = z.infer<typeof application>;

export const contractKind = z.enum(['debit', 'credit', 'connect']);
export type ContractKind = z.infer<typeof contractKind>;

export const contractEvent = z.object({
  id: z.number().int(),
  kind: contractKind,
  action: z.enum(['printed', 'signed']),
  at: z.string(),
  by: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** Archive of a print: pending, stored (downloadable), failed, or off (no Chromium on the server). */
  pdfStatus: z.enum(['pending', 'stored', 'failed', 'off']).nullable(),
  pdfSha256: z.string().nullable(),
});
export type ContractEvent = z.infer<typeof contractEvent>;

export const companyDetails = z.object({
  legalName: z.string(),
  address: z.string(),
  commercialRegister: z.string(),
  licenceNumbers: z.string(),
  hotline: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;

/** What the print pages need besides the application: company details (configuration) and whether PDFs are archived. */
export const contractsSettings = z.object({
  archiving: z.boolean(),
  /** The contracting company of the Lucky documents. */
  company: companyDetails,
  /** The finance partner of the Connect contract. */
  connectCompany: companyDetails,
});
export type ContractsSettings = z.infer<typeof contractsSettings>;

export const applicationWithHistory = z.object({
  application,
  history: z.array(contractEvent),
  settings: contractsSettings,
});
export type ApplicationWithHistory = z.infer<typeof applicationWithHistory>;

export const applicationSummary = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  /** Masked: only the last four digits leave the server in a search list. */
  documentNumberMasked: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

const searchQuery = z.object({
  q: searchField(100).min(2, m('customerSearch')),
});
const searchResult = z.object({ items: z.array(applicationSummary) });

// Each contracts screen has its own permission (docs/requirements.md §P6 routes), and an endpoint has ONE: the Lucky
// screen (prefill-contract) and the Connect screen (prefill-connect-contract) each get the same pair
// of reads under their own path, so a Connect agent never needs the Lucky permission or vice versa.
export const searchLuckyContractCustomers = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/contracts/lucky/search`,
  access: 'manage-applacations-prefill-contract',
  summary: 'Find customers for the Lucky contracts by national id, phone or name (up to 20)',
  query: searchQuery,
  response: searchResult,
});

export const searchConnectContractCustomers = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/contracts/connect/search`,
  access: 'manage-applacations-prefill-connect-contract',
  summary: 'Find customers for the Connect contract by national id, phone or name (up to 20)',
  query: searchQuery,
  response: searchResult,
});

export const getLuckyContractApplication = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/contracts/lucky/:id`,
  access: 'manage-applacations-prefill-contract',
  summary: "A customer's application and contract history (Lucky screen)",
  params: idParams,
  response: applicationWithHistory,
});

export const getConnectContractApplication = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/contracts/connect/:id`,
  access: 'manage-applacations-prefill-connect-contract',
  summary: "A customer's application and contract history (Connect screen)",
  params: idParams,
  response: applicationWithHistory,
});

export const userCreditResponse = z.object({
  userId: z.number().int(),
  /** The active financing partner entry (creditLineStatus 1 or 2), or null. */
  activePartner: financingPartnerEntry.nullable(),
});

// Checking a customer's credit line against the id card in hand is the first step of preparing the
// instalment contract, so it belongs to prefill-contract.
export const getUserCredit = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/users/:id/credit`,
  access: 'manage-applacations-prefill-contract',
  summary: "A customer's active credit line, after checking the national id on the card in hand",
  params: idParams,
  body: z.object({
    IDCardNumber: nationalIdField(m('nationalIdDigits')),
  }),
  response: userCreditResponse,
});

/** The print page of each contract kind (docs/requirements.md §P2), outside the main layout; used by the screens, the router and the PDF archive. */
export const contractPrintPaths: Record<ContractKind, string> = {
  debit: '/without-layout/applications/contracts-debit',
  credit: '/without-layout/applications/contracts-credit',
  connect: '/without-layout/applications/contracts/connect/default',
};
