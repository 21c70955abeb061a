import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { useMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAffiliateMerchant } from '../api/get-affiliate-merchant';
import { useSaveAffiliateMerchant } from '../api/save-affiliate-merchant';
import { AffiliateMerchantForm } from '../components/affiliate-merchant-form';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { useOrdersDownload } from '../hooks/use-orders-download';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

/** /app/affiliate/merchants/manage/{id?}: edit a merchant (or add one), with its orders CSV. */
export default function AffiliateMerchantManagePage() {
  const { t } = useAffiliateTranslation();
  const message = useMessage();
  const { user } = useSession();
  const { id } = useParams();
  const merchantId = id && /^\d+$/.test(id) ? Number(id) : null;
  const save = useSaveAffiliateMerchant(merchantId);
  const screen = useRecordScreen({
    query: useAffiliateMerchant(merchantId),
    isNew: merchantId === null,
    save: save.mutateAsync,
    messages: {
      saved: t('merchantForm.saved'),
      created: t('merchantForm.created'),
      saveFailed: t('merchantForm.saveFailed'),
      notFound: message('merchantNotFound'),
    },
    next: (saved, created) => (created ? hrefFor('affiliate.merchantsManage', { id: saved.id }) : undefined),
  });
  const orders = useOrdersDownload();
  // The orders file belongs to the merchants list permission (exact, as the server checks it).
  const mayDownload = user?.permissions.includes('manage-affiliate-merchants') ?? false;
  const record = screen.record;

  return (
    <>
      <PageHeader
        title={t(screen.isNew ? 'merchantForm.createTitle' : 'merchantForm.editTitle')}
        subtitle={
          record ? `#${record.id} · ${t('merchantForm.orders', { count: record.orderCount })}` : undefined
        }
        actions={
          record &&
          mayDownload && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              loading={orders.busy}
              onClick={() => void orders.start(record.id)}
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
      {screen.loading && <PageSpinner />}
      {screen.loadFailed && (
        <Alert severity="error">
          {screen.notFound ? message('merchantNotFound') : t('merchantForm.loadFailed')}
        </Alert>
      )}
      {screen.ready && (
        <AffiliateMerchantForm key={screen.formKey} merchant={record ?? null} {...screen.form} />
      )}
      {screen.dialogs}
      <HistoryPanel type="affiliate-merchant" id={merchantId} changeKey={screen.record?.version} />
    </>
  );
}
