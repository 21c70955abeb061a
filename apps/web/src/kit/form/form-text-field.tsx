import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from './use-error-text';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** For type="number": hand the form a number (or '' while empty) instead of a string. */
  numeric?: boolean;
};

/** MUI TextField bound to a react-hook-form field, showing its translated error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  numeric,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText()(fieldState.error);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        field.onChange(numeric && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || props.disabled}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
