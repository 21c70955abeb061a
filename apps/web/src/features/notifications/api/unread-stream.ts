import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listNotifications, streamNotifications } from '@cmt/contract/endpoints/notifications';
import { callApi } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { refreshNotified } from '../../../lib/refreshed-by-notifications';
import { latestAccessToken, useSession } from '../../../lib/session';
import { leadOnce } from './tab-leader';

/** Each stream stays open this long; the next one opens when it ends. */
const STREAM_SECONDS = 300;
/** While the stream cannot be had (a proxy that buffers, a network cut): poll this often. */
export const POLL_MS = 30_000;

/**
 * Reads one Server-Sent Events stream of the unread count with fetch (EventSource cannot send the
 * Authorization header), calling `unread` per event. Resolves when the server ends it.
 */
async function readStream(signal: AbortSignal, unread: (count: number) => void): Promise<void> {
  const token = latestAccessToken();
  const response = await fetch(`${streamNotifications.path}?seconds=${STREAM_SECONDS}`, {
    headers: {
      Accept: 'text/event-stream',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) unread((JSON.parse(data.slice(6)) as { unread: number }).unread);
    }
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The signed-in staff member's unread count, live: the stream while it works (a change refreshes the
 * list and the reads tagged `refreshedByNotifications` too), polling the list every 30 s while it does not, trying the stream again each time. One
 * tab of the browser holds the stream and the others hear it (`leadOnce`): a stream per tab would
 * take the browser's few connections to the server from the pages' own requests.
 */
export function useUnreadCount(): number | null {
  const client = useQueryClient();
  const email = useSession().user?.email ?? '';
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let last: number | null = null;
    const heard = (count: number) => {
      setUnread(count);
      void client.invalidateQueries({ queryKey: [listNotifications.path] });
      // Something happened that concerns me (a request to decide, a decision): the counts moved.
      if (last !== null && count > last) void refreshNotified(client);
      last = count;
    };
    const lead = async (tell: (count: number) => void, signal: AbortSignal) => {
      while (!signal.aborted) {
        try {
          await readStream(signal, tell);
        } catch {
          if (signal.aborted) return;
          try {
            tell((await callApi(listNotifications, { signal })).unread);
          } catch {
            // The next round tries again.
          }
          await wait(POLL_MS, signal);
        }
      }
    };
    leadOnce(`cmt-unread:${email}`, controller.signal, lead, heard);
    return () => controller.abort();
  }, [client, email]);
  return unread;
}
