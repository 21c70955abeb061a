import { z } from 'zod';
import { latinDigits } from '../digits.ts';
import { bulkIds, bulkRowsResponse } from '../bulk-rows.ts';
import { pendingApproval } from '../approval-actions.ts';
import { fieldMessage as m } from '../field-messages.ts';
import {
  dayField,
  idField,
  jsonIdField,
  MAX_ID,
  pageField,
  pageSizeField,
  searchField,
  textField,
  versionField,
  wholeNumber,
} from '../fields.ts';
import { CATEGORIES_PAGE_SIZE, MERCHANTS_PAGE_SIZE } from '../messages.ts';
import { V2, V3, defineEndpoint, listExport, idParams, sortOrder } from '../endpoint.ts';
import {
  IMAGE_MAX_BYTES,
  affiliateCategoryLogoFolders,
  affiliateMerchantLogoFolders,
  bannerFolders,
  contestImageFolders,
} from '../files.ts';
import { EGP_PATTERN, egpAmountField, egpText, piastresOf } from '../money.ts';
import { queueClaim, queueClaimFilter, queueEndpoints, queueRowFields } from '../queues.ts';
import { uploadedImage } from './banners.ts';
import {
  countedPage,
  imageKeyPattern,
  merchantInputFields,
  merchantListQueryFields,
  merchantLookupQuery,
  merchantRecordFields,
  merchantSummaryFields,
  optionalImageKey,
} from './merchant-fields.ts';

/*
 * The affiliate (cashback) area: merchants reached through affiliate networks ("aggregators"),
 * their categories, the popular selection, the network's transactions (bulk file), the contest and
 * banners configs, and customers' cashout requests. Lookups that several screens need (names only)
 * are open to any signed-in staff; everything else takes the one permission of its screen.
 */

const activeFilter = z.enum(['ALL', 'ACTIVE', 'INACTIVE']);
const isoDate = () => dayField();

// ---------------------------------------------------------------- aggregators

export const aggregator = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type Aggregator = z.infer<typeof aggregator>;

export const listAggregators = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/affiliate/aggregators`,
  access: 'authenticated',
  summary: 'Affiliate networks a merchant can come through (names only: the merchant form and list filter)',
  response: z.array(aggregator),
});

// ---------------------------------------------------------------- categories

export const affiliateCategory = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  logoKey: z.string().nullable(),
  logoUrl: z.string().nullable(),
  position: z.number().int(),
  isActive: z.boolean(),
  merchantCount: z.number().int(),
  version: versionField(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AffiliateCategory = z.infer<typeof affiliateCategory>;

export const affiliateCategoryInput = z.object({
  nameEn: textField(100, m('enterEnglishName')),
  nameAr: textField(100, m('enterArabicName')),
  logoKey: optionalImageKey(),
  position: wholeNumber(0, 10000).default(0),
  isActive: z.boolean().default(true),
});
export type AffiliateCategoryInput = z.input<typeof affiliateCategoryInput>;

export const listAffiliateCategories = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/categories/affiliate`,
  access: 'manage-affiliate-categories',
  summary: `Affiliate categories, ${CATEGORIES_PAGE_SIZE} per page, in display order`,
  query: z.object({
    page: pageField(),
    pageSize: pageSizeField(CATEGORIES_PAGE_SIZE),
    query: searchField(100).optional(),
    active: activeFilter.default('ALL'),
    sort: z.enum(['position', 'nameEn', 'updatedAt']).default('position'),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: countedPage(affiliateCategory),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportAffiliateCategories = listExport(listAffiliateCategories, [
  'id',
  'nameEn',
  'nameAr',
  'position',
  'isActive',
  'merchantCount',
  'createdAt',
  'updatedAt',
]);

export const lookupAffiliateCategories = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/categories/affiliate/lookup`,
  access: 'authenticated',
  summary: 'Every affiliate category by name, for the merchant form and list filter',
  response: z.array(
    z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string(), isActive: z.boolean() }),
  ),
});

export const getAffiliateCategory = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/categories/affiliate/:id`,
  access: 'manage-affiliate-categories',
  summary: 'One affiliate category',
  params: idParams,
  response: affiliateCategory,
});

