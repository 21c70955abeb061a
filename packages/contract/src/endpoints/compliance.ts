import { z } from 'zod';
import { bulkIds, bulkRowsResponse } from '../bulk-rows.ts';
import { pendingApproval } from '../approval-actions.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged } from '../endpoint.ts';
import { dayField, idField, idListField, searchField, textField } from '../fields.ts';
import { queueClaim, queueClaimFilter, queueEndpoints, queueRowFields } from '../queues.ts';
import { application } from './applications.ts';

/*
 * Applications compliance: the KYC queue (profile validation), national id image downloads and the
 * AML blacklist. National id images are the most sensitive data of the product: they are never
 * public, each view or download is audited, and they need the profile detail permission
 * (`manage-applications-profile-validation-id`), not just the queue's.
 */

/** Text that says why (a rejection, a block, a removal): trimmed, 3 to 500 characters. */
export const reasonField = () => textField(500).pipe(z.string().min(3, m('enterReason', { min: 3 })));

// ---------------------------------------------------------------- profile validation

export const profileValidationStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ProfileValidationStatus = z.infer<typeof profileValidationStatus>;

/** Why a profile is refused (the customer is told to fix it in the app). */
export const rejectReasons = [
  'ID_UNREADABLE',
  'ID_EXPIRED',
  'DATA_MISMATCH',
  'SELFIE_MISMATCH',
  'ID_NUMBER_INVALID',
  'AML_LISTED',
  'DUPLICATE_ACCOUNT',
  'OTHER',
] as const;
export type RejectReason = (typeof rejectReasons)[number];

export const kycImageSides = ['front', 'back', 'selfie'] as const;
export type KycImageSide = (typeof kycImageSides)[number];

/**
 * What the server checks on a profile before it may be approved: the national id's structure, its
 * birth date and gender digits against the application, the id card's expiry, the AML list, and
 * that the three images are there. `values` say what was compared, for the reviewer.
 */
export const profileCheckKeys = [
  'nationalIdFormat',
  'birthdateMatches',
  'genderMatches',
  'idNotExpired',
  'notBlacklisted',
  'imagesPresent',
] as const;
export type ProfileCheckKey = (typeof profileCheckKeys)[number];

export const profileCheck = z.object({
  key: z.enum(profileCheckKeys),
  passed: z.boolean(),
  values: z.record(z.string(), z.string()),
});
export type ProfileCheck = z.infer<typeof profileCheck>;

export const blacklistMatch = z.object({
  name: z.string(),
  reason: z.string(),
  sourceList: z.string(),
  listedOn: z.string(),
});

export const profileValidationSummary = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  /** Masked: the queue shows only the last four digits; the full id needs the detail permission. */
  documentNumberMasked: z.string().nullable(),
  phone: z.string().nullable(),
  status: profileValidationStatus,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.enum(rejectReasons).nullable(),
  /** The national id is on the AML blacklist. */
  blacklisted: z.boolean(),
  ...queueRowFields,
});
export type ProfileValidationSummary = z.infer<typeof profileValidationSummary>;

