import type { PermissionKey } from '@cmt/contract/permissions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionTranslation } from '../../../kit/permissions/use-permission-translation';
import { screensOf, usesOf } from './permission-screens';

export interface PermissionTexts {
  label: string;
  /** One line: the screens it opens (from the contract's routes and menu), or what it is for. */
  opens: string;
}

/** A permission in the staff member's language: its label and the screens it opens. */
export function usePermissionTexts(): (key: PermissionKey) => PermissionTexts {
  const { t, i18n } = usePermissionTranslation();
  const common = useTranslation().t;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (key: PermissionKey) => {
      const screens = screensOf(key).map((screen) =>
        screen.kind === 'menu'
          ? t('inGroup', { group: common(`menu.${screen.group}`), screen: common(`menu.${screen.item}`) })
          : t(`screens.${screen.route}`),
      );
      const use = usesOf[key];
      const opens =
        screens.length > 0
          ? t('opens', { screens: new Intl.ListFormat(language, { type: 'conjunction' }).format(screens) })
          : t(`uses.${use ?? 'nothing'}`);
      return { label: t(`labels.${key}`), opens };
    },
    [t, common, language],
  );
}
