import { useLanguage } from '../lib/i18n';

/**
 * Picks the Arabic or the English text of a record for the UI language: Arabic for the Arabic
 * locales, English for the others (records are written in those two languages).
 *
 *   const pick = useBilingual();
 *   pick(merchant.nameEn, merchant.nameAr)
 */
export function useBilingual(): (english: string, arabic: string) => string {
  const { language } = useLanguage();
  const arabic = language.startsWith('ar');
  return (english, arabicText) => (arabic ? arabicText || english : english || arabicText);
}
