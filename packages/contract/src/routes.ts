import type { AreaFlag } from './areas.ts';
import { Permission, type PermissionName } from './permissions.ts';

/**
 * Every /app route of docs/requirements.md §P2, in spec order. `flags` must all be on for the route to exist;
 * `permission` is the route-side name the guard checks (exact membership of its token key).
 * `id` names the page module the web app lazy-loads for it.
 */
export interface AppRoute {
  id: string;
  path: string;
  flags: readonly AreaFlag[];
  permission: PermissionName | typeof SIGNED_IN;
}

/** The permission of a route every signed-in staff member opens (the home): no token key, a session. */
export const SIGNED_IN = 'SIGNED_IN';

const r = (
  id: string,
  path: string,
  flags: AreaFlag | AreaFlag[],
  permission: PermissionName | typeof SIGNED_IN,
): AppRoute => ({
  id,
  path,
  flags: Array.isArray(flags) ? flags : [flags],
  permission,
});

export const appRoutes = [
  // The home (issue 21): what waits for the signed-in person; first, so /app lands there.
  r('home', '/app/home', [], SIGNED_IN),
  // Offers
  r('offers.popular', '/app/offers/popular', 'OFFERS', 'MANAGE_OFFERS_POPULAR_OFFERS'),
  r(
    'offers.customCategory',
    '/app/offers/manage-customized-category/:id?',
    'OFFERS',
    'MANAGE_OFFERS_CUSTOM_CATEGORY_OFFERS',
  ),
  r('offers.onboarding', '/app/offers/onboarding', 'OFFERS', 'MANAGE_OFFERS_ONBOARDING_OFFERS'),
  r('banners.create', '/app/offers/banners/create', 'OFFERS', 'MANAGE_BANNERS_CREATE'),
  r('banners.list', '/app/offers/banners', 'OFFERS', 'MANAGE_BANNERS'),
  r('offers.create', '/app/offers/create', 'OFFERS', 'MANAGE_OFFERS_OFFERS_CREATE'),
  r('offers.bulk', '/app/offers/bulk', 'OFFERS', 'MANAGE_OFFERS_OFFERS_BULK'),
  r('offers.cardsBulk', '/app/offers/cards/bulk', 'OFFERS', 'MANAGE_OFFERS_OFFERS_BULK'),
  r('offers.manage', '/app/offers/manage/:id?', 'AFFILIATE', 'MANAGE_OFFERS_OFFERS_MANAGE_ID'),
  r('offers.cardsManage', '/app/offers/cards/manage/:id?', 'OFFERS', 'MANAGE_CMT'),
  r('offers.list', '/app/offers', 'OFFERS', 'MANAGE_OFFERS'),
  r('branches.bulk', '/app/branches/bulk', 'OFFERS', 'MANAGE_OFFERS_BRANCHES_BULK'),
  // Merchants
  r('merchants.list', '/app/merchants/list', 'MERCHANTS', 'MANAGE_MERCHANT'),
  r('merchants.manage', '/app/merchants/manage/:id?', 'MERCHANTS', 'MANAGE_MERCHANT'),
  r('merchants.bulk', '/app/merchants/merchant-bulk', 'MERCHANTS', 'MANAGE_MERCHANT_BULK'),
  r('merchants.catiBulk', '/app/merchants/cati-bulk', 'MERCHANTS', 'MANAGE_MERCHANT_CATI_BULK'),
  // Applications
  r(
    'applications.profileValidationId',
    '/app/applications/profile-validation/:id',
    'APPLICATIONS',
    'MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID',
  ),
  r(
    'applications.profileValidation',
    '/app/applications/profile-validation',
    'APPLICATIONS',
    'MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION',
  ),
  r(
    'applications.nidDownload',
    '/app/applications/nid-download',
    'APPLICATIONS',
    'MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION',
  ),
  r(
    'contracts.lucky',
    '/app/applications/contracts/lucky',
    'CONTRACTS',
    'MANAGE_FINANCING_APPLACATIONS_PREFILL_CONTRACT',
  ),
  r(
    'contracts.connect',
    '/app/applications/contracts/connect',
    'CONTRACTS',
    'MANAGE_FINANCING_APPLACATIONS_PREFILL_CONNECT_CONTRACT',
  ),
  r('applications.blacklist', '/app/applications/blacklist', 'APPLICATIONS', 'MANAGE_OFFERS_BRANCHES_BULK'),
  // Affiliate
  r(
    'affiliate.merchantsManage',
    '/app/affiliate/merchants/manage/:id?',
    'AFFILIATE',
    'MANAGE_AFFILIATE_MERCHANTS_ID',
  ),
  r(
    'affiliate.merchantsPopular',
    '/app/affiliate/merchants/popular',
    'AFFILIATE',
    'MANAGE_AFFILIATE_MERCHANTS_POPULAR',
  ),
  r('affiliate.merchants', '/app/affiliate/merchants', 'AFFILIATE', 'MANAGE_AFFILIATE_MERCHANTS'),
  r('affiliate.categories', '/app/affiliate/categories', 'AFFILIATE', 'MANAGE_AFFILIATE_CATEGORIES'),
  r(
    'affiliate.transactionsUpload',
    '/app/affiliate/transactions/upload',
    'AFFILIATE',
    'MANAGE_AFFILIATE_TRANSACTIONS',
  ),
  r('affiliate.contest', '/app/affiliate/contest', 'AFFILIATE', 'MANAGE_AFFILIATE_CONTEST'),
  r('affiliate.banners', '/app/affiliate/banners', 'AFFILIATE', 'MANAGE_AFFILIATE_BANNERS'),
  r(
    'affiliate.cashoutId',
    '/app/affiliate/cashout/:id',
    ['AFFILIATE', 'CASHOUTS'],
    'MANAGE_AFFILIATE_CASHOUT_ID',
  ),
  r('affiliate.cashout', '/app/affiliate/cashout', ['AFFILIATE', 'CASHOUTS'], 'MANAGE_AFFILIATE_CASHOUT'),
  // Financing
  r(
    'financing.assignPartner',
    '/app/financing/assignPartner',
    'FINANCING',
    'MANAGE_FINANCING_APPLICATIONS_ASSIGNED_PARTNER',
  ),
  r(
    'financing.unblockUsers',
    '/app/financing/unblockUsers',
    'FINANCING',
    'MANAGE_FINANCING_APPLICATIONS_UNBLOCK_USER',
  ),
  r('financing.repayments', '/app/financing/repayments', 'FINANCING', 'MANAGE_FINANCING_REPAYMENTS_UPLOAD'),
  r(
    'financing.application',
    '/app/financing/applications/:documentNumber',
    'FINANCING',
    'MANAGE_FINANCING_APPLICATIONS',
  ),
  r('financing.applications', '/app/financing/applications', 'FINANCING', 'MANAGE_FINANCING_APPLICATIONS'),
  r(
    'financing.applicationReviews',
    '/app/financing/application-reviews',
    'FINANCING',
    'MANAGE_FINANCING_APPLICATION_REVIEWS',
  ),
  r(
    'financing.creditPromotionsUpload',
    '/app/financing/credit-promotions/upload-user',
    'FINANCING',
    'MANAGE_FINANCING_CREDIT_PROMOTION',
  ),
  r(
    'financing.creditPromotions',
    '/app/financing/credit-promotions',
    'FINANCING',
    'MANAGE_FINANCING_CREDIT_PROMOTION',
  ),
  // General
  r('general.files', '/app/general/files', 'GENERAL', 'MANAGE_GENERAL_FILES'),
  r('general.sms', '/app/general/sms', 'GENERAL', 'MANAGE_CMT_GENERAL'),
  r('general.plusManage', '/app/general/plus/manage/:id?', 'GENERAL', 'MANAGE_GENERAL_PLUS'),
  r('general.plus', '/app/general/plus', 'GENERAL', 'MANAGE_GENERAL_PLUS'),
  r('general.appUsers', '/app/general/users/manage', 'GENERAL', 'MANAGE_GENERAL_APP_USERS'),
  // One page per customer (issue 21): each section shows only with its own permission.
  r('customers.overview', '/app/customers/:id', [], SIGNED_IN),
  r('general.localUsers', '/app/general/local-users/manage', 'GENERAL', 'MANAGE_CMT'),
  r('general.audit', '/app/general/audit', 'GENERAL', 'MANAGE_CMT'),
  // Cases and the complaints desk (issue 36): no area flag, as the customer page and the home.
  r('cases.detail', '/app/cases/:id', [], 'READ_CASES'),
  r('cases.list', '/app/cases', [], 'READ_CASES'),
  r('cases.calendar', '/app/calendar', [], 'MANAGE_CALENDAR'),
  // Feature flags
  r('featureFlags.manage', '/app/feature-flags/manage/:id?', 'FEATURE_FLAGS', 'MANAGE_GENERAL_FEATURE_FLAGS'),
  r('featureFlags.list', '/app/feature-flags', 'FEATURE_FLAGS', 'MANAGE_GENERAL_FEATURE_FLAGS'),
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof appRoutes)[number]['id'];

