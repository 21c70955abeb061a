import type { PermissionKey } from '@cmt/contract/permissions';

/**
 * What each permission means to the staff member choosing it, namespace `permissions`: a label per
 * token key, the names of the screens outside the menu (menu screens use the menu's own labels),
 * and a line for the keys that open no screen. Which screens a key opens is read from the
 * contract's routes (`permission-screens.ts`), never listed here.
 */
interface PermissionStrings {
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
    general: { plusManage: string };
    featureFlags: { manage: string };
  };
  /** `{{group}} › {{screen}}`: a menu screen with its menu group. */
  inGroup: string;
}

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
    general: { plusManage: 'Create or edit Plus plan' },
    featureFlags: { manage: 'Create or edit feature flag' },
  },
  inGroup: '{{group}} › {{screen}}',
};

const ar: PermissionStrings = {
  labels: {
    'manage-cmt': 'الإدارة: حسابات الموظفين وعروض البطاقة',
    'manage-general': 'إرسال الرسائل النصية',
    'manage-offers-banners': 'البانرات',
    'manage-offers-banners-create': 'إنشاء البانرات',
    'manage-offers-offers': 'قائمة العروض',
    'manege-offers-popular-offers': 'ترتيب العروض الأكثر رواجًا',
    'manage-offers-custom-category-offers': 'الفئة المخصصة',
    'manege-offers-onboarding-offers': 'ترتيب عروض المستخدمين الجدد',
    'manage-offers-offers-manage-id': 'تعديل العروض',
    'manage-offers-offers-create': 'إنشاء العروض',
    'manage-offers-offers-bulk': 'رفع العروض دفعة واحدة',
    'manage-offers-branches-bulk': 'رفع الفروع دفعة واحدة، والقائمة السوداء',
    'manage-affiliate': 'الأفلييت (عام)',
    'manage-affiliate-merchants': 'قائمة تجار الأفلييت',
    'manage-affiliate-transactions': 'رفع معاملات الأفلييت',
    'manage-affiliate-contest': 'مسابقة الأفلييت',
    'manage-affiliate-merchants-id': 'إنشاء تجار الأفلييت وتعديلهم',
    'manage-affiliate-categories': 'فئات الأفلييت',
    'manage-affiliate-merchants-popular': 'ترتيب التجار الأكثر رواجًا',
    'manage-affiliate-banners': 'بانرات الأفلييت',
    'manage-affiliate-cashout': 'قائمة طلبات السحب',
    'manage-affiliate-cashout-id': 'قبول طلبات السحب أو رفضها',
    'manage-financing-applications': 'طلبات التمويل، مع الأرقام القومية',
    'manage-financing-repayments-upload': 'رفع السداد',
    'manage-financing-application-reviews': 'مراجعة الحدود الائتمانية دفعة واحدة',
    'manage-financing-credit-promotion': 'العروض الائتمانية',
    'manage-applacations-prefill-contract': 'طباعة عقود لاكي',
    'manage-applacations-prefill-contract-id': 'عقد لاكي برقمه',
    'manage-applacations-prefill-connect-contract': 'طباعة عقود كونكت',
    'manage-applacations-prefill-connect-contract-id': 'عقد كونكت برقمه',
    'manage-applications-profile-validation': 'قائمة التحقق من الملفات الشخصية',
    'manage-applications-profile-validation-id': 'مراجعة الملفات الشخصية وصور بطاقات الرقم القومي',
    'manage-financing-applications-assigned-partner': 'تعيين شريك تمويل',
    'manage-financing-applications-unblock-user': 'رفع الحظر عن المستخدمين',
    'manage-contracts-mark-as-signed': 'تسجيل توقيع العقود',
    'manage-app-users': 'مستخدمو التطبيق: البحث والحظر ورفع الحظر',
    'manage-feature-flags': 'مفاتيح الميزات',
    'manage-general-files': 'الملفات',
    'manage-general-plus': 'باقات بلس',
    'manage-general-users-manage': 'المستخدمون (محجوز)',
    'manage-merchant': 'التجار',
    'manage-merchant-bulk': 'رفع التجار دفعة واحدة',
    'manage-merchant-cati-bulk': 'رفع أرقام أجهزة CATI دفعة واحدة',
  },
  opens: 'تفتح: {{screens}}',
  uses: {
    markAsSigned: 'زر «تسجيل التوقيع» في عقود لاكي وعقود كونكت',
    nothing: 'لا تفتح أي شاشة في هذا الإصدار',
  },
  key: 'المفتاح: {{key}}',
  screens: {
    banners: { create: 'إنشاء بانر' },
    offers: {
      create: 'إنشاء عرض',
      manage: 'تعديل عرض',
      bulk: 'رفع العروض دفعة واحدة',
      cardsBulk: 'رفع عروض البطاقة دفعة واحدة',
      cardsManage: 'عرض البطاقة',
    },
    merchants: { manage: 'إنشاء تاجر أو تعديله', bulk: 'رفع التجار دفعة واحدة' },
    applications: { profileValidationId: 'مراجعة الملف الشخصي' },
    affiliate: { merchantsManage: 'إنشاء تاجر أفلييت أو تعديله', cashoutId: 'طلب سحب' },
    financing: {
      application: 'طلب العميل',
      assignPartner: 'تعيين شريك تمويل',
      applicationReviews: 'مراجعات جماعية',
      creditPromotionsUpload: 'عرض ائتماني: العملاء المستحقون',
    },
    general: { plusManage: 'إنشاء باقة بلس أو تعديلها' },
    featureFlags: { manage: 'إنشاء مفتاح ميزة أو تعديله' },
  },
  inGroup: '{{group}} › {{screen}}',
};

