import { z } from 'zod';
import { bulkRowsResponse, bulkVersionedRows } from '../bulk-rows.ts';
import { fieldMessage as m } from '../field-messages.ts';
import {
  dayField,
  idField,
  idListField,
  jsonIdField,
  pageField,
  pageSizeField,
  searchField,
  versionField,
  wholeNumber,
} from '../fields.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged, sortOrder } from '../endpoint.ts';
import { IMAGE_MAX_BYTES, offerLogoFolders } from '../files.ts';
import { piastresOf, twoDecimalsField } from '../money.ts';
import { uploadedImage } from './banners.ts';
import { category } from './merchants.ts';
import { offerChosenStatuses, offerStatuses } from '../offer-status.ts';

export { offerChosenStatuses, offerStatuses };
/** What staff see and filter by: the chosen status as the dates make it (`offer-status.ts`). */
export const offerStatus = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatus>;
/** What staff choose in the form: whether the offer is published; the dates decide the rest. */
export const offerChosenStatus = z.enum(offerChosenStatuses);
export const discountTypes = ['PERCENTAGE', 'FIXED_AMOUNT', 'CASHBACK'] as const;
export const discountType = z.enum(discountTypes);
export const offerKinds = ['REGULAR', 'CARD'] as const;
export type OfferKind = (typeof offerKinds)[number];
export const MAX_DISCOUNT_AMOUNT = 1_000_000;

const imageKey = /^[\w -]+\/[a-f0-9-]+\.(png|jpg|webp|gif)$/;
const isoDate = dayField();

/** One row of the offers list and of the pickers: what staff need to recognise an offer. */
export const offerHit = z.object({
  id: z.number().int(),
  kind: z.enum(offerKinds),
  titleEn: z.string(),
  titleAr: z.string(),
  merchantId: z.number().int(),
  merchantNameEn: z.string(),
  merchantNameAr: z.string(),
  discountType,
  discountValue: z.number(),
  /** First and last day of the offer, whole days in Africa/Cairo. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** As of today in Cairo: EXPIRED after the end date, SCHEDULED before the start of an ACTIVE offer. */
  status: offerStatus,
  imageUrl: z.string().nullable(),
  isDeleted: z.boolean(),
  /** The row version: a list row's delete sends it as If-Match (a stale one is 412). */
  version: versionField(),
  updatedAt: z.string(),
});
export type OfferHit = z.infer<typeof offerHit>;

export const offer = offerHit.extend({
  /** The status staff chose, which the form edits; `status` is what the dates make of it. */
  chosenStatus: offerChosenStatus,
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  termsEn: z.string(),
  termsAr: z.string(),
  categoryId: z.number().int().nullable(),
  imageKey: z.string().nullable(),
  tags: z.array(z.string()),
  branchIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offer>;

const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/**
 * What staff enter for an offer. Cross-field rules carry the field's path so the form shows the
 * message on that field: the end date is not before the start date, a percentage or cashback is
 * above 0 and at most 100, a fixed amount is above 0 and at most EGP 1,000,000.
 */
export const offerInput = z
  .object({
    titleEn: requiredText(200, m('enterEnglishTitle')),
    titleAr: requiredText(200, m('enterArabicTitle')),
    descriptionEn: z.string().trim().max(4000).default(''),
    descriptionAr: z.string().trim().max(4000).default(''),
    termsEn: z.string().trim().max(4000).default(''),
    termsAr: z.string().trim().max(4000).default(''),
    merchantId: idField(m('chooseMerchant')),
    categoryId: idField(m('chooseCategory')).nullable().optional(),
    discountType,
    /** "15", 15, "12.5" or 12.5: at most two decimals, never coerced (`twoDecimalsField`); out as "12.50". */
    discountValue: twoDecimalsField(m('discountDecimals')),
    startsAt: isoDate,
    endsAt: isoDate,
    status: z.enum(offerChosenStatuses, { error: m('chooseOfferStatus') }).default('DRAFT'),
    imageKey: z
      .union([z.string().regex(imageKey, m('uploadImageFirst')), z.literal('')])
      .optional()
      .nullable(),
    tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    branchIds: z.array(jsonIdField()).max(1000).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.endsAt < value.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m('endsBeforeStart') });
    }
    // Exact, in hundredths: a percentage discount and a cashback are shares of the price (up to
    // 100.00); a fixed amount is in EGP (up to MAX_DISCOUNT_AMOUNT).
    const v = piastresOf(value.discountValue);
    if (value.discountType !== 'FIXED_AMOUNT' && !(v > 0 && v <= 100 * 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: m('percentRange'),
      });
    } else if (value.discountType === 'FIXED_AMOUNT' && !(v > 0 && v <= MAX_DISCOUNT_AMOUNT * 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: m('amountRange', { max: '1,000,000' }),
      });
    }
  });
