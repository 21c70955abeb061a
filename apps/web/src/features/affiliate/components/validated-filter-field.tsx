import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';

interface ValidatedFilterFieldProps {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  onChange: (value: string) => void;
  /** Whether typed text can be sent as the filter; otherwise `error` shows under the field. */
  valid: (text: string) => boolean;
  error: string;
  inputMode?: 'text' | 'decimal' | 'tel';
  width?: number;
}

/**
 * A list filter typed by hand (a customer, an amount; days use `DateFilterField`): sent once it reads right, after a
 * pause; while it does not, the list keeps its filter and the field says what is expected.
 */
export function ValidatedFilterField({
  label,
  value,
  onChange,
  valid,
  error,
  inputMode = 'text',
  width = 190,
}: ValidatedFilterFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const send = useDebouncedCallback((next: string) => {
    setCommitted(next);
    onChange(next);
  }, 400);
  const wrong = text.trim() !== '' && !valid(text.trim());
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={wrong}
      helperText={wrong ? error : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim();
        if (next === '' || valid(next)) send(next);
      }}
      sx={{ width }}
      slotProps={{
        htmlInput: { dir: 'ltr', inputMode },
      }}
    />
  );
}
