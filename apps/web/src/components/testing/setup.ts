/** Before each hook and component test file (vitest project `web-dom`): i18n in English (every language loaded), a clean page after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n, knownLanguages, loadLanguage } from '../../lib/i18n';

await initI18n({ languages: ['en', 'ar', 'fr', 'ar-MA'], defaultLanguage: 'en' });
// Every language's shell strings at hand, so a test switches with i18n.changeLanguage alone.
await Promise.all(knownLanguages.map(loadLanguage));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