export const profileValidation = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: profileValidationStatus,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.enum(rejectReasons).nullable(),
  rejectNote: z.string().nullable(),
  application,
  checks: z.array(profileCheck),
  /** Every blocking check passed: the profile may be approved. */
  approvable: z.boolean(),
  blacklistEntry: blacklistMatch.nullable(),
  /** The live claim on the profile (docs/requirements.md §D9), as the caller sees it. */
  claim: queueClaim.nullable(),
  images: z.object({ front: z.boolean(), back: z.boolean(), selfie: z.boolean() }),
  /** The customer's other submissions, newest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      status: profileValidationStatus,
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      decidedBy: z.string().nullable(),
      rejectReason: z.enum(rejectReasons).nullable(),
    }),
  ),
});
export type ProfileValidation = z.infer<typeof profileValidation>;

export const listProfileValidations = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/profile-validations`,
  access: 'manage-applications-profile-validation',
  summary:
    'The KYC queue: customer profiles by status (default PENDING), submitted between two Cairo days, oldest first',
  query: z.object({
    ...pageQuery,
    status: z.enum(['ALL', ...profileValidationStatus.options]).default('PENDING'),
    from: dayField().optional(),
    to: dayField().optional(),
    q: searchField(100).optional(),
    claim: queueClaimFilter.optional(),
    sort: z.enum(['submittedAt']).default('submittedAt'),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: paged(profileValidationSummary),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportProfileValidations = listExport(listProfileValidations, [
  'id',
  'userId',
  'fullName',
  'documentNumberMasked',
  'phone',
  'status',
  'submittedAt',
  'decidedAt',
  'decidedBy',
  'rejectReason',
  'blacklisted',
]);

export const getProfileValidation = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/profile-validations/:id`,
  access: 'manage-applications-profile-validation-id',
  summary:
    "One profile: the application's docs/requirements.md §P3 fields, the checks, the AML match and the image sides",
  params: idParams,
  response: profileValidation,
});

export const approveProfileValidation = defineEndpoint({
  method: 'PUT',
  path: `${V2}/applications/profile-validations/:id/approve`,
  access: 'manage-applications-profile-validation-id',
  summary:
    'Approve a pending profile (409 CHECKS_FAILED while a check fails; approving an approved one changes nothing)',
  params: idParams,
  response: profileValidation,
});

export const rejectProfileValidation = defineEndpoint({
  method: 'PUT',
  path: `${V2}/applications/profile-validations/:id/reject`,
  access: 'manage-applications-profile-validation-id',
  summary: 'Reject a pending profile with a reason from the list (a note is required for OTHER)',
  params: idParams,
  body: z
    .object({
      reason: z.enum(rejectReasons, { error: m('chooseRejectReason') }),
      note: z.string().trim().max(500).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.reason === 'OTHER' && (body.note ?? '').length < 3)
        ctx.addIssue({ code: 'custom', path: ['note'], message: m('explainReason') });
    }),
  response: profileValidation,
});

/** The KYC queue's claims: take next, claim one, release (docs/requirements.md §D9). */
const profileValidationQueue = queueEndpoints(
  `${V2}/applications/profile-validations`,
  'manage-applications-profile-validation-id',
  'profile',
);
export const takeNextProfileValidation = profileValidationQueue.next;
export const claimProfileValidation = profileValidationQueue.claim;
export const releaseProfileValidation = profileValidationQueue.release;

/** "Assign to me" for the selected profiles: each claimed as the single claim does (never taken over). */
export const claimProfileValidations = defineEndpoint({
  method: 'POST',
  path: `${V2}/applications/profile-validations/bulk-claim`,
  access: 'manage-applications-profile-validation-id',
  summary:
    'Claim the selected waiting profiles for 15 minutes, each as the single claim (one held by someone else: that row fails with CLAIMED_BY_OTHER)',
  body: z.object({ ids: bulkIds() }),
  response: bulkRowsResponse,
});

const imageParams = z.object({ id: idField(), side: z.enum(kycImageSides) });

/*
 * Every way to a national id image asks why: a reason from a list and a reference (the ticket, letter
 * or case it answers), written into the audit entry before a byte leaves. A reference that another
 * staff member already used for another customer is refused (409 REFERENCE_IN_USE): one request
 * names one case, so a reference cannot be borrowed to cover someone else's customer. The same staff
 * member may reuse their reference for more customers (one letter naming several people), and several
 * staff members may work on one customer's case under one reference. References compare without
 * regard to case or repeated spaces.
 */

/** Why national id images leave the system (recorded with every download). */
export const nidDownloadReasons = [
  'CUSTOMER_REQUEST',
  'REGULATOR_REQUEST',
  'LAW_ENFORCEMENT',
  'PARTNER_KYC',
  'FRAUD_INVESTIGATION',
  'INTERNAL_AUDIT',
] as const;
export type NidDownloadReason = (typeof nidDownloadReasons)[number];

/** Why a reviewer looks at a profile's images on screen: the KYC review itself, or any download reason. */
export const idImageViewReasons = ['KYC_REVIEW', ...nidDownloadReasons] as const;
export type IdImageViewReason = (typeof idImageViewReasons)[number];

/** The reference of an id image request: trimmed, 3 to 200 characters. */
const referenceField = () =>
  z
    .string({ error: m('downloadReference') })
    .pipe(textField(200))
    .pipe(z.string().min(3, m('downloadReference')));

/** The code of a 409 refusing a reference another staff member used for another customer. */
export const REFERENCE_IN_USE = 'REFERENCE_IN_USE';

export const idImageViewPurpose = z.object({
  reason: z.enum(idImageViewReasons, { error: m('chooseIdImageReason') }),
  reference: referenceField(),
});
export type IdImageViewPurpose = z.infer<typeof idImageViewPurpose>;

