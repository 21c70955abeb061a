import { useQuery } from '@tanstack/react-query';
import { getFinancingApplication } from '@cmt/contract/endpoints/financing';
import { recordQueryOptions } from '../../../kit/list-query';
import { ApiError } from '../../../lib/api-client';

/** One customer's whole application by national id; a 404 is an answer (shown), not retried. */
export const useFinancingApplication = (documentNumber: string) =>
  useQuery({
    ...recordQueryOptions(getFinancingApplication, { documentNumber }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
