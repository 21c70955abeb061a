import { useState } from 'react';
import { DateField } from './date-field';
import { useDebouncedCallback } from './use-debounced-callback';
import { usePatternsTranslation } from './use-patterns-translation';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

interface DateFilterFieldProps {
  label: string;
  /** The committed day (`YYYY-MM-DD`, from the URL), or undefined. */
  value: string | undefined;
  /** A whole day once typed or picked, undefined once cleared; text that is not a day yet is kept on screen only. */
  onChange: (day: string | undefined) => void;
  /** The other end of a range: a `from` after its `to` is refused on screen, not sent. */
  min?: string | undefined;
  max?: string | undefined;
  width?: number;
}

/**
 * A list's day filter (`from`, `to`): the shared `DateField` (typed and shown in the UI language's
 * order), sent to the list after a pause once it reads as a day within the range, like the other
 * typed filters. Two ends committed in one moment both stay in the address (`useUpdateSearch`).
 */
export function DateFilterField({
  label,
  value = '',
  onChange,
  min,
  max,
  width = 180,
}: DateFilterFieldProps) {
  const { t } = usePatternsTranslation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The address changed from elsewhere (Back, a link, "Clear filters"): show what it says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  const send = useDebouncedCallback((day: string) => {
    setCommitted(day);
    onChange(day === '' ? undefined : day);
  }, 400);
  const outOfRange = isDay(text) && ((min && text < min) || (max && text > max));
  const error = text !== '' && !isDay(text) ? 'date' : outOfRange ? 'endsBeforeStart' : null;
  return (
    <DateField
      size="small"
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        const fits = next === '' || (isDay(next) && !(min && next < min) && !(max && next > max));
        if (fits) send(next);
      }}
      error={error !== null}
      helperText={error === null ? undefined : t(`validation.${error}`)}
      sx={{ width }}
    />
  );
}
