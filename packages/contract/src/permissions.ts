/**
 * Permission token keys exactly as docs/requirements.md §P6 spells them (typos `manege` and `applacations` kept:
 * they are what tokens carry), and the route-side names mapped to them.
 */
export const permissionKeys = [
  'manage-cmt',
  'manage-general',
  'manage-offers-banners',
  'manage-offers-banners-create',
  'manage-offers-offers',
  'manege-offers-popular-offers',
  'manage-offers-custom-category-offers',
  'manege-offers-onboarding-offers',
  'manage-offers-offers-manage-id',
  'manage-offers-offers-create',
  'manage-offers-offers-bulk',
  'manage-offers-branches-bulk',
  'manage-affiliate',
  'manage-affiliate-merchants',
  'manage-affiliate-transactions',
  'manage-affiliate-contest',
  'manage-affiliate-merchants-id',
  'manage-affiliate-categories',
  'manage-affiliate-merchants-popular',
  'manage-affiliate-banners',
  'manage-affiliate-cashout',
  'manage-affiliate-cashout-id',
  'manage-financing-applications',
  'manage-financing-repayments-upload',
  'manage-financing-application-reviews',
  'manage-financing-credit-promotion',
  'manage-applacations-prefill-contract',
  'manage-applacations-prefill-contract-id',
  'manage-applacations-prefill-connect-contract',
  'manage-applacations-prefill-connect-contract-id',
  'manage-applications-profile-validation',
  'manage-applications-profile-validation-id',
  'manage-financing-applications-assigned-partner',
  'manage-financing-applications-unblock-user',
  'manage-contracts-mark-as-signed',
  'manage-app-users',
  'manage-feature-flags',
  'manage-general-files',
  'manage-general-plus',
  'manage-general-users-manage',
  'manage-merchant',
  'manage-merchant-bulk',
  'manage-merchant-cati-bulk',
  // Cases and the complaints desk (issue 36): none is a part of another (the web's check is by substring).
  'manage-cases-read',
  'manage-cases-work',
  'manage-cases-supervise',
  'manage-calendar',
  // The rules studio (issue 37): its fact catalogue, and the rules to come.
  'manage-rules',
] as const;

export type PermissionKey = (typeof permissionKeys)[number];

/** Route-side names (docs/requirements.md §P6) to the token key each one checks. */
export const Permission = {
  MANAGE_OFFERS: 'manage-offers-offers',
  MANAGE_OFFERS_POPULAR_OFFERS: 'manege-offers-popular-offers',
  MANAGE_OFFERS_CUSTOM_CATEGORY_OFFERS: 'manage-offers-custom-category-offers',
  MANAGE_OFFERS_ONBOARDING_OFFERS: 'manege-offers-onboarding-offers',
  MANAGE_OFFERS_OFFERS_CREATE: 'manage-offers-offers-create',
  MANAGE_OFFERS_OFFERS_BULK: 'manage-offers-offers-bulk',
  MANAGE_OFFERS_OFFERS_MANAGE_ID: 'manage-offers-offers-manage-id',
  MANAGE_OFFERS_BRANCHES_BULK: 'manage-offers-branches-bulk',
  MANAGE_BANNERS: 'manage-offers-banners',
  MANAGE_BANNERS_CREATE: 'manage-offers-banners-create',
  MANAGE_CMT: 'manage-cmt',
  MANAGE_CMT_GENERAL: 'manage-general',
  MANAGE_MERCHANT: 'manage-merchant',
  MANAGE_MERCHANT_BULK: 'manage-merchant-bulk',
  MANAGE_MERCHANT_CATI_BULK: 'manage-merchant-cati-bulk',
  MANAGE_FINANCING_APPLICATIONS: 'manage-financing-applications',
  MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION: 'manage-applications-profile-validation',
  MANAGE_FINANCING_APPLICATIONS_PROFILE_VALIDATION_ID: 'manage-applications-profile-validation-id',
  MANAGE_FINANCING_APPLACATIONS_PREFILL_CONTRACT: 'manage-applacations-prefill-contract',
  MANAGE_FINANCING_APPLACATIONS_PREFILL_CONNECT_CONTRACT: 'manage-applacations-prefill-connect-contract',
  MANAGE_FINANCING_APPLICATIONS_ASSIGNED_PARTNER: 'manage-financing-applications-assigned-partner',
  MANAGE_FINANCING_APPLICATIONS_UNBLOCK_USER: 'manage-financing-applications-unblock-user',
  MANAGE_FINANCING_REPAYMENTS_UPLOAD: 'manage-financing-repayments-upload',
  MANAGE_FINANCING_APPLICATION_REVIEWS: 'manage-financing-application-reviews',
  MANAGE_FINANCING_CREDIT_PROMOTION: 'manage-financing-credit-promotion',
  MANAGE_CONTRACTS_MARK_AS_SIGNED: 'manage-contracts-mark-as-signed',
  MANAGE_AFFILIATE_MERCHANTS: 'manage-affiliate-merchants',
  MANAGE_AFFILIATE_MERCHANTS_ID: 'manage-affiliate-merchants-id',
  MANAGE_AFFILIATE_MERCHANTS_POPULAR: 'manage-affiliate-merchants-popular',
  MANAGE_AFFILIATE_CATEGORIES: 'manage-affiliate-categories',
  MANAGE_AFFILIATE_TRANSACTIONS: 'manage-affiliate-transactions',
  MANAGE_AFFILIATE_CONTEST: 'manage-affiliate-contest',
  MANAGE_AFFILIATE_BANNERS: 'manage-affiliate-banners',
  MANAGE_AFFILIATE_CASHOUT: 'manage-affiliate-cashout',
  MANAGE_AFFILIATE_CASHOUT_ID: 'manage-affiliate-cashout-id',
  MANAGE_GENERAL_FILES: 'manage-general-files',
  MANAGE_GENERAL_PLUS: 'manage-general-plus',
  MANAGE_GENERAL_APP_USERS: 'manage-app-users',
  MANAGE_GENERAL_FEATURE_FLAGS: 'manage-feature-flags',
  READ_CASES: 'manage-cases-read',
  WORK_CASES: 'manage-cases-work',
  SUPERVISE_CASES: 'manage-cases-supervise',
  MANAGE_CALENDAR: 'manage-calendar',
  MANAGE_RULES: 'manage-rules',
} as const satisfies Record<string, PermissionKey>;

export type PermissionName = keyof typeof Permission;

/**
 * docs/requirements.md §P5: a check passes only if every required string is contained within some permission the
 * user holds (substring match). Used by the web app for what it shows; guards use exact membership.
 */
export function hasPermission(held: readonly string[] | undefined, required: readonly string[]): boolean {
  if (!held) return false;
  return required.every((needed) => held.some((p) => p.includes(needed)));
}
