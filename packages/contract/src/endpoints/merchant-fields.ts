import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import {
  idField,
  idListField,
  pageField,
  pageSizeField,
  searchField,
  textField,
  versionField,
} from '../fields.ts';
import { MERCHANTS_PAGE_SIZE } from '../messages.ts';
import { sortOrder } from '../endpoint.ts';

/*
 * The merchant kit: what merchants (offers, `merchants.ts`) and affiliate merchants (cashback,
 * `affiliate.ts`) share because it is the same thing. Names and descriptions in English and
 * Arabic, the logo, the category, the active switch, the list and lookup queries and the paged
 * shape of their screens. Each endpoint file adds only what its spec adds: branches, website and
 * hotline; aggregator, tracking URL and cashback.
 */

/** A key the server gave an uploaded image: `<folder>/<uuid>.<ext>`. */
export const imageKeyPattern = /^[\w -]+\/[a-f0-9-]+\.(png|jpg|webp|gif)$/;

/** An optional uploaded image (a logo): its key, or empty/null for none. */
export const optionalImageKey = () =>
  z
    .union([z.string().regex(imageKeyPattern, m('uploadImageFirst')), z.literal('')])
    .optional()
    .nullable();

/** The English and Arabic names every merchant and its lookups answer. */
export const merchantNameFields = {
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
};

/** A merchant as its edit form loads it: the fields every kind of merchant has. */
export const merchantRecordFields = {
  ...merchantNameFields,
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  categoryId: z.number().int(),
  logoKey: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  version: versionField(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The part of a merchant record every kind of merchant has (the server builds it once for both). */
export type SharedMerchantRecord = z.infer<ReturnType<typeof z.object<typeof merchantRecordFields>>>;

/** A row of a merchants list: the fields every kind of merchant shows there. */
export const merchantSummaryFields = {
  ...merchantNameFields,
  logoUrl: z.string().nullable(),
  categoryId: z.number().int(),
  categoryNameEn: z.string(),
  categoryNameAr: z.string(),
  isActive: z.boolean(),
  /** The row version: the list's delete sends it as If-Match (a stale one is 412). */
  version: versionField(),
  updatedAt: z.string(),
};

/** What staff enter for every kind of merchant. */
export const merchantInputFields = {
  nameEn: textField(200, m('enterEnglishName')),
  nameAr: textField(200, m('enterArabicName')),
  descriptionEn: textField(2000).default(''),
  descriptionAr: textField(2000).default(''),
  categoryId: idField(m('chooseCategory')),
  logoKey: optionalImageKey(),
  isActive: z.boolean().default(true),
};

/** The part of a merchant input every kind of merchant has, as parsed. */
export type SharedMerchantInput = z.output<ReturnType<typeof z.object<typeof merchantInputFields>>>;

/** The filters and paging every merchants list takes; each adds its own filters and sort columns. */
export const merchantListQueryFields = {
  page: pageField(),
  pageSize: pageSizeField(MERCHANTS_PAGE_SIZE),
  /** Part of the English or Arabic name. */
  query: searchField(200).optional(),
  categoryId: idField().optional(),
  order: sortOrder,
};

/** The part of a merchants list's query every kind of merchant has, as parsed (without its sort). */
export type SharedMerchantListQuery = z.output<ReturnType<typeof z.object<typeof merchantListQueryFields>>>;

/** A merchant picker's query: part of a name, or the ids of the merchants already chosen. */
export const merchantLookupQuery = z.object({
  query: searchField(200).optional(),
  ids: idListField().optional(),
});
export type MerchantLookupQuery = z.output<typeof merchantLookupQuery>;

/** A paged list as the merchant screens read it (docs/requirements.md §P3: items, totalCount, totalPages = ceil(totalCount / pageSize)). */
export const countedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
