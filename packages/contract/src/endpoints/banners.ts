import { z } from 'zod';
import { bulkRowsResponse, bulkVersionedRows } from '../bulk-rows.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged } from '../endpoint.ts';
import { IMAGE_MAX_BYTES, bannerFolders } from '../files.ts';
import { wholeNumber, versionField } from '../fields.ts';

export const bannerActiveFilter = z.enum(['ALL', 'ACTIVE', 'INACTIVE']);

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  folder: z.enum(bannerFolders),
  link: z.string().nullable(),
  position: z.number().int(),
  isActive: z.boolean(),
  version: versionField(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const uploadedImage = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const bannerInput = z.object({
  title: z.string().trim().min(1, m('enterTitle')).max(200),
  imageKey: z.string().regex(/^[\w -]+\/[a-f0-9-]+\.(png|jpg|webp|gif)$/, m('uploadImageFirst')),
  link: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).optional(),
  position: wholeNumber(0, 10000).default(0),
  isActive: z.boolean().default(true),
});
export type BannerInput = z.input<typeof bannerInput>;

export const listBanners = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/banners/list`,
  access: 'manage-offers-banners',
  summary: 'Banners, filtered by active state (default ALL), paged and sorted',
  query: z.object({
    ...pageQuery,
    active: bannerActiveFilter.default('ALL'),
    sort: z.enum(['position', 'title', 'createdAt']).default('position'),
    // Banners show in the app by ascending position, so the list does too by default.
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: paged(banner),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportBanners = listExport(listBanners, [
  'id',
  'title',
  'folder',
  'link',
  'position',
  'isActive',
  'imageUrl',
  'createdAt',
  'updatedAt',
]);

export const getBanner = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/banners/:id`,
  access: 'manage-offers-banners',
  summary: 'One banner',
  params: idParams,
  response: banner,
});

export const createBanner = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/offers/banners`,
  access: 'manage-offers-banners-create',
  summary: 'Create a banner from an uploaded image',
  body: bannerInput,
  response: banner,
});

export const updateBanner = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/banners/:id`,
  access: 'manage-offers-banners',
  summary: 'Turn a banner active or inactive',
  params: idParams,
  body: z.object({ isActive: z.boolean() }),
  response: banner,
});

/** Hides the selected banners (inactive), each as the single switch with the version the list showed. */
export const hideBanners = defineEndpoint({
  method: 'POST',
  path: `${V2}/offers/banners/bulk-hide`,
  access: 'manage-offers-banners',
  summary: 'Turn the selected banners inactive, each with the version the list showed; every row’s outcome',
  body: z.object({ items: bulkVersionedRows() }),
  response: bulkRowsResponse,
});

export const deleteBanner = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/offers/banners/:id`,
  access: 'manage-offers-banners',
  summary: 'Delete a banner',
  params: idParams,
  response: null,
});

export const uploadBannerImage = defineEndpoint({
  method: 'POST',
  path: `${V2}/offers/banners/images`,
  access: 'manage-offers-banners-create',
  summary: 'Upload a banner image (PNG, JPEG, WebP or GIF, multipart field `file`) into a banner folder',
  query: z.object({ folder: z.enum(bannerFolders).default('Banners') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});
