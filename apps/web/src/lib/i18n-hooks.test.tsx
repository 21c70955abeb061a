import { act, renderHook } from '@testing-library/react';
import { errorMessages, successMessages } from '@cmt/contract/messages';
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar';
import fr from '../locales/fr';
import { i18n, useLanguage, useMessage } from './i18n';

describe('useLanguage', () => {
  it('gives the UI language and its direction, and follows a switch', async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current).toEqual({ language: 'en', direction: 'ltr' });
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current).toEqual({ language: 'ar', direction: 'rtl' });
    await act(() => i18n.changeLanguage('ar-MA'));
    expect(result.current).toEqual({ language: 'ar-MA', direction: 'rtl' });
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current).toEqual({ language: 'fr', direction: 'ltr' });
  });
});

describe('useMessage', () => {
  it('words the contract’s snackbar messages in the UI language', async () => {
    const { result } = renderHook(() => useMessage());
    expect(result.current('loadBanners')).toBe(errorMessages.loadBanners);
    expect(result.current('bannerDeleted')).toBe(successMessages.bannerDeleted);
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current('loadBanners')).toBe(ar.messages.loadBanners);
    expect(result.current('loadBanners')).not.toBe(errorMessages.loadBanners);
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current('bannerDeleted')).toBe(fr.messages.bannerDeleted);
  });
});
