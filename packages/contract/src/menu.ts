import type { AreaFlag } from './areas.ts';
import { appRoutes, canOpenRoute, hrefFor, isRouteEnabled, routeById, type AppRouteId } from './routes.ts';

/**
 * Menu groups of docs/requirements.md §P2 in spec order, with the contracts screens in a group of their own (issue
 * 19); titles are i18n keys under `menu.`.
 */
export interface MenuGroup {
  title: string;
  /** The area flag the group needs; none: always shown (the home). */
  flag?: AreaFlag;
  items: readonly { title: string; route: AppRouteId }[];
}

export const menuGroups: readonly MenuGroup[] = [
  { title: 'home', items: [{ title: 'home', route: 'home' }] },
  {
    title: 'offers',
    flag: 'OFFERS',
    items: [
      { title: 'popularOnLucky', route: 'offers.popular' },
      { title: 'customizedCategory', route: 'offers.customCategory' },
      { title: 'banners', route: 'banners.list' },
      { title: 'onboardingOffers', route: 'offers.onboarding' },
      { title: 'offersList', route: 'offers.list' },
      { title: 'branches', route: 'branches.bulk' },
    ],
  },
  {
    title: 'merchants',
    flag: 'MERCHANTS',
    items: [
      { title: 'merchantsList', route: 'merchants.list' },
      { title: 'catiBulkUpload', route: 'merchants.catiBulk' },
    ],
  },
  {
    title: 'applications',
    flag: 'APPLICATIONS',
    items: [
      { title: 'profileValidation', route: 'applications.profileValidation' },
      { title: 'nidDownload', route: 'applications.nidDownload' },
      { title: 'blacklist', route: 'applications.blacklist' },
    ],
  },
  {
    // The contracts screens follow their own flag (their routes are CONTRACTS routes), so they have
    // their own group: under Applications they vanished with CONTRACTS on and APPLICATIONS off.
    title: 'contracts',
    flag: 'CONTRACTS',
    items: [
      { title: 'luckyContracts', route: 'contracts.lucky' },
      { title: 'connectContracts', route: 'contracts.connect' },
    ],
  },
  {
    title: 'affiliate',
    flag: 'AFFILIATE',
    items: [
      { title: 'affiliateMerchants', route: 'affiliate.merchants' },
      { title: 'categories', route: 'affiliate.categories' },
      { title: 'popularMerchants', route: 'affiliate.merchantsPopular' },
      { title: 'uploadTransactions', route: 'affiliate.transactionsUpload' },
      { title: 'cashoutRequests', route: 'affiliate.cashout' },
      { title: 'manageAffiliateContest', route: 'affiliate.contest' },
      { title: 'manageAffiliateBanners', route: 'affiliate.banners' },
    ],
  },
  {
    title: 'financing',
    flag: 'FINANCING',
    items: [
      { title: 'financingApplications', route: 'financing.applications' },
      { title: 'repayments', route: 'financing.repayments' },
      { title: 'unblockUsers', route: 'financing.unblockUsers' },
      { title: 'creditPromotion', route: 'financing.creditPromotions' },
    ],
  },
  {
    title: 'general',
    flag: 'GENERAL',
    items: [
      { title: 'files', route: 'general.files' },
      { title: 'sms', route: 'general.sms' },
      { title: 'plus', route: 'general.plus' },
      { title: 'appUserManagement', route: 'general.appUsers' },
      { title: 'localUsersManagement', route: 'general.localUsers' },
      { title: 'auditTrail', route: 'general.audit' },
    ],
  },
  {
    title: 'cases',
    items: [
      { title: 'cases', route: 'cases.list' },
      { title: 'calendar', route: 'cases.calendar' },
    ],
  },
  {
    title: 'featureFlags',
    flag: 'FEATURE_FLAGS',
    items: [{ title: 'list', route: 'featureFlags.list' }],
  },
];

export interface VisibleMenuGroup {
  title: string;
  items: { title: string; href: string }[];
}

/**
 * The home first, for everyone (issue 21). docs/requirements.md §P2: a group shows only when its area flag is on; an item only when the user may open it
 * (and its route's own flags are on, e.g. cashouts); a group left with no items is hidden.
 */
export function visibleMenu(
  permissions: readonly string[] | undefined,
  enabled: ReadonlySet<AreaFlag>,
): VisibleMenuGroup[] {
  return menuGroups
    .filter((group) => !group.flag || enabled.has(group.flag))
    .map((group) => ({
      title: group.title,
      items: group.items
        .filter(({ route }) => {
          const def = routeById(route);
          return isRouteEnabled(def, enabled) && canOpenRoute(def, permissions);
        })
        .map(({ title, route }) => ({ title, href: hrefFor(route) })),
    }))
    .filter((group) => group.items.length > 0);
}

export const allRoutePaths = appRoutes.map((route) => route.path);
