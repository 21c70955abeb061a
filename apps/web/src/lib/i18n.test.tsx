import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { storageKeys } from './storage-keys';

describe('setLanguage', () => {
  it('remembers the choice at once, before its strings have arrived, then switches', async () => {
    const switching = setLanguage('ar');
    // A page opened now (a reload, a link in a new tab) starts in the chosen language.
    expect(localStorage.getItem(storageKeys.language)).toBe('ar');
    await switching;
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
