import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { appSettings } from './schema.ts';

/** Reads a server setting, creating it once with `create()` (first writer wins across instances). */
export async function getOrCreateSetting(db: DbOrTx, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}
