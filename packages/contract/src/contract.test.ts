import { describe, expect, it } from 'vitest';
import { areaFlags, type AreaFlag } from './areas.ts';
import { areasOff, catalog, requiredAreas } from './catalog.ts';
import type { Endpoint } from './endpoint.ts';
import { listAffiliateMerchants, listCashouts } from './endpoints/affiliate.ts';
import { searchLuckyContractCustomers } from './endpoints/applications.ts';
import { localLogin } from './endpoints/auth.ts';
import { listBanners } from './endpoints/banners.ts';
import { uploadBulkFile } from './endpoints/bulk.ts';
import { openRenderSession } from './endpoints/contracts.ts';
import { listFeatureFlagValues } from './endpoints/feature-flags.ts';
import { createOffer, getOffer, getRegularOffer, offerSettings, updateOffer } from './endpoints/offers.ts';
import { visibleMenu } from './menu.ts';
import { errorMessages, successMessages } from './messages.ts';
import { Permission, hasPermission, permissionKeys } from './permissions.ts';
import { SIGNED_IN, appRoutes, canOpenRoute, firstRouteFor, hrefFor } from './routes.ts';

const all = new Set<AreaFlag>(areaFlags);

describe('permissions (docs/requirements.md §P6)', () => {
  it('keeps every token key, typos included', () => {
    // The spec's 43, the four of cases and the calendar (issue 36), and the rules studio's (issue 37).
    expect(permissionKeys).toHaveLength(48);
    expect(permissionKeys).toContain('manege-offers-popular-offers');
    expect(permissionKeys).toContain('manege-offers-onboarding-offers');
    expect(permissionKeys).toContain('manage-applacations-prefill-contract-id');
    expect(permissionKeys).toContain('manage-applacations-prefill-connect-contract-id');
    expect(new Set(permissionKeys).size).toBe(permissionKeys.length);
  });

  it('maps route-side names to token keys', () => {
    expect(Permission.MANAGE_OFFERS).toBe('manage-offers-offers');
    expect(Permission.MANAGE_BANNERS_CREATE).toBe('manage-offers-banners-create');
    expect(Permission.MANAGE_CMT).toBe('manage-cmt');
    expect(Permission.MANAGE_CMT_GENERAL).toBe('manage-general');
    expect(Permission.MANAGE_FINANCING_APPLACATIONS_PREFILL_CONNECT_CONTRACT).toBe(
      'manage-applacations-prefill-connect-contract',
    );
    expect(Permission.MANAGE_GENERAL_FEATURE_FLAGS).toBe('manage-feature-flags');
  });

  it('passes a check only when every required string is inside some held permission', () => {
    expect(hasPermission(['manage-offers-banners-create'], ['manage-offers-banners'])).toBe(true);
    expect(hasPermission(['manage-offers-banners'], ['manage-offers-banners', 'manage-cmt'])).toBe(false);
    expect(hasPermission(undefined, ['manage-cmt'])).toBe(false);
  });
});