const fr: PermissionStrings = {
  labels: {
    'manage-cmt': 'Administration : comptes du personnel et offres carte',
    'manage-general': 'Envoyer des SMS',
    'manage-offers-banners': 'Bannières',
    'manage-offers-banners-create': 'Créer des bannières',
    'manage-offers-offers': 'Liste des offres',
    'manege-offers-popular-offers': 'Ordre des offres populaires',
    'manage-offers-custom-category-offers': 'Catégorie personnalisée',
    'manege-offers-onboarding-offers': 'Ordre des offres de bienvenue',
    'manage-offers-offers-manage-id': 'Modifier les offres',
    'manage-offers-offers-create': 'Créer des offres',
    'manage-offers-offers-bulk': 'Importer des offres en masse',
    'manage-offers-branches-bulk': 'Importer des agences en masse, et la liste noire',
    'manage-affiliate': 'Affiliation (général)',
    'manage-affiliate-merchants': 'Liste des commerçants affiliés',
    'manage-affiliate-transactions': 'Importer les transactions d’affiliation',
    'manage-affiliate-contest': 'Concours d’affiliation',
    'manage-affiliate-merchants-id': 'Créer et modifier des commerçants affiliés',
    'manage-affiliate-categories': 'Catégories affiliées',
    'manage-affiliate-merchants-popular': 'Ordre des commerçants affiliés populaires',
    'manage-affiliate-banners': 'Bannières d’affiliation',
    'manage-affiliate-cashout': 'Liste des demandes de retrait',
    'manage-affiliate-cashout-id': 'Approuver ou refuser les demandes de retrait',
    'manage-financing-applications': 'Demandes de financement, avec les numéros nationaux',
    'manage-financing-repayments-upload': 'Importer les remboursements',
    'manage-financing-application-reviews': 'Revoir des lignes de crédit par lot',
    'manage-financing-credit-promotion': 'Promotions de crédit',
    'manage-applacations-prefill-contract': 'Imprimer les contrats Lucky',
    'manage-applacations-prefill-contract-id': 'Contrat Lucky par numéro',
    'manage-applacations-prefill-connect-contract': 'Imprimer les contrats Connect',
    'manage-applacations-prefill-connect-contract-id': 'Contrat Connect par numéro',
    'manage-applications-profile-validation': 'File de validation des profils',
    'manage-applications-profile-validation-id': 'Examiner les profils et les images des CNI',
    'manage-financing-applications-assigned-partner': 'Attribuer un partenaire de financement',
    'manage-financing-applications-unblock-user': 'Débloquer des utilisateurs',
    'manage-contracts-mark-as-signed': 'Marquer les contrats comme signés',
    'manage-app-users': 'Utilisateurs de l’app : chercher, bloquer, débloquer',
    'manage-feature-flags': 'Indicateurs de fonctionnalités',
    'manage-general-files': 'Fichiers',
    'manage-general-plus': 'Formules Plus',
    'manage-general-users-manage': 'Utilisateurs (réservé)',
    'manage-merchant': 'Commerçants',
    'manage-merchant-bulk': 'Importer des commerçants en masse',
    'manage-merchant-cati-bulk': 'Import CATI en masse',
  },
  opens: 'Ouvre : {{screens}}',
  uses: {
    markAsSigned: 'Le bouton « Marquer comme signé » des contrats Lucky et Connect',
    nothing: 'N’ouvre aucun écran dans cette version',
  },
  key: 'Clé : {{key}}',
  screens: {
    banners: { create: 'Créer une bannière' },
    offers: {
      create: 'Créer une offre',
      manage: 'Modifier une offre',
      bulk: 'Import d’offres en masse',
      cardsBulk: 'Import d’offres carte en masse',
      cardsManage: 'Offre carte',
    },
    merchants: { manage: 'Créer ou modifier un commerçant', bulk: 'Import de commerçants en masse' },
    applications: { profileValidationId: 'Examen d’un profil' },
    affiliate: {
      merchantsManage: 'Créer ou modifier un commerçant affilié',
      cashoutId: 'Demande de retrait',
    },
    financing: {
      application: 'Demande du client',
      assignPartner: 'Attribuer un partenaire de financement',
      applicationReviews: 'Revues par lot',
      creditPromotionsUpload: 'Promotion de crédit : clients éligibles',
    },
    general: { plusManage: 'Créer ou modifier une formule Plus' },
    featureFlags: { manage: 'Créer ou modifier un indicateur' },
  },
  inGroup: '{{group}} › {{screen}}',
};

/** Moroccan Arabic takes Arabic's terms for permissions and screens (the menu's MSA terms). */
const arMA: PermissionStrings = {
  ...ar,
  opens: 'كتحلّ: {{screens}}',
  uses: {
    markAsSigned: 'البوطونة «تسجيل التوقيع» فعقود لاكي وعقود كونكت',
    nothing: 'ما كتحلّ حتى شاشة فهاد النسخة',
  },
  key: 'المفتاح: {{key}}',
};

export const permissionLocales = { en, ar, fr, 'ar-MA': arMA };
