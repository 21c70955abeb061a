import { describe, expect, it } from 'vitest';
import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import { loadEveryLanguage } from '../lib/i18n';
import { patternsLocales } from './locales';

const patterns = await loadEveryLanguage(patternsLocales);

describe('AML source lists', () => {
  it('have their words in every language, and the Arabic ones are Arabic', () => {
    for (const source of amlSourceLists) {
      for (const language of ['en', 'ar', 'fr', 'ar-MA'] as const) {
        expect(patterns[language].amlSource[source], `${language}: ${source}`).toBeTruthy();
      }
      expect(patterns.ar.amlSource[source]).toMatch(/[\u0600-\u06FF]/);
      expect(patterns['ar-MA'].amlSource[source]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
