import type { QueryOf } from '@cmt/contract/endpoint';
import { exportAuditLog } from '@cmt/contract/endpoints/audit';
import { downloadFile } from '../../../lib/api-client';

export type AuditExportFilters = QueryOf<typeof exportAuditLog>;

/** Streams the CSV of the trail's filtered entries to the browser. */
export const downloadAuditLog = (filters: AuditExportFilters) =>
  downloadFile(exportAuditLog, { query: filters, fallbackName: 'audit-log.csv' });
