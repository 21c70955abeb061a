import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '@cmt/contract/endpoint';
import type { queueEndpoints } from '@cmt/contract/queues';
import { callApi } from '../../lib/api-client';
import { useInvalidateEndpoints } from '../list-query';

type QueueEndpoints = ReturnType<typeof queueEndpoints>;

/**
 * One item of a queue taken (over from another reviewer, with `takeover`) or let go of
 * (docs/requirements.md §D9); the endpoints in `reload` (the item, its list) are read again either way.
 */
export function useQueueClaim(
  queue: Pick<QueueEndpoints, 'claim' | 'release'>,
  id: number,
  ...reload: Endpoint[]
) {
  const invalidate = useInvalidateEndpoints(...reload);
  const claim = useMutation({
    mutationFn: (takeover: boolean) => callApi(queue.claim, { params: { id }, body: { takeover } }),
    onSettled: invalidate,
  });
  const release = useMutation({
    mutationFn: () => callApi(queue.release, { params: { id } }),
    onSettled: invalidate,
  });
  return { claim, release };
}

export type QueueClaimActions = ReturnType<typeof useQueueClaim>;
