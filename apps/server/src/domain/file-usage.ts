import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  affiliateCategories,
  affiliateConfigs,
  affiliateMerchants,
  banners,
  merchants,
  offers,
} from '../db/schema.ts';

/**
 * Every place a stored file's key is used, so the files screen can say where a file is used and
 * refuse to delete it while it is. An area that stores file keys adds its columns here: a `query`
 * giving the using records' `id` and a readable `label` for one key.
 */
export const fileReferences: { kind: string; find: (key: string) => SQL }[] = [
  {
    kind: 'banner',
    find: (key) =>
      sql`select ${banners.id} as id, ${banners.title} as label from ${banners} where ${banners.imageKey} = ${key}`,
  },
  {
    kind: 'offer',
    find: (key) =>
      sql`select ${offers.id} as id, ${offers.titleEn} as label from ${offers} where ${offers.imageKey} = ${key}`,
  },
  {
    kind: 'merchant',
    find: (key) =>
      sql`select ${merchants.id} as id, ${merchants.nameEn} as label from ${merchants} where ${merchants.logoKey} = ${key}`,
  },
  {
    kind: 'affiliate-merchant',
    find: (key) =>
      sql`select ${affiliateMerchants.id} as id, ${affiliateMerchants.nameEn} as label from ${affiliateMerchants} where ${affiliateMerchants.logoKey} = ${key}`,
  },
  {
    kind: 'affiliate-category',
    find: (key) =>
      sql`select ${affiliateCategories.id} as id, ${affiliateCategories.nameEn} as label from ${affiliateCategories} where ${affiliateCategories.logoKey} = ${key}`,
  },
  {
    // The contest image and the affiliate banners live inside their config's JSON value.
    kind: 'affiliate-config',
    find: (key) =>
      sql`select ${affiliateConfigs.key} as id, 'Affiliate ' || ${affiliateConfigs.key} as label from ${affiliateConfigs}
        where ${affiliateConfigs.value}->>'imageKey' = ${key}
           or exists (select 1 from jsonb_array_elements(coalesce(${affiliateConfigs.value}->'banners', '[]'::jsonb)) b
                      where b->>'imageKey' = ${key})`,
  },
];

export interface FileUse {
  kind: string;
  id: number | string;
  label: string;
}

/** Where a file is used (empty when nowhere): every registered reference, at most 20 uses each. */
export async function usesOfFile(db: DbOrTx, key: string): Promise<FileUse[]> {
  const uses: FileUse[] = [];
  for (const reference of fileReferences) {
    const result = await db.execute(sql`${reference.find(key)} limit 20`);
    for (const row of result.rows as { id: number | string; label: string }[])
      uses.push({ kind: reference.kind, id: row.id, label: row.label });
  }
  return uses;
}
