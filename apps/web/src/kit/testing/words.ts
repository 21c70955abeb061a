import { act, renderHook } from '@testing-library/react';
import { i18n, knownLanguages, type Language } from '../../lib/i18n';

/**
 * What a hook words, in each language in turn: it is rendered once and the language on screen is
 * switched under it, so a hook that does not follow the switch (or reads another namespace) shows.
 *
 *   expect(await wordsInEachLanguage(() => useQueueTranslation(), ({ t }) => t('takeNext'))).toEqual({ en: 'Take next', … });
 */
export async function wordsInEachLanguage<T>(
  useHook: () => T,
  word: (hook: T) => string,
  languages: readonly Language[] = knownLanguages,
): Promise<Partial<Record<Language, string>>> {
  const { result } = renderHook(useHook);
  const words: Partial<Record<Language, string>> = {};
  for (const language of languages) {
    await act(() => i18n.changeLanguage(language));
    words[language] = word(result.current);
  }
  return words;
}
