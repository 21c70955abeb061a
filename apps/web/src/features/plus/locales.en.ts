import type { Translations } from '../../lib/translations';
import type { PlusPeriod } from '@cmt/contract/endpoints/plus';

/** The English strings of namespace `plus` (locales.ts loads the language on screen only). */
const en = {
  currency: 'EGP',
  periods: {
    MONTHLY: 'Monthly',
    QUARTERLY: 'Every 3 months',
    SEMI_ANNUAL: 'Every 6 months',
    YEARLY: 'Yearly',
  } satisfies Record<PlusPeriod, string>,
  perPeriod: {
    MONTHLY: '{{price}} a month',
    QUARTERLY: '{{price}} every 3 months',
    SEMI_ANNUAL: '{{price}} every 6 months',
    YEARLY: '{{price}} a year',
  } satisfies Record<PlusPeriod, string>,
  list: {
    title: 'Plus',
    subtitle: 'The app’s Plus subscription plans, in the order the app shows them',
    create: 'New plan',
    active: 'Status',
    all: 'All plans',
    onlyActive: 'Offered',
    onlyInactive: 'Not offered',
    tableLabel: 'Plus plans',
    empty: 'No plan yet',
    loadError: 'Could not load the Plus plans',
    columns: {
      position: 'Order',
      name: 'Plan',
      price: 'Price',
      benefits: 'Benefits',
      active: 'Offered',
      actions: 'Actions',
    },
    benefitCount_one: '{{count}} benefit',
    benefitCount_other: '{{count}} benefits',
    edit: 'Edit {{name}}',
    toggle: 'Offer {{name}} in the app',
    deactivateTitle: 'Stop offering this plan?',
    deactivateMessage:
      '“{{name}}” will no longer be offered in the app. Customers who subscribed keep it until it ends.',
    deactivate: 'Stop offering',
    activated: 'The plan is offered again',
    deactivated: 'The plan is no longer offered',
    toggleFailed: 'Could not change the plan',
    changed: 'The plan was changed by someone else: the list was reloaded',
  },
  form: {
    createTitle: 'New Plus plan',
    editTitle: 'Edit Plus plan',
    english: 'English',
    arabic: 'Arabic',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    details: 'Price and period',
    price: 'Price',
    priceHelp: 'In Egyptian pounds, up to 2 decimals (e.g. 49.99)',
    period: 'Billing period',
    position: 'Order in the app',
    positionHelp: 'Lower numbers are shown first',
    isActive: 'Offered in the app',
    benefits: 'Benefits',
    benefitsHelp: 'What subscribers get, in both languages, in the order shown',
    benefitEn: 'Benefit {{number}} (English)',
    benefitAr: 'Benefit {{number}} (Arabic)',
    addBenefit: 'Add benefit',
    removeBenefit: 'Remove benefit {{number}}',
    create: 'Create plan',
    save: 'Save plan',
    created: 'The plan was created',
    saved: 'The plan was saved',
    saveFailed: 'Could not save the plan',
    notFound: 'This plan was not found',
    loadFailed: 'Could not load the plan',
  },
};

export type Tree = Translations<typeof en>;

export default en;
