import {
  cancelSmsJob as cancelSmsJobEndpoint,
  createSmsJob as createSmsJobEndpoint,
  getSmsJob,
  getSmsSettings,
  listSmsJobs,
  listSmsRecipients,
  exportSmsJobs,
} from '@cmt/contract/endpoints/sms';
import { actorOf } from '../../lib/audit.ts';
import { implement } from '../../lib/endpoints.ts';
import { implementExport } from '../../lib/list-export.ts';
import { findSmsJob, listRecipientPage, listSmsJobPage, usedToday, smsJobList } from './sms-queries.ts';
import { cancelSmsJob, createSmsJob, markNotQueued } from './sms-writes.ts';

export const smsRoutes = [
  implement(createSmsJobEndpoint, async ({ app, request, body }) => {
    const job = await createSmsJob(app.db, actorOf(request), body, {
      provider: app.smsQueue.provider.name,
      dailyLimit: app.config.SMS_DAILY_LIMIT_PER_STAFF,
    });
    try {
      await app.smsQueue.enqueue(job.id);
    } catch (error) {
      await markNotQueued(app.db, job.id);
      throw error;
    }
    return job;
  }),

  implement(listSmsJobs, async ({ app, query }) => listSmsJobPage(app.db, query)),

  implementExport(exportSmsJobs, { name: 'sms-sendings' }, ({ app, query }) => smsJobList(app.db, query)),

  implement(getSmsJob, async ({ app, params }) => findSmsJob(app.db, params.id)),

  implement(listSmsRecipients, async ({ app, params, query }) => listRecipientPage(app.db, params.id, query)),

  implement(cancelSmsJobEndpoint, async ({ app, request, params }) =>
    cancelSmsJob(app.db, actorOf(request), params.id),
  ),

  implement(getSmsSettings, async ({ app, staff }) => ({
    provider: app.smsQueue.provider.name,
    delivers: app.smsQueue.provider.delivers,
    ratePerSecond: app.config.SMS_RATE_PER_SECOND,
    dailyLimitPerStaff: app.config.SMS_DAILY_LIMIT_PER_STAFF,
    usedToday: await usedToday(app.db, staff.id),
  })),
];
