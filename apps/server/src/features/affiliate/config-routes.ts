import {
  getAffiliateBannersConfig,
  getContestConfig,
  saveAffiliateBannersConfig,
  saveContestConfig,
  uploadAffiliateBannerImage,
  uploadContestImage,
} from '@cmt/contract/endpoints/affiliate';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { saveUploadedImage } from '../../plugins/uploads.ts';
import { readConfig } from './config-queries.ts';
import { saveConfig } from './config-writes.ts';

export const affiliateConfigRoutes = [
  implement(getContestConfig, async ({ app }) =>
    readConfig(app.db, app.config.CDN_BASE_URL, 'contest').then(({ record }) => record),
  ),

  implement(saveContestConfig, async ({ app, request, body, ifMatch }) =>
    saveConfig(
      app.db,
      actorOf(request),
      app.config.CDN_BASE_URL,
      'contest',
      {
        ...body,
        imageKey: body.imageKey || null,
        // A prize without a value is stored without one (not as an empty amount).
        prizes: body.prizes.map(({ value, ...prize }) => (value ? { ...prize, value } : prize)),
      },
      ifMatch,
    ),
  ),

  implement(uploadContestImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadContestImage.upload.maxBytes),
  ),

  implement(getAffiliateBannersConfig, async ({ app }) =>
    readConfig(app.db, app.config.CDN_BASE_URL, 'banners').then(({ record }) => record),
  ),

  implement(saveAffiliateBannersConfig, async ({ app, request, body, ifMatch }) =>
    saveConfig(
      app.db,
      actorOf(request),
      app.config.CDN_BASE_URL,
      'banners',
      { banners: body.banners.map((banner) => ({ ...banner, link: banner.link ?? '' })) },
      ifMatch,
    ),
  ),

  implement(uploadAffiliateBannerImage, async ({ request, query }) =>
    saveUploadedImage(request, query.folder, uploadAffiliateBannerImage.upload.maxBytes),
  ),
];
