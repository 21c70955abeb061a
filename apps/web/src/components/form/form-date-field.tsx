import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n';
import { dateFieldOrder, formatDateField, parseDateField } from '../../lib/dates';
import { usePatternsTranslation } from '../use-patterns-translation';
import { useErrorText } from './use-error-text';

type FormDateFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A calendar date (`YYYY-MM-DD` in the form, a day in Africa/Cairo) typed and shown in the order of
 * the UI language, day first in Arabic, French and Moroccan Arabic, whatever the browser's own
 * locale (a native date input follows the browser, so an English browser showed month first). The
 * calendar button opens the browser's date picker. Digits run left to right, as on the printed
 * contracts, so 23/11/2026 reads day, month, year in a right-to-left page too.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  disabled,
  ...props
}: FormDateFieldProps<T>) {
  const { t } = usePatternsTranslation();
  const { language } = useLanguage();
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText()(fieldState.error);
  const value = typeof field.value === 'string' ? field.value : '';
  // What the person typed, kept while it is not a date yet; a date from elsewhere (the picker, a
  // reset) or another language shows formatted.
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
    // Not a date yet: the typed text goes to the form, whose schema says "Enter a date".
    const formValue = next.trim() === '' ? '' : (date ?? next);
    setTyped({ text: next, value: formValue, language });
    field.onChange(formValue);
  };

  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={(event) => set(event.target.value)}
      onBlur={() => {
        if (parseDateField(language, text)) setTyped(null);
        field.onBlur();
      }}
      inputRef={field.ref}
      disabled={field.disabled || disabled}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
      placeholder={pattern}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                edge="end"
                aria-label={t('date.pick')}
                disabled={field.disabled || disabled}
                onClick={() => {
                  try {
                    picker.current?.showPicker();
                  } catch {
                    picker.current?.focus();
                  }
                }}
              >
                <CalendarMonthIcon />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
                onChange={(event) => {
                  setTyped(null);
                  field.onChange(event.target.value);
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
