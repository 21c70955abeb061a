import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import { MAX_ID, jsonIdField, searchField, textField, wholeNumber, egyptCoordinate } from '../fields.ts';
import { MERCHANTS_PAGE_SIZE } from '../messages.ts';
import { V2, defineEndpoint, listExport, idParams } from '../endpoint.ts';
import { IMAGE_MAX_BYTES, merchantLogoFolders } from '../files.ts';
import { uploadedImage } from './banners.ts';
import {
  countedPage,
  merchantInputFields,
  merchantListQueryFields,
  merchantLookupQuery,
  merchantNameFields,
  merchantRecordFields,
  merchantSummaryFields,
} from './merchant-fields.ts';

export const category = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });
export type Category = z.infer<typeof category>;

const text = textField;

export const branch = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
  city: z.string(),
  governorate: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
});
export type Branch = z.infer<typeof branch>;

export const branchInput = z.object({
  /** An existing branch of this merchant to keep (and update); absent for a new branch. */
  id: jsonIdField().optional(),
  nameEn: text(200, m('enterEnglishBranchName')),
  nameAr: text(200, m('enterArabicBranchName')),
  addressEn: text(500, m('enterEnglishAddress')),
  addressAr: text(500, m('enterArabicAddress')),
  city: text(100, m('enterCity')),
  governorate: text(100, m('enterGovernorate')),
  latitude: egyptCoordinate('latitude'),
  longitude: egyptCoordinate('longitude'),
  phone: searchField(30).optional().nullable(),
});
export type BranchInput = z.input<typeof branchInput>;

export const merchantSummary = z.object({
  ...merchantSummaryFields,
  offerCount: z.number().int(),
  branchCount: z.number().int(),
});
export type MerchantSummary = z.infer<typeof merchantSummary>;

export const merchant = z.object({
  ...merchantRecordFields,
  website: z.string().nullable(),
  hotline: z.string().nullable(),
  offerCount: z.number().int(),
  branches: z.array(branch),
});
export type Merchant = z.infer<typeof merchant>;

export const merchantInput = z.object({
  ...merchantInputFields,
  website: z
    .union([z.url({ protocol: /^https?$/ }), z.literal('')])
    .optional()
    .nullable(),
  hotline: searchField(30).optional().nullable(),
  branches: z.array(branchInput).max(500).default([]),
});
export type MerchantInput = z.input<typeof merchantInput>;

export const merchantPage = countedPage(merchantSummary);

export const listMerchants = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/list`,
  access: 'manage-merchant',
  summary: `Merchants, ${MERCHANTS_PAGE_SIZE} per page, searchable by English or Arabic name`,
  query: z.object({
    ...merchantListQueryFields,
    minOfferCount: wholeNumber(0, MAX_ID).default(0),
    sort: z.enum(['id', 'nameEn', 'offerCount', 'updatedAt']).default('id'),
  }),
  response: merchantPage,
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportMerchants = listExport(listMerchants, [
  'id',
  'nameEn',
  'nameAr',
  'categoryNameEn',
  'isActive',
  'offerCount',
  'branchCount',
  'updatedAt',
]);

export const lookupMerchants = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/lookup`,
  access: 'authenticated',
  anyOfAreas: ['OFFERS', 'AFFILIATE'],
  summary: 'Merchant names matching a text, for pickers in the offer forms',
  query: merchantLookupQuery,
  response: z.array(z.object(merchantNameFields)),
});

export const merchantCategories = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/categories`,
  access: 'authenticated',
  summary: 'Merchant and offer categories',
  response: z.array(category),
});

export const getMerchant = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/get/:id`,
  access: 'manage-merchant',
  summary: 'One merchant with its branches',
  params: idParams,
  response: merchant,
});

export const merchantBranches = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/get/:id/branches`,
  access: 'authenticated',
  anyOfAreas: ['OFFERS', 'AFFILIATE'],
  summary: "A merchant's branches, for the offer forms",
  params: idParams,
  response: z.array(branch),
});

export const createMerchant = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/merchants/create`,
  access: 'manage-merchant',
  summary: 'Create a merchant with its branches',
  body: merchantInput,
  response: merchant,
});

export const updateMerchant = defineEndpoint({
  method: 'POST',
  ifMatch: true,
  path: `${V2}/merchants/update/:id`,
  access: 'manage-merchant',
  summary: 'Update a merchant; its branches become exactly the given list (kept by id, new ones added)',
  params: idParams,
  body: merchantInput,
  response: merchant,
});

export const deleteMerchant = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/merchants/delete/:id`,
  access: 'manage-merchant',
  summary: 'Delete a merchant and its branches (refused while it still has offers)',
  params: idParams,
  response: null,
});

export const uploadMerchantLogo = defineEndpoint({
  method: 'POST',
  path: `${V2}/merchants/logos`,
  access: 'manage-merchant',
  summary: 'Upload a merchant logo (PNG, JPEG, WebP or GIF, multipart field `file`)',
  query: z.object({ folder: z.enum(merchantLogoFolders).default('Merchant Logos') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});
