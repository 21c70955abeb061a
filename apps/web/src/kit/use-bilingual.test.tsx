import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { useBilingual } from './use-bilingual';

const pickIn = async (language: string) => {
  await i18n.changeLanguage(language);
  return renderHook(() => useBilingual()).result.current;
};

describe('useBilingual', () => {
  it('shows the Arabic text in Arabic and Moroccan Arabic, the English one in English and French', async () => {
    expect((await pickIn('ar'))('Lucky Store', 'متجر لاكي')).toBe('متجر لاكي');
    expect((await pickIn('ar-MA'))('Lucky Store', 'متجر لاكي')).toBe('متجر لاكي');
    expect((await pickIn('en'))('Lucky Store', 'متجر لاكي')).toBe('Lucky Store');
    expect((await pickIn('fr'))('Lucky Store', 'متجر لاكي')).toBe('Lucky Store');
  });

  it('shows the other language rather than nothing when the record lacks the text of the UI language', async () => {
    expect((await pickIn('ar'))('Lucky Store', '')).toBe('Lucky Store');
    expect((await pickIn('en'))('', 'متجر لاكي')).toBe('متجر لاكي');
  });

  it('follows a language switch', async () => {
    const { result } = renderHook(() => useBilingual());
    expect(result.current('Lamp', 'مصباح')).toBe('Lamp');
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current('Lamp', 'مصباح')).toBe('مصباح');
  });
});
