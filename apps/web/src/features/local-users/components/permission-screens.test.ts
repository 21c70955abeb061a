import { Permission, permissionKeys } from '@cmt/contract/permissions';
import { appRoutes } from '@cmt/contract/routes';
import { describe, expect, it } from 'vitest';
import { knownLanguages, loadEveryLanguage } from '../../../lib/i18n';
import { permissionLocales } from '../../../kit/permissions/permission-locales';
import { screensOf, usesOf } from './permission-screens';

const permissionStrings = await loadEveryLanguage(permissionLocales);

const lookup = (tree: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('which screens a permission opens', () => {
  it('is read from the contract: the routes whose guard checks the key, menu items first', () => {
    expect(screensOf('manage-offers-banners')).toEqual([
      { kind: 'menu', route: 'banners.list', group: 'offers', item: 'banners' },
    ]);
    expect(screensOf('manage-offers-offers-bulk').map((screen) => screen.route)).toEqual([
      'offers.bulk',
      'offers.cardsBulk',
    ]);
    expect(screensOf('manage-feature-flags').map((screen) => screen.route)).toEqual([
      'featureFlags.list',
      'featureFlags.manage',
    ]);
    expect(screensOf('manage-contracts-mark-as-signed')).toEqual([]);
  });

  it('names every screen outside the menu in every language', () => {
    const routes = new Set(permissionKeys.flatMap((key) => screensOf(key)));
    for (const language of knownLanguages) {
      for (const screen of routes) {
        if (screen.kind === 'route') {
          expect(
            lookup(permissionStrings[language].screens, screen.route),
            `${language} ${screen.route}`,
          ).toEqual(expect.any(String));
        }
      }
    }
    // Every route of the contract that needs a permission is reached by one.
    expect(new Set([...routes].map((screen) => screen.route))).toEqual(
      new Set(appRoutes.filter((route) => route.permission in Permission).map((route) => route.id)),
    );
  });

  it('gives every permission a label in every language, and a line when it opens no screen', () => {
    for (const language of knownLanguages) {
      const strings = permissionStrings[language];
      for (const key of permissionKeys) {
        expect(strings.labels[key], `${language} ${key}`).toMatch(/\S/);
        const use = usesOf[key];
        if (use) expect(strings.uses[use]).toMatch(/\S/);
      }
      // The label is the staff's words, not the key again.
      expect(Object.values(strings.labels).filter((label) => /^man[ae]ge-/.test(label))).toEqual([]);
    }
  });
});
