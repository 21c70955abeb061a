import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AffiliateMerchantInput } from '@cmt/contract/endpoints/affiliate';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../components/page-header';
import { useRecordEdit } from '../../../components/use-record-edit';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/snackbar';
import { useAffiliateMerchant } from '../api/get-affiliate-merchant';
import { useSaveAffiliateMerchant } from '../api/save-affiliate-merchant';
import { AffiliateMerchantForm } from '../components/affiliate-merchant-form';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { useOrdersDownload } from '../hooks/use-orders-download';

/** /app/affiliate/merchants/manage/{id?}: edit a merchant (or add one), with its orders CSV. */
export default function AffiliateMerchantManagePage() {
  const { t } = useAffiliateTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { user } = useSession();
  const { id } = useParams();
  const merchantId = id && /^\d+$/.test(id) ? Number(id) : null;
  const merchant = useAffiliateMerchant(merchantId);
  const edit = useRecordEdit(merchant);
  const save = useSaveAffiliateMerchant(merchantId);
  const orders = useOrdersDownload();
  const notFound = merchant.error instanceof ApiError && merchant.error.status === 404;
  // The orders file belongs to the merchants list permission (exact, as the server checks it).
  const mayDownload = user?.permissions.includes('manage-affiliate-merchants') ?? false;

  useEffect(() => {
    if (notFound) snackbar.show(message('merchantNotFound'), 'error');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [notFound]);

  const submit = async (input: AffiliateMerchantInput) => {
    let saved;
    try {
      saved = await save.mutateAsync({ body: input, ifMatch: edit.ifMatch });
    } catch (error) {
      if (edit.refused(error)) return;
      throw error;
    }
    snackbar.show(t(merchantId === null ? 'merchantForm.created' : 'merchantForm.saved'), 'success');
    if (merchantId === null) await navigate(hrefFor('affiliate.merchantsManage', { id: saved.id }));
    else edit.saved(saved);
  };

  return (
    <>
      <PageHeader
        title={t(merchantId === null ? 'merchantForm.createTitle' : 'merchantForm.editTitle')}
        subtitle={
          edit.record
            ? `#${edit.record.id} · ${t('merchantForm.orders', { count: edit.record.orderCount })}`
            : undefined
        }
        actions={
          edit.record &&
          mayDownload && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={orders.busy}
              onClick={() => void orders.start(edit.record!.id)}
            >
              {t('merchantForm.downloadOrders')}
            </Button>
          )
        }
      />
      {orders.progress && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {orders.progress}
        </Alert>
      )}
      {merchantId !== null && merchant.isPending && <CircularProgress />}
      {merchant.isError && (
        <Alert severity="error">
          {notFound ? message('merchantNotFound') : t('merchantForm.loadFailed')}
        </Alert>
      )}
      {(merchantId === null || edit.record) && (
        <AffiliateMerchantForm
          key={edit.formKey}
          merchant={edit.record ?? null}
          onSubmit={submit}
          onFailure={() => snackbar.show(t('merchantForm.saveFailed'), 'error')}
        />
      )}
      {edit.dialog}
    </>
  );
}
