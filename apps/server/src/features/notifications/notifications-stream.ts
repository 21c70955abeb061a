import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/client.ts';
import type { NotificationHub } from '../../lib/notification-hub.ts';
import { unreadCount } from './notifications-queries.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events of one staff member's notifications on a raw response: `event: unread` with
 * `{"unread": n}` at once and after each change (from any instance, through the hub), a heartbeat
 * comment every 15 s, `X-Accel-Buffering: no` so nginx-like proxies pass each event at once. Ends after
 * `seconds` (0: after the first event), when the client goes, or as soon as `sessionEnded` says its
 * session ended (logout, revoke, disable, password change: heard from any instance).
 */
export function streamUnread(
  deps: { db: Db; hub: NotificationHub; sessionEnded: (end: () => void) => () => void },
  staffId: number,
  seconds: number,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let ended = false;
  let sending: Promise<void> = Promise.resolve();
  let last = -1;
  const send = () => {
    // One read at a time, in order; an unchanged count is not sent again.
    sending = sending.then(async () => {
      if (ended) return;
      const unread = await unreadCount(deps.db, staffId);
      if (ended || unread === last) return;
      last = unread;
      res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
    });
    return sending;
  };
  return new Promise<void>((resolve) => {
    let stop = () => {};
    let unwatch = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      stop();
      unwatch();
      clearInterval(heartbeat);
      clearTimeout(timer);
      res.end();
      resolve();
    };
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    // 0: ends after the first event (below), not before it.
    const timer = seconds > 0 ? setTimeout(end, seconds * 1000) : undefined;
    stop = deps.hub.subscribe(staffId, () => void send().catch(end), end);
    unwatch = deps.sessionEnded(end);
    req.on('close', end);
    res.on('error', end);
    void send().then(() => {
      if (seconds === 0) end();
    }, end);
  });
}
