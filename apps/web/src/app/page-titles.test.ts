import { menuGroups } from '@cmt/contract/menu';
import type { AppRouteId } from '@cmt/contract/routes';
import { describe, expect, it } from 'vitest';
import { affiliateLocales } from '../features/affiliate/locales';
import { appUsersLocales } from '../features/app-users/locales';
import { auditLocales } from '../features/audit/locales';
import { bannersLocales } from '../features/banners/locales';
import { bulkLocales } from '../features/bulk/locales';
import { complianceLocales } from '../features/compliance/locales';
import { contractsLocales } from '../features/contracts/locales';
import { featureFlagsLocales } from '../features/feature-flags/locales';
import { filesLocales } from '../features/files/locales';
import { financingLocales } from '../features/financing/locales';
import { localUsersLocales } from '../features/local-users/locales';
import { merchantsLocales } from '../features/merchants/locales';
import { offersLocales } from '../features/offers/locales';
import { plusLocales } from '../features/plus/locales';
import { smsLocales } from '../features/sms/locales';
import { knownLanguages, type Language } from '../lib/i18n';
import ar from '../locales/ar';
import arMA from '../locales/ar-MA';
import en from '../locales/en';
import fr from '../locales/fr';

type Locales = Record<Language, object>;
const shell: Locales = { en, ar, fr, 'ar-MA': arMA };

/**
 * Where each menu item's page takes its h1 (and so the browser tab title): its namespace's locales and
 * key. A new menu item adds its line here (the page's strings load with its feature, not the shell).
 */
const pageTitles: Partial<Record<AppRouteId, [Locales, string]>> = {
  'offers.popular': [offersLocales, 'popular.title'],
  'offers.customCategory': [offersLocales, 'customCategory.title'],
  'banners.list': [bannersLocales, 'title'],
  'offers.onboarding': [offersLocales, 'onboarding.title'],
  'offers.list': [offersLocales, 'list.title'],
  'branches.bulk': [bulkLocales, 'screens.branches.title'],
  'merchants.list': [merchantsLocales, 'list.title'],
  'merchants.catiBulk': [bulkLocales, 'screens.cati.title'],
  'applications.profileValidation': [complianceLocales, 'queue.title'],
  'contracts.lucky': [contractsLocales, 'luckyTitle'],
  'contracts.connect': [contractsLocales, 'connectTitle'],
  'applications.nidDownload': [complianceLocales, 'nid.title'],
  'applications.blacklist': [complianceLocales, 'blacklist.title'],
  'affiliate.merchants': [affiliateLocales, 'merchants.title'],
  'affiliate.categories': [affiliateLocales, 'categories.title'],
  'affiliate.merchantsPopular': [affiliateLocales, 'popular.title'],
  'affiliate.transactionsUpload': [bulkLocales, 'screens.affiliateTransactions.title'],
  'affiliate.cashout': [affiliateLocales, 'cashouts.title'],
  'affiliate.contest': [affiliateLocales, 'contest.title'],
  'affiliate.banners': [affiliateLocales, 'banners.title'],
  'financing.applications': [financingLocales, 'list.title'],
  'financing.repayments': [bulkLocales, 'screens.repayments.title'],
  'financing.unblockUsers': [financingLocales, 'unblock.title'],
  'financing.creditPromotions': [financingLocales, 'promotions.title'],
  'general.files': [filesLocales, 'title'],
  'general.sms': [smsLocales, 'title'],
  'general.plus': [plusLocales, 'list.title'],
  'general.appUsers': [appUsersLocales, 'title'],
  'general.localUsers': [localUsersLocales, 'title'],
  'general.audit': [auditLocales, 'title'],
  'featureFlags.list': [featureFlagsLocales, 'title'],
};

function lookup(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

const menuItems = menuGroups.flatMap((group) => group.items.map((item) => ({ group, item })));

describe('one term per concept: each menu label is its page title', () => {
  it('knows the page title of every menu item', () => {
    expect(Object.keys(pageTitles).sort()).toEqual(menuItems.map(({ item }) => item.route).sort());
  });

  for (const language of knownLanguages) {
    it(`in ${language}`, () => {
      const differences = menuItems.flatMap(({ group, item }) => {
        const page = pageTitles[item.route];
        if (!page) return [`${item.route}: no page title known`];
        const [locales, key] = page;
        const title = lookup(locales[language], key);
        // A group's only item ("Feature flags: List") names its page by the group's title.
        const label = lookup(shell[language], `menu.${group.items.length === 1 ? group.title : item.title}`);
        return label === title ? [] : [`${item.route}: menu "${String(label)}" / page "${String(title)}"`];
      });
      expect(differences).toEqual([]);
    });
  }
});
