import type { PermissionKey } from '@cmt/contract/permissions';

export interface PermissionStrings {
  labels: Record<PermissionKey, string>;
  /** `{{screens}}`: the screens joined by the language's list format. */
  opens: string;
  /** A key the contract's routes do not name: what it is used for instead. */
  uses: { markAsSigned: string; nothing: string };
  /** The key as tokens carry it, shown under the label for administrators who know the keys. */
  key: string;
  /** Screens that are not menu items, by route id. */
  screens: {
    banners: { create: string };
    offers: { create: string; manage: string; bulk: string; cardsBulk: string; cardsManage: string };
    merchants: { manage: string; bulk: string };
    applications: { profileValidationId: string };
    affiliate: { merchantsManage: string; cashoutId: string };
    financing: {
      application: string;
      assignPartner: string;
      applicationReviews: string;
      creditPromotionsUpload: string;
    };
    cases: { detail: string };
    general: { plusManage: string };
    featureFlags: { manage: string };
  };
  /** `{{group}} › {{screen}}`: a menu screen with its menu group. */
  inGroup: string;
}

/** The English strings of namespace `permissions` (permission-locales.ts loads the language on screen only). */
const en: PermissionStrings = {
  labels: {
    'manage-cmt': 'Administration: staff accounts and card offers',
    'manage-general': 'Send SMS',
    'manage-offers-banners': 'Banners',
    'manage-offers-banners-create': 'Create banners',
    'manage-offers-offers': 'Offers list',
    'manege-offers-popular-offers': 'Order of the popular offers',
    'manage-offers-custom-category-offers': 'Customized category',
    'manege-offers-onboarding-offers': 'Order of the onboarding offers',
    'manage-offers-offers-manage-id': 'Edit offers',
    'manage-offers-offers-create': 'Create offers',
    'manage-offers-offers-bulk': 'Upload offers in bulk',
    'manage-offers-branches-bulk': 'Upload branches in bulk, and the blacklist',
    'manage-affiliate': 'Affiliate (general)',
    'manage-affiliate-merchants': 'Affiliate merchants list',
    'manage-affiliate-transactions': 'Upload affiliate transactions',
    'manage-affiliate-contest': 'Affiliate contest',
    'manage-affiliate-merchants-id': 'Create and edit affiliate merchants',
    'manage-affiliate-categories': 'Affiliate categories',
    'manage-affiliate-merchants-popular': 'Order of the popular affiliate merchants',
    'manage-affiliate-banners': 'Affiliate banners',
    'manage-affiliate-cashout': 'Cashout requests list',
    'manage-affiliate-cashout-id': 'Approve or reject cashout requests',
    'manage-financing-applications': 'Financing applications, with national ids',
    'manage-financing-repayments-upload': 'Upload repayments',
    'manage-financing-application-reviews': 'Review credit lines in bulk',
    'manage-financing-credit-promotion': 'Credit promotions',
    'manage-applacations-prefill-contract': 'Print Lucky contracts',
    'manage-applacations-prefill-contract-id': 'Lucky contract by id',
    'manage-applacations-prefill-connect-contract': 'Print Connect contracts',
    'manage-applacations-prefill-connect-contract-id': 'Connect contract by id',
    'manage-applications-profile-validation': 'Profile validation queue',
    'manage-applications-profile-validation-id': 'Review profiles and national id images',
    'manage-financing-applications-assigned-partner': 'Assign a financing partner',
    'manage-financing-applications-unblock-user': 'Unblock users',
    'manage-contracts-mark-as-signed': 'Mark contracts as signed',
    'manage-app-users': 'App users: find, block and unblock',
    'manage-feature-flags': 'Feature flags',
    'manage-general-files': 'Files',
    'manage-general-plus': 'Plus plans',
    'manage-general-users-manage': 'Users (reserved)',
    'manage-merchant': 'Merchants',
    'manage-merchant-bulk': 'Upload merchants in bulk',
    'manage-merchant-cati-bulk': 'CATI bulk upload',
    'manage-cases-read': 'Cases: read',
    'manage-cases-work': 'Cases: open and work',
    'manage-cases-supervise': 'Cases: supervise (bulk assign, breach alerts)',
    'manage-calendar': 'Business-day calendar and case deadlines',
    'manage-rules': 'Rules studio: the facts catalogue and rules',
  },
  opens: 'Opens: {{screens}}',
  uses: {
    markAsSigned: 'The “Mark as signed” button of Lucky contracts and Connect contracts',
    nothing: 'Opens no screen in this version',
  },
  key: 'Key: {{key}}',
  screens: {
    banners: { create: 'Create banner' },
    offers: {
      create: 'Create offer',
      manage: 'Edit offer',
      bulk: 'Offers bulk upload',
      cardsBulk: 'Card offers bulk upload',
      cardsManage: 'Card offer',
    },
    merchants: { manage: 'Create or edit merchant', bulk: 'Merchants bulk upload' },
    applications: { profileValidationId: 'Profile review' },
    affiliate: { merchantsManage: 'Create or edit affiliate merchant', cashoutId: 'Cashout request' },
    financing: {
      application: 'Customer application',
      assignPartner: 'Assign a financing partner',
      applicationReviews: 'Batch reviews',
      creditPromotionsUpload: 'Credit promotion: eligible customers',
    },
    cases: { detail: 'Case' },
    general: { plusManage: 'Create or edit Plus plan' },
    featureFlags: { manage: 'Create or edit feature flag' },
  },
  inGroup: '{{group}} › {{screen}}',
};

export default en;
