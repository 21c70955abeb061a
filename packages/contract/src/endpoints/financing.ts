import { z } from 'zod';
import { pendingApproval } from '../approval-actions.ts';
import { fieldMessage as m } from '../field-messages.ts';
import {
  dayField,
  idField,
  jsonIdField,
  pageField,
  pageSizeField,
  searchField,
  textField,
  versionField,
} from '../fields.ts';
import { V2, defineEndpoint, listExport, idParams, paged, sortOrder } from '../endpoint.ts';
import { normaliseAmount, toPiastres } from '../money.ts';
import { queueClaimFilter, queueEndpoints, queueRowFields } from '../queues.ts';
import { application, contractEvent } from './applications.ts';
import { bulkBatch } from './bulk.ts';

/*
 * The instalment-financing back office (docs/requirements.md §P7 "Financing"): applications and their credit lines,
 * reviews, partners, customers blocked from financing, repayments and credit promotions.
 */

/**
 * Credit line statuses (the `creditLineStatus` of a financing partner entry, docs/requirements.md §P3). 1 and 2 are
 * the active ones (docs/requirements.md §P4): APPROVED waits for the signed contract, ACTIVE can be spent.
 */
export const creditLineStatus = {
  PENDING: 0,
  APPROVED: 1,
  ACTIVE: 2,
  REJECTED: 3,
  CLOSED: 4,
  SUSPENDED: 5,
} as const;
export type CreditLineStatusName = keyof typeof creditLineStatus;
export const creditLineStatusNames = Object.keys(creditLineStatus) as CreditLineStatusName[];
/** The name of a status code ("APPROVED" for 1), or the code itself for an unknown one. */
export const creditLineStatusName = (code: number): string =>
  creditLineStatusNames.find((name) => creditLineStatus[name] === code) ?? String(code);

/** The largest credit limit any partner can give, and the largest single amount the API accepts. */
export const MAX_CREDIT_LIMIT = 5_000_000;

/**
 * An amount in EGP: a JSON string ("25000.50") or number (25000.5) with at most two decimals, above
 * 0 and at most `max`; always answered as a two-decimal string, never used as a float.
 */
export const egpAmountField = (max = MAX_CREDIT_LIMIT) =>
  z
    .union([z.string(), z.number()], { error: m('egpAmount') })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .refine((value) => toPiastres(value) !== null, m('egpAmount'))
        .refine(
          (value) => {
            const piastres = toPiastres(value);
            return piastres === null || (piastres > 0n && piastres <= BigInt(max) * 100n);
          },
          m('amountRange', { max: max.toLocaleString('en') }),
        )
        .transform((value) => normaliseAmount(value)!),
    );

const isoDate = dayField();
const amount = z.string().describe('EGP with two decimals, e.g. "25000.00"');

/* ---------- Review actions, declared once ---------- */

export const reviewActions = ['APPROVE', 'REJECT', 'CHANGE_LIMIT', 'SUSPEND', 'REACTIVATE'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/**
 * What each review action does to the customer's current credit line: the statuses it may start
 * from, the status it leads to (none: the status stays, only the limit changes), whether it takes a
 * credit limit, and whether it gives credit (refused to blacklisted or blocked customers).
 */
export const reviewMoves: Record<
  ReviewAction,
  { from: readonly number[]; to?: number; limit: boolean; givesCredit: boolean }
> = {
  APPROVE: {
    from: [creditLineStatus.PENDING],
    to: creditLineStatus.APPROVED,
    limit: true,
    givesCredit: true,
  },
  REJECT: {
    from: [creditLineStatus.PENDING, creditLineStatus.APPROVED],
    to: creditLineStatus.REJECTED,
    limit: false,
    givesCredit: false,
  },
  CHANGE_LIMIT: {
    from: [creditLineStatus.APPROVED, creditLineStatus.ACTIVE],
    limit: true,
    givesCredit: false,
  },
  SUSPEND: {
    from: [creditLineStatus.APPROVED, creditLineStatus.ACTIVE],
    to: creditLineStatus.SUSPENDED,
    limit: false,
    givesCredit: false,
  },
  REACTIVATE: {
    from: [creditLineStatus.SUSPENDED],
    to: creditLineStatus.APPROVED,
    limit: false,
    givesCredit: true,
  },
};

/** The review actions allowed on a credit line in this status. */
export const allowedReviewActions = (status: number): ReviewAction[] =>
  reviewActions.filter((action) => reviewMoves[action].from.includes(status));

/* ---------- Partners ---------- */

export const financingPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  /** Bounds of the credit limit this partner gives, EGP. */
  minLimit: amount,
  maxLimit: amount,
  isActive: z.boolean(),
  /** Credit lines in status 1 or 2 with this partner. */
  activeLines: z.number().int(),
});
export type FinancingPartner = z.infer<typeof financingPartner>;

