import { useForm, useWatch } from 'react-hook-form';
import {
  creditPromotionInput,
  promotionKinds,
  type CreditPromotionInput,
} from '@cmt/contract/endpoints/financing';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { contractResolver } from '../../../kit/form/contract-resolver';
import { FormDateField } from '../../../kit/form/form-date-field';
import { FormDialog } from '../../../kit/form/form-dialog';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useBilingual } from '../../../kit/use-bilingual';
import { addDays, cairoDate } from '../../../lib/dates';
import { useSnackbar } from '../../../kit/snackbar';
import { useCreateCreditPromotion } from '../api/create-credit-promotion';
import { useFinancingPartners } from '../api/get-partners';
import { useFinancingTranslation } from '../hooks/use-financing-translation';

/** The dialog's fields: the request body's, as the text the inputs hold. */
type PromotionForm = Record<keyof CreditPromotionInput, string>;

/** The request body of the fields: only the value the chosen kind takes, a partner or all. */
const toBody = (values: PromotionForm): CreditPromotionInput => ({
  nameEn: values.nameEn,
  nameAr: values.nameAr,
  kind: values.kind as CreditPromotionInput['kind'],
  limitIncrease: values.kind === 'LIMIT_INCREASE' ? values.limitIncrease : null,
  interestFreeMonths:
    values.kind === 'INTEREST_FREE' && values.interestFreeMonths !== ''
      ? Number(values.interestFreeMonths)
      : null,
  partnerId: values.partnerId ? Number(values.partnerId) : null,
  startsOn: values.startsOn,
  endsOn: values.endsOn,
});

const fields = [
  'nameEn',
  'nameAr',
  'kind',
  'limitIncrease',
  'interestFreeMonths',
  'partnerId',
  'startsOn',
  'endsOn',
] as const;

/** A new promotion: its names, its kind and the value that kind takes, the partner (or all), its Cairo days. */
export function PromotionFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useFinancingTranslation();
  const pick = useBilingual();
  const snackbar = useSnackbar();
  const partners = useFinancingPartners();
  const create = useCreateCreditPromotion();
  const today = cairoDate();
  const form = useForm<PromotionForm>({
    resolver: contractResolver(creditPromotionInput, toBody),
    defaultValues: {
      nameEn: '',
      nameAr: '',
      kind: 'LIMIT_INCREASE',
      limitIncrease: '',
      interestFreeMonths: '3',
      partnerId: '',
      startsOn: today,
      endsOn: addDays(today, 30),
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toBody(values));
      snackbar.show(t('promotions.form.created'), 'success');
      close();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields }))
        snackbar.show(t('promotions.form.failed'), 'error');
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('promotions.form.title')}
      submitLabel={t('promotions.form.submit')}
      submitting={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onSubmit={submit}
      onClose={close}
    >
      <FormTextField
        control={form.control}
        name="nameEn"
        label={t('promotions.form.nameEn')}
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="nameAr"
        label={t('promotions.form.nameAr')}
        required
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('promotions.form.kind')}
        options={promotionKinds.map((value) => ({ value, label: t(`promotions.kinds.${value}`) }))}
      />
      {kind === 'LIMIT_INCREASE' && (
        <FormTextField
          control={form.control}
          name="limitIncrease"
          label={t('promotions.form.limitIncrease')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
        />
      )}
      {kind === 'INTEREST_FREE' && (
        <FormTextField
          control={form.control}
          name="interestFreeMonths"
          label={t('promotions.form.months')}
          type="number"
          required
          slotProps={{ htmlInput: { min: 1, max: 5 } }}
        />
      )}
      <FormSelectField
        control={form.control}
        name="partnerId"
        label={t('promotions.form.partner')}
        options={[
          { value: '', label: t('promotions.allPartners') },
          ...(partners.data ?? [])
            .filter((partner) => partner.isActive)
            .map((partner) => ({ value: String(partner.id), label: pick(partner.name, partner.nameAr) })),
        ]}
      />
      <FormDateField control={form.control} name="startsOn" label={t('promotions.form.startsOn')} required />
      <FormDateField control={form.control} name="endsOn" label={t('promotions.form.endsOn')} required />
    </FormDialog>
  );
}
