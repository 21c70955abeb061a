import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import type { MerchantInput } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useMessage } from '../../../lib/i18n';
import { useMerchant } from '../api/get-merchant';
import { useSaveMerchant } from '../api/save-merchant';
import { MerchantForm } from '../components/merchant-form';
import { useDuplicateNameCheck } from '../components/use-duplicate-name-check';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';
import { RecordCases } from '../../../kit/cases/record-cases';
import { useBilingual } from '../../../kit/use-bilingual';

/** /app/merchants/manage/{id?}: edit a merchant with its logo and branches, or add one. */
export default function MerchantManagePage() {
  const { t } = useMerchantsTranslation();
  const message = useMessage();
  const pick = useBilingual();
  const { id } = useParams();
  const merchantId = id && /^\d+$/.test(id) ? Number(id) : null;
  const save = useSaveMerchant(merchantId);
  const screen = useRecordScreen({
    query: useMerchant(merchantId),
    isNew: merchantId === null,
    save: save.mutateAsync,
    messages: {
      saved: t('form.saved'),
      created: t('form.created'),
      saveFailed: t('form.saveFailed'),
      notFound: message('merchantNotFound'),
    },
    next: (saved, created) => (created ? hrefFor('merchants.manage', { id: saved.id }) : undefined),
  });

  // A new merchant whose name already exists is created only once the staff member says so.
  const duplicate = useDuplicateNameCheck<MerchantInput>();
  const submit = screen.isNew
    ? (input: MerchantInput) => duplicate.submit(input, screen.form.onSubmit)
    : screen.form.onSubmit;

  return (
    <>
      <PageHeader
        title={t(screen.isNew ? 'form.createTitle' : 'form.editTitle')}
        subtitle={merchantId === null ? undefined : `#${merchantId}`}
      />
      {screen.loading && <PageSpinner />}
      {screen.loadFailed && (
        <Alert severity="error">{screen.notFound ? message('merchantNotFound') : t('form.saveFailed')}</Alert>
      )}
      {screen.record && (
        <Box sx={{ mb: 2 }}>
          <RecordCases
            records={[
              {
                recordType: 'merchant',
                recordId: screen.record.id,
                label: pick(screen.record.nameEn, screen.record.nameAr),
              },
            ]}
          />
        </Box>
      )}
      {screen.ready && (
        <MerchantForm
          key={screen.formKey}
          merchant={screen.record ?? null}
          {...screen.form}
          onSubmit={submit}
        />
      )}
      {screen.dialogs}
      {duplicate.dialog}
      <HistoryPanel type="merchant" id={merchantId} changeKey={screen.record?.version} />
    </>
  );
}
