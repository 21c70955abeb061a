import { z } from 'zod';
import { searchField } from '../fields.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged } from '../endpoint.ts';
import { IMAGE_MAX_BYTES, imageFolders } from '../files.ts';
import { uploadedImage } from './banners.ts';

/*
 * The files screen (General): the public images of docs/requirements.md §P3's folders. Only those folders are listed,
 * uploaded to or deleted from here; anything else in storage (national id images, archived PDFs,
 * bulk files) is never reachable through these endpoints.
 */

export const storedImage = z.object({
  id: z.number().int(),
  key: z.string(),
  folder: z.enum(imageFolders),
  /** The public (CDN) address of the image. */
  url: z.string(),
  /** The file's name on the uploader's computer, as uploaded; null for images stored before it was kept. */
  originalName: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Email of the staff member who uploaded it; null for demo data and system uploads. */
  createdBy: z.string().nullable(),
});
export type StoredImage = z.infer<typeof storedImage>;

export const fileUse = z.object({
  /** banner, offer, merchant, or what another area registers (`domain/file-usage.ts`). */
  kind: z.string(),
  id: z.union([z.number(), z.string()]),
  label: z.string(),
});
export type FileUse = z.infer<typeof fileUse>;

export const listImages = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/images`,
  access: 'manage-general-files',
  summary: 'Images of one folder (or every image folder), newest first, with their public URLs',
  query: z.object({
    ...pageQuery,
    folder: z.enum(imageFolders).optional(),
    /** Part of the original file name (or of the stored key), any case. */
    q: searchField(200).optional(),
    sort: z.enum(['createdAt', 'size']).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: paged(storedImage),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportImages = listExport(listImages, [
  'id',
  'key',
  'folder',
  'originalName',
  'contentType',
  'size',
  'url',
  'createdAt',
  'createdBy',
]);

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: `${V2}/files/images`,
  access: 'manage-general-files',
  summary:
    'Upload an image (PNG, JPEG, WebP or GIF, sniffed from its bytes; multipart field `file`) to a folder',
  query: z.object({ folder: z.enum(imageFolders) }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});

export const imageUses = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/images/:id/uses`,
  access: 'manage-general-files',
  summary: 'Where an image is used (banners, offers, merchants…); empty when it may be deleted',
  params: idParams,
  response: z.array(fileUse),
});

export const deleteImage = defineEndpoint({
  method: 'DELETE',
  path: `${V2}/files/images/:id`,
  access: 'manage-general-files',
  summary: 'Delete an unused image (409 FILE_IN_USE, with where it is used, while anything uses it)',
  params: idParams,
  response: null,
});
