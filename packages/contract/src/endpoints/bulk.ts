import { z } from 'zod';
import { pendingApproval } from '../approval-actions.ts';
import type { AreaFlag } from '../areas.ts';
import { bulkMessage } from '../bulk-messages.ts';
import { V2, defineEndpoint, idParams, pageQuery, paged } from '../endpoint.ts';
import type { PermissionKey } from '../permissions.ts';
import type { AppRouteId } from '../routes.ts';

/** Largest bulk file and most data rows accepted (stated in the upload screens). */
export const BULK_MAX_BYTES = 50 * 1024 * 1024;
export const BULK_MAX_ROWS = 200_000;

/**
 * Bulk file kinds built so far (docs/requirements.md §P3 strategies, plus the offers file of POST /offers/bulk and
 * the branches file). The financing and compliance strategies come with their areas.
 */
export const bulkFeatures = [
  'OfferStrategy',
  'CardOfferStrategy',
  'BranchStrategy',
  'MerchantStrategy',
  'CATIStrategy',
  'AffiliateTransactionStrategy',
  'AntiMoneyLaunderingStrategy',
  'BankStrategy',
  'ApplicationReviewsStrategy',
  'RepaymentsStrategy',
  'CreditPromotionStrategy',
] as const;
export type BulkFeature = (typeof bulkFeatures)[number];

/** The one permission of each bulk file kind: every bulk endpoint resolves its access from `?feature=`. */
export const bulkPermissions = {
  OfferStrategy: 'manage-offers-offers-bulk',
  CardOfferStrategy: 'manage-offers-offers-bulk',
  BranchStrategy: 'manage-offers-branches-bulk',
  MerchantStrategy: 'manage-merchant-bulk',
  CATIStrategy: 'manage-merchant-cati-bulk',
  AffiliateTransactionStrategy: 'manage-affiliate-transactions',
  // docs/requirements.md §P6: MANAGE_OFFERS_BRANCHES_BULK also guards the application blacklist, whose page takes both files.
  AntiMoneyLaunderingStrategy: 'manage-offers-branches-bulk',
  BankStrategy: 'manage-offers-branches-bulk',
  ApplicationReviewsStrategy: 'manage-financing-application-reviews',
  RepaymentsStrategy: 'manage-financing-repayments-upload',
  CreditPromotionStrategy: 'manage-financing-credit-promotion',
} as const satisfies Record<BulkFeature, PermissionKey>;

/** The area of each bulk file kind (its upload screen's): with it off, its bulk calls answer 404. */
export const bulkAreas = {
  OfferStrategy: ['OFFERS'],
  CardOfferStrategy: ['OFFERS'],
  BranchStrategy: ['OFFERS'],
  MerchantStrategy: ['MERCHANTS'],
  CATIStrategy: ['MERCHANTS'],
  AffiliateTransactionStrategy: ['AFFILIATE'],
  AntiMoneyLaunderingStrategy: ['APPLICATIONS'],
  BankStrategy: ['APPLICATIONS'],
  ApplicationReviewsStrategy: ['FINANCING'],
  RepaymentsStrategy: ['FINANCING'],
  CreditPromotionStrategy: ['FINANCING'],
} as const satisfies Record<BulkFeature, readonly AreaFlag[]>;

export interface BulkColumn {
  name: string;
  required: boolean;
  /** A valid value, used in the downloadable template. */
  example: string;
}

const col = (name: string, example: string, required = true): BulkColumn => ({ name, example, required });

const offerColumns = [
  col('title_en', '20% off at Cairo Festival City'),
  col('title_ar', 'خصم ٢٠٪ في كايرو فستيفال سيتي'),
  col('merchant_id', '1'),
  col('discount_type', 'PERCENTAGE'),
  col('discount_value', '20'),
  col('starts_at', '2026-01-01'),
  col('ends_at', '2026-12-31'),
  col('category_id', '', false),
  col('description_en', 'On all purchases above EGP 500', false),
  col('description_ar', 'على جميع المشتريات فوق ٥٠٠ جنيه', false),
  col('terms_en', 'Once per customer', false),
  col('terms_ar', 'مرة واحدة لكل عميل', false),
  col('status', 'DRAFT', false),
  col('tags', 'fashion|weekend', false),
];

