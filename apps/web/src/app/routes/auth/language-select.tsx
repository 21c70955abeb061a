import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  availableLanguages,
  languageNames,
  setLanguage,
  useLanguage,
  type Language,
} from '../../../lib/i18n';

/** Language choice on the sign-in page, each language named in its own script. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const languages = availableLanguages();
  if (languages.length < 2) return null;
  return (
    <>
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        className="cmt-select"
        value={language}
        onChange={(event) => void setLanguage(event.target.value as Language)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </>
  );
}
