import { downloadBulkErrors, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { downloadFile } from '../../../lib/api-client';

/** Fetches the row errors of a batch as CSV (escaped by the server) and saves it. */
export const downloadErrorsCsv = (feature: BulkFeature, id: number): Promise<void> =>
  downloadFile(downloadBulkErrors, {
    params: { id },
    query: { feature },
    fallbackName: `batch-${id}-errors.csv`,
  });