export const createAffiliateCategory = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/merchants/categories/affiliate`,
  access: 'manage-affiliate-categories',
  summary: 'Create an affiliate category',
  body: affiliateCategoryInput,
  response: affiliateCategory,
});

export const updateAffiliateCategory = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/merchants/categories/affiliate/:id`,
  access: 'manage-affiliate-categories',
  summary: 'Update an affiliate category',
  params: idParams,
  body: affiliateCategoryInput,
  response: affiliateCategory,
});

export const deleteAffiliateCategory = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/merchants/categories/affiliate/:id`,
  access: 'manage-affiliate-categories',
  summary: 'Delete an affiliate category (409 while merchants use it)',
  params: idParams,
  response: null,
});

export const uploadAffiliateCategoryLogo = defineEndpoint({
  method: 'POST',
  path: `${V2}/merchants/categories/affiliate/logos`,
  access: 'manage-affiliate-categories',
  summary: 'Upload a category logo (PNG, JPEG, WebP or GIF, multipart field `file`)',
  query: z.object({ folder: z.enum(affiliateCategoryLogoFolders).default('Affiliate Categories Logos') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});

// ---------------------------------------------------------------- merchants

export const cashbackTypes = ['PERCENTAGE', 'FIXED'] as const;
export const cashbackType = z.enum(cashbackTypes);
/** Largest fixed cashback per order, in EGP. */
export const MAX_FIXED_CASHBACK = 10_000;

export const affiliateMerchantSummary = z.object({
  ...merchantSummaryFields,
  aggregatorId: z.number().int(),
  aggregatorName: z.string(),
  cashbackType,
  /** A percentage ("5.50") or EGP per order ("25.00"), by cashbackType. */
  cashbackValue: egpText(),
  orderCount: z.number().int(),
});
export type AffiliateMerchantSummary = z.infer<typeof affiliateMerchantSummary>;

export const affiliateMerchant = z.object({
  ...merchantRecordFields,
  aggregatorId: z.number().int(),
  trackingUrl: z.string(),
  cashbackType,
  cashbackValue: egpText(),
  isPopular: z.boolean(),
  orderCount: z.number().int(),
});
export type AffiliateMerchant = z.infer<typeof affiliateMerchant>;

export const affiliateMerchantInput = z
  .object({
    ...merchantInputFields,
    aggregatorId: idField(m('chooseAggregator')),
    trackingUrl: z
      .string({ error: m('enterTrackingUrl') })
      .trim()
      .max(2000, m('enterTrackingUrl'))
      .pipe(z.url({ protocol: /^https$/, error: m('enterTrackingUrl') })),
    cashbackType,
    cashbackValue: z
      .union([z.string().trim(), z.number().transform(String)], { error: m('egpAmount') })
      .pipe(z.string().regex(EGP_PATTERN, m('egpAmount'))),
  })
  .superRefine((value, ctx) => {
    if (!EGP_PATTERN.test(value.cashbackValue)) return;
    const piastres = piastresOf(value.cashbackValue);
    if (value.cashbackType === 'PERCENTAGE' && !(piastres > 0 && piastres <= 10000)) {
      ctx.addIssue({ code: 'custom', path: ['cashbackValue'], message: m('cashbackPercentRange') });
    }
    if (value.cashbackType === 'FIXED' && !(piastres > 0 && piastres <= MAX_FIXED_CASHBACK * 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashbackValue'],
        message: m('cashbackAmountRange', { max: MAX_FIXED_CASHBACK.toLocaleString('en') }),
      });
    }
  });
export type AffiliateMerchantInput = z.input<typeof affiliateMerchantInput>;

export const affiliateMerchantSorts = ['id', 'nameEn', 'updatedAt'] as const;

export const listAffiliateMerchants = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/affiliate`,
  access: 'manage-affiliate-merchants',
  summary: `Affiliate merchants, ${MERCHANTS_PAGE_SIZE} per page, by name, aggregator, category and active state`,
  query: z.object({
    ...merchantListQueryFields,
    aggregatorId: idField().optional(),
    active: activeFilter.default('ALL'),
    sort: z.enum(affiliateMerchantSorts).default('id'),
  }),
  response: countedPage(affiliateMerchantSummary),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportAffiliateMerchants = listExport(listAffiliateMerchants, [
  'id',
  'nameEn',
  'nameAr',
  'categoryNameEn',
  'aggregatorName',
  'cashbackType',
  'cashbackValue',
  'orderCount',
  'isActive',
  'updatedAt',
]);

