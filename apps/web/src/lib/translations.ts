/** The plural suffixes of i18next (Intl.PluralRules categories): Arabic uses all six, English and French two. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * Another language's strings, shaped like English's: every key English has, and the plural forms
 * its own grammar needs on top (`rows_one`/`rows_other` in English; Arabic adds `_zero`, `_two`,
 * `_few` and `_many`).
 */
export type Translations<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Translations<T[K]> : T[K];
} & { [plural: `${string}_${PluralForm}`]: string };
