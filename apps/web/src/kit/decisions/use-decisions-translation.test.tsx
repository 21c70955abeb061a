import { describe, expect, it } from 'vitest';
import { decisionKinds } from '@cmt/contract/endpoints/decisions';
import { loadEveryLanguage } from '../../lib/i18n';
import { wordsInEachLanguage } from '../testing/words';
import { decisionsLocales } from './locales';
import { useDecisionsTranslation } from './use-decisions-translation';

describe('useDecisionsTranslation', () => {
  it('words a decision in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => useDecisionsTranslation(),
        ({ t }) => t('kinds.affiliate-cashout.approve'),
      ),
    ).toEqual({
      en: 'Cashout approved',
      ar: 'الموافقة على طلب السحب',
      fr: 'Retrait approuvé',
      'ar-MA': 'الموافقة على طلب السحب',
    });
  });

  it('words every kind of the contract in every language', async () => {
    const languages = await loadEveryLanguage(decisionsLocales);
    for (const strings of Object.values(languages)) {
      for (const kind of decisionKinds) expect(strings.kinds[kind]).toMatch(/\S/);
    }
  });
});
