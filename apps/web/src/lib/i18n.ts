import type { ErrorMessageKey, SuccessMessageKey } from '@cmt/contract/messages';
import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { directionOf, type Direction } from './direction';
import { storageKeys } from './storage-keys';

export type Language = 'en' | 'ar' | 'fr' | 'ar-MA';
export const knownLanguages: readonly Language[] = ['en', 'ar', 'fr', 'ar-MA'];

/** Each language's name in its own script, for the language switcher. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  fr: 'Français',
  'ar-MA': 'الدارجة المغربية',
};

// The default instance, so code importing i18next or react-i18next directly shares it.
export const i18n = i18next;

/**
 * The shell strings (`common`), one chunk per language: the browser downloads only the language
 * on screen (each is complete, the locale tests check it, so no English fallback is fetched).
 */
const commonLoaders: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('../locales/en'),
  ar: () => import('../locales/ar'),
  fr: () => import('../locales/fr'),
  'ar-MA': () => import('../locales/ar-MA'),
};
const commonLoaded = new Map<Language, Promise<void>>();

/** Adds `language`'s shell strings to i18n once (initI18n and setLanguage await it). */
export function loadLanguage(language: Language): Promise<void> {
  let loading = commonLoaded.get(language);
  if (!loading) {
    loading = commonLoaders[language]().then(
      (module) => void i18n.addResourceBundle(language, 'common', module.default, true, true),
      (error: unknown) => {
        commonLoaded.delete(language);
        throw error;
      },
    );
    commonLoaded.set(language, loading);
  }
  return loading;
}

function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export interface LanguageSettings {
  languages: readonly string[];
  defaultLanguage: string;
}

let configuredLanguages: readonly Language[] = knownLanguages;

/** The languages this deployment offers (config.languages), restricted to those we translate. */
export function availableLanguages(): readonly Language[] {
  return configuredLanguages;
}

function isLanguage(value: string | null): value is Language {
  return value !== null && (knownLanguages as readonly string[]).includes(value);
}

/** Starts i18n in the stored choice if the deployment offers it, else the configured default. */
export async function initI18n({ languages, defaultLanguage }: LanguageSettings): Promise<void> {
  const offered = languages.filter(isLanguage);
  configuredLanguages = offered.length > 0 ? offered : ['en'];
  const stored = localStorage.getItem(storageKeys.language);
  const fallback =
    isLanguage(defaultLanguage) && configuredLanguages.includes(defaultLanguage)
      ? defaultLanguage
      : configuredLanguages[0]!;
  const language = isLanguage(stored) && configuredLanguages.includes(stored) ? stored : fallback;

  i18n.on('languageChanged', applyToDocument);
  commonLoaded.clear(); // a new start has only its own language
  const strings = await commonLoaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { common: strings.default } },
    partialBundledLanguages: true,
    lng: language,
    // Every language has every key (the locale tests), so English is never fetched as a fallback.
    fallbackLng: false,
    supportedLngs: [...knownLanguages],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  commonLoaded.set(language, Promise.resolve());
  applyToDocument(language);
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * Switches the whole UI (texts, `<html dir lang>`, MUI direction) and remembers the choice. Where
 * MUI is on screen, await `prepareDirection` (lib/emotion-cache) first to avoid a flash.
 */
export async function setLanguage(language: Language): Promise<void> {
  // Remembered at once, before its strings arrive: a page opened meanwhile starts in it.
  localStorage.setItem(storageKeys.language, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** The current language and its direction; re-renders on change. */
export function useLanguage(): { language: Language; direction: Direction } {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, direction: directionOf(language) };
}

type FeatureResources = Record<Language, object>;
const registered = new Set<string>();

/**
 * Lets a feature bring its own strings: the bundles of `ns` are added once (deep merge), then this
 * is `useTranslation(ns)`. Declare `resources` at module level so it is the same object each render.
 */
export function useFeatureTranslation(ns: string, resources: FeatureResources) {
  if (!registered.has(ns)) {
    for (const language of knownLanguages) {
      i18n.addResourceBundle(language, ns, resources[language], true, false, { silent: true });
    }
    registered.add(ns);
  }
  return useTranslation(ns);
}

/** Translates a spec snackbar message (contract messages.ts) into the current language. */
export function useMessage(): (key: ErrorMessageKey | SuccessMessageKey) => string {
  const { t } = useTranslation('common');
  return useCallback((key: ErrorMessageKey | SuccessMessageKey) => t(`messages.${key}`), [t]);
}