export const getAffiliateMerchant = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/affiliate/:id`,
  access: 'manage-affiliate-merchants-id',
  summary: 'One affiliate merchant; isSourceAdmin=true (what the back office sends) finds inactive ones too',
  params: idParams,
  query: z.object({
    isSourceAdmin: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: affiliateMerchant,
});

export const createAffiliateMerchant = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/merchants/affiliate`,
  access: 'manage-affiliate-merchants-id',
  summary: 'Create an affiliate merchant',
  body: affiliateMerchantInput,
  response: affiliateMerchant,
});

export const updateAffiliateMerchant = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/merchants/affiliate/:id`,
  access: 'manage-affiliate-merchants-id',
  summary: 'Update an affiliate merchant',
  params: idParams,
  body: affiliateMerchantInput,
  response: affiliateMerchant,
});

export const deleteAffiliateMerchant = defineEndpoint({
  method: 'DELETE',
  ifMatch: true,
  path: `${V2}/merchants/affiliate/:id`,
  access: 'manage-affiliate-merchants',
  summary: 'Delete an affiliate merchant (409 once it has transactions, which keep customers’ cashback)',
  params: idParams,
  response: null,
});

export const uploadAffiliateMerchantLogo = defineEndpoint({
  method: 'POST',
  path: `${V2}/merchants/affiliate/logos`,
  access: 'manage-affiliate-merchants-id',
  summary: 'Upload an affiliate merchant logo (PNG, JPEG, WebP or GIF, multipart field `file`)',
  query: z.object({ folder: z.enum(affiliateMerchantLogoFolders).default('Affiliate Merchant Logos') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});

export const lookupAffiliateMerchants = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/affiliate/lookup`,
  access: 'manage-affiliate-merchants-popular',
  summary: 'Affiliate merchants matching a name, for the popular merchants picker',
  query: merchantLookupQuery,
  response: z.array(affiliateMerchantSummary),
});

// ---------------------------------------------------------------- popular merchants

export const MAX_POPULAR_MERCHANTS = 50;
export const popularMerchantEntry = z.object({
  priority: z.number().int(),
  merchant: affiliateMerchantSummary,
});

