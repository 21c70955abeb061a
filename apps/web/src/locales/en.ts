import {
  errorMessages,
  successMessages,
  type ErrorMessageKey,
  type SuccessMessageKey,
} from '@cmt/contract/messages';

/** Shell strings (namespace `common`). Menu and message texts are the spec's English ones. */
const en = {
  loading: 'Loading…',
  /** The browser tab's title: the page's h1, then the app. */
  documentTitle: '{{page}} · Content Manager',
  language: 'Language',
  signIn: {
    title: 'Sign in ({{appName}})',
    withDomain: 'Login with "{{domain}}" email',
    googleUnavailable:
      'Google sign-in is unavailable right now. You can still sign in with your email and password.',
    or: 'or',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
    tooManyAttempts: 'Too many attempts, wait a minute',
  },
  noAccess: {
    title: 'No access yet',
    hint: 'Your account is signed in but has no permissions. Ask an administrator to give your account the permissions you need, then sign in again.',
    back: 'Back to sign-in',
  },
  appBar: {
    title: 'Content Manager - {{appName}}',
    openMenu: 'Open menu',
    logout: 'Logout',
  },
  drawer: {
    title: 'Menu ({{environment}})',
    close: 'Close menu',
    navigation: 'Main menu',
  },
  menu: {
    offers: 'Offers',
    merchants: 'Merchants',
    applications: 'Applications',
    affiliate: 'Affiliate',
    financing: 'Financing',
    general: 'General',
    featureFlags: 'Feature flags',
    popularOnLucky: 'Popular on lucky',
    customizedCategory: 'Customized category',
    banners: 'Banners',
    onboardingOffers: 'Onboarding Offers',
    offersList: 'Offers List',
    branches: 'Branches',
    merchantsList: 'Merchants list',
    catiBulkUpload: 'CATI bulk upload',
    profileValidation: 'Profile Validation',
    luckyContracts: 'Lucky contracts',
    connectContracts: 'Connect contracts',
    nidDownload: 'NID Download',
    blacklist: 'Blacklist',
    affiliateMerchants: 'Merchants',
    categories: 'Categories',
    popularMerchants: 'Popular Merchants',
    uploadTransactions: 'Upload Transactions',
    cashoutRequests: 'Cashout Requests',
    manageAffiliateContest: 'Manage Affiliate Contest',
    manageAffiliateBanners: 'Manage Affiliate Banners',
    financingApplications: 'Applications',
    repayments: 'Repayments',
    unblockUsers: 'Unblock users',
    creditPromotion: 'Credit promotion',
    files: 'Files',
    sms: 'SMS',
    plus: 'Plus',
    appUserManagement: 'App User management',
    localUsersManagement: 'Local Users management',
    list: 'List',
  },
  /** SPEC §8's snackbar texts, exactly as the contract holds them. */
  messages: { ...errorMessages, ...successMessages } as Record<ErrorMessageKey | SuccessMessageKey, string>,
  errors: {
    notFoundTitle: '404: Page Not Found',
    unauthorizedTitle: '401: Authorization required',
    hint: 'You either tried some shady route or you came here by mistake. Whichever it is, try using the navigation.',
    dashboard: 'Dashboard',
    network: 'Could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    chunkTitle: 'This part of the app could not be loaded',
    chunkBody:
      'The connection may have dropped or a new version of the app was published. Reload the page to continue.',
    crashTitle: 'Something went wrong on this page',
    crashBody: 'The error was logged in the browser console. Reload the page to try again.',
    reload: 'Reload',
    configTitle: 'The app could not start',
    configBody: 'Its settings could not be loaded from the server. Reload the page in a moment.',
  },
  snackbar: {
    close: 'Close',
  },
  featureFlags: {
    loadFailed: 'Could not load the feature flags, so the app cannot start.',
    retry: 'Try again',
  },
};

export default en;
export type CommonResources = typeof en;
