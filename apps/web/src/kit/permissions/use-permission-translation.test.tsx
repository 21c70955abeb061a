import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { usePermissionTranslation } from './use-permission-translation';

describe('usePermissionTranslation', () => {
  it('gives the permissions’ words in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => usePermissionTranslation(),
        ({ t }) => t('opens', { screens: 'SMS' }),
      ),
    ).toEqual({ en: 'Opens: SMS', ar: 'تفتح: SMS', fr: 'Ouvre : SMS', 'ar-MA': 'كتحلّ: SMS' });
  });
});
