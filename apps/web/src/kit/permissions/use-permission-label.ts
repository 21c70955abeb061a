import type { PermissionKey } from '@cmt/contract/permissions';
import { useCallback } from 'react';
import { usePermissionTranslation } from './use-permission-translation';

/**
 * A permission key as staff read it: its label in the UI language. A key no label names (an old or
 * misspelt key still stored on an account) is shown as stored, so it stays visible and fixable.
 */
export function usePermissionLabel(): (key: string) => string {
  const { t, i18n } = usePermissionTranslation();
  return useCallback(
    (key: string) => (i18n.exists(`permissions:labels.${key}`) ? t(`labels.${key as PermissionKey}`) : key),
    [t, i18n],
  );
}
