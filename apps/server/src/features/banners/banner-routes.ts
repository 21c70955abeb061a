import { asc, count, desc, eq } from 'drizzle-orm';
import {
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  updateBanner,
  uploadBannerImage,
  type Banner,
} from '@cmt/contract/endpoints/banners';
import { bannerFolders } from '@cmt/contract/files';
import type { DbOrTx } from '../../db/client.ts';
import { banners, files } from '../../db/schema.ts';
import { implement } from '../../lib/endpoints.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import { publicUrl } from '../../lib/storage.ts';
import { actorOf, type Actor } from '../../lib/audit.ts';
import { auditedRecords } from '../../lib/audited.ts';
import { saveUploadedImage } from '../../lib/images.ts';

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

const bannerNotFound = () => notFound('Banner');

async function findBanner(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw bannerNotFound();
  return row;
}

/** Audited create, update and delete of banners, each with the banner's public shape before and after. */
const bannerRecords = (db: DbOrTx, actor: Actor, cdnBase: string) =>
  auditedRecords<Banner>({
    type: 'banner',
    read: async (tx, id) => toBanner(cdnBase)(await findBanner(tx, id)),
    versioned: { table: banners, notFound: bannerNotFound },
  })(db, actor);

const activeFilter = {
  ALL: undefined,
  ACTIVE: eq(banners.isActive, true),
  INACTIVE: eq(banners.isActive, false),
};
const sortColumns = { position: banners.position, title: banners.title, createdAt: banners.createdAt };

export const bannerRoutes = [
  implement(listBanners, async ({ app, query }) => {
    const where = activeFilter[query.active];
    const order = query.order === 'asc' ? asc : desc;
    return pageOf(
      query,
      (limit, offset) =>
        app.db
          .select()
          .from(banners)
          .where(where)
          .orderBy(order(sortColumns[query.sort]), asc(banners.id))
          .limit(limit)
          .offset(offset),
      app.db.select({ value: count() }).from(banners).where(where),
      toBanner(app.config.CDN_BASE_URL),
    );
  }),

  implement(getBanner, async ({ app, params }) =>
    toBanner(app.config.CDN_BASE_URL)(await findBanner(app.db, params.id)),
  ),

  implement(uploadBannerImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadBannerImage.upload.maxBytes),
  ),

  implement(createBanner, async ({ app, request, body }) =>
    bannerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).create(async (tx) => {
      const [image] = await tx.select().from(files).where(eq(files.key, body.imageKey));
      if (!image || !(bannerFolders as readonly string[]).includes(image.folder)) {
        throw fieldError(['imageKey'], 'imageInFolder', { folder: 'Banners' });
      }
      const [row] = await tx
        .insert(banners)
        .values({ ...body, link: body.link || null, folder: image.folder })
        .returning({ id: banners.id });
      return row!.id;
    }),
  ),

  implement(updateBanner, async ({ app, request, params, body, ifMatch }) =>
    bannerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).update(
      params.id,
      (tx) =>
        tx
          .update(banners)
          .set({ isActive: body.isActive, updatedAt: new Date() })
          .where(eq(banners.id, params.id)),
      { ifMatch },
    ),
  ),

  implement(deleteBanner, async ({ app, request, params, ifMatch }) =>
    bannerRecords(app.db, actorOf(request), app.config.CDN_BASE_URL).remove(
      params.id,
      (tx) => tx.delete(banners).where(eq(banners.id, params.id)),
      { ifMatch },
    ),
  ),
];