export const getPopularMerchants = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/affiliate/popular`,
  access: 'manage-affiliate-merchants-popular',
  summary: 'Popular affiliate merchants in priority order',
  response: z.array(popularMerchantEntry),
});

export const savePopularMerchants = defineEndpoint({
  method: 'PUT',
  path: `${V2}/merchants/affiliate/popular`,
  access: 'manage-affiliate-merchants-popular',
  summary: 'Replace the popular affiliate merchants; their order is their priority (active merchants only)',
  body: z.object({
    merchantIds: z
      .array(jsonIdField())
      .max(MAX_POPULAR_MERCHANTS, m('maxMerchants', { max: MAX_POPULAR_MERCHANTS }))
      .refine((ids) => new Set(ids).size === ids.length, m('merchantTwice')),
  }),
  response: z.array(popularMerchantEntry),
});

// ---------------------------------------------------------------- transactions

export const transactionStatuses = ['PENDING', 'CONFIRMED', 'REVERSED'] as const;
export const transactionStatus = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatus>;

export const downloadMerchantOrders = defineEndpoint({
  method: 'GET',
  path: `${V2}/merchants/transactions/orders-csv`,
  access: 'manage-affiliate-merchants',
  summary: 'The orders (transactions) of one affiliate merchant as CSV named <affiliateId>.csv',
  query: z.object({ affiliateId: idField() }),
  download: { contentType: 'text/csv' },
  response: z.string().describe('text/csv'),
});

// ---------------------------------------------------------------- cashouts

export const cashoutStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const cashoutStatus = z.enum(cashoutStatuses);
export type CashoutStatus = z.infer<typeof cashoutStatus>;
export const cashoutMethods = ['WALLET', 'BANK'] as const;
export const cashoutMethod = z.enum(cashoutMethods);
export const REJECT_REASON_MIN = 3;

export const cashoutSummary = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  amount: egpText(),
  method: cashoutMethod,
  status: cashoutStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  ...queueRowFields,
});
export type CashoutSummary = z.infer<typeof cashoutSummary>;

/** Where the money goes, as the customer asked (kept on the request); a bank account always masked. */
export const cashoutDestination = z.discriminatedUnion('method', [
  z.object({ method: z.literal('WALLET'), provider: z.string(), walletNumber: z.string() }),
  z.object({
    method: z.literal('BANK'),
    bankName: z.string(),
    maskedIban: z.string(),
    accountHolder: z.string(),
  }),
]);

export const cashoutDetail = cashoutSummary.omit({ claim: true, sla: true }).extend({
  /** The live claim on the request (docs/requirements.md §D9), as the caller sees it. */
  claim: queueClaim.nullable(),
  destination: cashoutDestination,
  /** The customer's available cashback when they asked. */
  balanceAtRequest: egpText(),
  /** The customer's cashback now: confirmed and withdrawable, still pending with the networks, paid out. */
  balance: z.object({ available: egpText(), pending: egpText(), paidOut: egpText() }),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** An approve held for a second person (four-eyes): who asked and when. */
  pendingApproval: pendingApproval.nullable(),
  /** The customer's bank accounts on file (bank files), masked; `matches` marks the one this cashout goes to. */
  bankAccounts: z.array(
    z.object({
      bankName: z.string(),
      maskedIban: z.string(),
      accountHolder: z.string(),
      matches: z.boolean(),
    }),
  ),
  /** Confirmed transactions this cashout is paid from, oldest first (earlier payouts use the older ones). */
  transactions: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.string(),
      merchantId: z.number().int(),
      merchantNameEn: z.string(),
      merchantNameAr: z.string(),
      orderedOn: z.string(),
      orderAmount: egpText(),
      cashback: egpText(),
      drawn: egpText(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.enum(['REQUESTED', 'APPROVED', 'REJECTED']),
      by: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type CashoutDetail = z.infer<typeof cashoutDetail>;

const EGYPT_MOBILE = /^01[0125]\d{8}$/;
/** A customer as staff type them: an app user id, or an Egyptian mobile (01…, +20…, 20…). */
export function readCustomerFilter(text: string): { userId: number } | { phone: string } | null {
  const compact = latinDigits(text).replace(/[\s-]/g, '');
  const local = compact.replace(/^(\+?20)(?=1)/, '0');
  if (EGYPT_MOBILE.test(local)) return { phone: local };
  if (/^\d{1,10}$/.test(compact) && Number(compact) >= 1 && Number(compact) <= MAX_ID)
    return { userId: Number(compact) };
  return null;
}

export const cashoutSorts = ['requestedAt', 'amount'] as const;

export const listCashouts = defineEndpoint({
  method: 'GET',
  path: `${V2}/payment/affiliate/cashouts`,
  access: 'manage-affiliate-cashout',
  areas: ['AFFILIATE', 'CASHOUTS'],
  summary:
    'Cashout requests, paged: by status, customer (id or mobile), request date (Cairo days) and amount',
  query: z
    .object({
      page: pageField(),
      pageSize: pageSizeField(20),
      status: cashoutStatus.optional(),
      customer: searchField(20)
        .refine((value) => value === '' || readCustomerFilter(value) !== null, m('customerFilter'))
        .optional(),
      from: isoDate().optional(),
      to: isoDate().optional(),
      minAmount: egpAmountField(m('egpAmount')).optional(),
      maxAmount: egpAmountField(m('egpAmount')).optional(),
      claim: queueClaimFilter.optional(),
      sort: z.enum(cashoutSorts).default('requestedAt'),
      order: sortOrder,
    })
    .superRefine((query, ctx) => {
      if (query.from && query.to && query.to < query.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m('endsBeforeStart') });
      if (query.minAmount && query.maxAmount && piastresOf(query.minAmount) > piastresOf(query.maxAmount))
        ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: m('minAboveMax') });
    }),
  response: countedPage(cashoutSummary),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportCashouts = listExport(listCashouts, [
  'id',
  'userId',
  'customerName',
  'customerPhone',
  'amount',
  'method',
  'status',
  'requestedAt',
  'decidedAt',
]);

export const getCashout = defineEndpoint({
  method: 'GET',
  path: `${V2}/payment/affiliate/cashouts/:id`,
  access: 'manage-affiliate-cashout-id',
  areas: ['AFFILIATE', 'CASHOUTS'],
  summary: 'One cashout request: customer, destination, balances, the transactions it draws on, history',
  params: idParams,
  response: cashoutDetail,
});

export const approveCashout = defineEndpoint({
  method: 'PUT',
  path: `${V2}/payment/affiliate/cashouts/:id/approve`,
  access: 'manage-affiliate-cashout-id',
  areas: ['AFFILIATE', 'CASHOUTS'],
  guarded: 'cashout.approve',
  summary:
    'Approve a pending cashout: the customer’s balance is debited once (a repeat is a no-op; 409 from any other status or when the balance is short)',
  params: idParams,
  response: cashoutDetail,
});

export const rejectCashout = defineEndpoint({
  method: 'PUT',
  path: `${V2}/payment/affiliate/cashouts/:id/reject`,
  access: 'manage-affiliate-cashout-id',
  areas: ['AFFILIATE', 'CASHOUTS'],
  summary: 'Reject a pending cashout with a reason; no money moves',
  params: idParams,
  query: z.object({
    reason: z
      .string({ error: m('enterRejectReason', { min: REJECT_REASON_MIN }) })
      .pipe(textField(500, m('enterRejectReason', { min: REJECT_REASON_MIN })))
      .refine(
        (value) => value.length >= REJECT_REASON_MIN,
        m('enterRejectReason', { min: REJECT_REASON_MIN }),
      ),
  }),
  response: cashoutDetail,
});

/**
 * The selected cashouts approved, or rejected with one reason (issue 21 §6): each through the single
 * approve/reject (its transition, claim check and four-eyes policy: a held approve is that row's
 * `pending-approval`, never applied), with every row's outcome.
 */
export const decideCashouts = defineEndpoint({
  method: 'POST',
  path: `${V2}/payment/affiliate/cashouts/bulk-decision`,
  access: 'manage-affiliate-cashout-id',
  areas: ['AFFILIATE', 'CASHOUTS'],
  summary:
    'Approve the selected pending cashouts, or reject them with one reason: each as its own approve/reject (four-eyes per row), with every row’s outcome',
  body: z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), ids: bulkIds() }),
    z.object({
      decision: z.literal('reject'),
      ids: bulkIds(),
      reason: rejectCashout.query.shape.reason,
    }),
  ]),
  response: bulkRowsResponse,
});

/** The cashout queue's claims: take next, claim one, release (docs/requirements.md §D9). */
const cashoutQueue = queueEndpoints(
  `${V2}/payment/affiliate/cashouts`,
  'manage-affiliate-cashout-id',
  'cashout request',
  ['AFFILIATE', 'CASHOUTS'],
);
export const takeNextCashout = cashoutQueue.next;
export const claimCashout = cashoutQueue.claim;
export const releaseCashout = cashoutQueue.release;

// ---------------------------------------------------------------- configs (v3)

/** A versioned config: its value now and the one it replaced (null before the first change). */
const configRecord = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    version: versionField(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
    previous: z
      .object({ value, version: z.number().int(), savedAt: z.string(), savedBy: z.string().nullable() })
      .nullable(),
  });

export const MAX_CONTEST_PRIZES = 20;
export const contestPrize = z.object({
  titleEn: textField(200, m('enterEnglishTitle')),
  titleAr: textField(200, m('enterArabicTitle')),
  /** The prize's value in EGP, when it has one (an empty field is none). */
  value: z.preprocess(
    (value) => (value === '' ? undefined : value),
    egpAmountField(m('egpAmount')).optional(),
  ),
});

export const contestInput = z
  .object({
    titleEn: textField(200, m('enterEnglishTitle')),
    titleAr: textField(200, m('enterArabicTitle')),
    descriptionEn: textField(4000).default(''),
    descriptionAr: textField(4000).default(''),
    /** First and last day of the contest, Cairo calendar days (it runs from 00:00 to 23:59 Cairo time). */
    startsOn: isoDate(),
    endsOn: isoDate(),
    prizes: z.array(contestPrize).max(MAX_CONTEST_PRIZES, m('maxPrizes', { max: MAX_CONTEST_PRIZES })),
    rulesEn: textField(8000).default(''),
    rulesAr: textField(8000).default(''),
    imageKey: optionalImageKey(),
    isActive: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.endsOn < value.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: m('endsBeforeStart') });
  });
export type ContestInput = z.input<typeof contestInput>;

export const contest = z.object({
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  prizes: z.array(z.object({ titleEn: z.string(), titleAr: z.string(), value: z.string().optional() })),
  rulesEn: z.string(),
  rulesAr: z.string(),
  imageKey: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type Contest = z.infer<typeof contest>;
export const contestRecord = configRecord(contest);
export type ContestRecord = z.infer<typeof contestRecord>;

export const getContestConfig = defineEndpoint({
  method: 'GET',
  path: `${V3}/configs/contest`,
  access: 'manage-affiliate-contest',
  summary: 'The affiliate contest page: texts, Cairo dates, prizes, rules, image, with the previous version',
  response: contestRecord,
});

export const saveContestConfig = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V3}/configs/contest`,
  access: 'manage-affiliate-contest',
  summary: 'Save the affiliate contest page (If-Match: its version; a stale save is 412)',
  body: contestInput,
  response: contestRecord,
});

