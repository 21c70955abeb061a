import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useUnsavedGuard } from '../use-leave-guard';
import { usePatternsTranslation } from '../use-patterns-translation';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  submitLabel?: ReactNode;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * The form holds typed changes (react-hook-form `formState.isDirty`): a click beside the dialog
   * does not close it (Cancel and Escape do), and Back, a link or a reload asks first.
   */
  dirty?: boolean;
  children: ReactNode;
}

/**
 * A dialog that is one form: fields stacked, Cancel and a submit button that shows progress. Pass
 * `dirty` so typed data is not lost by a stray click or by leaving the page.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  dirty = false,
  children,
}: FormDialogProps) {
  const { t } = usePatternsTranslation();
  const titleId = useId();
  const guard = useUnsavedGuard(open && dirty);
  return (
    <>
      <Dialog
        open={open}
        onClose={
          submitting
            ? undefined
            : (_event, reason) => (reason === 'backdropClick' && dirty ? undefined : onClose())
        }
        aria-labelledby={titleId}
        maxWidth={maxWidth}
        fullWidth
      >
        {/* The form wraps title, content and actions; it keeps the paper's column layout so content scrolls. */}
        <form
          noValidate
          onSubmit={onSubmit}
          style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>{children}</Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={submitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={submitting}>
              {submitLabel ?? t('form.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.dialog}
    </>
  );
}
