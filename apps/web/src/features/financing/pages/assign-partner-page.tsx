import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  activationTypes,
  assignPartnerBody,
  type AssignPartnerBody,
  type AssignPartnerPreview,
  type AssignPartnerResult,
} from '@cmt/contract/endpoints/financing';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { contractResolver } from '../../../kit/form/contract-resolver';
import { FormSelectField } from '../../../kit/form/form-select-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { PageHeader } from '../../../kit/page-header';
import { useBilingual } from '../../../kit/use-bilingual';
import { useLanguage } from '../../../lib/i18n';
import { formatEgp } from '../../../lib/money';
import { useSnackbar } from '../../../kit/snackbar';
import { useAssignPartner } from '../api/assign-partner';
import { useFinancingPartners } from '../api/get-partners';
import { usePreviewAssignPartner } from '../api/preview-assign-partner';
import { AssignOutcomes } from '../components/assign-outcomes';
import { OutcomeSection } from '../components/user-outcomes';
import { parseUserIds, UserIdsInput } from '../components/user-ids-input';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { PendingApprovalNotice } from '../../../kit/approvals/pending-approval';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';

/** The page's fields: the request body's, as the text the inputs hold (ids pasted or loaded from a file). */
type AssignForm = Record<keyof AssignPartnerBody, string>;

const toBody = (values: AssignForm): AssignPartnerBody => ({
  usersIds: parseUserIds(values.usersIds).ids,
  partnerId: values.partnerId,
  activationType: values.activationType as AssignPartnerBody['activationType'],
  financingBalanceAmount: values.financingBalanceAmount,
});

export default function AssignPartnerPage() {
  const { t } = useFinancingTranslation();
  const pick = useBilingual();
  const { language } = useLanguage();
  const snackbar = useSnackbar();
  const held = useHeldNotice();
  const errorText = useErrorText();
  const partners = useFinancingPartners();
  const preview = usePreviewAssignPartner();
  const assign = useAssignPartner();
  const [planned, setPlanned] = useState<{ body: AssignPartnerBody; result: AssignPartnerPreview } | null>(
    null,
  );
  const [done, setDone] = useState<AssignPartnerResult | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm<AssignForm>({
    resolver: contractResolver(assignPartnerBody, toBody),
    defaultValues: {
      usersIds: '',
      partnerId: '',
      activationType: 'AFTER_SIGNATURE',
      financingBalanceAmount: '',
    },
  });
  const users = useController({ control: form.control, name: 'usersIds' });
  const partnerId = useWatch({ control: form.control, name: 'partnerId' });
  const partner = partners.data?.find((p) => String(p.id) === partnerId);
  const fields = ['usersIds', 'partnerId', 'activationType', 'financingBalanceAmount'] as const;

  const check = form.handleSubmit(async (values) => {
    const body = toBody(values);
    try {
      setDone(null);
      setPlanned({ body, result: await preview.mutateAsync(body) });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields })) snackbar.show(t('assign.failed'), 'error');
    }
  });

  const confirm = async () => {
    if (!planned) return;
    try {
      // Customers whose assignment already waits for a second approval are left out of this one.
      const result = await assign.mutateAsync({
        ...planned.body,
        usersIds: toAssign.map((row) => row.userId),
      });
      if (held(result)) {
        setPlanned(null);
        return;
      }
      setDone(result);
      setPlanned(null);
      snackbar.show(t('assign.done', { count: result.counts.ASSIGNED }), 'success');
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { fields })) snackbar.show(t('assign.failed'), 'error');
    } finally {
      setAsking(false);
    }
  };

  const startAgain = () => {
    setDone(null);
    setPlanned(null);
    form.reset();
  };

  const willAssign = (planned?.result.outcomes ?? []).filter((row) => row.outcome === 'ASSIGNED');
  const toAssign = willAssign.filter((row) => !row.pendingApproval);
  const waiting = willAssign.find((row) => row.pendingApproval)?.pendingApproval;
  const assignable = toAssign.length;
  return (
    <>
      <PageHeader title={t('assign.title')} subtitle={t('assign.subtitle')} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack component="form" noValidate spacing={2.5} onSubmit={check}>
            <UserIdsInput
              value={users.field.value}
              onChange={(text) => {
                users.field.onChange(text);
                setPlanned(null);
              }}
            />
            {users.fieldState.error && (
              <Typography variant="caption" color="error">
                {errorText(users.fieldState.error)}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <FormSelectField
                control={form.control}
                name="partnerId"
                label={t('assign.partner')}
                required
                sx={{ minWidth: 240 }}
                helperText={
                  partner
                    ? t('assign.bounds', {
                        min: formatEgp(language, partner.minLimit),
                        max: formatEgp(language, partner.maxLimit),
                      })
                    : ' '
                }
                options={(partners.data ?? [])
                  .filter((p) => p.isActive)
                  .map((p) => ({ value: String(p.id), label: pick(p.name, p.nameAr) }))}
              />
              <FormSelectField
                control={form.control}
                name="activationType"
                label={t('assign.activation')}
                sx={{ minWidth: 280 }}
                helperText=" "
                options={activationTypes.map((type) => ({ value: type, label: t(`activation.${type}`) }))}
              />
              <FormTextField
                control={form.control}
                name="financingBalanceAmount"
                label={t('assign.amount')}
                required
                helperText=" "
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              />
            </Stack>
            <div>
              <Button type="submit" variant="outlined" loading={preview.isPending}>
                {t('assign.preview')}
              </Button>
            </div>
          </Stack>
        </Paper>

        {planned && (
          <OutcomeSection title={t('assign.previewTitle')}>
            <AssignOutcomes result={planned.result} preview />
            {assignable === 0 && waiting ? (
              <PendingApprovalNotice pending={waiting} />
            ) : assignable === 0 ? (
              <Alert severity="info">{t('assign.nobody')}</Alert>
            ) : (
              <div>
                <Button variant="contained" onClick={() => setAsking(true)}>
                  {t('assign.assign', { count: assignable })}
                </Button>
              </div>
            )}
          </OutcomeSection>
        )}

        {done && (
          <OutcomeSection title={t('assign.resultTitle')}>
            <AssignOutcomes result={done} preview={false} />
            <div>
              <Button onClick={startAgain}>{t('assign.again')}</Button>
            </div>
          </OutcomeSection>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('assign.confirmTitle', { partner: partner ? pick(partner.name, partner.nameAr) : '' })}
        message={t('assign.confirmMessage', {
          amount: formatEgp(language, String(planned?.body.financingBalanceAmount ?? '')),
          partner: partner ? pick(partner.name, partner.nameAr) : '',
          count: assignable,
        })}
        confirmLabel={t('assign.confirm')}
        destructive={false}
        busy={assign.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
