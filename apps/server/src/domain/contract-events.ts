import { desc, eq } from 'drizzle-orm';
import type { ContractEvent, ContractKind } from '@cmt/contract/endpoints/applications';
import type { DbOrTx } from '../db/client.ts';
import { contractEvents } from '../db/schema.ts';

type EventRow = typeof contractEvents.$inferSelect;

/** A contract print or signature as the screens show it (the contracts and financing areas). */
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
