import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { dateFieldOrder, formatDateField, parseDateField } from '../lib/dates';
import { usePatternsTranslation } from './use-patterns-translation';

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD`, `''`, or text typed that is not a date yet (what `onChange` last gave). */
  value: string;
  /** `YYYY-MM-DD` once the text reads as a date, `''` when cleared, otherwise the typed text. */
  onChange: (value: string) => void;
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A calendar date (a day in Africa/Cairo) typed and shown in the order of the UI language, day
 * first in Arabic, French and Moroccan Arabic, whatever the browser's own locale (a native date
 * input follows the browser, so an English browser showed month first). The calendar button opens
 * the browser's date picker. Digits run left to right, as on the printed contracts, so 23/11/2026
 * reads day, month, year in a right-to-left page too. Forms use it through `FormDateField`.
 */
export function DateField({ value, onChange, onBlur, disabled, slotProps, ...props }: DateFieldProps) {
  const { t } = usePatternsTranslation();
  const { language } = useLanguage();
  // What the person typed, kept while it is not a date yet; a date from elsewhere (the picker, a
  // reset, the URL) or another language shows formatted.
  const [typed, setTyped] = useState<{ text: string; value: string; language: string } | null>(null);
  const text =
    typed && typed.value === value && typed.language === language
      ? typed.text
      : formatDateField(language, value);
  const picker = useRef<HTMLInputElement>(null);
  const pattern = dateFieldOrder(language)
    .map((part) => t(`date.${part}`))
    .join('/');

  const set = (next: string) => {
    const date = parseDateField(language, next);
    const nextValue = next.trim() === '' ? '' : (date ?? next);
    setTyped({ text: next, value: nextValue, language });
    onChange(nextValue);
  };

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => set(event.target.value)}
      onBlur={(event) => {
        if (parseDateField(language, text)) setTyped(null);
        onBlur?.(event);
      }}
      disabled={disabled}
      placeholder={pattern}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                edge="end"
                size={props.size === 'small' ? 'small' : 'medium'}
                aria-label={t('date.pick')}
                disabled={disabled}
                onClick={() => {
                  try {
                    picker.current?.showPicker();
                  } catch {
                    picker.current?.focus();
                  }
                }}
              >
                <CalendarMonthIcon fontSize={props.size === 'small' ? 'small' : 'medium'} />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isDay(value) ? value : ''}
                onChange={(event) => {
                  setTyped(null);
                  onChange(event.target.value);
                }}
                style={{
                  position: 'absolute',
                  insetBlockEnd: 0,
                  insetInlineStart: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
