import { z } from 'zod';
import { fieldMessage as m } from '../field-messages.ts';
import { V2, defineEndpoint, listExport, idParams, pageQuery, paged } from '../endpoint.ts';
import { findUnstorableText } from '../fields.ts';
import { SMS_MAX_PARTS, normalizeEgyptianMobile, smsParts } from '../sms.ts';

/*
 * SMS (General > SMS, MANAGE_CMT_GENERAL): a message to one number or a list, sent in the background
 * by a queued job through the configured provider, at a limited rate, with each number's outcome.
 */

/** Most numbers in one sending. */
export const SMS_MAX_RECIPIENTS = 10000;

export const smsJobStatus = z.enum(['QUEUED', 'SENDING', 'COMPLETED', 'CANCELLED', 'FAILED']);
export type SmsJobStatus = z.infer<typeof smsJobStatus>;
export const smsRecipientStatus = z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED']);
export type SmsRecipientStatus = z.infer<typeof smsRecipientStatus>;

/** Why a sending or a number failed, as codes the screens word in their language (never a server sentence). */
export const smsFailureCodes = ['SERVER_ERROR', 'NOT_QUEUED', 'INTERRUPTED', 'PROVIDER_REFUSED'] as const;
export type SmsFailureCode = (typeof smsFailureCodes)[number];

export const smsJob = z.object({
  id: z.number().int(),
  message: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** Billed parts per number. */
  parts: z.number().int(),
  recipientCount: z.number().int(),
  status: smsJobStatus,
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  cancelledCount: z.number().int(),
  /** The provider the job goes through: `log` only writes to the server log (nothing is sent). */
  provider: z.string(),
  /** Why the sending failed: one of `smsFailureCodes` (older sendings may hold an English sentence). */
  failureReason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type SmsJob = z.infer<typeof smsJob>;

export const smsRecipient = z.object({
  phone: z.string(),
  status: smsRecipientStatus,
  /** Why this number failed: one of `smsFailureCodes` (older sendings may hold the provider's text). */
  error: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type SmsRecipient = z.infer<typeof smsRecipient>;

export const smsMessageField = () =>
  z
    .string()
    .trim()
    .min(1, m('writeSms'))
    .superRefine((text, ctx) => {
      const unstorable = findUnstorableText(text);
      if (unstorable) ctx.addIssue({ code: 'custom', message: unstorable.message });
      else if (smsParts(text).parts > SMS_MAX_PARTS)
        ctx.addIssue({ code: 'custom', message: m('smsTooLong', { max: SMS_MAX_PARTS }) });
    });

/** Mobile numbers as pasted (01…, +201…, 00201…, with spaces): each one checked, duplicates dropped. */
export const smsRecipientsField = () =>
  z
    .array(
      z
        .string()
        .max(30, m('egyptianMobile'))
        .transform((value, ctx) => {
          const phone = normalizeEgyptianMobile(value);
          if (!phone) ctx.addIssue({ code: 'custom', message: m('egyptianMobile') });
          return phone ?? value;
        }),
      { error: m('smsRecipients') },
    )
    .min(1, m('smsRecipients'))
    .max(SMS_MAX_RECIPIENTS, m('smsRecipientsMax', { max: SMS_MAX_RECIPIENTS }))
    .transform((phones) => [...new Set(phones)]);

export const smsInput = z.object({ message: smsMessageField(), recipients: smsRecipientsField() });
export type SmsInput = z.input<typeof smsInput>;

export const createSmsJob = defineEndpoint({
  method: 'POST',
  idempotent: true,
  path: `${V2}/sms/jobs`,
  access: 'manage-general',
  summary:
    'Queue a message to one or more Egyptian mobiles (429 SMS_DAILY_LIMIT beyond the staff member’s daily allowance)',
  body: smsInput,
  response: smsJob,
});

export const listSmsJobs = defineEndpoint({
  method: 'GET',
  path: `${V2}/sms/jobs`,
  access: 'manage-general',
  summary: 'SMS sendings, newest first, with their progress',
  query: z.object({
    ...pageQuery,
    status: z.enum(['ALL', ...smsJobStatus.options]).default('ALL'),
    sort: z.enum(['createdAt']).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: paged(smsJob),
});

/** The list's rows of its filters as CSV (`listExport`). */
export const exportSmsJobs = listExport(listSmsJobs, [
  'id',
  'message',
  'encoding',
  'parts',
  'recipientCount',
  'status',
  'sentCount',
  'failedCount',
  'cancelledCount',
  'provider',
  'failureReason',
  'createdBy',
  'createdAt',
  'startedAt',
  'finishedAt',
]);

export const getSmsJob = defineEndpoint({
  method: 'GET',
  path: `${V2}/sms/jobs/:id`,
  access: 'manage-general',
  summary: 'One sending and its progress',
  params: idParams,
  response: smsJob,
});

export const listSmsRecipients = defineEndpoint({
  method: 'GET',
  path: `${V2}/sms/jobs/:id/recipients`,
  access: 'manage-general',
  summary: "Each number's outcome in a sending (sent with the provider's id, or failed with why)",
  params: idParams,
  query: z.object({
    ...pageQuery,
    status: z.enum(['ALL', ...smsRecipientStatus.options]).default('ALL'),
    sort: z.enum(['position']).default('position'),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: paged(smsRecipient),
});

export const cancelSmsJob = defineEndpoint({
  method: 'PUT',
  path: `${V2}/sms/jobs/:id/cancel`,
  access: 'manage-general',
  summary: 'Stop a sending: numbers not sent yet are not sent (a cancelled sending stays cancelled)',
  params: idParams,
  response: smsJob,
});

export const smsSettings = z.object({
  provider: z.string(),
  /** False with the logging provider: messages are written to the server log, not sent. */
  delivers: z.boolean(),
  ratePerSecond: z.number().int(),
  dailyLimitPerStaff: z.number().int(),
  /** Numbers this staff member queued since midnight in Cairo. */
  usedToday: z.number().int(),
});
export type SmsSettings = z.infer<typeof smsSettings>;

export const getSmsSettings = defineEndpoint({
  method: 'GET',
  path: `${V2}/sms/settings`,
  access: 'manage-general',
  summary: "The provider, the sending rate and the caller's daily allowance",
  response: smsSettings,
});
