import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { nidDownloadReasons, type NidDownloadReason } from '@cmt/contract/endpoints/compliance';
import { FormDialog } from '../../../components/form/form-dialog';
import type { DownloadPurpose } from '../api/download-nid';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface Props {
  open: boolean;
  /** What is about to be downloaded, in words. */
  what: string;
  busy: boolean;
  /** Bytes received so far while downloading. */
  received: number | null;
  onClose: () => void;
  onDownload: (purpose: DownloadPurpose) => void;
}

/** Asks why national id images leave the system (a reason and a reference) before any download. */
export function DownloadPurposeDialog({ open, what, busy, received, onClose, onDownload }: Props) {
  const { t } = useComplianceTranslation();
  const [reason, setReason] = useState<NidDownloadReason | ''>('');
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const referenceMissing = reference.trim().length < 3;
  return (
    <FormDialog
      open={open}
      title={t('nid.dialog.title')}
      submitLabel={t('nid.dialog.confirm')}
      submitting={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!reason || referenceMissing) return;
        onDownload({ reason, reference: reference.trim() });
      }}
    >
      <Typography>{what}</Typography>
      <TextField
        select
        required
        label={t('nid.dialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as NidDownloadReason)}
        error={tried && !reason}
      >
        {nidDownloadReasons.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`nid.reasons.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        label={t('nid.dialog.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={tried && referenceMissing}
        helperText={t('nid.dialog.referenceHelp')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Alert severity="info">{t('nid.dialog.audited')}</Alert>
      {received !== null && (
        <>
          <LinearProgress aria-label={t('nid.dialog.confirm')} />
          <Typography variant="caption" aria-live="polite">
            {t('nid.received', { kb: Math.round(received / 1024) })}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
