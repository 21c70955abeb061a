import { decideCashouts } from '@cmt/contract/endpoints/affiliate';
import { callApi } from '../../../lib/api-client';

/** Approve the selected cashouts, or reject them with one reason: every row's outcome (four-eyes per row). */
export const decideCashoutRows = (ids: number[], reason?: string) =>
  callApi(decideCashouts, {
    body: reason === undefined ? { decision: 'approve', ids } : { decision: 'reject', ids, reason },
  });
