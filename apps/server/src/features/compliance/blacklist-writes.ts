import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { amlBlacklist as b } from '../../db/schema.ts';
import { maskNationalId } from '../../domain/applications.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { notFound } from '../../lib/errors.ts';

/** Takes an entry off the list, audited with the reason (and the entry, its national id masked). */
export function removeFromBlacklist(db: Db, actor: Actor, id: number, reason: string): Promise<void> {
  return audited(db, actor, 'blacklist.remove', 'blacklist_entry', async (tx, note) => {
    const [removed] = await tx.delete(b).where(eq(b.id, id)).returning();
    if (!removed) throw notFound('Blacklist entry');
    note.targetId = id;
    note.before = {
      nationalIdMasked: maskNationalId(removed.nationalId),
      name: removed.name,
      sourceList: removed.sourceList,
      listedOn: removed.listedOn,
    };
    note.after = { reason };
  });
}
