import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  idImageViewPurpose,
  idImageViewReasons,
  type IdImageViewPurpose,
  type IdImageViewReason,
} from '@cmt/contract/endpoints/compliance';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useComplianceTranslation } from '../hooks/use-compliance-translation';

interface PurposeFields {
  reason: IdImageViewReason | '';
  reference: string;
}

/**
 * The image call's own rule for the reason and the reference; the form is handed them as the schema
 * made them (the reference trimmed).
 */
const resolver = zodResolver(idImageViewPurpose) as never;

interface Props {
  open: boolean;
  /** The customer whose images are about to be shown. */
  name: string;
  /** What the dialog starts with (a pending profile: its KYC review and its number). */
  initial: PurposeFields;
  busy: boolean;
  onClose: () => void;
  /** Loads the images; resolves to a translated refusal of the reference, or null once shown. */
  onShow: (purpose: IdImageViewPurpose) => Promise<string | null>;
}

/**
 * Asks why a reviewer opens a customer's national id images (a reason and a reference), once per
 * profile, with the endpoint's own rule for both; a reference the server refuses (another staff
 * member used it for another customer) is shown on the field.
 */
export function ViewPurposeDialog({ open, name, initial, busy, onClose, onShow }: Props) {
  const { t } = useComplianceTranslation();
  const form = useForm<PurposeFields>({ resolver, defaultValues: initial });
  const reasonText = (value: IdImageViewReason) =>
    value === 'KYC_REVIEW' ? t('profile.purpose.kycReview') : t(`nid.reasons.${value}`);
  return (
    <FormDialog
      open={open}
      title={t('profile.purpose.title')}
      submitLabel={t('profile.purpose.confirm')}
      submitting={busy}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={form.handleSubmit(async ({ reason, reference }) => {
        const refusal = await onShow({ reason: reason as IdImageViewReason, reference });
        if (refusal) form.setError('reference', { type: 'server', message: refusal }, { shouldFocus: true });
      })}
    >
      {/* The name isolated (FSI…PDI), so an Arabic name keeps its place in an English sentence. */}
      <Typography>{t('profile.purpose.intro', { name: `\u2068${name}\u2069` })}</Typography>
      <FormSelectField
        control={form.control}
        name="reason"
        required
        label={t('profile.purpose.reason')}
        options={idImageViewReasons.map((value) => ({ value, label: reasonText(value) }))}
      />
      <FormTextField
        control={form.control}
        name="reference"
        required
        label={t('profile.purpose.reference')}
        helperText={t('profile.purpose.referenceHelp')}
        slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
      />
      <Alert severity="info">{t('profile.purpose.audited')}</Alert>
    </FormDialog>
  );
}
