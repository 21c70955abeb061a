import { exportFinancingApplications } from '@cmt/contract/endpoints/financing';
import type { QueryOf } from '@cmt/contract/endpoint';
import { downloadFile } from '../../../lib/api-client';

/** The export's filters, as its endpoint declares them. */
export type ExportFilters = QueryOf<typeof exportFinancingApplications>;

/** Streams the applications CSV of these filters to the browser, reporting the bytes received. */
export const exportApplications = (
  filters: ExportFilters,
  onProgress: (received: number) => void,
  signal: AbortSignal,
) =>
  downloadFile(exportFinancingApplications, {
    query: filters,
    onProgress,
    signal,
    fallbackName: 'applications.csv',
  });
