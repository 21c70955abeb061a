import { assignCases } from '@cmt/contract/endpoints/cases';
import { callApi } from '../../../lib/api-client';

/** Gives the selected cases to one staff member (null: nobody): every row's outcome. */
export const assignCaseRows = (ids: number[], assigneeId: number | null) =>
  callApi(assignCases, { body: { ids, assigneeId } });
