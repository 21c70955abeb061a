import { menuGroups } from '@cmt/contract/menu';
import type { AppRouteId } from '@cmt/contract/routes';
import { describe, expect, it } from 'vitest';
import { knownLanguages, loadEveryLanguage, type FeatureNamespace, type Language } from '../lib/i18n';
import ar from '../locales/ar';
import arMA from '../locales/ar-MA';
import en from '../locales/en';
import fr from '../locales/fr';

type Locales = Record<Language, object>;
const shell: Locales = { en, ar, fr, 'ar-MA': arMA };

/** Every feature's strings by its folder (`features/<folder>/locales.ts` exports `<name>Locales`). */
const features = new Map(
  await Promise.all(
    Object.entries(
      import.meta.glob<Record<string, FeatureNamespace>>('../features/*/locales.ts', { eager: true }),
    ).map(
      async ([path, module]) =>
        [/features\/([\w-]+)\//.exec(path)![1]!, await loadEveryLanguage(Object.values(module)[0]!)] as const,
    ),
  ),
);

/**
 * Where each menu item's page takes its h1 (and so the browser tab title): its namespace's locales and
 * key. A new menu item adds its line here (the page's strings load with its feature, not the shell).
 */
const pageTitles: Partial<Record<AppRouteId, [folder: string, key: string]>> = {
  'offers.popular': ['offers', 'popular.title'],
  'offers.customCategory': ['offers', 'customCategory.title'],
  'banners.list': ['banners', 'title'],
  'offers.onboarding': ['offers', 'onboarding.title'],
  'offers.list': ['offers', 'list.title'],
  'branches.bulk': ['bulk', 'screens.branches.title'],
  'merchants.list': ['merchants', 'list.title'],
  'merchants.catiBulk': ['bulk', 'screens.cati.title'],
  'applications.profileValidation': ['compliance', 'queue.title'],
  'contracts.lucky': ['contracts', 'luckyTitle'],
  'contracts.connect': ['contracts', 'connectTitle'],
  'applications.nidDownload': ['compliance', 'nid.title'],
  'applications.blacklist': ['compliance', 'blacklist.title'],
  'affiliate.merchants': ['affiliate', 'merchants.title'],
  'affiliate.categories': ['affiliate', 'categories.title'],
  'affiliate.merchantsPopular': ['affiliate', 'popular.title'],
  'affiliate.transactionsUpload': ['bulk', 'screens.affiliateTransactions.title'],
  'affiliate.cashout': ['affiliate', 'cashouts.title'],
  'affiliate.contest': ['affiliate', 'contest.title'],
  'affiliate.banners': ['affiliate', 'banners.title'],
  'financing.applications': ['financing', 'list.title'],
  'financing.repayments': ['bulk', 'screens.repayments.title'],
  'financing.unblockUsers': ['financing', 'unblock.title'],
  'financing.creditPromotions': ['financing', 'promotions.title'],
  'general.files': ['files', 'title'],
  'general.sms': ['sms', 'title'],
  'general.plus': ['plus', 'list.title'],
  'general.appUsers': ['app-users', 'title'],
  'general.localUsers': ['local-users', 'title'],
  'general.audit': ['audit', 'title'],
  'cases.list': ['cases', 'list.title'],
  'featureFlags.list': ['feature-flags', 'title'],
  home: ['home', 'title'],
  'cases.calendar': ['calendar', 'title'],
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
        const [folder, key] = page;
        const locales = features.get(folder);
        if (!locales) return [`${item.route}: no strings in features/${folder}`];
        const title = lookup(locales[language], key);
        // A group's only item ("Feature flags: List") names its page by the group's title.
        const label = lookup(shell[language], `menu.${group.items.length === 1 ? group.title : item.title}`);
        return label === title ? [] : [`${item.route}: menu "${String(label)}" / page "${String(title)}"`];
      });
      expect(differences).toEqual([]);
    });
  }
});
