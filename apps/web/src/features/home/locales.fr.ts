import type { Tree } from './locales.en';

/** The French strings of namespace `home` (locales.ts loads the language on screen only). */
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
    casesDueToday: 'Dossiers à échéance aujourd’hui',
    casesPastDue: 'Dossiers en retard',
  },
  oldest: 'Plus ancien : {{when}}',
  earliestDue: 'Échéance la plus ancienne : {{date}}',
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

export default fr;