export type OfferInput = z.input<typeof offerInput>;

export const offerSorts = ['id', 'titleEn', 'startsAt', 'endsAt', 'updatedAt'] as const;

/** How many offer ids one search takes (the list's ids filter says so before it asks). */
export const MAX_SEARCH_IDS = 200;

/** The longest "ending within" the offers list takes, in days. */
export const MAX_ENDING_WITHIN_DAYS = 366;
/** The choices of the list's "Ending within" filter, in days. */
export const endingWithinChoices = [7, 30] as const;

export const offerSearchQuery = z.object({
  query: searchField(200).optional(),
  status: z.union([offerStatus, z.literal('')]).optional(),
  /** Comma-separated offer ids; when given, query and status are dropped (docs/requirements.md §P5). */
  ids: idListField(MAX_SEARCH_IDS, 'ids is a comma-separated list of offer ids').optional().or(z.literal('')),
  /** Offers whose last day is within this many days, today (Cairo) included: not ended, ending soon (the home's card). */
  endingWithin: wholeNumber(1, MAX_ENDING_WITHIN_DAYS).optional(),
  page: pageField(),
  pageSize: pageSizeField(20),
  sort: z.enum(offerSorts).default('id'),
  order: sortOrder,
});

export const offerSearchResult = z.object({
  hits: z.array(offerHit),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type OfferSearchResult = z.infer<typeof offerSearchResult>;

export const searchRegularOffers = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/regular/all`,
  access: 'manage-offers-offers',
  summary:
    'Search regular offers by English or Arabic title or merchant name, status or ids; paged and sorted',
  query: offerSearchQuery,
  response: offerSearchResult,
});

/** The list's rows of its filters as CSV (`listExport`). */
/** The columns of the offer exports (regular and card), in order. */
export const offerExportColumns = [
  'id',
  'titleEn',
  'titleAr',
  'merchantId',
  'merchantNameEn',
  'merchantNameAr',
  'discountType',
  'discountValue',
  'startsAt',
  'endsAt',
  'status',
  'updatedAt',
] as const;

export const exportRegularOffers = listExport(searchRegularOffers, offerExportColumns);

export const lookupOffers = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/lookup`,
  access: 'authenticated',
  summary:
    'Offers that have not ended (today in Cairo) matching a text, for the popular, onboarding and customized category pickers',
  query: z.object({ query: searchField(200).optional() }),
  response: z.array(offerHit),
});

export const getOffer = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/:id`,
  access: 'manage-offers-offers-manage-id',
  // The regular offer editor's reads and save follow its route /app/offers/manage, which the
  // affiliate flag enables, not the offers flag (docs/requirements.md §P1 Offers area).
  areas: ['AFFILIATE'],
  summary: 'One offer, regular or card',
  params: idParams,
  response: offer,
});

export const getRegularOffer = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/regular/:id`,
  // What the regular offer editor loads: the same permission as the editor's route and its save.
  access: 'manage-offers-offers-manage-id',
  areas: ['AFFILIATE'],
  summary: 'One regular offer',
  params: idParams,
  response: offer,
});

export const offerSettings = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/settings`,
  access: 'authenticated',
  anyOfAreas: ['OFFERS', 'AFFILIATE'],
  summary:
    'Choices of the offer forms: the statuses staff choose (the dates make the others), discount types, categories, limits',
  response: z.object({
    statuses: z.array(offerChosenStatus),
    discountTypes: z.array(discountType),
    categories: z.array(category),
    maxPercentage: z.number(),
    maxAmount: z.number(),
    currency: z.literal('EGP'),
  }),
});

export const offerTag = z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() });
export const offerTagList = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/tags/list`,
  access: 'authenticated',
  anyOfAreas: ['OFFERS', 'AFFILIATE'],
  summary: 'Tags an offer can carry',
  response: z.array(offerTag),
});

export const createOffer = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/offers`,
  access: 'manage-offers-offers-create',
  summary: 'Create a regular offer',
  body: offerInput,
  response: offer,
});

export const updateOffer = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/:id`,
  access: 'manage-offers-offers-manage-id',
  areas: ['AFFILIATE'],
  summary: 'Update a regular offer',
  params: idParams,
  body: offerInput,
  response: offer,
});

