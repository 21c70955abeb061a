import { zodResolver } from '@hookform/resolvers/zod';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  contestInput,
  type Contest,
  type ContestInput,
  type ContestRecord,
} from '@cmt/contract/endpoints/affiliate';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { BilingualFields } from '../../../kit/form/bilingual-fields';
import { FormActions } from '../../../kit/form/form-actions';
import { FormSection } from '../../../kit/form/form-section';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormDateField } from '../../../kit/form/form-date-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { CurrentImage, ImageUpload } from '../../../kit/image-upload';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate } from '../../../kit/use-format-date-time';
import { useReportDirty } from '../../../kit/use-record-screen';
import { cairoDate } from '../../../lib/dates';
import { useSnackbar } from '../../../kit/snackbar';
import { useContestImageUpload } from '../api/upload-contest-image';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { PrizesEditor } from './prizes-editor';
import { VersionNote } from './version-note';

const inputOf = (contest: Contest): ContestInput => ({
  titleEn: contest.titleEn,
  titleAr: contest.titleAr,
  descriptionEn: contest.descriptionEn,
  descriptionAr: contest.descriptionAr,
  startsOn: contest.startsOn,
  endsOn: contest.endsOn,
  prizes: contest.prizes.map((prize) => ({ ...prize, value: prize.value ?? '' })),
  rulesEn: contest.rulesEn,
  rulesAr: contest.rulesAr,
  imageKey: contest.imageKey ?? '',
  isActive: contest.isActive,
});

const fields = [
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'startsOn',
  'endsOn',
  'prizes',
  'rulesEn',
  'rulesAr',
  'imageKey',
  'isActive',
] as const;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);

/** Whether the contest shows, and when: by Cairo's today. */
function ContestState({ control }: { control: ReturnType<typeof useForm<ContestInput>>['control'] }) {
  const { t } = useAffiliateTranslation();
  const [startsOn, endsOn, isActive] = useWatch({ control, name: ['startsOn', 'endsOn', 'isActive'] });
  const today = cairoDate();
  if (!isActive) return <Chip label={t('contest.state.off')} />;
  if (startsOn && today < startsOn)
    return <Chip color="info" label={t('contest.state.upcoming', { days: daysBetween(today, startsOn) })} />;
  if (endsOn && today > endsOn) return <Chip label={t('contest.state.ended')} />;
  return <Chip color="success" label={t('contest.state.running')} />;
}

interface ContestFormProps {
  record: ContestRecord;
  onSubmit: (input: ContestInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function ContestForm({ record, onSubmit, onFailure, onDirtyChange }: ContestFormProps) {
  const { t } = useAffiliateTranslation();
  const snackbar = useSnackbar();
  const pick = useBilingual();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const [imageUrl, setImageUrl] = useState(record.value.imageUrl);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<ContestInput>({
    resolver: zodResolver(contestInput) as never,
    defaultValues: inputOf(record.value),
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const upload = useContestImageUpload((image) =>
    setValue('imageKey', image?.key ?? record.value.imageKey ?? '', { shouldDirty: true }),
  );
  const previous = record.previous;

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(error, setError, { fields })) onFailure();
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <VersionNote
        version={record.version}
        updatedAt={record.updatedAt}
        updatedBy={record.updatedBy}
        previous={previous}
        renderPrevious={() =>
          previous && (
            <Stack spacing={0.5}>
              <Typography dir="auto">{pick(previous.value.titleEn, previous.value.titleAr)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(previous.value.startsOn)} – {formatDate(previous.value.endsOn)} ·{' '}
                {previous.value.isActive ? t('active') : t('inactive')}
              </Typography>
              {previous.value.prizes.map((prize, index) => (
                <Typography key={index} variant="body2" dir="auto">
                  {index + 1}. {pick(prize.titleEn, prize.titleAr)}
                </Typography>
              ))}
            </Stack>
          )
        }
        onRestore={() => {
          if (!previous) return;
          reset(inputOf(previous.value), { keepDefaultValues: true });
          upload.clear();
          setValue('imageKey', previous.value.imageKey ?? '', { shouldDirty: true });
          setImageUrl(previous.value.imageUrl);
          snackbar.show(t('versions.restored'), 'info');
        }}
      />
      <BilingualFields
        control={control}
        titles={{ en: t('contest.english'), ar: t('contest.arabic') }}
        fields={[
          {
            en: 'titleEn',
            ar: 'titleAr',
            label: { en: t('contest.titleEn'), ar: t('contest.titleAr') },
            required: true,
          },
          {
            en: 'descriptionEn',
            ar: 'descriptionAr',
            label: { en: t('contest.descriptionEn'), ar: t('contest.descriptionAr') },
            minRows: 3,
          },
          {
            en: 'rulesEn',
            ar: 'rulesAr',
            label: { en: t('contest.rulesEn'), ar: t('contest.rulesAr') },
            minRows: 4,
          },
        ]}
      />
      <FormSection title={t('contest.dates')}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormDateField
              control={control}
              name="startsOn"
              label={t('contest.startsOn')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormDateField control={control} name="endsOn" label={t('contest.endsOn')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ContestState control={control} />
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary">
          {t('contest.datesHelp')}
        </Typography>
        <FormSwitchField control={control} name="isActive" label={t('contest.isActive')} />
      </FormSection>
      <FormSection title={t('contest.prizes')}>
        <PrizesEditor control={control} />
      </FormSection>
      <FormSection title={t('contest.image')}>
        {imageUrl && upload.status === 'idle' && (
          <CurrentImage label={t('contest.currentImage')} src={imageUrl} alt="" width={320} height={107} />
        )}
        <ImageUpload label={t('contest.image')} state={upload} error={errorText(formState.errors.imageKey)} />
      </FormSection>
      <FormActions submitting={formState.isSubmitting} submitLabel={t('contest.save')} />
    </Stack>
  );
}
