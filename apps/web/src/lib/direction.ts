export type Direction = 'ltr' | 'rtl';

const rtlLanguages = new Set(['ar', 'ar-MA']);

export function directionOf(language: string): Direction {
  return rtlLanguages.has(language) || language.startsWith('ar-') ? 'rtl' : 'ltr';
}
