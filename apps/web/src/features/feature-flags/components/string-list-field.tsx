import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../../../kit/form/use-error-text';

interface StringListFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
}

const split = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A list of texts edited as chips: Enter or a comma adds; pasting "a, b, c" adds three. */
export function StringListField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: StringListFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText()(fieldState.error);
  const [input, setInput] = useState('');
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const add = (items: string[]) =>
    field.onChange([...value, ...items.filter((item) => !value.includes(item))]);

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onChange={(_, next) => field.onChange(next.flatMap(split))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' && text.includes(',')) {
          add(split(text));
          setInput('');
        } else {
          setInput(text);
        }
      }}
      onBlur={() => {
        if (input.trim()) add(split(input));
        setInput('');
        field.onBlur();
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} dir="auto" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText ?? helperText}
        />
      )}
    />
  );
}
