import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/form/form-dialog';
import { useAppUsersTranslation } from '../hooks/use-app-users-translation';

interface Props {
  move: 'block' | 'unblock' | null;
  name: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks for the reason of a block or an unblock, which stays in the customer's history. */
export function MoveDialog({ move, name, busy, onClose, onConfirm }: Props) {
  const { t } = useAppUsersTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const short = reason.trim().length < 3;
  return (
    <FormDialog
      open={move !== null}
      title={move === 'unblock' ? t('move.unblockTitle', { name }) : t('move.blockTitle', { name })}
      submitLabel={move === 'unblock' ? t('detail.unblock') : t('detail.block')}
      submitting={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!short) onConfirm(reason.trim());
      }}
    >
      <Alert severity={move === 'unblock' ? 'info' : 'warning'}>
        {move === 'unblock' ? t('move.unblockHelp') : t('move.blockHelp')}
      </Alert>
      <TextField
        autoFocus
        required
        label={t('move.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        error={tried && short}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