// Partner names and limit bounds are what several screens pick from (applications filter, assign
// partner, promotions): no customer data, so any signed-in staff member may read them.
export const listFinancingPartners = defineEndpoint({
  method: 'GET',
  path: `${V2}/financing/partners`,
  access: 'authenticated',
  summary: 'Financing partners with their credit limit bounds',
  response: z.array(financingPartner),
});

/* ---------- Applications ---------- */

export const creditLine = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  partnerNameAr: z.string(),
  creditLineStatus: z.number().int(),
  /** The credit limit, EGP. */
  approvedAmount: amount.nullable(),
  activationType: z.string().nullable(),
  /** The line the customer's reviews apply to: the active one, else the latest. */
  isCurrent: z.boolean(),
  /** Instalments not yet paid on this line, EGP. */
  outstanding: amount,
  version: versionField(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreditLine = z.infer<typeof creditLine>;

/** The status filter of the applications list: a status name, any active line (1 or 2), or no line at all. */
export const applicationStatusFilters = [...creditLineStatusNames, 'ANY_ACTIVE', 'NONE'] as const;
export const applicationFlags = ['BLACKLISTED', 'BLOCKED'] as const;

const applicationFilters = {
  /** A national id (6+ digits, prefix), an Egyptian mobile (prefix) or part of the name (Arabic or English). */
  q: searchField(100).optional(),
  status: z.enum(applicationStatusFilters).optional(),
  partnerId: idField().optional(),
  /** Applied on or after this Cairo day. */
  from: isoDate.optional(),
  /** Applied on or before this Cairo day. */
  to: isoDate.optional(),
  flag: z.enum(applicationFlags).optional(),
  /** Lines waiting for a review that the caller holds, or that nobody holds. */
  claim: queueClaimFilter.optional(),
};

export const applicationListItem = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  /**
   * The whole national id: this list is only for holders of manage-financing-applications, who open
   * the application by it (every other financing screen answers it masked).
   */
  documentNumber: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  appliedAt: z.string(),
  creditLine: z
    .object({
      id: z.number().int(),
      partnerId: z.number().int(),
      partnerName: z.string(),
      partnerNameAr: z.string(),
      creditLineStatus: z.number().int(),
      approvedAmount: amount.nullable(),
    })
    .nullable(),
  lastReviewAt: z.string().nullable(),
  blacklisted: z.boolean(),
  blockedFromFinancing: z.boolean(),
  /** The current line's lease and SLA light while it waits for a review (PENDING). */
  ...queueRowFields,
});
export type ApplicationListItem = z.infer<typeof applicationListItem>;

export const listFinancingApplications = defineEndpoint({
  method: 'GET',
  path: `${V2}/financing/applications`,
  access: 'manage-financing-applications',
  summary:
    'Customer applications with their current credit line, searchable by national id, phone or name and filtered by status, partner and date',
  query: z.object({
    page: pageField(),
    pageSize: pageSizeField(20),
    ...applicationFilters,
    sort: z.enum(['appliedAt', 'userId']).default('appliedAt'),
    order: sortOrder,
  }),
  response: paged(applicationListItem),
});

