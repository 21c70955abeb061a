import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../lib/direction';
import { prepareDirection } from '../../lib/emotion-cache';
import { availableLanguages, languageNames, setLanguage, useLanguage, type Language } from '../../lib/i18n';

/** The app bar's language choice; the RTL style cache is made ready before the UI flips. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const languages = availableLanguages();
  if (languages.length < 2) return null;
  // The choice is stored at once; the RTL style cache loads beside the strings, before the UI flips.
  const choose = (next: Language) => setLanguage(next, () => prepareDirection(directionOf(next)));
  return (
    <TextField
      select
      size="small"
      label={t('language')}
      value={language}
      onChange={(event) => void choose(event.target.value as Language)}
      // On a phone it narrows so the app bar fits; a long language name ends with an ellipsis.
      sx={{ minWidth: { xs: 0, sm: 150 }, width: { xs: 96, sm: 'auto' }, flexShrink: 0 }}
    >
      {languages.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {languageNames[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
