import type { FastifyInstance } from 'fastify';
import { createSmsProvider, type SmsProvider } from './sms-provider.ts';
import { openSmsJobIds } from './sms-queries.ts';
import { sendSmsJob } from './sms-sender.ts';

const QUEUE = 'sms-send';

export interface SmsQueue {
  provider: SmsProvider;
  enqueue(jobId: number): Promise<void>;
}

/**
 * SMS sendings as durable background work on the app's job queue: one pg-boss job per sending
 * (singleton per sending), a worker on each instance, the overall rate shared through the database.
 * Sendings left queued or sending when the server stopped are picked up again at start.
 */
export function registerSmsQueue(app: FastifyInstance, provider?: SmsProvider): void {
  const sender = {
    db: app.db,
    provider: provider ?? createSmsProvider(app.config, app.log),
    ratePerSecond: app.config.SMS_RATE_PER_SECOND,
    log: app.log,
  };
  let working: Promise<void> | null = null;
  const start = () =>
    (working ??= app.jobs
      .work<{ jobId: number }>(QUEUE, (job, signal) => sendSmsJob(sender, job.jobId, signal), {
        pollingIntervalSeconds: 1,
      })
      .catch((error: unknown) => {
        // Not started (the database away at that moment): the next sending starts it.
        working = null;
        throw error;
      }));
  const queue: SmsQueue = {
    provider: sender.provider,
    async enqueue(jobId) {
      await start();
      await (
        await app.jobs.boss()
      ).send(
        QUEUE,
        { jobId },
        { retryLimit: 3, retryDelay: 30, expireInSeconds: 4 * 3600, singletonKey: `sms-${jobId}` },
      );
    },
  };
  app.decorate('smsQueue', queue);
  app.addHook('onReady', async () => {
    for (const id of await openSmsJobIds(app.db)) await queue.enqueue(id);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    smsQueue: SmsQueue;
  }
}
