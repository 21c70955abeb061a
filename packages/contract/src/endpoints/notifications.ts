import { z } from 'zod';
import { V2, defineEndpoint, idParams } from '../endpoint.ts';
import { wholeNumber } from '../fields.ts';

/*
 * Notifications (docs/requirements.md §D9, issue 21 item 5): each signed-in staff member's own, kept 30 days. The
 * server sends a kind and its params, never a sentence: the web words them in the UI language.
 * Delivered live by Server-Sent Events (`streamNotifications`, read with fetch so the token goes in
 * the Authorization header), with polling of `listNotifications` as the fallback.
 */

export const notificationKinds = [
  'bulk.validated',
  'bulk.applied',
  'bulk.failed',
  'approval.requested',
  'approval.approved',
  'approval.rejected',
  'claim.takenOver',
  'sms.finished',
  'case.mentioned',
  'case.assigned',
  'case.reminder',
  'case.breached',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Notifications older than this many days are deleted. */
export const NOTIFICATION_KEEP_DAYS = 30;
/** The newest this many are listed. */
export const NOTIFICATION_LIST_SIZE = 30;

export const notificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof notificationParams>;

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  params: notificationParams,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: `${V2}/notifications`,
  access: 'authenticated',
  summary: "The caller's own notifications, newest first, and how many are unread",
  response: z.object({ unread: z.number().int(), items: z.array(notification) }),
});

export const readNotification = defineEndpoint({
  method: 'POST',
  path: `${V2}/notifications/:id/read`,
  access: 'authenticated',
  summary: 'Marks one of the caller’s notifications read (another’s, or none: 404)',
  params: idParams,
  response: null,
});

export const readAllNotifications = defineEndpoint({
  method: 'POST',
  path: `${V2}/notifications/read-all`,
  access: 'authenticated',
  summary: 'Marks every notification of the caller read',
  response: null,
});

/** The longest a stream stays open; the web opens the next one when it ends. */
export const NOTIFICATION_STREAM_MAX_SECONDS = 600;

export const streamNotifications = defineEndpoint({
  method: 'GET',
  path: `${V2}/notifications/stream`,
  access: 'authenticated',
  summary:
    'Server-Sent Events (text/event-stream): an `unread` event with {unread} at once and after each change of the caller’s notifications, a comment heartbeat every 15 s; ends after `seconds` (0: the first event only)',
  query: z.object({
    seconds: wholeNumber(0, NOTIFICATION_STREAM_MAX_SECONDS).default(0),
  }),
  response: null,
});
