/**
 * Before each hook and component test file (vitest project `web-dom`): i18n in English with every
 * language's strings loaded (the shell's and every feature namespace's), a clean page after each test.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import {
  i18n,
  initI18n,
  knownLanguages,
  loadLanguage,
  loadNamespace,
  type FeatureNamespace,
} from '../../lib/i18n';

await initI18n({ languages: ['en', 'ar', 'fr', 'ar-MA'], defaultLanguage: 'en' });
// Every language's shell strings at hand, so a test switches with i18n.changeLanguage alone.
await Promise.all(knownLanguages.map(loadLanguage));
// And every feature namespace's (each `locales.ts` declares one), so no screen under test suspends.
const namespaces = Object.values(
  import.meta.glob<Record<string, unknown>>('../../**/*locales.ts', { eager: true }),
).flatMap((module) => Object.values(module).filter(isFeatureNamespace));
await Promise.all(
  namespaces.flatMap((namespace) => knownLanguages.map((language) => loadNamespace(namespace, language))),
);

function isFeatureNamespace(value: unknown): value is FeatureNamespace {
  return typeof value === 'object' && value !== null && 'ns' in value && 'loaders' in value;
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