/** Columns of each file kind, in template order. Headers are matched case-insensitively. */
export const bulkColumns: Record<BulkFeature, readonly BulkColumn[]> = {
  OfferStrategy: offerColumns,
  CardOfferStrategy: offerColumns,
  BranchStrategy: [
    col('merchant_id', '1'),
    col('name_en', 'Maadi branch'),
    col('name_ar', 'فرع المعادي'),
    col('address_en', '12 Road 9, Maadi'),
    col('address_ar', '١٢ شارع ٩، المعادي'),
    col('city', 'Cairo'),
    col('governorate', 'Cairo'),
    col('latitude', '29.960300'),
    col('longitude', '31.257100'),
    col('phone', '01012345678', false),
  ],
  MerchantStrategy: [
    col('name_en', 'Nile Bakery'),
    col('name_ar', 'مخبز النيل'),
    col('category_id', '1'),
    col('description_en', 'Fresh bread every morning', false),
    col('description_ar', 'خبز طازج كل صباح', false),
    col('website', 'https://nilebakery.example', false),
    col('hotline', '19677', false),
  ],
  CATIStrategy: [col('terminal_id', 'T0012345'), col('merchant_id', '1'), col('branch_id', '1')],
  // The affiliate network's transactions; a row for an order already uploaded updates its status.
  AffiliateTransactionStrategy: [
    col('order_id', 'NOON-2026-000123'),
    col('affiliate_merchant_id', '1'),
    col('customer_id', '100001'),
    col('order_amount', '1250.00'),
    col('cashback', '62.50'),
    col('status', 'PENDING'),
    col('order_date', '2026-01-15'),
  ],
  AntiMoneyLaunderingStrategy: [
    col('national_id', '28501011234567'),
    col('name', 'محمد أحمد علي حسن'),
    col('reason', 'Listed by the Egyptian Money Laundering and Terrorist Financing Combating Unit'),
    col('source_list', 'EMLCU'),
    col('listed_on', '2026-01-15'),
  ],
  BankStrategy: [
    col('user_id', '100001'),
    col('bank_name', 'National Bank of Egypt'),
    col('iban', 'EG380019000500000000263180002'),
    col('account_holder', 'Mohamed Ahmed Ali'),
  ],
  ApplicationReviewsStrategy: [
    col('user_id', '100001'),
    col('action', 'CHANGE_LIMIT'),
    col('credit_limit', '30000', false),
    col('reason', 'Salary certificate received'),
  ],
  // A customer by user id or national id (one of them, both when at hand: they must agree).
  RepaymentsStrategy: [
    col('national_id', '', false),
    col('user_id', '100001', false),
    col('instalment_reference', 'INS-100001-1-1'),
    col('amount', '1250.00'),
    col('paid_date', '2026-11-05'),
    col('channel', 'FAWRY'),
  ],
  CreditPromotionStrategy: [col('promotion_id', '1'), col('user_id', '100001')],
};

/**
 * Kinds applied through their own docs/requirements.md §P7 call (`POST /financing/…/process-batch/{id}`) instead of
 * the generic confirm, which refuses them; both go through the same apply job.
 */
export const bulkProcessPaths: Partial<Record<BulkFeature, string>> = {
  ApplicationReviewsStrategy: `${V2}/financing/application-reviews/process-batch/{id}`,
  RepaymentsStrategy: `${V2}/financing/repayments/process-batch/{id}`,
};

/** Kinds whose batches carry the total of an amount column (EGP), shown with the batch. */
export const bulkAmountColumns: Partial<Record<BulkFeature, string>> = {
  RepaymentsStrategy: 'amount',
};

export const bulkBatchStatus = z.enum([
  'VALIDATING',
  'INVALID',
  'VALID',
  'QUEUED',
  'APPLYING',
  'APPLIED',
  'FAILED',
]);
export type BulkBatchStatus = z.infer<typeof bulkBatchStatus>;

/** A comma-separated list of batch statuses (`VALID,FAILED`), as the batches list's filter takes it. */
const batchStatusList = z
  .string()
  .regex(/^[A-Z]+(,[A-Z]+)*$/, 'status is a comma-separated list of batch statuses')
  .refine(
    (value) => value.split(',').every((status) => bulkBatchStatus.safeParse(status).success),
    'status is a comma-separated list of batch statuses',
  );

/** What waits for someone (the home's card): a file checked and not confirmed yet, or one whose apply failed. */
export const WAITING_BATCH_STATUSES = ['VALID', 'FAILED'] as const satisfies readonly BulkBatchStatus[];

/**
 * The screen each kind's batches are listed on (its upload screen), with the query that opens it:
 * the home's bulk card links there with `status=VALID,FAILED`.
 */
export const bulkScreens = {
  OfferStrategy: { route: 'offers.bulk' },
  CardOfferStrategy: { route: 'offers.cardsBulk' },
  BranchStrategy: { route: 'branches.bulk' },
  MerchantStrategy: { route: 'merchants.bulk' },
  CATIStrategy: { route: 'merchants.catiBulk' },
  AffiliateTransactionStrategy: { route: 'affiliate.transactionsUpload' },
  AntiMoneyLaunderingStrategy: { route: 'applications.blacklist', tab: 'aml' },
  BankStrategy: { route: 'applications.blacklist', tab: 'bank' },
  ApplicationReviewsStrategy: { route: 'financing.applicationReviews' },
  RepaymentsStrategy: { route: 'financing.repayments' },
  CreditPromotionStrategy: { route: 'financing.creditPromotionsUpload' },
} as const satisfies Record<BulkFeature, { route: AppRouteId; tab?: string }>;

