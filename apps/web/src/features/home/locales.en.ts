import type { Translations } from '../../lib/translations';

/** The English strings of namespace `home` (locales.ts loads the language on screen only). */
const en = {
  title: 'Home',
  subtitle: 'What is waiting for you',
  loadError: 'Could not load what is waiting',
  empty: 'Nothing is waiting for you',
  cards: {
    profileValidations: 'KYC profiles to review',
    cashouts: 'Cashouts to decide',
    applicationReviews: 'Applications waiting for a review',
    approvals: 'Approvals waiting for you',
    bulkBatches: 'Bulk files failed or waiting for confirmation',
    smsSendings: 'SMS sendings running',
    offersEnding: 'Offers ending within 7 days',
    casesDueToday: 'Cases due today',
    casesPastDue: 'Cases past due',
  },
  oldest: 'Oldest: {{when}}',
  earliestDue: 'Earliest due day: {{date}}',
  total: 'Total: {{amount}}',
  open: 'Open the list',
  /** The bulk card's line per kind of file, each opening its upload screen's waiting files. */
  kindCount: '{{kind}}: {{count}}',
  bulkKinds: {
    OfferStrategy: 'Offers',
    CardOfferStrategy: 'Card offers',
    BranchStrategy: 'Branches',
    MerchantStrategy: 'Merchants',
    CATIStrategy: 'CATI terminals',
    AffiliateTransactionStrategy: 'Affiliate transactions',
    AntiMoneyLaunderingStrategy: 'AML blacklist',
    BankStrategy: 'Bank blacklist',
    ApplicationReviewsStrategy: 'Application reviews',
    RepaymentsStrategy: 'Repayments',
    CreditPromotionStrategy: 'Credit promotion customers',
  },
};

export type Tree = Translations<typeof en>;

export default en;
