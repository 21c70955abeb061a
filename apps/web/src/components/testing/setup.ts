/** Before each hook and component test file (vitest project `web-dom`): i18n in English, a clean page after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';

await initI18n({ languages: ['en', 'ar', 'fr', 'ar-MA'], defaultLanguage: 'en' });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
