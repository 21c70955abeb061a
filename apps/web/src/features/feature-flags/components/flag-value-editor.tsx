import type { Control } from 'react-hook-form';
import type { FeatureFlagInput } from '@cmt/contract/endpoints/feature-flags';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useFlagsTranslation } from '../hooks/use-flags-translation';
import { StringListField } from './string-list-field';
import type { ValueType } from './value-type';

interface FlagValueEditorProps {
  type: ValueType;
  control: Control<FeatureFlagInput>;
}

/** The editor for `value` that suits its type. */
export function FlagValueEditor({ type, control }: FlagValueEditorProps) {
  const { t } = useFlagsTranslation();
  switch (type) {
    case 'boolean':
      return <FormSwitchField control={control} name="value" label={t('fields.enabled')} />;
    case 'number':
      return <FormTextField control={control} name="value" label={t('fields.value')} type="number" numeric />;
    case 'string':
      return <FormTextField control={control} name="value" label={t('fields.value')} multiline minRows={2} />;
    case 'list':
      return (
        <StringListField
          control={control}
          name="value"
          label={t('fields.value')}
          helperText={t('fields.listHelp')}
        />
      );
  }
}
