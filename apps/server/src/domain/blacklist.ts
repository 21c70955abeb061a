import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { amlBlacklist } from '../db/schema.ts';

export type BlacklistEntry = typeof amlBlacklist.$inferSelect;

/**
 * The blacklist entries of these national ids (anti-money-laundering: a listed customer is flagged on the
 * application screens and is never assigned a financing partner). One query for any number of ids.
 */
export async function blacklistEntriesOf(
  db: DbOrTx,
  nationalIds: readonly (string | null)[],
): Promise<Map<string, BlacklistEntry>> {
  const ids = [...new Set(nationalIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(amlBlacklist).where(inArray(amlBlacklist.nationalId, ids));
  return new Map(rows.map((row) => [row.nationalId, row]));
}