/** Columns of the applications export, in order (the header row of the CSV). */
export const applicationExportColumns = [
  'user_id',
  'full_name',
  'national_id',
  'phone',
  'city',
  'applied_at',
  'partner',
  'credit_line_status',
  'credit_line_status_name',
  'approved_amount_egp',
  'last_review_at',
  'blacklisted',
  'blocked_from_financing',
] as const;

export const exportFinancingApplications = listExport(listFinancingApplications, applicationExportColumns, {
  path: `${V2}/financing/export-applications`,
  summary:
    'The applications matching the list filters as CSV (UTF-8 with BOM, formula-safe), streamed; the export is audited',
});

/** What a history entry records: a review action, or the line opened by assigning a partner. */
export const reviewEntryActions = [...reviewActions, 'ASSIGN'] as const;

export const reviewEntry = z.object({
  id: z.number().int(),
  creditLineId: z.number().int(),
  partnerName: z.string(),
  action: z.enum(reviewEntryActions),
  /** Staff's own words; for ASSIGN the activation type (INSTANT | AFTER_SIGNATURE), which the screen words. */
  reason: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  oldLimit: amount.nullable(),
  newLimit: amount.nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string(),
  /** The batch review file it came from, if any. */
  batchId: z.number().int().nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntry>;

export const instalmentStatuses = ['DUE', 'PARTIAL', 'PAID'] as const;
export const instalment = z.object({
  id: z.number().int(),
  reference: z.string(),
  creditLineId: z.number().int(),
  purchase: z.string(),
  number: z.number().int(),
  count: z.number().int(),
  dueDate: z.string(),
  amount,
  paidAmount: amount,
  status: z.enum(instalmentStatuses),
  /** Due before today (Cairo) and not fully paid. */
  overdue: z.boolean(),
});
export type Instalment = z.infer<typeof instalment>;

export const repaymentChannels = ['FAWRY', 'BANK_TRANSFER', 'CARD', 'WALLET', 'CASH'] as const;
export const repayment = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount,
  paidOn: z.string(),
  channel: z.enum(repaymentChannels),
  batchId: z.number().int().nullable(),
  recordedAt: z.string(),
});
export type Repayment = z.infer<typeof repayment>;

export const blockReasons = [
  'OVERDUE_INSTALMENTS',
  'FAILED_ID_CHECK',
  'PARTNER_DECISION',
  'FRAUD_REVIEW',
  /** Set by an applied AML blacklist file that suspended the customer's open credit line. */
  'AML_LISTED',
  'OTHER',
] as const;
export type BlockReason = (typeof blockReasons)[number];

export const financingBlock = z.object({
  reason: z.enum(blockReasons),
  note: z.string().nullable(),
  since: z.string(),
  by: z.string().nullable(),
});

export const financingApplication = z.object({
  /** The whole docs/requirements.md §P3 application, with its financing partner entries. */
  application,
  appliedAt: z.string(),
  appUser: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** ACTIVE or BLOCKED in the app (the app users screen), not the financing block below. */
    status: z.string(),
  }),
  creditLines: z.array(creditLine),
  reviews: z.array(reviewEntry),
  instalments: z.array(instalment),
  repayments: z.array(repayment),
  blacklist: z.object({ reason: z.string(), sourceList: z.string(), listedOn: z.string() }).nullable(),
  block: financingBlock.nullable(),
  contracts: z.array(contractEvent),
  promotions: z.array(z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() })),
  /** Other customers captured with the same national id (a duplicate to resolve). */
  sameDocumentUserIds: z.array(z.number().int()),
  /** Limit raises of the current line held for a second person (four-eyes): who asked and when. */
  pendingApprovals: z.array(pendingApproval),
});
export type FinancingApplication = z.infer<typeof financingApplication>;

