import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { useAuditEntryTranslation } from './use-audit-entry-translation';

describe('useAuditEntryTranslation', () => {
  it('gives the audit entries’ words in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => useAuditEntryTranslation(),
        ({ t }) => t('history.empty'),
      ),
    ).toEqual({
      en: 'Nothing recorded for this record yet',
      ar: 'لم يُسجل شيء لهذا السجل بعد',
      fr: 'Rien n’a encore été enregistré pour cette fiche',
      'ar-MA': 'مازال ما تسجل والو على هاد السجل',
    });
    expect(
      await wordsInEachLanguage(
        () => useAuditEntryTranslation(),
        ({ t }) => t('kinds.read'),
        ['en', 'ar'],
      ),
    ).toEqual({
      en: 'Personal data read',
      ar: 'اطلاع على بيانات شخصية',
    });
  });
});
