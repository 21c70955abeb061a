import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, setLanguage } from './i18n';
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

  it('remembers the choice before the RTL styles are ready, and switches only once they are', async () => {
    let ready!: () => void;
    const styles = new Promise<void>((resolve) => (ready = resolve));
    const switching = setLanguage('ar-MA', () => styles);
    expect(localStorage.getItem(storageKeys.language)).toBe('ar-MA');
    // Its strings have arrived, and the next frame is drawn after everything that waited only for
    // them has run: the UI still waits for its styles.
    await loadLanguage('ar-MA');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(i18n.language).toBe('en'); // no flash: the UI waits for its styles
    ready();
    await switching;
    expect(i18n.language).toBe('ar-MA');
  });
});
