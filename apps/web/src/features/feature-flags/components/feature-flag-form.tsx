import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FeatureFlag, FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormActions } from '../../../kit/form/form-actions';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useFlagsTranslation } from '../hooks/use-flags-translation';
import { FlagValueEditor } from './flag-value-editor';
import { emptyValueOf, flagFormSchemas, valueTypeOf, valueTypes, type ValueType } from './value-type';

interface FeatureFlagFormProps {
  /** The flag being edited; absent when creating. */
  flag?: FeatureFlag;
  onSubmit: (input: FeatureFlagInput) => Promise<unknown>;
  /** Called when saving failed without a field to blame. */
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Key, description and a value editor chosen by type, validated with the contract schema. */
export function FeatureFlagForm({ flag, onSubmit, onFailure, onDirtyChange }: FeatureFlagFormProps) {
  const { t } = useFlagsTranslation();
  const [type, setType] = useState<ValueType>(flag ? valueTypeOf(flag.value) : 'boolean');
  const form = useForm<FeatureFlagInput>({
    resolver: zodResolver(flagFormSchemas[type]),
    defaultValues: flag
      ? { key: flag.key, description: flag.description, value: flag.value }
      : { key: '', description: '', value: emptyValueOf.boolean },
  });
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = form;
  useReportDirty(formState.isDirty, onDirtyChange);

  const changeType = (next: ValueType) => {
    setType(next);
    clearErrors('value');
    setValue('value', flag && valueTypeOf(flag.value) === next ? flag.value : emptyValueOf[next], {
      shouldDirty: true,
    });
  };

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      const placed = applyServerErrors(error, setError, {
        fields: ['key', 'description', 'value'],
        codes: { DUPLICATE_KEY: { field: 'key', message: t('duplicateKey') } },
      });
      if (!placed) onFailure();
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit}>
        <FormTextField
          control={control}
          name="key"
          label={t('fields.key')}
          helperText={t('fields.keyHelp')}
          required
          autoFocus={!flag}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('fields.description')}
          multiline
          minRows={2}
        />
        <TextField
          select
          label={t('fields.type')}
          value={type}
          onChange={(event) => changeType(event.target.value as ValueType)}
          sx={{ maxWidth: 280 }}
        >
          {valueTypes.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`types.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <FlagValueEditor key={type} type={type} control={control} />
        <FormActions submitting={formState.isSubmitting} cancelHref={hrefFor('featureFlags.list')} />
      </Stack>
    </Paper>
  );
}
