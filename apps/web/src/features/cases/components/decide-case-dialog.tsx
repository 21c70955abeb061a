import DialogContentText from '@mui/material/DialogContentText';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { caseOutcomes, moveCase, type CaseOutcome } from '@cmt/contract/endpoints/cases';
import { fieldMessage } from '@cmt/contract/field-messages';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { contractResolver } from '../../../kit/form/contract-resolver';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useCasesTranslation } from '../hooks/use-cases-translation';

export interface DecideFields {
  outcome: CaseOutcome | '';
  summary: string;
}

/**
 * The move's own body (`moveCase.body`: the outcome one of the declared codes, the summary at most
 * 4,000 storable characters), where resolve and reject need both: what the server refuses, this
 * form refuses first, in the staff member's language.
 */
export const decideSchema = moveCase.body.superRefine((body, ctx) => {
  if (!body.outcome)
    ctx.addIssue({ code: 'custom', path: ['outcome'], message: fieldMessage('caseOutcomeRequired') });
  if (!body.summary)
    ctx.addIssue({ code: 'custom', path: ['summary'], message: fieldMessage('caseSummaryRequired') });
});

const toBody = ({ outcome, summary }: DecideFields) => ({
  outcome: outcome === '' ? undefined : outcome,
  summary,
});

interface DecideCaseDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the move; a 400 it throws lands on its fields. */
  onSubmit: (decision: { outcome: CaseOutcome; summary: string }) => Promise<void>;
  /** Any other refusal (412, 409, offline): the page says so. */
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** Resolve or reject: the outcome (a declared code) and a summary of what was decided. */
export function DecideCaseDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onError,
  onClose,
}: DecideCaseDialogProps) {
  const { t } = useCasesTranslation();
  const form = useForm<DecideFields>({
    resolver: contractResolver(decideSchema, toBody),
    defaultValues: { outcome: '', summary: '' },
  });
  const { reset, control, setError } = form;
  useEffect(() => {
    if (!open) reset({ outcome: '', summary: '' });
  }, [open, reset]);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitting={busy}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(async (fields) => {
        try {
          await onSubmit({ outcome: fields.outcome as CaseOutcome, summary: fields.summary.trim() });
        } catch (error) {
          if (!applyServerErrors(error, setError, { fields: ['outcome', 'summary'] })) onError(error);
        }
      })}
    >
      <DialogContentText>{t('moves.decideMessage')}</DialogContentText>
      <FormSelectField
        control={control}
        name="outcome"
        label={t('moves.outcome')}
        required
        options={caseOutcomes.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
      />
      <FormTextField
        control={control}
        name="summary"
        label={t('moves.summary')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
    </FormDialog>
  );
}
