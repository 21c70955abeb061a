import { describe, expect, it } from 'vitest';
import { wordsInEachLanguage } from '../testing/words';
import { useQueueTranslation } from './use-queue-translation';

describe('useQueueTranslation', () => {
  it('gives the queues’ words in the language on screen, and follows a switch', async () => {
    expect(
      await wordsInEachLanguage(
        () => useQueueTranslation(),
        ({ t }) => t('takeNext'),
      ),
    ).toEqual({
      en: 'Take next',
      ar: 'خذ التالي',
      fr: 'Prendre le suivant',
      'ar-MA': 'خود اللي موراه',
    });
  });
});
