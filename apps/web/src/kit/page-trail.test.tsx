import { menuGroups } from '@cmt/contract/menu';
import { appRoutes, routeById, type AppRouteId } from '@cmt/contract/routes';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRememberSearch } from './list-search-memory';
import { PageTrail, trailOf } from './page-trail';
import { addressOf, renderApp } from './testing/render-app';

const menuRoutes = new Set<string>(menuGroups.flatMap((group) => group.items.map((item) => item.route)));
const stem = (path: string) => path.replace(/\/:\w+\??/g, '');

// Every route that is not a menu item is a page below a list (a detail, create, edit or upload page,
// or the customer page): each has its trail; a menu item (a list) has none.
const belowList = appRoutes.filter((route) => !menuRoutes.has(route.id));

describe('trailOf', () => {
  it('covers pages below a list: every route whose path extends a list route, and the customer page', () => {
    const extending = appRoutes.filter(
      (route) =>
        !menuRoutes.has(route.id) &&
        appRoutes.some((list) => menuRoutes.has(list.id) && route.path.startsWith(`${stem(list.path)}/`)),
    );
    const ids = belowList.map((route) => route.id);
    for (const route of extending) expect(ids).toContain(route.id);
    expect(ids).toContain('customers.overview');
  });

  for (const route of belowList) {
    it(`${route.id} has a trail ending at a menu list it sits below`, () => {
      const trail = trailOf(route);
      expect(trail, `${route.id} has no trail`).not.toBeNull();
      expect(menuRoutes.has(trail!.parent)).toBe(true);
      const last = trail!.steps.at(-1)!;
      expect(last.route).toBe(trail!.parent);
      for (const step of trail!.steps) expect(step.label).toMatch(/^menu\.\w+$/);
    });
  }

  it('names the group, then the list, by the menu keys', () => {
    const parents = Object.fromEntries(belowList.map((route) => [route.id, trailOf(route)!.parent]));
    expect(parents).toMatchObject({
      'banners.create': 'banners.list',
      'offers.create': 'offers.list',
      'offers.manage': 'offers.list',
      'merchants.manage': 'merchants.list',
      'applications.profileValidationId': 'applications.profileValidation',
      'affiliate.merchantsManage': 'affiliate.merchants',
      'affiliate.cashoutId': 'affiliate.cashout',
      'financing.application': 'financing.applications',
      'financing.creditPromotionsUpload': 'financing.creditPromotions',
      'general.plusManage': 'general.plus',
      'featureFlags.manage': 'featureFlags.list',
      'customers.overview': 'home',
    });
    expect(trailOf(routeById('offers.manage'))!.steps).toEqual([
      { label: 'menu.offers' },
      { label: 'menu.offersList', route: 'offers.list' },
    ]);
    // A group of one item is named once, by its title.
    expect(trailOf(routeById('featureFlags.manage'))!.steps).toEqual([
      { label: 'menu.featureFlags', route: 'featureFlags.list' },
    ]);
  });

  it('gives a list no trail', () => {
    for (const id of menuRoutes) expect(trailOf(routeById(id as AppRouteId))).toBeNull();
  });
});

describe('PageTrail', () => {
  // As app/route-page.tsx renders each route: it remembers the query, the trail reads it.
  function RouteScreen({ id }: { id: AppRouteId }) {
    useRememberSearch(id);
    return <PageTrail route={routeById(id)} />;
  }
  const routes = (['offers.list', 'offers.manage', 'customers.overview'] as const).map((id) => ({
    path: routeById(id).path,
    element: <RouteScreen id={id} />,
  }));

  it('links back to the list with the filters it had', async () => {
    sessionStorage.clear();
    const { history, user } = renderApp(routes, { history: ['/app/offers?status=ACTIVE&page=2'] });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    act(() => history.push('/app/offers/manage/7'));
    const back = await screen.findByRole('link', { name: 'Back to Offers List' });
    expect(back.getAttribute('href')).toBe('/app/offers?status=ACTIVE&page=2');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toContain('Offers');
    await user.click(back);
    expect(addressOf(history)).toBe('/app/offers?status=ACTIVE&page=2');
  });

  it('shows breadcrumbs but no back link on the customer page', async () => {
    renderApp(routes, { history: ['/app/customers/5'] });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Home');
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
  });
});
