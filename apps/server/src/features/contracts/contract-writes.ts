import { asc, eq } from 'drizzle-orm';
import type { ContractKind } from '@cmt/contract/endpoints/applications';
import type { Db } from '../../db/client.ts';
import { contractEvents, customerApplications } from '../../db/schema.ts';
import { findApplication } from '../../domain/applications.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { toContractEvent } from './contract-store.ts';

/** The audit action of each print: the Connect page records a credit-contract audit (docs/requirements.md §P7). */
const auditAction: Record<ContractKind, string> = {
  debit: 'contract.debit.audit',
  credit: 'contract.credit.audit',
  connect: 'contract.credit.audit',
};

/**
 * Records a print of a customer's contract, audited; its PDF is `pending` when it is to be archived
 * (`off` where archiving is not available).
 */
export function recordPrint(db: Db, actor: Actor, kind: ContractKind, userId: number, archiving: boolean) {
  return audited(db, actor, auditAction[kind], 'application', async (tx, note) => {
    await findApplication(tx, userId);
    const [event] = await tx
      .insert(contractEvents)
      .values({
        userId,
        kind,
        action: 'printed',
        byId: actor.staff?.id ?? null,
        byEmail: actor.staff?.email ?? null,
        pdfStatus: archiving ? 'pending' : 'off',
      })
      .returning();
    note.targetId = userId;
    note.after = { contractEventId: event!.id, kind, brand: kind === 'connect' ? 'connect' : 'lucky' };
    return event!;
  });
}

/**
 * Marks the customer's printed, not yet signed contract of this kind as signed, or without a kind
 * every one of them (409 NOTHING_TO_SIGN when there is none).
 */
export function markSigned(db: Db, actor: Actor, userId: number, reviewedBy: string, kind?: ContractKind) {
  return audited(db, actor, 'contract.signed', 'application', async (tx, note) => {
    // Locks the customer's row so two reviewers clicking at once cannot sign the same print twice.
    const [customer] = await tx
      .select({ userId: customerApplications.userId })
      .from(customerApplications)
      .where(eq(customerApplications.userId, userId))
      .for('update');
    if (!customer) throw notFound('Customer application');
    const events = await tx
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.userId, userId))
      .orderBy(asc(contractEvents.at), asc(contractEvents.id));
    const last = new Map<string, string>();
    for (const e of events) last.set(e.kind, e.action);
    const unsigned = [...last]
      .filter(([which, action]) => action === 'printed' && (kind === undefined || which === kind))
      .map(([which]) => which);
    if (unsigned.length === 0) {
      throw conflict(
        events.every((e) => kind !== undefined && e.kind !== kind)
          ? 'No contract of this customer has been printed yet: print it before marking it signed'
          : 'Every printed contract of this customer is already marked as signed',
        'NOTHING_TO_SIGN',
      );
    }
    const signed = await tx
      .insert(contractEvents)
      .values(
        unsigned.map((kind) => ({
          userId,
          kind,
          action: 'signed',
          byId: actor.staff?.id ?? null,
          byEmail: actor.staff?.email ?? null,
          reviewedBy,
        })),
      )
      .returning();
    note.targetId = userId;
    note.after = { kinds: unsigned, reviewedBy, contractEventIds: signed.map((s) => s.id) };
    return { signed: signed.map(toContractEvent) };
  });
}
