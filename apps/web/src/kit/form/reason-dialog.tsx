import Alert, { type AlertColor } from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from './form-dialog';
import { FormTextField } from './form-text-field';

interface ReasonForm {
  reason: string;
}

interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What is about to happen, shown above the field (text, or an alert with `severity`). */
  message?: ReactNode;
  severity?: AlertColor;
  label: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  /**
   * The endpoint's own rule for the reason, e.g. `z.object({ reason: rejectCashout.query.shape.reason })`
   * or `blockAppUser.body`: the dialog refuses what the server would, in the staff member's language.
   */
  schema: z.ZodType<ReasonForm, ReasonForm>;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a decision that stays in the record's history (reject, block, delist...). */
export function ReasonDialog({
  open,
  title,
  message,
  severity,
  label,
  submitLabel,
  busy,
  schema,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { reset } = form;
  useEffect(() => {
    if (!open) reset({ reason: '' });
  }, [open, reset]);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitting={busy}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason.trim()))}
    >
      {message &&
        (severity ? (
          <Alert severity={severity}>{message}</Alert>
        ) : (
          <DialogContentText>{message}</DialogContentText>
        ))}
      <FormTextField
        control={form.control}
        name="reason"
        label={label}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
      />
    </FormDialog>
  );
}
