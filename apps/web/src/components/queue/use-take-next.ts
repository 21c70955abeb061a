import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Endpoint } from '@cmt/contract/endpoint';
import type { ClaimedItem } from '@cmt/contract/queues';
import { callApi } from '../../lib/api-client';
import { useSnackbar } from '../../lib/snackbar';
import { useQueueTranslation } from './use-queue-translation';

type Item = NonNullable<ClaimedItem['item']>;

/**
 * "Take next" of a queue: claims the oldest free item (POST …/next) and opens it at `hrefOf(item)`;
 * says so when nothing waits (then `onEmpty`, e.g. back to the list).
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
      if (item) navigate(hrefOf(item));
      else {
        snackbar.show(t('nothingWaiting'), 'info');
        onEmpty?.();
      }
    },
    onError: () => snackbar.show(t('takeNextFailed'), 'error'),
  });
  return { take: () => mutation.mutate(), pending: mutation.isPending };
}
