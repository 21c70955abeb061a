import type { ErrorMessageKey, SuccessMessageKey } from '@cmt/contract/messages';
import i18next from 'i18next';
import { use, useCallback, useEffect } from 'react';
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
  // Feature strings downloaded before a new start stay downloaded (init empties the store).
  for (const [key, strings] of namespaceStrings) {
    const [loadedLanguage, ns] = key.split('|') as [Language, string];
    i18n.addResourceBundle(loadedLanguage, ns, strings, true, true);
  }
  applyToDocument(language);
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

/**
 * Switches the whole UI (texts, `<html dir lang>`, MUI direction) and remembers the choice. Where
 * MUI is on screen, pass `prepare` = `prepareDirection` (lib/emotion-cache) to avoid a flash: it runs
 * beside the downloads, after the choice is stored, and the switch waits for it.
 */
export async function setLanguage(language: Language, prepare?: () => Promise<void>): Promise<void> {
  // Remembered at once, before its strings (or the RTL styles) arrive: a page opened meanwhile starts in it.
  localStorage.setItem(storageKeys.language, language);
  // The screens opened so far switch at once too: their strings in the new language come first.
  // One that fails to arrive is no reason to stay in the old language: its screen says it failed (Reload).
  const features = [...namespacesInUse.keys()].map((namespace) => loadNamespace(namespace, language));
  await Promise.all([loadLanguage(language), prepare?.()]);
  await Promise.allSettled(features);
  await i18n.changeLanguage(language);
}

/** The current language and its direction; re-renders on change. */
export function useLanguage(): { language: Language; direction: Direction } {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : 'en';
  return { language, direction: directionOf(language) };
}

/**
 * A feature's strings (namespace `ns`), one module per language: `features/<name>/locales.ts` declares
 * it, `locales.<language>.ts` hold the strings, and only the language on screen is downloaded.
 */
export interface FeatureNamespace<T extends object = object> {
  readonly ns: string;
  readonly loaders: Readonly<Record<Language, () => Promise<{ default: T }>>>;
}

/** Declares a feature namespace (its modules are imported only when a screen needs them). */
export function featureNamespace<T extends object>(
  ns: string,
  loaders: Record<Language, () => Promise<{ default: T }>>,
): FeatureNamespace<T> {
  return { ns, loaders };
}

/** The namespaces on screen (how many components use each): setLanguage brings their strings in the new language first. */
const namespacesInUse = new Map<FeatureNamespace, number>();
/** One promise per language and namespace (`ar|offers`): every screen waits on the same download. */
const namespaceLoaded = new Map<string, Promise<void>>();
/** The strings those downloads brought, by the same key. */
const namespaceStrings = new Map<string, object>();

/**
 * Adds `namespace`'s strings in `language` to i18n once. A failed download is tried once more (a
 * dropped connection, a deploy in between), then stays failed, as page parts do (app/lazy-part): the
 * screen's error boundary offers a reload.
 */
export function loadNamespace(namespace: FeatureNamespace, language: Language): Promise<void> {
  const key = `${language}|${namespace.ns}`;
  let loading = namespaceLoaded.get(key);
  if (!loading) {
    const load = namespace.loaders[language];
    loading = load()
      .catch(() => load())
      .then((module) => {
        namespaceStrings.set(key, module.default);
        i18n.addResourceBundle(language, namespace.ns, module.default, true, true);
      });
    namespaceLoaded.set(key, loading);
  }
  return loading;
}

/** What `use` is given once the strings are there: React reads its `status` and does not suspend. */
const alreadyLoaded: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/** A namespace's strings in every language, for tests that compare the languages. */
export async function loadEveryLanguage<T extends object>(
  namespace: FeatureNamespace<T>,
): Promise<Record<Language, T>> {
  const modules = await Promise.all(knownLanguages.map((language) => namespace.loaders[language]()));
  return Object.fromEntries(knownLanguages.map((language, i) => [language, modules[i]!.default])) as Record<
    Language,
    T
  >;
}

/**
 * `useTranslation(namespace.ns)` once the namespace's strings in the current language are there: until
 * then the component suspends (React `use` on the shared download), so neither keys nor another
 * language ever show. setLanguage loads the new language's strings of the namespaces in use before it
 * switches; a namespace still missing then (a screen opened later, another way of switching) suspends
 * here the same way.
 */
export function useFeatureTranslation(namespace: FeatureNamespace) {
  useEffect(() => {
    namespacesInUse.set(namespace, (namespacesInUse.get(namespace) ?? 0) + 1);
    return () => {
      const count = namespacesInUse.get(namespace)! - 1;
      if (count > 0) namespacesInUse.set(namespace, count);
      else namespacesInUse.delete(namespace);
    };
  }, [namespace]);
  const translation = useTranslation(namespace.ns);
  const { language } = translation.i18n;
  use(
    isLanguage(language) && !i18n.hasResourceBundle(language, namespace.ns)
      ? loadNamespace(namespace, language)
      : alreadyLoaded,
  );
  return translation;
}

/** Translates a spec snackbar message (contract messages.ts) into the current language. */
export function useMessage(): (key: ErrorMessageKey | SuccessMessageKey) => string {
  const { t } = useTranslation('common');
  return useCallback((key: ErrorMessageKey | SuccessMessageKey) => t(`messages.${key}`), [t]);
}
