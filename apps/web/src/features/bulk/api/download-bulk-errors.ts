import { downloadBulkErrors, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { ApiError, buildPath, buildQuery } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { saveFile } from '../save-file';

/** Fetches the row errors of a batch as CSV (escaped by the server) and saves it. */
export async function downloadErrorsCsv(feature: BulkFeature, id: number): Promise<void> {
  const url = buildPath(downloadBulkErrors.path, { id }) + buildQuery({ feature });
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'local-app-id': 'CMT' },
  });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  saveFile(await response.blob(), `batch-${id}-errors.csv`);
}
