import { and, desc, eq, lt } from 'drizzle-orm';
import type { AffiliateBanners, Contest } from '@cmt/contract/endpoints/affiliate';
import type { DbOrTx } from '../../db/client.ts';
import { affiliateConfigVersions, affiliateConfigs } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { publicUrl } from '../../lib/storage.ts';

export type ConfigKey = 'contest' | 'banners';

export const configNotFound = (key: ConfigKey) => () => notFound(`The ${key} config`);

/** What is stored for each config (the form's values; image URLs are added when read). */
export interface StoredConfigs {
  contest: Omit<Contest, 'imageUrl'>;
  banners: { banners: { imageKey: string; link: string; isActive: boolean }[] };
}

/** A stored value as the screens read it: with the public URL of each image. */
export function publicValue<K extends ConfigKey>(
  key: K,
  cdnBase: string,
  value: StoredConfigs[K],
): K extends 'contest' ? Contest : AffiliateBanners {
  if (key === 'contest') {
    const contest = value as StoredConfigs['contest'];
    return {
      ...contest,
      imageUrl: contest.imageKey ? publicUrl(cdnBase, contest.imageKey) : null,
    } as never;
  }
  const { banners } = value as StoredConfigs['banners'];
  return {
    banners: banners.map((banner) => ({ ...banner, imageUrl: publicUrl(cdnBase, banner.imageKey) })),
  } as never;
}

/** A config now, and the version its last save replaced (null before the first save). */
export async function readConfig<K extends ConfigKey>(db: DbOrTx, cdnBase: string, key: K) {
  const [row] = await db.select().from(affiliateConfigs).where(eq(affiliateConfigs.key, key));
  if (!row) throw configNotFound(key)();
  const [previous] = await db
    .select()
    .from(affiliateConfigVersions)
    .where(and(eq(affiliateConfigVersions.key, key), lt(affiliateConfigVersions.version, row.version)))
    .orderBy(desc(affiliateConfigVersions.version))
    .limit(1);
  return {
    id: row.id,
    record: {
      value: publicValue(key, cdnBase, row.value as StoredConfigs[K]),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
      previous: previous
        ? {
            value: publicValue(key, cdnBase, previous.value as StoredConfigs[K]),
            version: previous.version,
            savedAt: previous.savedAt.toISOString(),
            savedBy: previous.savedBy,
          }
        : null,
    },
  };
}
