import { asc, eq } from 'drizzle-orm';
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
import { contractEvents, customerApplications } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { actorOf } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { findApplication } from '../../domain/applications.ts';
import { archivingAvailable, contractsSettingsOf, toContractEvent } from './contract-store.ts';
import { archiveInBackground } from './pdf-archive.ts';
import { renderTokens } from './render-tokens.ts';

/** The audit action of each print: the Connect page records a credit-contract audit (SPEC §7). */
const auditAction: Record<ContractKind, string> = {
  debit: 'contract.debit.audit',
  credit: 'contract.credit.audit',
  connect: 'contract.credit.audit',
};

async function recordPrint(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: ContractKind,
  userId: number,
) {
  const archiving = archivingAvailable(app.config);
  const row = await audited(app.db, actorOf(request), auditAction[kind], 'application', async (tx, note) => {
    await findApplication(tx, userId);
    const [event] = await tx
      .insert(contractEvents)
      .values({
        userId,
        kind,
        action: 'printed',
        byId: request.staff?.id ?? null,
        byEmail: request.staff?.email ?? null,
        pdfStatus: archiving ? 'pending' : 'off',
      })
      .returning();
    note.targetId = userId;
    note.after = { contractEventId: event!.id, kind, brand: kind === 'connect' ? 'connect' : 'lucky' };
    return event!;
  });
  // Staff do not wait for the archive: the PDF is rendered after the answer, one at a time.
  if (archiving) void archiveInBackground(app, { id: row.id, kind, userId }, request.staff);
  return { event: toContractEvent(row) };
}

export const contractRoutes = [
  implement(auditDebitContract, async ({ app, request, body }) =>
    recordPrint(app, request, 'debit', body.applicationUserId),
  ),
  implement(auditCreditContract, async ({ app, request, body }) =>
    recordPrint(app, request, 'credit', body.applicationUserId),
  ),
  implement(auditConnectContract, async ({ app, request, body }) =>
    recordPrint(app, request, 'connect', body.applicationUserId),
  ),

  implement(verifySignature, async ({ app, request, body }) =>
    audited(app.db, actorOf(request), 'contract.signed', 'application', async (tx, note) => {
      // Locks the customer's row so two reviewers clicking at once cannot sign the same print twice.
      const [customer] = await tx
        .select({ userId: customerApplications.userId })
        .from(customerApplications)
        .where(eq(customerApplications.userId, body.luckyUserId))
        .for('update');
      if (!customer) throw notFound('Customer application');
      const events = await tx
        .select()
        .from(contractEvents)
        .where(eq(contractEvents.userId, body.luckyUserId))
        .orderBy(asc(contractEvents.at), asc(contractEvents.id));
      const last = new Map<string, string>();
      for (const e of events) last.set(e.kind, e.action);
      const unsigned = [...last].filter(([, action]) => action === 'printed').map(([kind]) => kind);
      if (unsigned.length === 0) {
        throw conflict(
          events.length === 0
            ? 'No contract of this customer has been printed yet: print it before marking it signed'
            : 'Every printed contract of this customer is already marked as signed',
          'NOTHING_TO_SIGN',
        );
      }
      const signed = await tx
        .insert(contractEvents)
        .values(
          unsigned.map((kind) => ({
            userId: body.luckyUserId,
            kind,
            action: 'signed',
            byId: request.staff?.id ?? null,
            byEmail: request.staff?.email ?? null,
            reviewedBy: body.reviewedBy,
          })),
        )
        .returning();
      note.targetId = body.luckyUserId;
      note.after = {
        kinds: unsigned,
        reviewedBy: body.reviewedBy,
        contractEventIds: signed.map((s) => s.id),
      };
      return { signed: signed.map(toContractEvent) };
    }),
  ),

  implement(downloadContractPdf, async ({ app, params }) => {
    const [event] = await app.db.select().from(contractEvents).where(eq(contractEvents.id, params.id));
    if (!event?.pdfKey || event.pdfStatus !== 'stored') throw notFound('Archived contract PDF');
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
