import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../date-field';
import { useErrorText } from './use-error-text';

type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * A form's calendar date (`YYYY-MM-DD` in the form): the shared `DateField`, in the UI language's
 * order. Text that is not a date yet goes to the form as typed, whose schema says "Enter a date".
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  disabled,
  ...props
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText()(fieldState.error);
  return (
    <DateField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || disabled}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
