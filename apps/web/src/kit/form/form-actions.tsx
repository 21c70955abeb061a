import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { usePatternsTranslation } from '../use-patterns-translation';

interface FormActionsProps {
  submitting: boolean;
  /** Where Cancel leads; omit for no Cancel. */
  cancelHref?: string;
  submitLabel?: ReactNode;
}

/** Save (and Cancel) at the end of a form page. */
export function FormActions({ submitting, cancelHref, submitLabel }: FormActionsProps) {
  const { t } = usePatternsTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {cancelHref && (
        <Button component={Link} to={cancelHref} disabled={submitting}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel ?? t('form.save')}
      </Button>
    </Stack>
  );
}
