import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
} from '@cmt/contract/endpoints/notifications';
import { callApi } from '../../../lib/api-client';

/** The caller's newest notifications and the unread count (also the polling fallback of the bell). */
export const notificationsQuery = () => ({
  queryKey: [listNotifications.path],
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(listNotifications, { signal }),
});

export const useNotifications = (enabled = true) => useQuery({ ...notificationsQuery(), enabled });

export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(readNotification, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: [listNotifications.path] }),
  });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(readAllNotifications),
    onSettled: () => client.invalidateQueries({ queryKey: [listNotifications.path] }),
  });
}
