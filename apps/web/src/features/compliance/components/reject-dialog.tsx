import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  rejectProfileValidation,
  rejectReasons,
  type RejectReason,
} from '@cmt/contract/endpoints/compliance';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface RejectFields {
  reason: RejectReason | '';
  note: string;
}

/**
 * The reject call's own rule: a reason from the list, and a note for "Other". The form is handed
 * the body as the schema made it (the note trimmed).
 */
const resolver = zodResolver(rejectProfileValidation.body) as never;

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (input: { reason: RejectReason; note?: string }) => void;
}

/** Asks for the reason of a rejection (from the list) and a note, required for "Other". */
export function RejectDialog({ open, busy, onClose, onReject }: Props) {
  const { t } = useComplianceTranslation();
  const form = useForm<RejectFields>({
    resolver,
    defaultValues: { reason: '', note: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { trigger, formState } = form;
  // Whether the note is required follows the reason: once refused, a new reason checks the note again.
  useEffect(() => {
    if (formState.isSubmitted) void trigger('note');
  }, [reason, formState.isSubmitted, trigger]);
  return (
    <FormDialog
      open={open}
      title={t('profile.rejectDialog.title')}
      submitLabel={t('profile.rejectDialog.confirm')}
      submitting={busy}
      dirty={formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ reason: chosen, note }) =>
        onReject({ reason: chosen as RejectReason, ...(note ? { note } : {}) }),
      )}
    >
      <FormSelectField
        control={form.control}
        name="reason"
        required
        label={t('profile.rejectDialog.reason')}
        options={rejectReasons.map((value) => ({ value, label: t(`reasons.${value}`) }))}
      />
      <FormTextField
        control={form.control}
        name="note"
        label={t('profile.rejectDialog.note')}
        multiline
        minRows={2}
        required={reason === 'OTHER'}
        helperText={t('profile.rejectDialog.noteHelp')}
        slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
      />
    </FormDialog>
  );
}
