import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { usePatternsTranslation } from './use-patterns-translation';

interface StaleRecordDialogProps {
  open: boolean;
  busy: boolean;
  onReload: () => void;
  onClose: () => void;
}

/**
 * Says that someone else saved first (412 STALE_RECORD); Reload shows their version (the user's
 * edits are dropped), "Keep my edits on screen" closes it. Record screens get it from
 * `useRecordScreen`; whole lists saved at once (the ordered offers) render it themselves.
 */
export function StaleRecordDialog({ open, busy, onReload, onClose }: StaleRecordDialogProps) {
  const { t } = usePatternsTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('stale.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('stale.keepEditing')}
        </Button>
        <Button onClick={onReload} variant="contained" loading={busy} autoFocus>
          {t('stale.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