export const getFinancingApplication = defineEndpoint({
  method: 'GET',
  path: `${V2}/financing/applications/:documentNumber`,
  access: 'manage-financing-applications',
  summary:
    "A customer's whole application by national id: credit lines, reviews, instalments, repayments, contracts; the view is audited",
  params: z.object({
    documentNumber: z.string().regex(/^\d{1,20}$/, m('documentNumberDigits')),
  }),
  response: financingApplication,
});

/**
 * The review queue's claims (docs/requirements.md §D9): current lines waiting for a review (PENDING), by the
 * line's id; the answer names the national id the application's page opens by.
 */
const reviewQueue = queueEndpoints(
  `${V2}/financing/applications`,
  'manage-financing-application-reviews',
  'application waiting for a review',
);
export const takeNextApplicationReview = reviewQueue.next;
export const claimApplicationReview = reviewQueue.claim;
export const releaseApplicationReview = reviewQueue.release;

/* ---------- Reviews ---------- */

export const reviewResult = creditLine.extend({
  /** False when the line was already in the action's status (a repeat): nothing was written. */
  changed: z.boolean(),
  review: reviewEntry.nullable(),
});

// A credit decision, apart from reading applications: only holders of the reviews permission make it.
export const reviewApplication = defineEndpoint({
  method: 'PUT',
  ifMatch: true,
  path: `${V2}/financing/application-review`,
  access: 'manage-financing-application-reviews',
  guarded: 'credit-line.change-limit',
  summary:
    "Review a customer's current credit line: approve, reject, change the limit, suspend or reactivate, with a reason (If-Match: the line's version)",
  body: z.object({
    luckyUserId: idField(),
    action: z.enum(reviewActions, { error: m('chooseAction') }),
    reason: z
      .string({ error: m('enterReason', { min: 5 }) })
      .trim()
      .min(5, m('enterReason', { min: 5 }))
      .max(500),
    /** EGP; required to approve or change the limit, refused otherwise. */
    creditLimit: egpAmountField().optional().nullable(),
  }),
  response: reviewResult,
});

export const processApplicationReviewsBatch = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/application-reviews/process-batch/:id`,
  access: 'manage-financing-application-reviews',
  guarded: 'bulk.apply',
  summary:
    'Apply a validated ApplicationReviewsStrategy batch, all or nothing, in the background (409 when already applied)',
  params: idParams,
  response: bulkBatch,
});

/* ---------- Assign a partner ---------- */

export const activationTypes = ['INSTANT', 'AFTER_SIGNATURE'] as const;
/** The credit line status each activation type opens: spendable now (2), or approved until the contract is signed (1). */
export const activationStatus: Record<(typeof activationTypes)[number], number> = {
  INSTANT: creditLineStatus.ACTIVE,
  AFTER_SIGNATURE: creditLineStatus.APPROVED,
};

export const MAX_USERS_PER_CALL = 1000;
const usersIds = z
  .array(jsonIdField(), { error: m('usersIds', { max: MAX_USERS_PER_CALL }) })
  .min(1, m('usersIds', { max: MAX_USERS_PER_CALL }))
  .max(MAX_USERS_PER_CALL, m('usersIds', { max: MAX_USERS_PER_CALL }));

export const assignPartnerBody = z.object({
  partnerId: idField(m('choosePartner')),
  usersIds,
  activationType: z.enum(activationTypes, { error: m('chooseActivationType') }),
  financingBalanceAmount: egpAmountField(),
});
export type AssignPartnerBody = z.input<typeof assignPartnerBody>;

export const assignOutcomes = [
  'ASSIGNED',
  'ALREADY_ASSIGNED',
  'NO_APPLICATION',
  'BLACKLISTED',
  'BLOCKED',
  'OTHER_PARTNER',
  'SUSPENDED',
] as const;
export type AssignOutcome = (typeof assignOutcomes)[number];

/** A customer as the action screens show them: never the whole national id. */
const customerCard = {
  userId: z.number().int(),
  name: z.string().nullable(),
  documentNumberMasked: z.string().nullable(),
};

const assignedUser = z.object({
  ...customerCard,
  outcome: z.enum(assignOutcomes),
  currentPartner: z.string().nullable(),
  currentStatus: z.number().int().nullable(),
});

export const assignPartnerResult = z.object({
  partnerId: z.number().int(),
  outcomes: z.array(assignedUser),
  counts: z.record(z.enum(assignOutcomes), z.number().int()),
});
export type AssignPartnerResult = z.infer<typeof assignPartnerResult>;

/** The preview also says, per user, an assignment of them waiting for a second approval (four-eyes). */
export const assignPartnerPreview = assignPartnerResult.extend({
  outcomes: z.array(assignedUser.extend({ pendingApproval: pendingApproval.nullable() })),
});
export type AssignPartnerPreview = z.infer<typeof assignPartnerPreview>;

export const previewAssignPartner = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/partner/preview`,
  access: 'manage-financing-applications-assigned-partner',
  summary:
    'What assigning this partner would do to each user, and whose assignment waits for a second approval, without changing anything',
  body: assignPartnerBody,
  response: assignPartnerPreview,
});

