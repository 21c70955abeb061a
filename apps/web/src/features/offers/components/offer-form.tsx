import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { offerInput, type Offer, type OfferInput } from '@cmt/contract/endpoints/offers';
import { offerChosenStatuses, offerStatusOn } from '@cmt/contract/offer-status';
import { offerLogoFolders } from '@cmt/contract/files';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { BilingualFields } from '../../../kit/form/bilingual-fields';
import { FormActions } from '../../../kit/form/form-actions';
import { FormDateField } from '../../../kit/form/form-date-field';
import { FormSection } from '../../../kit/form/form-section';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { FolderSelect } from '../../../kit/folder-select';
import { CurrentImage, ImageUpload } from '../../../kit/image-upload';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useLanguage } from '../../../lib/i18n';
import { useOfferSettings } from '../api/get-offer-settings';
import { useOfferTags } from '../api/get-offer-tags';
import { useMerchantBranches } from '../api/get-merchant-branches';
import { useOfferImageUpload } from '../api/upload-offer-image';
import { useOffersTranslation } from '../hooks/use-offers-translation';
import { MerchantPicker, type MerchantOption } from './merchant-picker';
import { addDays, cairoDate } from '../../../lib/dates';

type Folder = (typeof offerLogoFolders)[number];
type Values = OfferInput;

const fields = [
  'titleEn',
  'titleAr',
  'descriptionEn',
  'descriptionAr',
  'termsEn',
  'termsAr',
  'merchantId',
  'categoryId',
  'discountType',
  'discountValue',
  'startsAt',
  'endsAt',
  'status',
  'imageKey',
  'tags',
  'branchIds',
] as const;

const today = () => cairoDate();
const inDays = (days: number) => addDays(cairoDate(), days);

const defaultsOf = (offer: Offer | null): Values =>
  offer
    ? {
        titleEn: offer.titleEn,
        titleAr: offer.titleAr,
        descriptionEn: offer.descriptionEn,
        descriptionAr: offer.descriptionAr,
        termsEn: offer.termsEn,
        termsAr: offer.termsAr,
        merchantId: offer.merchantId,
        categoryId: offer.categoryId,
        discountType: offer.discountType,
        discountValue: offer.discountValue,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        status: offer.chosenStatus,
        imageKey: offer.imageKey ?? '',
        tags: offer.tags,
        branchIds: offer.branchIds,
      }
    : {
        titleEn: '',
        titleAr: '',
        descriptionEn: '',
        descriptionAr: '',
        termsEn: '',
        termsAr: '',
        merchantId: undefined as unknown as number,
        categoryId: null,
        discountType: 'PERCENTAGE',
        discountValue: '' as unknown as number,
        startsAt: today(),
        endsAt: inDays(30),
        status: 'DRAFT',
        imageKey: '',
        tags: [],
        branchIds: [],
      };

