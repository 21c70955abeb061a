import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Endpoint } from '@cmt/contract/endpoint';
import type { ClaimedItem } from '@cmt/contract/queues';
import { callApi } from '../../lib/api-client';
import { useSnackbar } from '../snackbar';
import { useQueueTranslation } from './use-queue-translation';

type Item = NonNullable<ClaimedItem['item']>;

/** The history state of an item opened by "Take next": its page moves on to the next after a decision. */
const FROM_QUEUE = { fromQueue: true } as const;

/** Whether the page on screen was opened by its queue's "Take next" (not from a list row or a link). */
export function useOpenedFromQueue(): boolean {
  const { state } = useLocation();
  return (state as { fromQueue?: unknown } | null)?.fromQueue === true;
}

/**
 * "Take next" of a queue: claims the oldest free item (POST …/next) and opens it at `hrefOf(item)`,
 * marked as opened from the queue; says so when nothing waits (then `onEmpty`, e.g. back to the list).
 */
export function useTakeNext(
  endpoint: Endpoint & { method: 'POST' },
  hrefOf: (item: Item) => string,
  onEmpty?: () => void,
) {
  const { t } = useQueueTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: async () => (await callApi(endpoint)) as unknown as ClaimedItem,
    onSuccess: ({ item }) => {
      if (item) navigate(hrefOf(item), { state: FROM_QUEUE });
      else {
        snackbar.show(t('nothingWaiting'), 'info');
        onEmpty?.();
      }
    },
    onError: () => snackbar.show(t('takeNextFailed'), 'error'),
  });
  return { take: () => mutation.mutate(), pending: mutation.isPending };
}

export interface NextAfterDecisionOptions {
  /** The queue's list, opened when nothing else waits (with "the queue is empty"). */
  listHref: string;
  /** Move on after every decision, however the item was opened (a page that is only its queue: KYC). */
  always?: boolean;
}

/**
 * The item pages of the claimable queues (KYC profile, cashout, application review): call
 * `decided()` after a decision was recorded (not when it is held for a second approval). An item
 * opened by "Take next" then opens the next free one, claimed for this reviewer, itself marked as
 * from the queue; when nothing waits, the list opens with "the queue is empty". An item opened from a
 * list row or a link stays on screen showing its decision (unless `always`).
 */
export function useNextAfterDecision(
  endpoint: Endpoint & { method: 'POST' },
  hrefOf: (item: Item) => string,
  { listHref, always = false }: NextAfterDecisionOptions,
) {
  const fromQueue = useOpenedFromQueue();
  const navigate = useNavigate();
  const next = useTakeNext(endpoint, hrefOf, () => navigate(listHref));
  return {
    fromQueue,
    pending: next.pending,
    decided: () => {
      if (always || fromQueue) next.take();
    },
  };
}
