import { downloadMerchantOrders } from '@cmt/contract/endpoints/affiliate';
import { downloadFile } from '../../../lib/api-client';

/** The merchant's orders as `<id>.csv`, streamed; `onProgress` gets the bytes received so far. */
export const downloadOrdersCsv = (affiliateId: number, onProgress?: (bytes: number) => void) =>
  downloadFile(downloadMerchantOrders, {
    query: { affiliateId },
    fallbackName: `${affiliateId}.csv`,
    ...(onProgress ? { onProgress } : {}),
  });
