import type { AppRouteId } from '@cmt/contract/routes';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * Route id -> lazily loaded page module. A route without an entry renders the "not available yet"
 * page until its screen is written.
 */
export const pages: Partial<Record<AppRouteId, () => Promise<PageModule>>> = {
  'featureFlags.list': () => import('../features/feature-flags/pages/feature-flags-list-page'),
  'featureFlags.manage': () => import('../features/feature-flags/pages/feature-flag-manage-page'),
  'banners.list': () => import('../features/banners/pages/banners-list-page'),
  'banners.create': () => import('../features/banners/pages/banner-create-page'),
  'offers.list': () => import('../features/offers/pages/offers-list-page'),
  'offers.create': () => import('../features/offers/pages/offer-create-page'),
  'offers.manage': () => import('../features/offers/pages/offer-manage-page'),
  'offers.cardsManage': () => import('../features/offers/pages/card-offer-manage-page'),
  'offers.popular': () => import('../features/offers/pages/popular-offers-page'),
  'offers.onboarding': () => import('../features/offers/pages/onboarding-offers-page'),
  'offers.customCategory': () => import('../features/offers/pages/custom-category-page'),
  'merchants.list': () => import('../features/merchants/pages/merchants-list-page'),
  'merchants.manage': () => import('../features/merchants/pages/merchant-manage-page'),
  'contracts.lucky': () => import('../features/contracts/pages/lucky-contracts-page'),
  'contracts.connect': () => import('../features/contracts/pages/connect-contracts-page'),
  'general.localUsers': () => import('../features/local-users/pages/local-users-page'),
  'offers.bulk': () => import('../features/bulk/pages/offers-bulk-page'),
  'offers.cardsBulk': () => import('../features/bulk/pages/card-offers-bulk-page'),
  'branches.bulk': () => import('../features/bulk/pages/branches-bulk-page'),
  'merchants.bulk': () => import('../features/bulk/pages/merchants-bulk-page'),
  'merchants.catiBulk': () => import('../features/bulk/pages/cati-bulk-page'),
  'affiliate.transactionsUpload': () => import('../features/bulk/pages/affiliate-transactions-bulk-page'),
  'affiliate.merchants': () => import('../features/affiliate/pages/affiliate-merchants-page'),
  'affiliate.merchantsManage': () => import('../features/affiliate/pages/affiliate-merchant-manage-page'),
  'affiliate.merchantsPopular': () => import('../features/affiliate/pages/popular-merchants-page'),
  'affiliate.categories': () => import('../features/affiliate/pages/affiliate-categories-page'),
  'affiliate.cashout': () => import('../features/affiliate/pages/cashouts-page'),
  'affiliate.cashoutId': () => import('../features/affiliate/pages/cashout-page'),
  'affiliate.contest': () => import('../features/affiliate/pages/contest-page'),
  'affiliate.banners': () => import('../features/affiliate/pages/affiliate-banners-page'),
  'applications.profileValidation': () => import('../features/compliance/pages/profile-validation-list-page'),
  'applications.profileValidationId': () => import('../features/compliance/pages/profile-validation-page'),
  'applications.nidDownload': () => import('../features/compliance/pages/nid-download-page'),
  'applications.blacklist': () => import('./routes/applications/blacklist-page'),
  'general.files': () => import('../features/files/pages/files-page'),
  'general.plus': () => import('../features/plus/pages/plus-list-page'),
  'general.plusManage': () => import('../features/plus/pages/plus-manage-page'),
  'general.sms': () => import('../features/sms/pages/sms-page'),
  'general.appUsers': () => import('../features/app-users/pages/app-users-page'),
  'financing.applications': () => import('../features/financing/pages/applications-page'),
  'financing.application': () => import('../features/financing/pages/application-page'),
  'financing.assignPartner': () => import('../features/financing/pages/assign-partner-page'),
  'financing.unblockUsers': () => import('../features/financing/pages/unblock-users-page'),
  'financing.creditPromotions': () => import('../features/financing/pages/credit-promotions-page'),
  'financing.applicationReviews': () => import('../features/bulk/pages/application-reviews-bulk-page'),
  'financing.repayments': () => import('../features/bulk/pages/repayments-bulk-page'),
  'financing.creditPromotionsUpload': () => import('../features/bulk/pages/credit-promotion-users-bulk-page'),
};
