import { useMutation } from '@tanstack/react-query';
import {
  getFinancingApplication,
  listFinancingApplications,
  reviewApplication,
  type ReviewAction,
} from '@cmt/contract/endpoints/financing';
import { useInvalidateEndpoints } from '../../../components/list-query';
import { callApi } from '../../../lib/api-client';

export interface ReviewInput {
  luckyUserId: number;
  action: ReviewAction;
  reason: string;
  creditLimit?: string | null;
  /** The version of the line as the screen shows it: a decision made meanwhile is a 412. */
  version: number;
}

export function useReviewApplication() {
  const invalidate = useInvalidateEndpoints(getFinancingApplication, listFinancingApplications);
  return useMutation({
    mutationFn: ({ version, ...body }: ReviewInput) => callApi(reviewApplication, { body, ifMatch: version }),
    onSettled: invalidate,
  });
}
