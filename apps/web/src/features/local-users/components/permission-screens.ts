import { menuGroups } from '@cmt/contract/menu';
import { Permission, type PermissionKey } from '@cmt/contract/permissions';
import { SIGNED_IN, appRoutes, type AppRouteId } from '@cmt/contract/routes';

/** A screen a permission opens: a menu item (named by the menu's labels) or another route (named by its id). */
export type PermissionScreen =
  { kind: 'menu'; route: AppRouteId; group: string; item: string } | { kind: 'route'; route: AppRouteId };

const menuItemOf = new Map(
  menuGroups.flatMap((group) =>
    group.items.map((item) => [item.route, { group: group.title, item: item.title }]),
  ),
);

/** Read from the contract: the routes whose guard checks the key, menu items first, in route order. */
export function screensOf(key: PermissionKey): PermissionScreen[] {
  const screens: PermissionScreen[] = appRoutes
    .filter((route) => route.permission !== SIGNED_IN && Permission[route.permission] === key)
    .map((route) => {
      const menu = menuItemOf.get(route.id);
      return menu ? { kind: 'menu', route: route.id, ...menu } : { kind: 'route', route: route.id };
    });
  return screens.toSorted((a, b) => Number(a.kind === 'route') - Number(b.kind === 'route'));
}

/** Keys no route checks, and what they are for instead (`uses.<…>` of the permission strings). */
export const usesOf: Partial<Record<PermissionKey, 'markAsSigned'>> = {
  'manage-contracts-mark-as-signed': 'markAsSigned',
};
