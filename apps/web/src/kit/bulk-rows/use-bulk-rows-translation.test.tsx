import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { useBulkRowsTranslation } from './use-bulk-rows-translation';

describe('useBulkRowsTranslation', () => {
  it('gives the bulk actions’ words in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => useBulkRowsTranslation(),
        ({ t }) => t('failedCall'),
      ),
    ).toEqual({
      en: 'The action could not be sent. Nothing was changed.',
      ar: 'تعذّر إرسال الإجراء. لم يتغير شيء.',
      fr: "L'action n'a pas pu être envoyée. Rien n'a changé.",
      'ar-MA': 'ما تقدرش يتصيفط الإجراء. حتى حاجة ما تبدلات.',
    });
    expect(
      await wordsInEachLanguage(
        () => useBulkRowsTranslation(),
        ({ t }) => t('selected', { count: 3 }),
        ['en', 'ar'],
      ),
    ).toEqual({ en: 'Rows selected: 3', ar: 'الصفوف المحددة: 3' });
  });
});
