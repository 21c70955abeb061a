import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { idField } from '../fields.ts';
import { application, contractEvent, contractKind, contractsSettings } from './applications.ts';

const auditBody = z.object({ applicationUserId: idField() });
const auditResponse = z.object({ event: contractEvent });

// The debit card request and the Lucky instalment contract are printed from the Lucky contracts
// screen, so recording their print needs that screen's permission (prefill-contract).
export const auditDebitContract = defineEndpoint({
  method: 'POST',
  path: `${V2}/contracts/debit/audit`,
  access: 'manage-applacations-prefill-contract',
  summary: 'Record that the debit card request was printed (and archive its PDF in the background)',
  body: auditBody,
  response: auditResponse,
});

export const auditCreditContract = defineEndpoint({
  method: 'POST',
  path: `${V2}/contracts/credit/audit`,
  access: 'manage-applacations-prefill-contract',
  summary: 'Record that the instalment contract was printed (and archive its PDF in the background)',
  body: auditBody,
  response: auditResponse,
});

// docs/requirements.md §P7: the Connect page records a credit-contract audit; its exact call is not shown. It is a
// separate path so that Connect agents (prefill-connect-contract) can record it without the Lucky
// permission; the entry is a credit-contract print under the Connect brand.
export const auditConnectContract = defineEndpoint({
  method: 'POST',
  path: `${V2}/contracts/connect/audit`,
  access: 'manage-applacations-prefill-connect-contract',
  summary: 'Record that the Connect instalment contract was printed (a credit-contract audit)',
  body: auditBody,
  response: auditResponse,
});

export const verifySignature = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/users/verify-signature`,
  access: 'manage-contracts-mark-as-signed',
  summary:
    "Mark a customer's printed contract as signed: the document `kind` names, or without it every printed, unsigned one",
  body: z.object({
    luckyUserId: idField(),
    reviewedBy: z.string().trim().min(1, m('nameReviewer')).max(200),
    /** The document the reviewer pressed "Mark as signed" on; the screen always sends it (the §P7 body in docs/requirements.md has no kind). */
    kind: contractKind.optional(),
  }),
  response: z.object({ signed: z.array(contractEvent) }),
});

// The archived PDF is the reviewer's reference when a signed paper comes back: the download goes with
// mark-as-signed, the permission of the staff who check signatures.
export const downloadContractPdf = defineEndpoint({
  method: 'GET',
  path: `${V2}/contracts/:id/pdf`,
  access: 'manage-contracts-mark-as-signed',
  summary: 'Download the archived PDF of a printed contract (application/pdf)',
  params: idParams,
  download: { contentType: 'application/pdf' },
  response: z.any().describe('The PDF file'),
});

/**
 * Used only by the server's own PDF renderer: the print page exchanges the single-use render token
 * (random, one minute, never logged) for the application it must draw. The token is the credential.
 */
export const openRenderSession = defineEndpoint({
  method: 'POST',
  path: `${V2}/contracts/render-session`,
  access: 'public',
  summary: 'Exchange a single-use PDF render token for the application to draw (server renderer only)',
  body: z.object({ token: z.string().min(20).max(200) }),
  response: z.object({ kind: contractKind, application, settings: contractsSettings }),
});
