import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { useCaseLinksTranslation } from './use-case-links-translation';

describe('useCaseLinksTranslation', () => {
  it('gives the record pages’ case words in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => useCaseLinksTranslation(),
        ({ t }) => t('openCase'),
      ),
    ).toEqual({ en: 'Open a case', ar: 'فتح قضية', fr: 'Ouvrir un dossier', 'ar-MA': 'حل ملف' });
  });

  it('counts business days with each language’s plural forms', async () => {
    expect(
      await wordsInEachLanguage(
        () => useCaseLinksTranslation(),
        ({ t }) => t('daysLeft', { count: 2 }),
      ),
    ).toEqual({
      en: '2 business days left',
      ar: 'يوما عمل متبقيان',
      fr: '2 jours ouvrés restants',
      'ar-MA': 'يوما عمل متبقيان',
    });
  });
});