export const assignPartner = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/financing/partner`,
  access: 'manage-financing-applications-assigned-partner',
  guarded: 'financing.assign-partner',
  summary:
    'Open a credit line with a partner for each user (blacklisted, blocked and other-partner users are refused), in one transaction',
  body: assignPartnerBody,
  response: assignPartnerResult,
});

/* ---------- Customers blocked from financing ---------- */

export const unblockOutcomes = ['UNBLOCKED', 'NOT_BLOCKED', 'NOT_FOUND'] as const;

export const blockedUser = z.object({
  ...customerCard,
  phone: z.string().nullable(),
  ...financingBlock.shape,
  blacklisted: z.boolean(),
  /** An unblock of this customer waiting for a second approval (four-eyes), shown in place of selecting it. */
  pendingApproval: pendingApproval.nullable(),
});
export type BlockedUser = z.infer<typeof blockedUser>;

export const listBlockedUsers = defineEndpoint({
  method: 'GET',
  path: `${V2}/financing/blocked-users`,
  access: 'manage-financing-applications-unblock-user',
  summary: 'Customers blocked from financing, newest first, with why and since when',
  query: z.object({
    page: pageField(),
    pageSize: pageSizeField(20),
    /** A user id, a mobile prefix or part of the name. */
    q: searchField(100).optional(),
    reason: z.enum(blockReasons).optional(),
    sort: z.enum(['since']).default('since'),
    order: sortOrder,
  }),
  response: paged(blockedUser),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportBlockedUsers = listExport(listBlockedUsers, [
  'userId',
  'name',
  'documentNumberMasked',
  'phone',
  'reason',
  'note',
  'since',
  'by',
  'blacklisted',
]);

export const unblockBody = z.object({
  usersIds,
  /** Why they may have credit again (kept with the unblock). */
  reason: z.string().trim().max(500).optional(),
});

export const unblockResult = z.object({
  outcomes: z.array(
    z.object({
      ...customerCard,
      outcome: z.enum(unblockOutcomes),
      block: financingBlock.nullable(),
      blacklisted: z.boolean(),
    }),
  ),
  counts: z.record(z.enum(unblockOutcomes), z.number().int()),
});
export type UnblockResult = z.infer<typeof unblockResult>;

export const previewUnblockUsers = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/unblock-users/preview`,
  access: 'manage-financing-applications-unblock-user',
  summary: 'Which of these users are blocked from financing and why, without changing anything',
  body: unblockBody,
  response: unblockResult,
});