export const deleteOffer = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/offers/:id`,
  access: 'manage-offers-offers',
  summary: 'Delete an offer: soft (hidden, kept) when isSoftDeleted=true, otherwise for good',
  params: idParams,
  query: z.object({
    isSoftDeleted: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  }),
  response: null,
});

/**
 * Ends the selected regular offers (issue 21 §6): each is set INACTIVE (no longer shown in the app; its
 * dates are kept), as an edit of the offer with the version the list showed (a changed one: 412 for that row).
 */
export const endOffers = defineEndpoint({
  method: 'POST',
  path: `${V2}/offers/regular/bulk-end`,
  access: 'manage-offers-offers-manage-id',
  summary:
    'End the selected regular offers (status INACTIVE), each with the version the list showed; every row’s outcome',
  body: z.object({ items: bulkVersionedRows() }),
  response: bulkRowsResponse,
});

export const uploadOfferImage = defineEndpoint({
  method: 'POST',
  path: `${V2}/offers/images`,
  access: 'manage-offers-offers-create',
  anyOfAreas: ['OFFERS', 'AFFILIATE'],
  summary: 'Upload an offer image (PNG, JPEG, WebP or GIF, multipart field `file`) into an Offer Logo folder',
  query: z.object({ folder: z.enum(offerLogoFolders).default('Offer Logo') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});

export const listCardOffers = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/lucky-one-card/all`,
  access: 'manage-cmt',
  summary:
    'Lucky One card offers by English or Arabic title and status (as of today in Cairo); paged and sorted',
  query: z.object({
    ...pageQuery,
    query: offerSearchQuery.shape.query,
    status: offerSearchQuery.shape.status,
    sort: z.enum(offerSorts).default('id'),
    order: sortOrder,
  }),
  response: paged(offerHit),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportCardOffers = listExport(listCardOffers, offerExportColumns);

export const getCardOffer = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/lucky-one-card/:id`,
  access: 'manage-cmt',
  summary: 'One Lucky One card offer',
  params: idParams,
  response: offer,
});

export const createCardOffer = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/offers/lucky-one-card`,
  access: 'manage-cmt',
  summary: 'Create a Lucky One card offer',
  body: offerInput,
  response: offer,
});

export const updateCardOffer = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/lucky-one-card/:id`,
  access: 'manage-cmt',
  summary: 'Update a Lucky One card offer',
  params: idParams,
  body: offerInput,
  response: offer,
});

export const deleteCardOffer = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/offers/lucky-one-card/:id`,
  access: 'manage-cmt',
  summary: 'Delete a Lucky One card offer for good',
  params: idParams,
  response: null,
});

const orderedOffers = z.object({
  offerIds: z
    .array(jsonIdField())
    .max(100, m('maxOffers', { max: 100 }))
    .refine((ids) => new Set(ids).size === ids.length, m('offerTwice')),
});

export const popularOfferEntry = z.object({ priority: z.number().int(), offer: offerHit });
export const getPopularOffers = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/popular/priority`,
  access: 'manege-offers-popular-offers',
  summary: 'Popular offers in priority order; the ETag is the version of the whole list',
  response: z.array(popularOfferEntry),
});

export const savePopularOffers = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/popular/priority`,
  access: 'manege-offers-popular-offers',
  summary: 'Replace the popular offers; their order in the list is their priority',
  body: orderedOffers,
  response: z.array(popularOfferEntry),
});

export const onboardingOfferEntry = z.object({ position: z.number().int(), offer: offerHit });
export const getOnboardingOffers = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/onboarding`,
  access: 'manege-offers-onboarding-offers',
  summary: 'Offers new users see first, in order; the ETag is the version of the whole list',
  response: z.array(onboardingOfferEntry),
});

export const saveOnboardingOffers = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/onboarding`,
  access: 'manege-offers-onboarding-offers',
  summary: 'Replace the onboarding offers, in the given order',
  body: orderedOffers,
  response: z.array(onboardingOfferEntry),
});

export const customCategory = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  offers: z.array(offerHit),
  version: versionField(),
  updatedAt: z.string(),
});
export type CustomCategory = z.infer<typeof customCategory>;

export const customCategoryInput = z.object({
  nameEn: requiredText(100, m('enterEnglishName')),
  nameAr: requiredText(100, m('enterArabicName')),
  offerIds: orderedOffers.shape.offerIds,
});
export type CustomCategoryInput = z.input<typeof customCategoryInput>;

export const createCustomCategory = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/offers/custom-category/new`,
  access: 'manage-offers-custom-category-offers',
  summary: 'Create a customized category of hand-picked offers',
  body: customCategoryInput,
  response: customCategory,
});

export const updateCustomCategory = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/offers/custom-category/:id`,
  access: 'manage-offers-custom-category-offers',
  summary: 'Update a customized category',
  params: idParams,
  body: customCategoryInput,
  response: customCategory,
});

export const getLastCustomCategory = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/custom-category/last`,
  access: 'manage-offers-custom-category-offers',
  summary: 'The most recently saved customized category (404 when there is none yet)',
  response: customCategory,
});

export const getCustomCategory = defineEndpoint({
  method: 'GET',
  path: `${V2}/offers/custom-category/:id`,
  access: 'manage-offers-custom-category-offers',
  summary: 'One customized category',
  params: idParams,
  response: customCategory,
});
