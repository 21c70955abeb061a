import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { amlBlacklist as b } from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import type { Actor } from '../../lib/audit.ts';
import { defineGuarded, fingerprint } from '../../lib/approvals.ts';
import { audited } from '../../lib/audited.ts';
import { readDecisionMoment, recordDecision } from '../../lib/decisions.ts';
import { notFound } from '../../lib/errors.ts';

type Entry = typeof b.$inferSelect;

/** An entry as the audit log and the approvals show it: the national id masked. */
const publicEntry = (entry: Entry) => ({
  nationalIdMasked: maskNationalId(entry.nationalId),
  name: entry.name,
  sourceList: entry.sourceList,
  listedOn: entry.listedOn,
});

/**
 * Takes an entry off the list, audited with the reason (and the entry, its national id masked). The
 * removal is a decision (docs/decisions.md): its record names the customer whose application carries
 * that national id, if any (the lowest id when several do), with their figures before the removal.
 */
export function removeFromBlacklist(db: DbOrTx, actor: Actor, id: number, reason: string): Promise<void> {
  return audited(db, actor, 'blacklist.remove', 'blacklist_entry', async (tx, note) => {
    const [entry] = await tx.select().from(b).where(eq(b.id, id)).for('update');
    if (!entry) throw notFound('Blacklist entry');
    const { rows } = await tx.execute<{ user_id: number }>(sql`select user_id from customer_applications
      where document_number = ${entry.nationalId} order by user_id limit 1`);
    const customerId = rows[0]?.user_id ?? null;
    const moment = await readDecisionMoment(tx, customerId, { recordType: 'blacklistEntry', recordId: id });
    const [removed] = await tx.delete(b).where(eq(b.id, id)).returning();
    if (!removed) throw notFound('Blacklist entry');
    const decision = await recordDecision(tx, actor, {
      kind: 'blacklist.remove',
      recordType: 'blacklistEntry',
      recordId: id,
      customerId,
      reason,
      before: publicEntry(removed),
      after: null,
      moment,
      audit: { targetType: 'blacklist_entry', targetId: id },
    });
    note.targetId = id;
    note.before = publicEntry(removed);
    note.after = { reason, decision };
  });
}

/** What a removal asks: the entry, and why. */
export interface BlacklistRemoval {
  id: number;
  reason: string;
}

/**
 * Taking a national id off the AML list under four-eyes (`blacklist.remove`): held with the entry
 * (its national id masked), replayed through `removeFromBlacklist`; stale once the entry is gone.
 */
export const blacklistRemoval = defineGuarded({
  action: 'blacklist.remove',
  permission: 'manage-offers-branches-bulk',
  target: async (tx, input: BlacklistRemoval) => {
    const [entry] = await tx.select().from(b).where(eq(b.id, input.id));
    if (!entry) throw notFound('Blacklist entry');
    return { targetType: 'blacklist_entry', targetId: entry.id, version: fingerprint(entry) };
  },
  shape: async (tx, input: BlacklistRemoval) => {
    const [entry] = await tx.select().from(b).where(eq(b.id, input.id));
    return entry ? publicEntry(entry) : null;
  },
  apply: (_services, db, actor, input: BlacklistRemoval) =>
    removeFromBlacklist(db, actor, input.id, input.reason),
});