export function routeById(id: AppRouteId): AppRoute {
  const found = appRoutes.find((route) => route.id === id);
  if (!found) throw new Error(`Unknown route ${id}`);
  return found;
}

/** Builds a link for a route, filling `:param` and dropping unfilled optional `:param?` segments. */
export function hrefFor(id: AppRouteId, params: Record<string, string | number> = {}): string {
  return routeById(id).path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Route ${id} needs :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

export function isRouteEnabled(route: AppRoute, enabled: ReadonlySet<AreaFlag>): boolean {
  return route.flags.every((flag) => enabled.has(flag));
}

/**
 * docs/requirements.md §P5 route guard: exact membership of the route's token key; no permission list is denied. The
 * home (SIGNED_IN) opens for any signed-in user.
 */
export function canOpenRoute(route: AppRoute, permissions: readonly string[] | undefined): boolean {
  if (!permissions) return false;
  if (route.permission === SIGNED_IN) return true;
  return permissions.includes(Permission[route.permission]);
}

/**
 * The first route a user may open, for /app; without any, the first route of the list (docs/requirements.md §P2).
 * Routes with a required `:param` never qualify; one whose params are optional opens without them.
 */
export function firstRouteFor(
  permissions: readonly string[] | undefined,
  enabled: ReadonlySet<AreaFlag>,
): string {
  // Lists first; then a route whose params are all optional (`/manage/:id?`), which opens without
  // them: a user whose only permission is such a route lands there, not on /error/401.
  const withoutParams = appRoutes.filter((route) => !route.path.includes(':'));
  const optionalOnly = appRoutes.filter(
    (route) => /:\w+\?/.test(route.path) && !/:\w+(?!\w*\?)/.test(route.path),
  );
  const allowed = (route: AppRoute) => isRouteEnabled(route, enabled) && canOpenRoute(route, permissions);
  const first = withoutParams.find(allowed) ?? optionalOnly.find(allowed);
  return hrefFor((first ?? withoutParams[0]!).id);
}
