import { useMutation } from '@tanstack/react-query';
import {
  getFinancingApplication,
  listFinancingApplications,
  reviewApplication,
} from '@cmt/contract/endpoints/financing';
import type { BodyOf } from '@cmt/contract/endpoint';
import { useInvalidateEndpoints } from '../../../kit/list-query';
import { callApi } from '../../../lib/api-client';

/** The review's body, with the version of the line as the screen shows it (a decision made meanwhile is a 412). */
export type ReviewInput = BodyOf<typeof reviewApplication> & { version: number };

export function useReviewApplication() {
  const invalidate = useInvalidateEndpoints(getFinancingApplication, listFinancingApplications);
  return useMutation({
    mutationFn: ({ version, ...body }: ReviewInput) => callApi(reviewApplication, { body, ifMatch: version }),
    onSettled: invalidate,
  });
}
