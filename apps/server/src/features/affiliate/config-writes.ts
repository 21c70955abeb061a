import { eq } from 'drizzle-orm';
import { bannerFolders, contestImageFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateConfigVersions, affiliateConfigs } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { audited } from '../../lib/audited.ts';
import { claimVersion } from '../../lib/versions.ts';
import { checkImageIn } from '../../domain/uploaded-images.ts';
import { configNotFound, readConfig, type ConfigKey, type StoredConfigs } from './config-queries.ts';

/** Every image of a config must have been uploaded to its screen's folders. */
async function checkImages<K extends ConfigKey>(tx: DbOrTx, key: K, value: StoredConfigs[K]): Promise<void> {
  if (key === 'contest') {
    const contest = value as StoredConfigs['contest'];
    await checkImageIn(tx, contest.imageKey, contestImageFolders, ['imageKey']);
    return;
  }
  const { banners } = value as StoredConfigs['banners'];
  for (const [index, banner] of banners.entries())
    await checkImageIn(tx, banner.imageKey, bannerFolders, ['banners', index, 'imageKey']);
}

/**
 * Saves a config as its next version, with its audit entry (before and after), in one
 * transaction. The caller's If-Match must be the current version (412 otherwise, nothing saved);
 * every version is kept, so the screens show what the save replaced.
 */
export function saveConfig<K extends ConfigKey>(
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  key: K,
  value: StoredConfigs[K],
  ifMatch: number | undefined,
) {
  return audited(db, actor, `affiliate-${key}.update`, 'affiliate-config', async (tx, note) => {
    const [row] = await tx
      .select({ id: affiliateConfigs.id })
      .from(affiliateConfigs)
      .where(eq(affiliateConfigs.key, key));
    if (!row) throw configNotFound(key)();
    // Claimed first: it locks the row, so what is read next is exactly what this save replaces.
    const version = await claimVersion(tx, affiliateConfigs, row.id, ifMatch, configNotFound(key));
    const { record: before } = await readConfig(tx, cdnBase, key);
    await checkImages(tx, key, value);
    const savedBy = actor.staff?.email ?? null;
    await tx
      .update(affiliateConfigs)
      .set({ value, updatedAt: new Date(), updatedBy: savedBy })
      .where(eq(affiliateConfigs.id, row.id));
    await tx.insert(affiliateConfigVersions).values({ key, version, value, savedBy });
    const { record: after } = await readConfig(tx, cdnBase, key);
    note.targetId = key;
    note.before = { version: version - 1, value: before.value };
    note.after = { version: after.version, value: after.value };
    return after;
  });
}
