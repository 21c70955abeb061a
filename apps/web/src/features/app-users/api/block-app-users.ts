import { blockAppUsers } from '@cmt/contract/endpoints/app-users';
import { callApi } from '../../../lib/api-client';

/** Blocks the selected customers with one reason, each as the single block; every row's outcome. */
export const blockAppUserRows = (ids: number[], reason: string) =>
  callApi(blockAppUsers, { body: { ids, reason } });