interface OfferFormProps {
  offer: Offer | null;
  submitLabel: ReactNode;
  cancelHref: string;
  onSubmit: (input: OfferInput) => Promise<unknown>;
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The bilingual offer form: English and Arabic side by side (Arabic fields right-to-left whatever
 * the interface language), merchant, category, discount, validity, status, image, tags, branches.
 */
export function OfferForm({
  offer,
  submitLabel,
  cancelHref,
  onSubmit,
  onFailure,
  onDirtyChange,
}: OfferFormProps) {
  const { t } = useOffersTranslation();
  const { language } = useLanguage();
  const arabicUi = language.startsWith('ar');
  const errorText = useErrorText();
  const settings = useOfferSettings();
  const tags = useOfferTags();
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    resolver: zodResolver(offerInput) as never,
    defaultValues: defaultsOf(offer),
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const [merchant, setMerchant] = useState<MerchantOption | null>(
    offer ? { id: offer.merchantId, nameEn: offer.merchantNameEn, nameAr: offer.merchantNameAr } : null,
  );
  const [folder, setFolder] = useState<Folder>('Offer Logo');
  const upload = useOfferImageUpload(folder, (image) =>
    setValue('imageKey', image?.key ?? offer?.imageKey ?? '', { shouldDirty: true }),
  );
  const merchantField = useController({ control, name: 'merchantId' });
  const tagsField = useController({ control, name: 'tags' });
  const branchField = useController({ control, name: 'branchIds' });
  const discountType = useWatch({ control, name: 'discountType' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  // The dates decide what staff and users see: ended, or not started yet (Cairo's today).
  const [chosenStatus, startsAt, endsAt] = useWatch({ control, name: ['status', 'startsAt', 'endsAt'] });
  const shownStatus = offerStatusOn(
    { chosenStatus: chosenStatus ?? 'DRAFT', startsAt: startsAt ?? '', endsAt: endsAt ?? '' },
    today(),
  );
  const branches = useMerchantBranches(merchant?.id ?? null);
  const chosenBranches = new Set(branchField.field.value ?? []);
  const tagName = (en: string) => {
    const tag = tags.data?.find((candidate) => candidate.nameEn === en);
    return tag && arabicUi ? tag.nameAr : en;
  };

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(error, setError, { fields });
      onFailure();
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <BilingualFields
        control={control}
        titles={{ en: t('form.english'), ar: t('form.arabic') }}
        fields={[
          {
            en: 'titleEn',
            ar: 'titleAr',
            label: { en: t('form.titleEn'), ar: t('form.titleAr') },
            required: true,
          },
          {
            en: 'descriptionEn',
            ar: 'descriptionAr',
            label: { en: t('form.descriptionEn'), ar: t('form.descriptionAr') },
            minRows: 3,
          },
          {
            en: 'termsEn',
            ar: 'termsAr',
            label: { en: t('form.termsEn'), ar: t('form.termsAr') },
            minRows: 2,
          },
        ]}
      />

      <FormSection title={t('form.details')}>
        <MerchantPicker
          value={merchant}
          inputRef={merchantField.field.ref}
          error={errorText(merchantField.fieldState.error)}
          onChange={(next) => {
            setMerchant(next);
            merchantField.field.onChange(next?.id);
            setValue('branchIds', [], { shouldDirty: true });
          }}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label={t('form.category')}
              value={categoryId ?? ''}
              onChange={(event) =>
                setValue('categoryId', event.target.value === '' ? null : Number(event.target.value), {
                  shouldDirty: true,
                })
              }
            >
              <MenuItem value="">{t('form.noCategory')}</MenuItem>
              {(settings.data?.categories ?? []).map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {arabicUi ? category.nameAr : category.nameEn}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="status"
              label={t('form.status')}
              fullWidth
              options={(settings.data?.statuses ?? offerChosenStatuses).map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              helperText={shownStatus === chosenStatus ? undefined : t(`form.statusShown.${shownStatus}`)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="discountType"
              label={t('form.discountType')}
              fullWidth
              options={(settings.data?.discountTypes ?? ['PERCENTAGE', 'FIXED_AMOUNT', 'CASHBACK']).map(
                (value) => ({
                  value,
                  label: t(`discountTypes.${value}`),
                }),
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="discountValue"
              label={t('form.discountValue')}
              type="number"
              numeric
              required
              fullWidth
              helperText={discountType === 'FIXED_AMOUNT' ? t('form.amountHelp') : t('form.percentHelp')}
              slotProps={{ htmlInput: { min: 0, step: '0.01', dir: 'ltr' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="startsAt" label={t('form.startsAt')} required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="endsAt" label={t('form.endsAt')} required fullWidth />
          </Grid>
        </Grid>
        <Autocomplete
          multiple
          options={(tags.data ?? []).map((tag) => tag.nameEn)}
          value={tagsField.field.value ?? []}
          onChange={(_, value) => tagsField.field.onChange(value)}
          getOptionLabel={tagName}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={tagName(option)} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={t('form.tags')} />}
        />
      </FormSection>

      <FormSection title={t('form.image')}>
        <FolderSelect
          label={t('form.imageFolder')}
          folders={offerLogoFolders}
          value={folder}
          nameOf={(option) => t(`folders.${option}`)}
          onChange={(next) => {
            setFolder(next);
            upload.clear();
          }}
        />
        {offer?.imageUrl && upload.status === 'idle' && (
          <CurrentImage
            label={t('form.currentImage')}
            src={offer.imageUrl}
            alt={offer.titleEn}
            width={160}
            height={90}
          />
        )}
        <ImageUpload label={t('form.image')} state={upload} error={errorText(formState.errors.imageKey)} />
      </FormSection>

      <FormSection title={t('form.branchesSection')}>
        <Typography variant="body2" color="text.secondary">
          {merchant ? t('form.branchesHelp') : t('form.chooseMerchantFirst')}
        </Typography>
        {merchant && branches.data?.length === 0 && <Typography>{t('form.noBranches')}</Typography>}
        <Box
          role="group"
          aria-label={t('form.branches')}
          sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' } }}
        >
          {(branches.data ?? []).map((branch) => (
            <FormControlLabel
              key={branch.id}
              control={
                <Checkbox
                  checked={chosenBranches.has(branch.id)}
                  onChange={(event) =>
                    branchField.field.onChange(
                      event.target.checked
                        ? [...chosenBranches, branch.id]
                        : [...chosenBranches].filter((id) => id !== branch.id),
                    )
                  }
                />
              }
              label={
                <span>
                  {arabicUi ? branch.nameAr : branch.nameEn}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {arabicUi ? branch.addressAr : branch.addressEn}
                  </Typography>
                </span>
              }
            />
          ))}
        </Box>
        {branchField.fieldState.error && (
          <FormHelperText error>{errorText(branchField.fieldState.error)}</FormHelperText>
        )}
      </FormSection>

      <FormActions submitting={formState.isSubmitting} cancelHref={cancelHref} submitLabel={submitLabel} />
    </Stack>
  );
}