export const uploadContestImage = defineEndpoint({
  method: 'POST',
  path: `${V3}/configs/contest/images`,
  access: 'manage-affiliate-contest',
  summary: 'Upload the contest page image (PNG, JPEG, WebP or GIF, multipart field `file`)',
  query: z.object({ folder: z.enum(contestImageFolders).default('Contest Page') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});

/** https web links, or app links (`lucky://offers/12`); never javascript:, data: or file: links. */
const blockedSchemes = /^(javascript|data|vbscript|file|blob):/i;
export const linkField = () =>
  z
    .string()
    .trim()
    .max(1000, m('enterLink'))
    .refine(
      (value) =>
        !blockedSchemes.test(value) &&
        !/^http:/i.test(value) &&
        (/^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) || /^[a-z][a-z0-9+.-]{1,30}:\/\/[^\s]+$/i.test(value)),
      m('enterLink'),
    );

export const MAX_AFFILIATE_BANNERS = 20;
export const affiliateBannerInput = z.object({
  imageKey: z.string().regex(imageKeyPattern, m('uploadImageFirst')),
  link: z.preprocess((value) => (value === '' ? undefined : value), linkField().optional()),
  isActive: z.boolean().default(true),
});
export const affiliateBannersInput = z.object({
  banners: z
    .array(affiliateBannerInput)
    .max(MAX_AFFILIATE_BANNERS, m('maxBanners', { max: MAX_AFFILIATE_BANNERS })),
});
export type AffiliateBannersInput = z.input<typeof affiliateBannersInput>;

export const affiliateBanners = z.object({
  banners: z.array(
    z.object({ imageKey: z.string(), imageUrl: z.string(), link: z.string(), isActive: z.boolean() }),
  ),
});
export type AffiliateBanners = z.infer<typeof affiliateBanners>;
export const affiliateBannersRecord = configRecord(affiliateBanners);
export type AffiliateBannersRecord = z.infer<typeof affiliateBannersRecord>;

export const getAffiliateBannersConfig = defineEndpoint({
  method: 'GET',
  path: `${V3}/configs/banners`,
  access: 'manage-affiliate-banners',
  summary: 'The affiliate screen’s banners, in order (image, link, active), with the previous version',
  response: affiliateBannersRecord,
});

export const saveAffiliateBannersConfig = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V3}/configs/banners`,
  access: 'manage-affiliate-banners',
  summary: 'Save the affiliate banners in order (If-Match: its version; a stale save is 412)',
  body: affiliateBannersInput,
  response: affiliateBannersRecord,
});

export const uploadAffiliateBannerImage = defineEndpoint({
  method: 'POST',
  path: `${V3}/configs/banners/images`,
  access: 'manage-affiliate-banners',
  summary: 'Upload an affiliate banner image (PNG, JPEG, WebP or GIF, multipart field `file`)',
  query: z.object({ folder: z.enum(bannerFolders).default('Banners') }),
  upload: { maxBytes: IMAGE_MAX_BYTES },
  response: uploadedImage,
});
