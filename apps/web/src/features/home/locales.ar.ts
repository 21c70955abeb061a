import type { Tree } from './locales.en';

/** The Arabic strings of namespace `home` (locales.ts loads the language on screen only). */
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
    casesDueToday: 'حالات مستحقة اليوم',
    casesPastDue: 'حالات تجاوزت موعدها',
  },
  oldest: 'الأقدم: {{when}}',
  earliestDue: 'أقدم موعد استحقاق: {{date}}',
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

export default ar;
