import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  downloadNidImage,
  nidDownloadReasons,
  type NidDownloadReason,
} from '@cmt/contract/endpoints/compliance';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import type { DownloadPurpose } from '../api/download-nid';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface PurposeFields {
  reason: NidDownloadReason | '';
  reference: string;
}

/**
 * The download calls' own rule for the reason and the reference (the zip asks the same two); the
 * form is handed them as the schema made them (the reference trimmed).
 */
const resolver = zodResolver(downloadNidImage.query) as never;

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
  const form = useForm<PurposeFields>({
    resolver,
    defaultValues: { reason: '', reference: '' },
  });
  return (
    <FormDialog
      open={open}
      title={t('nid.dialog.title')}
      submitLabel={t('nid.dialog.confirm')}
      submitting={busy}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ reason, reference }) =>
        onDownload({ reason: reason as NidDownloadReason, reference }),
      )}
    >
      <Typography>{what}</Typography>
      <FormSelectField
        control={form.control}
        name="reason"
        required
        label={t('nid.dialog.reason')}
        options={nidDownloadReasons.map((value) => ({ value, label: t(`nid.reasons.${value}`) }))}
      />
      <FormTextField
        control={form.control}
        name="reference"
        required
        label={t('nid.dialog.reference')}
        helperText={t('nid.dialog.referenceHelp')}
        slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
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
