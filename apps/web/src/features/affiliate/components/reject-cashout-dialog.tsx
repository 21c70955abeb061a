import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { REJECT_REASON_MIN } from '@cmt/contract/endpoints/affiliate';
import { usePatternsTranslation } from '../../../components/use-patterns-translation';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';

interface RejectCashoutDialogProps {
  open: boolean;
  /** What is rejected, e.g. "EGP 200.00" and the customer's name. */
  amount: string;
  customer: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason (the customer is told it) before a cashout is rejected. */
export function RejectCashoutDialog({
  open,
  amount,
  customer,
  busy,
  onReject,
  onClose,
}: RejectCashoutDialogProps) {
  const { t } = useAffiliateTranslation();
  const patterns = usePatternsTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < REJECT_REASON_MIN;
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!tooShort && !busy) onReject(reason.trim());
        }}
      >
        <DialogTitle id={titleId}>{t('cashout.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('cashout.rejectMessage', { amount, customer })}
          </DialogContentText>
          <TextField
            label={t('cashout.rejectReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={tried && tooShort}
            helperText={
              tried && tooShort ? patterns.t('validation.enterRejectReason', { min: REJECT_REASON_MIN }) : ' '
            }
            slotProps={{ htmlInput: { maxLength: 500, dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {patterns.t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('cashout.rejectConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
