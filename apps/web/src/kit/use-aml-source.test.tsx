import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import { i18n, loadEveryLanguage } from '../lib/i18n';
import { patternsLocales } from './locales';
import { useAmlSource } from './use-aml-source';

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

describe('useAmlSource', () => {
  it('words a source list in the UI language, and an older entry as it was written', async () => {
    const { result } = renderHook(() => useAmlSource());
    expect(result.current('EMLCU')).toBe('EMLCU (anti-money-laundering unit)');
    expect(result.current('Old bank list')).toBe('Old bank list');
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current('Court order')).toBe(patterns.ar.amlSource['Court order']);
    expect(result.current('Old bank list')).toBe('Old bank list');
  });
});