export const bulkBatch = z.object({
  id: z.number().int(),
  feature: z.enum(bulkFeatures),
  fileName: z.string(),
  sha256: z.string(),
  status: bulkBatchStatus,
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  errorCount: z.number().int(),
  /** Rows written so far while applying, out of validRows. */
  progress: z.number().int(),
  /** Set when this content was already applied in another batch: it can't be applied again. */
  alreadyAppliedBatchId: z.number().int().nullable(),
  report: z.object({ inserted: z.number().int(), updated: z.number().int() }).nullable(),
  /** The total of the kind's amount column over the valid rows (`bulkAmountColumns`), EGP; else null. */
  amountTotal: z.string().nullable(),
  /**
   * AML blacklist files only (else null): how many open credit lines (approved or active) of listed
   * customers applying it would suspend, counted when the batch is read, for its confirmation step.
   */
  openLinesToSuspend: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  /** Why the file was refused, as a bulk message to translate (failureReason is its English text). */
  failureMessage: bulkMessage.nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  appliedBy: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export type BulkBatch = z.infer<typeof bulkBatch>;

/** One batch as its screen reads it: with its apply waiting for a second approval, if any (four-eyes). */
export const bulkBatchDetail = bulkBatch.extend({ pendingApproval: pendingApproval.nullable() });
export type BulkBatchDetail = z.infer<typeof bulkBatchDetail>;

/** A row's problem: its bulk message (key and params, to translate) and the English text. */
export const bulkRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  ...bulkMessage.shape,
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowError>;

const byFeature = { query: 'feature', permissions: bulkPermissions, areas: bulkAreas } as const;
const featureQuery = { feature: z.enum(bulkFeatures) };
/** Arabic text saved from older Excel versions; anything else must be UTF-8. */
export const bulkEncodings = ['utf-8', 'windows-1256'] as const;
const uploadQuery = z.object({ ...featureQuery, encoding: z.enum(bulkEncodings).default('utf-8') });

export const uploadBulkFile = defineEndpoint({
  method: 'POST',
  path: `${V2}/files/bulk-upload`,
  access: byFeature,
  summary:
    'Upload a bulk file (CSV or XLSX, multipart field `file`) and validate every row; nothing is applied yet',
  query: uploadQuery,
  upload: { maxBytes: BULK_MAX_BYTES },
  response: bulkBatch,
});

export const uploadOffersBulk = defineEndpoint({
  method: 'POST',
  path: `${V2}/offers/bulk`,
  access: 'manage-offers-offers-bulk',
  areas: ['OFFERS'],
  summary:
    'Upload an offers file (CSV or XLSX, multipart field `file`) and validate every row; nothing is applied yet',
  query: z.object({ encoding: z.enum(bulkEncodings).default('utf-8') }),
  upload: { maxBytes: BULK_MAX_BYTES },
  response: bulkBatch,
});

export const listBulkBatches = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/bulk-upload/batches`,
  access: byFeature,
  summary:
    'Past batches of one bulk file kind, newest first, with who uploaded and applied them; `status` keeps only those statuses (comma-separated)',
  query: z.object({ ...featureQuery, ...pageQuery, status: batchStatusList.optional() }),
  response: paged(bulkBatch),
});

export const getBulkBatch = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/bulk-upload/batches/:id`,
  access: byFeature,
  summary:
    'One batch: status, counts, apply progress and report, and its apply waiting for a second approval',
  params: idParams,
  query: z.object(featureQuery),
  response: bulkBatchDetail,
});

export const listBulkErrors = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/bulk-upload/batches/:id/errors`,
  access: byFeature,
  summary: 'Row errors of a batch (row number, column, message), paged',
  params: idParams,
  query: z.object({ ...featureQuery, ...pageQuery }),
  response: paged(bulkRowError),
});

export const downloadBulkErrors = defineEndpoint({
  method: 'GET',
  path: `${V2}/files/bulk-upload/batches/:id/errors.csv`,
  access: byFeature,
  summary: 'Row errors of a batch as CSV (cells starting with = + - @ are escaped)',
  params: idParams,
  query: z.object(featureQuery),
  download: { contentType: 'text/csv' },
  response: z.string().describe('text/csv'),
});

export const confirmBulkBatch = defineEndpoint({
  method: 'POST',
  path: `${V2}/files/bulk-upload/batches/:id/confirm`,
  access: byFeature,
  guarded: 'bulk.apply',
  summary: 'Apply a fully valid batch, all or nothing, as a background job',
  params: idParams,
  query: z.object(featureQuery),
  response: bulkBatch,
});
