import { z } from 'zod';
import { searchField } from '../fields.ts';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { fieldMessage as m } from '../field-messages.ts';
import { egpText } from '../money.ts';
import type { PermissionKey } from '../permissions.ts';
import { contractEvent, financingPartnerEntry } from './applications.ts';
import { cashoutMethod, cashoutStatus } from './affiliate.ts';
import { appUserStatus } from './app-users.ts';
import { blacklistMatch, kycImageSides, profileValidationStatus, rejectReasons } from './compliance.ts';

/*
 * One page per customer (issue 21 item 3): what the back office knows of one app user, section by
 * section. The endpoint is open to every signed-in staff member (its sections span unrelated
 * permissions, so no one token key is the weakest that shows any of them); the server leaves out
 * each section whose permission the caller does not hold, and records the opening as a read of
 * personal data when it shows any section.
 */

/** Each section of the customer page and the token keys that show it (any one of them). */
export const customerSectionPermissions = {
  profile: ['manage-app-users'],
  kyc: ['manage-applications-profile-validation', 'manage-applications-profile-validation-id'],
  applications: ['manage-financing-applications'],
  cashback: ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'],
  blocks: ['manage-financing-applications-unblock-user'],
  blacklist: ['manage-offers-branches-bulk'],
  sms: ['manage-general'],
  contracts: ['manage-applacations-prefill-contract', 'manage-applacations-prefill-connect-contract'],
  audit: ['manage-cmt'],
} as const satisfies Record<string, readonly PermissionKey[]>;
export type CustomerSection = keyof typeof customerSectionPermissions;
export const customerSections = Object.keys(customerSectionPermissions) as CustomerSection[];

/** Whether these permissions (exact token keys) show a section. */
export const canSeeCustomerSection = (permissions: readonly string[], section: CustomerSection): boolean =>
  customerSectionPermissions[section].some((key) => permissions.includes(key));

/** How many of the newest cashouts, SMS and contract events the page shows (their screens hold the rest). */
export const CUSTOMER_RECENT_ROWS = 10;

const at = z.string();

export const customerOverview = z.object({
  userId: z.number().int(),
  /** The application's four-part name, else the app name; only when some section is shown. */
  name: z.string().nullable(),
  profile: z
    .object({
      phone: z.string().nullable(),
      email: z.string().nullable(),
      status: appUserStatus,
      blockReason: z.string().nullable(),
      blockedAt: at.nullable(),
      createdAt: at,
    })
    .optional(),
  kyc: z
    .object({
      /** The latest submission, or null when the customer never submitted a profile. */
      latest: z
        .object({
          id: z.number().int(),
          status: profileValidationStatus,
          submittedAt: at,
          decidedAt: at.nullable(),
          decidedBy: z.string().nullable(),
          rejectReason: z.enum(rejectReasons).nullable(),
          images: z.object(
            Object.fromEntries(kycImageSides.map((side) => [side, z.boolean()])) as {
              front: z.ZodBoolean;
              back: z.ZodBoolean;
              selfie: z.ZodBoolean;
            },
          ),
        })
        .nullable(),
      submissions: z.number().int(),
      documentNumberMasked: z.string().nullable(),
    })
    .optional(),
  applications: z
    .object({
      hasApplication: z.boolean(),
      /** Whole, for the link to the application screen (whose permission the caller holds); shown masked. */
      documentNumber: z.string().nullable(),
      documentNumberMasked: z.string().nullable(),
      city: z.string().nullable(),
      /** The current credit line (the one reviews apply to), or null. */
      line: z
        .object({ partnerName: z.string(), status: z.number().int(), approvedAmount: z.string().nullable() })
        .nullable(),
      partners: z.array(financingPartnerEntry),
    })
    .optional(),
  cashback: z
    .object({
      wallet: z.object({ available: egpText(), pending: egpText(), paidOut: egpText() }).nullable(),
      cashouts: z.array(
        z.object({
          id: z.number().int(),
          amount: egpText(),
          method: cashoutMethod,
          status: cashoutStatus,
          requestedAt: at,
          decidedAt: at.nullable(),
        }),
      ),
      cashoutCount: z.number().int(),
    })
    .optional(),
  blocks: z
    .object({
      items: z.array(
        z.object({
          id: z.number().int(),
          reason: z.string(),
          note: z.string().nullable(),
          status: z.enum(['ACTIVE', 'LIFTED']),
          blockedAt: at,
          blockedBy: z.string().nullable(),
          liftedAt: at.nullable(),
          liftedBy: z.string().nullable(),
        }),
      ),
    })
    .optional(),
  blacklist: z.object({ hit: blacklistMatch.extend({ id: z.number().int() }).nullable() }).optional(),
  sms: z
    .object({
      items: z.array(
        z.object({
          jobId: z.number().int(),
          message: z.string(),
          status: z.string(),
          sentAt: at.nullable(),
          createdAt: at,
        }),
      ),
    })
    .optional(),
  contracts: z.object({ items: z.array(contractEvent) }).optional(),
  /** The audit history is shown (its entries come from the audit log, as every History panel). */
  audit: z.object({ targetType: z.literal('app_user'), targetId: z.string() }).optional(),
});
export type CustomerOverview = z.infer<typeof customerOverview>;