export const getProfileValidationImage = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/profile-validations/:id/images/:side`,
  access: 'manage-applications-profile-validation-id',
  summary:
    "A national id image (front, back) or the selfie of a profile, for the reviewer's screen, with the reason and reference (audited; 409 REFERENCE_IN_USE for another staff member's reference of another customer)",
  params: imageParams,
  query: idImageViewPurpose,
  download: { contentType: 'image/png' },
  response: z.string().describe('image/png or image/jpeg'),
});

// ---------------------------------------------------------------- NID download

/** At most this many customers in one zip. */
export const NID_ZIP_MAX_CUSTOMERS = 50;

const downloadPurpose = {
  reason: z.enum(nidDownloadReasons, { error: m('chooseIdImageReason') }),
  reference: referenceField(),
};

export const nidCustomer = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  documentNumberMasked: z.string().nullable(),
  phone: z.string().nullable(),
  /** The latest submission holding images, and which sides it has. */
  validationId: z.number().int().nullable(),
  validationStatus: profileValidationStatus.nullable(),
  images: z.object({ front: z.boolean(), back: z.boolean(), selfie: z.boolean() }),
});
export type NidCustomer = z.infer<typeof nidCustomer>;

export const searchNidCustomers = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/nid-download/customers`,
  access: 'manage-applications-profile-validation',
  summary: 'Find customers by national id (6+ digits) or mobile, with the id image sides on file (up to 20)',
  query: z.object({ q: searchField(100).min(2, m('customerSearch')) }),
  response: z.object({ items: z.array(nidCustomer) }),
});

export const downloadNidImage = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/nid-download/customers/:id/images/:side`,
  access: 'manage-applications-profile-validation-id',
  summary:
    "One customer's national id image or selfie as a file, with the reason and reference (audited; 409 REFERENCE_IN_USE for another staff member's reference of another customer)",
  params: imageParams,
  query: z.object(downloadPurpose),
  download: { contentType: 'image/png' },
  response: z.string().describe('image/png or image/jpeg'),
});

export const downloadNidZip = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/nid-download/zip`,
  access: 'manage-applications-profile-validation-id',
  summary: `The national id images of up to ${NID_ZIP_MAX_CUSTOMERS} customers as one zip, with the reason and reference (audited per customer; 409 REFERENCE_IN_USE for another staff member's reference of another customer)`,
  query: z.object({
    userIds: idListField(NID_ZIP_MAX_CUSTOMERS, m('chooseCustomers', { max: NID_ZIP_MAX_CUSTOMERS })),
    ...downloadPurpose,
  }),
  download: { contentType: 'application/zip' },
  response: z.string().describe('application/zip'),
});

// ---------------------------------------------------------------- blacklist

/** The lists an AML blacklist entry may come from: the file's source_list is one of these, never free text. */
export const amlSourceLists = [
  'EMLCU',
  'UN Consolidated List',
  'Court order',
  'Internal fraud',
  'CBE circular',
] as const;

export const blacklistEntry = z.object({
  id: z.number().int(),
  /** Masked like every national id in a list; search with the whole id to find one. */
  nationalIdMasked: z.string(),
  name: z.string(),
  reason: z.string(),
  sourceList: z.string(),
  listedOn: z.string(),
  /** The app customer whose application carries this national id, if any. */
  customerUserId: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Its removal waiting for a second approval (four-eyes), shown in place of Remove. */
  pendingApproval: pendingApproval.nullable(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntry>;

export const listBlacklist = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/blacklist`,
  access: 'manage-offers-branches-bulk',
  summary: 'The AML blacklist: search by whole national id or name, filter by source list, newest first',
  query: z.object({
    ...pageQuery,
    q: searchField(100).optional(),
    sourceList: z.string().trim().max(100).optional(),
    sort: z.enum(['listedOn', 'name']).default('listedOn'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: paged(blacklistEntry),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportBlacklist = listExport(listBlacklist, [
  'id',
  'nationalIdMasked',
  'name',
  'reason',
  'sourceList',
  'listedOn',
  'customerUserId',
  'batchId',
  'createdAt',
]);

export const listBlacklistSources = defineEndpoint({
  method: 'GET',
  path: `${V2}/applications/blacklist/sources`,
  access: 'manage-offers-branches-bulk',
  summary: 'The source lists present on the blacklist, with how many entries each',
  response: z.array(z.object({ sourceList: z.string(), count: z.number().int() })),
});

export const removeBlacklistEntry = defineEndpoint({
  method: 'POST',
  path: `${V2}/applications/blacklist/:id/remove`,
  access: 'manage-offers-branches-bulk',
  guarded: 'blacklist.remove',
  summary:
    'Take a national id off the blacklist (a listing made in error, a court decision), with the reason',
  params: idParams,
  body: z.object({ reason: reasonField() }),
  response: null,
});
