import { useState } from 'react';
import { useSnackbar } from '../../../kit/snackbar';
import { downloadOrdersCsv } from '../api/download-merchant-orders';
import { useAffiliateTranslation } from './use-affiliate-translation';

/** Downloads a merchant's orders CSV, saying how much has arrived while it streams in. */
export function useOrdersDownload() {
  const { t } = useAffiliateTranslation();
  const snackbar = useSnackbar();
  const [received, setReceived] = useState<number | null>(null);
  const start = async (merchantId: number) => {
    setReceived(0);
    try {
      await downloadOrdersCsv(merchantId, setReceived);
    } catch {
      snackbar.show(t('merchants.downloadFailed'), 'error');
    } finally {
      setReceived(null);
    }
  };
  const size =
    received === null
      ? null
      : received < 1024 * 1024
        ? `${Math.ceil(received / 1024)} kB`
        : `${(received / 1024 / 1024).toFixed(1)} MB`;
  return {
    start,
    busy: received !== null,
    progress: size === null ? null : t('merchants.downloading', { size }),
  };
}