describe('routes (docs/requirements.md §P2)', () => {
  it('lists every /app route once, in spec order', () => {
    const paths = appRoutes.map((route) => route.path);
    // docs/requirements.md §P2's 48 routes after the home (issue 21), the customer page (issue 21 item 3),
    // and the case list, a case and the calendar (issue 36).
    expect(paths).toHaveLength(53);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 4)).toEqual([
      '/app/home',
      '/app/offers/popular',
      '/app/offers/manage-customized-category/:id?',
      '/app/offers/onboarding',
    ]);
    expect(paths.at(-1)).toBe('/app/feature-flags');
  });

  it('enables offers/manage by the affiliate flag, not the offers flag', () => {
    const route = appRoutes.find((r) => r.path === '/app/offers/manage/:id?');
    expect(route?.flags).toEqual(['AFFILIATE']);
  });

  it('guards by exact membership and denies a missing permission list', () => {
    const banners = appRoutes.find((r) => r.id === 'banners.list')!;
    expect(canOpenRoute(banners, ['manage-offers-banners'])).toBe(true);
    expect(canOpenRoute(banners, ['manage-offers-banners-create'])).toBe(false);
    expect(canOpenRoute(banners, undefined)).toBe(false);
  });

  it('builds links with optional params dropped', () => {
    expect(hrefFor('featureFlags.manage')).toBe('/app/feature-flags/manage');
    expect(hrefFor('featureFlags.manage', { id: 7 })).toBe('/app/feature-flags/manage/7');
    expect(() => hrefFor('affiliate.cashoutId')).toThrow();
  });

  it('sends /app to the home, which every signed-in user may open, whatever the areas', () => {
    expect(firstRouteFor(['manage-feature-flags'], all)).toBe('/app/home');
    expect(firstRouteFor([], all)).toBe('/app/home');
    expect(firstRouteFor(['manage-feature-flags'], new Set(['OFFERS']))).toBe('/app/home');
    const home = appRoutes.find((r) => r.id === 'home')!;
    expect(canOpenRoute(home, [])).toBe(true);
    expect(canOpenRoute(home, undefined)).toBe(false);
  });

  // Every permission of a route that can be opened without a value (a record id cannot be guessed).
  const withoutRequiredParams = appRoutes.filter((route) => !/:\w+(?!\w*\?)/.test(route.path));
  const guarded = withoutRequiredParams.flatMap((route) =>
    route.permission === SIGNED_IN ? [] : [Permission[route.permission]],
  );
  it.each([...new Set(guarded)])(
    'sends a user holding only %s to a route they may open, with no placeholder left in the link',
    (permission) => {
      const href = firstRouteFor([permission], all);
      expect(href).not.toContain(':');
      const route = appRoutes.find((r) => r.path.replace(/\/:\w+\?/g, '') === href);
      expect(route, href).toBeDefined();
      expect(canOpenRoute(route!, [permission])).toBe(true);
    },
  );

  it('lands a holder of only the customized-category permission on the home, whose menu opens that screen', () => {
    expect(firstRouteFor(['manage-offers-custom-category-offers'], all)).toBe('/app/home');
    expect(visibleMenu(['manage-offers-custom-category-offers'], all)[1]!.items).toEqual([
      { title: 'customizedCategory', href: '/app/offers/manage-customized-category' },
    ]);
  });
});

describe('menu (docs/requirements.md §P2)', () => {
  it('shows groups and items in spec order for a user with every permission', () => {
    const menu = visibleMenu(permissionKeys, all);
    expect(menu.map((g) => g.title)).toEqual([
      'home',
      'offers',
      'merchants',
      'applications',
      'contracts',
      'affiliate',
      'financing',
      'general',
      'cases',
      'featureFlags',
    ]);
    expect(menu[0]!.items).toEqual([{ title: 'home', href: '/app/home' }]);
    expect(menu[1]!.items.map((i) => i.title)).toEqual([
      'popularOnLucky',
      'customizedCategory',
      'banners',
      'onboardingOffers',
      'offersList',
      'branches',
    ]);
    expect(menu[5]!.items).toHaveLength(7);
  });

  it('hides a group whose flag is off, items without permission, and empty groups', () => {
    const menu = visibleMenu(
      ['manage-offers-banners', 'manage-feature-flags'],
      new Set(['OFFERS', 'GENERAL']),
    );
    expect(menu).toEqual([
      { title: 'home', items: [{ title: 'home', href: '/app/home' }] },
      { title: 'offers', items: [{ title: 'banners', href: '/app/offers/banners' }] },
    ]);
  });

  it('puts the contracts screens in their own group, shown by the contracts flag alone', () => {
    // The home group comes first and the cases group shows whatever the flags; the others are the flag's.
    const groups = (flags: AreaFlag[]) =>
      visibleMenu(permissionKeys, new Set(flags))
        .slice(1)
        .filter((g) => g.title !== 'cases')
        .map((g) => [g.title, g.items.map((i) => i.href)]);
    expect(groups(['CONTRACTS'])).toEqual([
      ['contracts', ['/app/applications/contracts/lucky', '/app/applications/contracts/connect']],
    ]);
    expect(groups(['APPLICATIONS'])).toEqual([
      [
        'applications',
        [
          '/app/applications/profile-validation',
          '/app/applications/nid-download',
          '/app/applications/blacklist',
        ],
      ],
    ]);
    const withoutContracts = visibleMenu(permissionKeys, new Set(areaFlags.filter((f) => f !== 'CONTRACTS')));
    expect(withoutContracts.flatMap((g) => g.items.map((i) => i.href)).join()).not.toContain('contracts');
  });

  it('shows Cashout Requests only when the cashouts flag is on', () => {
    const withoutCashouts = new Set(areaFlags.filter((f) => f !== 'CASHOUTS'));
    const titles = (flags: Set<AreaFlag>) =>
      visibleMenu(permissionKeys, flags)
        .find((g) => g.title === 'affiliate')!
        .items.map((i) => i.title);
    expect(titles(all)).toContain('cashoutRequests');
    expect(titles(withoutCashouts)).not.toContain('cashoutRequests');
  });
});

