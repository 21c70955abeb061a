import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { rejectReasons, type RejectReason } from '@cmt/contract/endpoints/compliance';
import { FormDialog } from '../../../components/form/form-dialog';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (input: { reason: RejectReason; note?: string }) => void;
}

/** Asks for the reason of a rejection (from the list) and a note, required for "Other". */
export function RejectDialog({ open, busy, onClose, onReject }: Props) {
  const { t } = useComplianceTranslation();
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteMissing = reason === 'OTHER' && note.trim().length < 3;
  return (
    <FormDialog
      open={open}
      title={t('profile.rejectDialog.title')}
      submitLabel={t('profile.rejectDialog.confirm')}
      submitting={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!reason || noteMissing) return;
        onReject({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
      }}
    >
      <TextField
        select
        required
        label={t('profile.rejectDialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as RejectReason)}
        error={tried && !reason}
      >
        {rejectReasons.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`reasons.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('profile.rejectDialog.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        required={reason === 'OTHER'}
        error={tried && noteMissing}
        helperText={t('profile.rejectDialog.noteHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
