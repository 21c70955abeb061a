import type { FastifyInstance } from 'fastify';
import { createNotificationHub, type NotificationHub } from '../../lib/notification-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/** The process's one LISTEN for notifications, which the open streams subscribe to. */
export function registerNotificationHub(app: FastifyInstance): void {
  const hub = createNotificationHub(app.database);
  app.decorate('notificationHub', hub);
  // Before the server waits for open requests: the streams end, so a shutdown is not held by them.
  app.addHook('preClose', () => hub.close());
}
