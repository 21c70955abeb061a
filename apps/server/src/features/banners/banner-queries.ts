import { asc, count, eq } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { Banner, exportBanners, listBanners } from '@cmt/contract/endpoints/banners';
import type { bannerFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { banners, files } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { defineList, listPage } from '../../lib/list-page.ts';
import { publicUrl } from '../../lib/storage.ts';

type Row = typeof banners.$inferSelect;
type BannerFolder = (typeof bannerFolders)[number];

const toBanner =
  (cdnBase: string) =>
  (row: Row): Banner => ({
    id: row.id,
    title: row.title,
    imageUrl: publicUrl(cdnBase, row.imageKey),
    folder: row.folder as BannerFolder,
    link: row.link,
    position: row.position,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

export const bannerNotFound = () => notFound('Banner');

export async function findBanner(db: DbOrTx, cdnBase: string, id: number): Promise<Banner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw bannerNotFound();
  return toBanner(cdnBase)(row);
}

/** The folder a stored image was uploaded to, or undefined when no file has this key. */
export async function imageFolderOf(db: DbOrTx, key: string): Promise<string | undefined> {
  const [image] = await db.select().from(files).where(eq(files.key, key));
  return image?.folder;
}

const activeFilter = {
  ALL: undefined,
  ACTIVE: eq(banners.isActive, true),
  INACTIVE: eq(banners.isActive, false),
};

/** The banners list of these filters, for its page and its export. */
export const bannerList = (db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof exportBanners>) =>
  defineList({
    rows: db.select().from(banners).$dynamic(),
    count: db.select({ value: count() }).from(banners).$dynamic(),
    where: [activeFilter[query.active]],
    sortColumns: { position: banners.position, title: banners.title, createdAt: banners.createdAt },
    tiebreak: asc(banners.id),
    toItem: toBanner(cdnBase),
    key: banners.id,
  });

export const listBannerPage = (db: DbOrTx, cdnBase: string, query: ParsedQueryOf<typeof listBanners>) =>
  listPage(query, bannerList(db, cdnBase, query));
