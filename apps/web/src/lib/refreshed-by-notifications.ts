import type { QueryClient } from '@tanstack/react-query';

/**
 * The meta of a query whose answer moves when a notification arrives (the home's counts, the
 * Approvals badge): `useQuery({ ..., meta: refreshedByNotifications })`. The bell refreshes them
 * through `refreshNotified` without knowing the features that own them.
 */
export const refreshedByNotifications = { refreshedByNotifications: true } as const;

/** Marks every query tagged `refreshedByNotifications` stale; those on screen are read again. */
export const refreshNotified = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => query.meta?.refreshedByNotifications === true });
