import { describe, expect, it } from 'vitest';
import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import { patternsLocales } from './locales';

describe('AML source lists', () => {
  it('have their words in every language, and the Arabic ones are Arabic', () => {
    for (const source of amlSourceLists) {
      for (const language of ['en', 'ar', 'fr', 'ar-MA'] as const) {
        expect(patternsLocales[language].amlSource[source], `${language}: ${source}`).toBeTruthy();
      }
      expect(patternsLocales.ar.amlSource[source]).toMatch(/[\u0600-\u06FF]/);
      expect(patternsLocales['ar-MA'].amlSource[source]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
