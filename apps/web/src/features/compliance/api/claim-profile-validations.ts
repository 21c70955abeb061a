import { claimProfileValidations } from '@cmt/contract/endpoints/compliance';
import { callApi } from '../../../lib/api-client';

/** "Assign to me": claims the selected profiles, each as the single claim; every row's outcome. */
export const claimProfileRows = (ids: number[]) => callApi(claimProfileValidations, { body: { ids } });
