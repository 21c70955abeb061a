import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractKind } from '@cmt/contract/endpoints/applications';
import {
  auditConnectContract,
  auditCreditContract,
  auditDebitContract,
  downloadContractPdf,
  openRenderSession,
  verifySignature,
} from '@cmt/contract/endpoints/contracts';
import { implement } from '../../lib/endpoints.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { findApplication } from '../../domain/applications.ts';
import { findArchivedPrint } from './contract-queries.ts';
import { archivingAvailable, contractsSettingsOf, toContractEvent } from './contract-store.ts';
import { markSigned, recordPrint } from './contract-writes.ts';
import { archiveInBackground } from './pdf-archive.ts';
import { renderTokens } from './render-tokens.ts';

async function print(app: FastifyInstance, request: FastifyRequest, kind: ContractKind, userId: number) {
  const archiving = archivingAvailable(app.config);
  const actor = actorOf(request);
  const event = await recordPrint(app.db, actor, kind, userId, archiving);
  // Staff do not wait for the archive: the PDF is rendered after the answer, one at a time.
  if (archiving) void archiveInBackground(app, { id: event.id, kind, userId }, actor.staff);
  return { event: toContractEvent(event) };
}

export const contractRoutes = [
  implement(auditDebitContract, async ({ app, request, body }) =>
    print(app, request, 'debit', body.applicationUserId),
  ),
  implement(auditCreditContract, async ({ app, request, body }) =>
    print(app, request, 'credit', body.applicationUserId),
  ),
  implement(auditConnectContract, async ({ app, request, body }) =>
    print(app, request, 'connect', body.applicationUserId),
  ),

  implement(verifySignature, async ({ app, request, body }) =>
    markSigned(app.db, actorOf(request), body.luckyUserId, body.reviewedBy, body.kind),
  ),

  implement(downloadContractPdf, async ({ app, params }) => {
    const event = await findArchivedPrint(app.db, params.id);
    const stream = await app.storage.read(event.pdfKey);
    if (!stream) throw notFound('Archived contract PDF');
    return {
      filename: `contract-${event.kind}-${event.userId}-${event.id}.pdf`,
      body: stream,
      headers: { 'x-content-sha256': event.pdfSha256 ?? '' },
    };
  }),

  implement(openRenderSession, async ({ app, body }) => {
    const target = renderTokens.redeem(body.token);
    if (!target)
      throw new AppError(401, 'RENDER_TOKEN_INVALID', 'This render link has expired or was already used');
    return {
      kind: target.kind,
      application: await findApplication(app.db, target.userId),
      settings: contractsSettingsOf(app.config),
    };
  }),
];
