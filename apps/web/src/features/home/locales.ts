import type { Translations } from '../../lib/translations';

/** Strings of the home (issue 21), namespace `home`. */
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
  },
  oldest: 'Oldest: {{when}}',
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

type Tree = Translations<typeof en>;

const ar: Tree = {
  title: 'الرئيسية',
  subtitle: 'ما ينتظرك',
  loadError: 'تعذّر تحميل ما ينتظرك',
  empty: 'لا شيء ينتظرك',
  cards: {
    profileValidations: 'ملفات اعرف عميلك للمراجعة',
    cashouts: 'طلبات صرف تنتظر القرار',
    applicationReviews: 'طلبات تمويل تنتظر المراجعة',
    approvals: 'موافقات تنتظرك',
    bulkBatches: 'ملفات مجمّعة فشلت أو تنتظر التأكيد',
    smsSendings: 'إرسالات رسائل قصيرة جارية',
    offersEnding: 'عروض تنتهي خلال 7 أيام',
  },
  oldest: 'الأقدم: {{when}}',
  total: 'الإجمالي: {{amount}}',
  open: 'افتح القائمة',
  kindCount: '{{kind}}: {{count}}',
  bulkKinds: {
    OfferStrategy: 'العروض',
    CardOfferStrategy: 'عروض البطاقة',
    BranchStrategy: 'الفروع',
    MerchantStrategy: 'التجار',
    CATIStrategy: 'أجهزة CATI',
    AffiliateTransactionStrategy: 'معاملات الأفلييت',
    AntiMoneyLaunderingStrategy: 'قائمة مكافحة غسل الأموال',
    BankStrategy: 'القائمة السوداء للبنك',
    ApplicationReviewsStrategy: 'مراجعات الطلبات',
    RepaymentsStrategy: 'السداد',
    CreditPromotionStrategy: 'عملاء العروض الائتمانية',
  },
};

const fr: Tree = {
  title: 'Accueil',
  subtitle: 'Ce qui vous attend',
  loadError: 'Impossible de charger ce qui vous attend',
  empty: 'Rien ne vous attend',
  cards: {
    profileValidations: 'Profils KYC à examiner',
    cashouts: 'Retraits à décider',
    applicationReviews: 'Demandes en attente d’examen',
    approvals: 'Approbations qui vous attendent',
    bulkBatches: 'Fichiers en masse en échec ou à confirmer',
    smsSendings: 'Envois de SMS en cours',
    offersEnding: 'Offres se terminant dans les 7 jours',
  },
  oldest: 'Plus ancien : {{when}}',
  total: 'Total : {{amount}}',
  open: 'Ouvrir la liste',
  kindCount: '{{kind}} : {{count}}',
  bulkKinds: {
    OfferStrategy: 'Offres',
    CardOfferStrategy: 'Offres carte',
    BranchStrategy: 'Agences',
    MerchantStrategy: 'Marchands',
    CATIStrategy: 'Terminaux CATI',
    AffiliateTransactionStrategy: 'Transactions d’affiliation',
    AntiMoneyLaunderingStrategy: 'Liste LBC',
    BankStrategy: 'Liste noire bancaire',
    ApplicationReviewsStrategy: 'Examens des demandes',
    RepaymentsStrategy: 'Remboursements',
    CreditPromotionStrategy: 'Clients des promotions de crédit',
  },
};

const arMA: Tree = {
  ...ar,
  subtitle: 'شنو كيتسناك',
  loadError: 'ما قدرناش نجيبو شنو كيتسناك',
  empty: 'ما كاين والو كيتسناك',
  cards: {
    ...ar.cards,
    cashouts: 'طلبات الصرف اللي كتسنى القرار',
    approvals: 'موافقات كتسناك',
    offersEnding: 'عروض غادي يساليو فـ 7 أيام',
  },
  open: 'حل اللائحة',
};

export const homeLocales = { en, ar, fr, 'ar-MA': arMA };
