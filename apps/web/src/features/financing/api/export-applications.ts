import {
  exportFinancingApplications,
  type applicationStatusFilters,
} from '@cmt/contract/endpoints/financing';
import { downloadFile } from '../../../lib/api-client';

export interface ExportFilters {
  q?: string | undefined;
  status?: (typeof applicationStatusFilters)[number] | undefined;
  partnerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  flag?: 'BLACKLISTED' | 'BLOCKED' | undefined;
}

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
