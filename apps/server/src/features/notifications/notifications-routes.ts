import {
  listNotifications,
  readAllNotifications,
  readNotification,
  streamNotifications,
} from '@cmt/contract/endpoints/notifications';
import { implement } from '../../lib/endpoints.ts';
import { listMine } from './notifications-queries.ts';
import { streamUnread } from './notifications-stream.ts';
import { markAllRead, markRead } from './notifications-writes.ts';

export const notificationsRoutes = [
  implement(listNotifications, ({ app, staff }) => listMine(app.db, staff.id)),
  implement(readNotification, ({ app, staff, params }) => markRead(app.db, staff.id, params.id)),
  implement(readAllNotifications, ({ app, staff }) => markAllRead(app.db, staff.id)),
  implement(streamNotifications, async ({ app, staff, query, request, reply }) => {
    reply.hijack();
    // The headers set so far (request id, security headers) go with the stream's own.
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    await streamUnread(
      {
        db: app.db,
        hub: app.notificationHub,
        sessionEnded: (end) => app.watchSession(staff, end),
      },
      staff.id,
      query.seconds,
      request.raw,
      reply.raw,
      headers,
    );
  }),
];