export const getCustomerOverview = defineEndpoint({
  method: 'GET',
  path: `${V2}/customers/:id/overview`,
  access: 'authenticated',
  summary:
    "One customer's page: profile, KYC, application and credit line, cashback and cashouts, blocks, blacklist hit, SMS, contracts and audit history, each section only with its permission (the opening is recorded as a read of personal data); ?section= answers one section (the page loads each on its own)",
  params: idParams,
  /** One section only (the page asks for each on its own, to show each as it arrives); none: all. */
  query: z.object({
    section: z.enum(customerSections as [CustomerSection, ...CustomerSection[]]).optional(),
  }),
  response: customerOverview,
});

// ---------------------------------------------------------------- global search

/*
 * The app bar's search (issue 21 item 4): customers by whole national id, mobile in any Egyptian form
 * (normalised as `normalizeEgyptianMobile` does), user id or a part of the Arabic or English name; offers,
 * merchants, affiliate merchants and staff by a part of the name or their id. Numbers may be typed in
 * Arabic-Indic digits. Open to every signed-in staff member; the server searches only the kinds the
 * caller's permissions show. Finding customers is a read of personal data (issue 31 item 6): only for
 * the holders of the customer page's identity sections, and recorded (`customer.search`).
 */

/**
 * The customer page's identity sections: those that say who a customer is (the profile's mobile, the
 * KYC's and the application's national id). Their keys find customers in the global search; the other
 * sections (blacklist, SMS, cashouts, blocks, contracts, audit) show a customer's record to their own
 * area, never who a mobile or a national id belongs to.
 */
export const customerIdentitySections = [
  'profile',
  'kyc',
  'applications',
] as const satisfies readonly CustomerSection[];
export const customerIdentityPermissions = [
  ...new Set(customerIdentitySections.flatMap((section) => customerSectionPermissions[section])),
];

/**
 * Whether a search result may show a customer's mobile whole: where the customer page shows it whole
 * (the profile section). A national id is shown masked in results to everyone, as on the customer page.
 */
export const canSeeWholeMobile = (permissions: readonly string[]): boolean =>
  canSeeCustomerSection(permissions, 'profile');

/** Each kind of result and the token keys that show it (any one of them). */
export const searchKindPermissions = {
  customers: customerIdentityPermissions,
  offers: ['manage-offers-offers', 'manage-offers-offers-manage-id', 'manage-cmt'],
  merchants: ['manage-merchant'],
  affiliateMerchants: ['manage-affiliate-merchants', 'manage-affiliate-merchants-id'],
  staff: ['manage-cmt'],
  cases: ['manage-cases-read'],
} as const satisfies Record<string, readonly PermissionKey[]>;
export type SearchKind = keyof typeof searchKindPermissions;
export const searchKinds = Object.keys(searchKindPermissions) as SearchKind[];

export const canSearchKind = (permissions: readonly string[], kind: SearchKind): boolean =>
  (searchKindPermissions[kind] as readonly string[]).some((key) => permissions.includes(key));

/** Most results of one kind: the search finds, the lists browse. */
export const SEARCH_LIMIT = 5;

export const searchResult = z.object({
  id: z.number().int(),
  /** The name in the record's own words (customers: the application's name, else the app name). */
  title: z.string(),
  /** The Arabic name of a bilingual record. */
  titleAr: z.string().nullable(),
  /**
   * A second line: a customer's mobile (masked unless `canSeeWholeMobile`) and masked national id, a
   * staff member's email, an offer's kind.
   */
  detail: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const globalSearch = defineEndpoint({
  method: 'GET',
  path: `${V2}/search`,
  access: 'authenticated',
  summary:
    'The app bar search: customers (national id, mobile in any Egyptian form, user id, name; for the customer page’s identity sections only, mobiles masked without the profile section, recorded as a read of personal data), offers, merchants, affiliate merchants and staff (name or id), grouped by kind, only the kinds the caller may see; Arabic-Indic digits read as 0-9',
  query: z.object({ q: searchField(100).min(2, m('customerSearch')) }),
  response: z.object({
    groups: z.array(
      z.object({ kind: z.enum(searchKinds as [SearchKind, ...SearchKind[]]), items: z.array(searchResult) }),
    ),
  }),
});
