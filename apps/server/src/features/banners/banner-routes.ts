import {
  createBanner,
  deleteBanner,
  exportBanners,
  getBanner,
  hideBanners,
  listBanners,
  updateBanner,
  uploadBannerImage,
} from '@cmt/contract/endpoints/banners';
import { actorOf } from '../../lib/audit.ts';
import { byRowId, runBulkRows } from '../../lib/bulk-rows.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import { bannerList, findBanner, listBannerPage } from './banner-queries.ts';
import { createBannerRecord, deleteBannerRecord, setBannerActive } from './banner-writes.ts';

export const bannerRoutes = [
  implement(listBanners, async ({ app, query }) => listBannerPage(app.db, app.config.CDN_BASE_URL, query)),

  implementExport(exportBanners, { name: 'banners' }, ({ app, query }) =>
    bannerList(app.db, app.config.CDN_BASE_URL, query),
  ),

  implement(getBanner, async ({ app, params }) => findBanner(app.db, app.config.CDN_BASE_URL, params.id)),

  implement(uploadBannerImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadBannerImage.upload.maxBytes),
  ),

  implement(createBanner, async ({ app, request, body }) =>
    createBannerRecord(app.db, actorOf(request), app.config.CDN_BASE_URL, body),
  ),

  implement(updateBanner, async ({ app, request, params, body, ifMatch }) =>
    setBannerActive(app.db, actorOf(request), app.config.CDN_BASE_URL, params.id, body, ifMatch),
  ),

  implement(hideBanners, async ({ app, request, body }) =>
    runBulkRows(
      body.items,
      byRowId,
      (row) =>
        setBannerActive(
          app.db,
          actorOf(request),
          app.config.CDN_BASE_URL,
          row.id,
          { isActive: false },
          row.version,
        ),
      request.log,
    ),
  ),

  implement(deleteBanner, async ({ app, request, params, ifMatch }) =>
    deleteBannerRecord(app.db, actorOf(request), app.config.CDN_BASE_URL, params.id, ifMatch),
  ),
];
