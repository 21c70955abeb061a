import type { Database } from '../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from './notifications.ts';

export interface NotificationHub {
  /**
   * Calls `changed` whenever a notification of this staff member commits, on any instance, and
   * `closing` when the server shuts down (a stream ends then, so the shutdown is not held). Returns `stop`.
   */
  subscribe(staffId: number, changed: () => void, closing?: () => void): () => void;
  /** Whether every notification is being heard (the LISTEN connection is up). */
  isLive(): boolean;
  close(): Promise<void>;
}

/**
 * One LISTEN per server process on `NOTIFICATIONS_CHANNEL` (db/listen.ts on PostgreSQL, so a
 * notification written by any instance reaches the streams of every instance), fanned out to the open
 * streams of the staff member it names.
 */
export function createNotificationHub(database: Pick<Database, 'listen'>): NotificationHub {
  const subscribers = new Map<number, Set<() => void>>();
  const closings = new Set<() => void>();
  let live = false;
  const stop = database.listen?.(NOTIFICATIONS_CHANNEL, {
    message(payload) {
      for (const changed of subscribers.get(Number(payload)) ?? []) changed();
    },
    live(isLive) {
      live = isLive;
      // Back after a loss: anything may have been missed, so every stream reads its count again.
      if (isLive) for (const set of subscribers.values()) for (const changed of set) changed();
    },
  });
  return {
    subscribe(staffId, changed, closing) {
      const set = subscribers.get(staffId) ?? new Set();
      set.add(changed);
      subscribers.set(staffId, set);
      if (closing) closings.add(closing);
      return () => {
        if (closing) closings.delete(closing);
        set.delete(changed);
        if (set.size === 0 && subscribers.get(staffId) === set) subscribers.delete(staffId);
      };
    },
    isLive: () => live,
    close: async () => {
      for (const closing of [...closings]) closing();
      closings.clear();
      subscribers.clear();
      await stop?.();
    },
  };
}
