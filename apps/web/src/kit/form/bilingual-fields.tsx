import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSection } from './form-section';
import { FormTextField } from './form-text-field';

/** One text in both languages: its English and Arabic form fields and their labels. */
export interface BilingualField<T extends FieldValues> {
  en: FieldPath<T>;
  ar: FieldPath<T>;
  label: { en: string; ar: string };
  required?: boolean;
  /** Lines shown for a multi-line text; a single line when absent. */
  minRows?: number;
}

const inputs = {
  en: { htmlInput: { dir: 'ltr', lang: 'en' } },
  ar: { htmlInput: { dir: 'rtl', lang: 'ar' } },
} as const;

/**
 * The English and the Arabic texts of a record side by side, each typed in its own direction
 * whatever the interface language.
 */
export function BilingualFields<T extends FieldValues>({
  control,
  titles,
  fields,
}: {
  control: Control<T>;
  titles: { en: string; ar: string };
  fields: BilingualField<T>[];
}) {
  return (
    <Grid container spacing={3}>
      {(['en', 'ar'] as const).map((language) => (
        <Grid key={language} size={{ xs: 12, md: 6 }}>
          <FormSection title={titles[language]}>
            {fields.map((field) => (
              <FormTextField
                key={field[language]}
                control={control}
                name={field[language]}
                label={field.label[language]}
                required={field.required}
                multiline={field.minRows !== undefined}
                minRows={field.minRows}
                slotProps={inputs[language]}
              />
            ))}
          </FormSection>
        </Grid>
      ))}
    </Grid>
  );
}
