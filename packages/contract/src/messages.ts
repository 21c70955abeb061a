/** The snackbar messages of docs/requirements.md §P8, in English as the spec gives them; the web app translates by key. */
export const errorMessages = {
  incorrectCredentials: 'Incorrect username / password',
  loadBanners: 'Could not load Banners',
  loadBanner: 'Could not load banner',
  deleteBanner: 'Could not delete banner',
  createBanner: 'Could not create banner',
  updateBanner: 'Could not update banner',
  loadCashouts: 'Could not load the list of cashouts',
  loadCategories: 'Could not load the list of categories',
  loadPopularMerchants: 'Could not load popular merchants',
  savePopularMerchants: 'Could not save popular merchants',
  merchantNotFound: 'Could not find an merchant with entered id',
  loadMerchants: 'Could not load the list of merchants',
  loadAggregators: 'Could not load the list of aggregators',
  loadPopularOffers: 'Could not load popular offers',
  loadRegularOffers: 'Could not load regular offers',
  savePopularOffers: 'Could not save popular offers',
  offerNotFound: 'Could not find an offer with entered id',
  loadOnboardingOffers: 'Could not load onboarding offers',
  saveOnboardingOffers: 'Could not save onboarding offers',
  // Financing (not named by the spec; in its style)
  loadApplications: 'Could not load the list of applications',
  loadApplication: 'Could not load the application',
  loadBlockedUsers: 'Could not load the list of blocked users',
  loadCreditPromotions: 'Could not load the list of credit promotions',
} as const;

export const successMessages = {
  bannerDeleted: 'Banner was deleted',
  bannerCreated: 'Banner was created',
  bannerActive: 'Banner active',
  bannerInactive: 'Banner inactive',
  popularMerchantsSaved: 'Popular merchants were saved',
  popularOffersSaved: 'Popular offers were saved',
  onboardingOffersSaved: 'Onboarding offers were saved',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;
export type SuccessMessageKey = keyof typeof successMessages;

/** docs/requirements.md §P2 and §P9 constants the two sides share. */
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const PAGE_PART_TIMEOUT_MS = 120000;
export const MERCHANTS_PAGE_SIZE = 20;
export const CATEGORIES_PAGE_SIZE = 20;
export const NATIONAL_ID_LENGTH = 14;