describe('messages (docs/requirements.md §P8)', () => {
  it('keeps the spec texts', () => {
    // The spec's 19 first; areas the spec does not name add theirs after, in its style.
    const errors = Object.values(errorMessages);
    expect(errors.length).toBeGreaterThanOrEqual(19);
    expect(errors.slice(19).every((text) => text.startsWith('Could not '))).toBe(true);
    expect(errors[18]).toBe('Could not save onboarding offers');
    expect(errorMessages.incorrectCredentials).toBe('Incorrect username / password');
    expect(errorMessages.merchantNotFound).toBe('Could not find an merchant with entered id');
    expect(Object.values(successMessages)).toEqual([
      'Banner was deleted',
      'Banner was created',
      'Banner active',
      'Banner inactive',
      'Popular merchants were saved',
      'Popular offers were saved',
      'Onboarding offers were saved',
    ]);
  });
});

describe('endpoint catalog', () => {
  it('declares one access rule per endpoint and no duplicate method+path', () => {
    const keys = catalog.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of catalog) {
      const { access } = endpoint;
      if (typeof access === 'object') {
        // One permission per value of the query parameter (e.g. `?feature=`), each a real key.
        expect(Object.keys(access.permissions).length).toBeGreaterThan(0);
        for (const key of Object.values(access.permissions)) expect(permissionKeys).toContain(key);
      } else expect(['public', 'authenticated', ...permissionKeys]).toContain(access);
    }
  });

  it('gives every endpoint the area flags of the screens that call it (docs/requirements.md §P1)', () => {
    const areasOf = (e: Endpoint) => requiredAreas(e).join();
    for (const endpoint of catalog) {
      for (const area of requiredAreas(endpoint)) expect(areaFlags).toContain(area);
    }
    expect(areasOf(listBanners)).toBe('OFFERS');
    expect(areasOf(listCashouts)).toBe('AFFILIATE,CASHOUTS');
    expect(areasOf(listAffiliateMerchants)).toBe('AFFILIATE');
    expect(areasOf(searchLuckyContractCustomers)).toBe('CONTRACTS');
    expect(areasOf(openRenderSession)).toBe('CONTRACTS');
    // Read by every screen before it renders; sign-in has no area.
    expect(areasOf(listFeatureFlagValues)).toBe('');
    expect(areasOf(localLogin)).toBe('');
    // The regular offer editor (/app/offers/manage) is enabled by the affiliate flag, not the offers
    // flag: its record calls follow it, and the form's shared choices answer under either.
    expect(areasOf(getRegularOffer)).toBe('AFFILIATE');
    expect(areasOf(getOffer)).toBe('AFFILIATE');
    expect(areasOf(updateOffer)).toBe('AFFILIATE');
    expect(areasOf(createOffer)).toBe('OFFERS');
    expect(areasOff(offerSettings, {}, new Set(['AFFILIATE']))).toEqual([]);
    expect(areasOff(offerSettings, {}, new Set(['OFFERS']))).toEqual([]);
    expect(areasOff(offerSettings, {}, new Set(['GENERAL']))).toEqual(['OFFERS', 'AFFILIATE']);
    expect(areasOff(getRegularOffer, {}, new Set(['OFFERS']))).toEqual(['AFFILIATE']);
    // A bulk call takes the area of its file kind.
    expect(requiredAreas(uploadBulkFile, { feature: 'RepaymentsStrategy' })).toEqual(['FINANCING']);
    expect(requiredAreas(uploadBulkFile, { feature: 'MerchantStrategy' })).toEqual(['MERCHANTS']);
    expect(requiredAreas(uploadBulkFile, { feature: 'NotAStrategy' })).toEqual([]);
  });

  it('uses the spec paths for banners and feature flags', () => {
    const keys = catalog.map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain('GET /api/v2/cmt-backend/offers/banners/list');
    expect(keys).toContain('PUT /api/v2/cmt-backend/offers/banners/:id');
    expect(keys).toContain('GET /api/v3/cmt-backend/configs/feature-flags');
    expect(keys).toContain('POST /api/v2/cmt-backend/auth/login');
  });
});
