import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import ar from './locales.ar';
import arMA from './locales.ar-MA';
import fr from './locales.fr';
import { usePatternsTranslation } from './use-patterns-translation';

describe('usePatternsTranslation', () => {
  it('words the shared patterns (namespace `patterns`) in the UI language, following a switch', async () => {
    const { result } = renderHook(() => usePatternsTranslation());
    expect(result.current.t('leave.title')).toBe('Leave without saving?');
    expect(result.current.t('upload.uploading', { percent: 40 })).toBe('Uploading… 40%');
    for (const [language, strings] of [
      ['ar', ar],
      ['fr', fr],
      ['ar-MA', arMA],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      expect(result.current.t('leave.title')).toBe(strings.leave.title);
      expect(result.current.t('leave.title')).not.toBe('Leave without saving?');
    }
  });
});
