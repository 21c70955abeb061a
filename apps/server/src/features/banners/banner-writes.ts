import { eq } from 'drizzle-orm';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import type { Banner, createBanner, updateBanner } from '@cmt/contract/endpoints/banners';
import { bannerFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { fieldError } from '../../lib/errors.ts';
import { bannerNotFound, findBanner, imageFolderOf } from './banner-queries.ts';

/** Audited create, update and delete of banners, each with the banner's public shape before and after. */
const bannerRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<Banner>({
    type: 'banner',
    read: (tx, id) => findBanner(tx, cdnBase, id),
    versioned: { table: banners, notFound: bannerNotFound },
  })(db, actor);

/** A banner of an image uploaded to a banner folder (400 on imageKey otherwise); it keeps that folder. */
export const createBannerRecord = (
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  input: ParsedBodyOf<typeof createBanner>,
): Promise<Banner> =>
  bannerRecords(db, actor, cdnBase).create(async (tx) => {
    const folder = await imageFolderOf(tx, input.imageKey);
    if (!folder || !(bannerFolders as readonly string[]).includes(folder)) {
      throw fieldError(['imageKey'], 'imageInFolder', { folder: 'Banners' });
    }
    const [row] = await tx
      .insert(banners)
      .values({ ...input, link: input.link || null, folder })
      .returning({ id: banners.id });
    return row!.id;
  });

/** Switches a banner on or off. */
export const setBannerActive = (
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  id: number,
  input: ParsedBodyOf<typeof updateBanner>,
  ifMatch: number | undefined,
): Promise<Banner> =>
  bannerRecords(db, actor, cdnBase).update(
    id,
    (tx) =>
      tx.update(banners).set({ isActive: input.isActive, updatedAt: new Date() }).where(eq(banners.id, id)),
    { ifMatch },
  );

export const deleteBannerRecord = (
  db: DbOrTx,
  actor: Actor,
  cdnBase: string,
  id: number,
  ifMatch: number | undefined,
): Promise<void> =>
  bannerRecords(db, actor, cdnBase).remove(id, (tx) => tx.delete(banners).where(eq(banners.id, id)), {
    ifMatch,
  });