export const unblockUsers = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/unblock-users`,
  access: 'manage-financing-applications-unblock-user',
  guarded: 'financing.unblock',
  summary: 'Lift the financing block of each user (each unblock audited), in one transaction',
  body: unblockBody,
  response: unblockResult,
});

/* ---------- Repayments ---------- */

export const processRepaymentsBatch = defineEndpoint({
  method: 'POST',
  path: `${V2}/financing/repayments/process-batch/:id`,
  access: 'manage-financing-repayments-upload',
  guarded: 'bulk.apply',
  summary:
    'Apply a validated RepaymentsStrategy batch, all or nothing, in the background (409 when already applied)',
  params: idParams,
  response: bulkBatch,
});

/* ---------- Credit promotions ---------- */

export const promotionKinds = ['LIMIT_INCREASE', 'INTEREST_FREE', 'FEE_WAIVER'] as const;
export const promotionStatuses = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
/** Instalments run under 6 months (docs/requirements.md §P9): at most 5 interest-free months. */
export const MAX_INTEREST_FREE_MONTHS = 5;
export const MAX_LIMIT_INCREASE = 1_000_000;

export const creditPromotion = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(promotionKinds),
  limitIncrease: amount.nullable(),
  interestFreeMonths: z.number().int().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** SCHEDULED before its first day, ACTIVE until its last, ENDED after it or once ended by staff. */
  status: z.enum(promotionStatuses),
  eligibleUsers: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type CreditPromotion = z.infer<typeof creditPromotion>;

export const listCreditPromotions = defineEndpoint({
  method: 'GET',
  path: `${V2}/financing/credit-promotions`,
  access: 'manage-financing-credit-promotion',
  summary: 'Credit promotions, newest first, filtered by status; ended ones stay listed',
  query: z.object({
    page: pageField(),
    pageSize: pageSizeField(20),
    status: z.enum(promotionStatuses).optional(),
    sort: z.enum(['startsOn', 'id']).default('id'),
    order: sortOrder,
  }),
  response: paged(creditPromotion),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportCreditPromotions = listExport(listCreditPromotions, [
  'id',
  'nameEn',
  'nameAr',
  'kind',
  'limitIncrease',
  'interestFreeMonths',
  'partnerName',
  'startsOn',
  'endsOn',
  'status',
  'eligibleUsers',
  'createdBy',
  'createdAt',
  'endedAt',
  'endedBy',
  'endReason',
]);

export const creditPromotionInput = z.object({
  nameEn: textField(200, m('enterEnglishName')),
  nameAr: textField(200, m('enterArabicName')),
  kind: z.enum(promotionKinds, { error: m('choosePromotionKind') }),
  /** LIMIT_INCREASE only: the extra credit, EGP. */
  limitIncrease: egpAmountField(MAX_LIMIT_INCREASE).optional().nullable(),
  /** INTEREST_FREE only. */
  interestFreeMonths: z
    .number({ error: m('interestFreeMonths', { max: MAX_INTEREST_FREE_MONTHS }) })
    .int(m('interestFreeMonths', { max: MAX_INTEREST_FREE_MONTHS }))
    .min(1, m('interestFreeMonths', { max: MAX_INTEREST_FREE_MONTHS }))
    .max(MAX_INTEREST_FREE_MONTHS, m('interestFreeMonths', { max: MAX_INTEREST_FREE_MONTHS }))
    .optional()
    .nullable(),
  /** Only the customers of this partner; none: every partner. */
  partnerId: idField(m('choosePartner')).optional().nullable(),
  startsOn: isoDate,
  endsOn: isoDate,
});
export type CreditPromotionInput = z.input<typeof creditPromotionInput>;

export const createCreditPromotion = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/financing/credit-promotions`,
  access: 'manage-financing-credit-promotion',
  summary: 'Create a credit promotion (limit increase, interest-free months or fee waiver)',
  body: creditPromotionInput,
  response: creditPromotion,
});

export const expireCreditPromotion = defineEndpoint({
  method: 'PUT',
  path: `${V2}/financing/credit-promotions/expire`,
  access: 'manage-financing-credit-promotion',
  summary: 'End a promotion now (a repeat is a no-op); it stays listed as ended',
  body: z.object({
    id: idField(),
    reason: z.string().trim().max(500).optional(),
  }),
  response: creditPromotion,
});
