import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { MerchantInput } from '@cmt/contract/endpoints/merchants';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { useRecordEdit } from '../../../components/use-record-edit';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../lib/snackbar';
import { useMerchant } from '../api/get-merchant';
import { useSaveMerchant } from '../api/save-merchant';
import { MerchantForm } from '../components/merchant-form';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

/** /app/merchants/manage/{id?}: edit a merchant with its logo and branches, or add one. */
export default function MerchantManagePage() {
  const { t } = useMerchantsTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { id } = useParams();
  const merchantId = id && /^\d+$/.test(id) ? Number(id) : null;
  const merchant = useMerchant(merchantId);
  const edit = useRecordEdit(merchant);
  const save = useSaveMerchant(merchantId);
  const notFound = merchant.error instanceof ApiError && merchant.error.status === 404;

  useEffect(() => {
    if (notFound) snackbar.show(message('merchantNotFound'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [notFound]);

  const submit = async (input: MerchantInput) => {
    let saved;
    try {
      saved = await save.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(t(merchantId === null ? 'form.created' : 'form.saved'), 'success');
    if (merchantId === null) await navigate(hrefFor('merchants.manage', { id: saved.id }));
    else edit.saved(saved);
  };

  return (
    <>
      <PageHeader
        title={t(merchantId === null ? 'form.createTitle' : 'form.editTitle')}
        subtitle={merchantId === null ? undefined : `#${merchantId}`}
      />
      {merchantId !== null && merchant.isPending && <CircularProgress />}
      {merchant.isError && (
        <Alert severity="error">{notFound ? message('merchantNotFound') : t('form.saveFailed')}</Alert>
      )}
      {(merchantId === null || edit.record) && (
        <MerchantForm
          key={edit.formKey}
          merchant={edit.record ?? null}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('form.saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
