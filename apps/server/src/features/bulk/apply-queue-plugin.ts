import type { FastifyInstance } from 'fastify';
import { applyBatch, type ApplyJob } from './apply.ts';
import { openBatches } from './bulk-queries.ts';

const QUEUE = 'bulk-apply';

export interface ApplyQueue {
  enqueue(job: ApplyJob): Promise<void>;
}

/**
 * The durable queue of apply jobs, on the app's job queue (`plugins/job-queue.ts`). Its worker starts on
 * the first confirm, or at start-up when a batch was left queued or applying (the process stopped
 * mid-apply: its job is retried).
 */
export function registerApplyQueue(app: FastifyInstance): void {
  let working: Promise<void> | null = null;
  const start = () =>
    (working ??= app.jobs
      .work<ApplyJob>(QUEUE, (job, signal) => applyBatch(app.database, job, signal))
      .catch((error: unknown) => {
        // Not started (the database away at that moment): the next apply starts it.
        working = null;
        throw error;
      }));

  const queue: ApplyQueue = {
    async enqueue(job) {
      await start();
      await (
        await app.jobs.boss()
      ).send(QUEUE, job, {
        retryLimit: 3,
        retryDelay: 10,
        expireInSeconds: 15 * 60,
        singletonKey: `batch-${job.batchId}`,
      });
      // Staff wait for it: the worker looks now, not at its next poll.
      await app.jobs.wake(QUEUE);
    },
  };
  app.decorate('bulkApplyQueue', queue);
  app.addHook('onReady', async () => {
    const pending = await openBatches(app.db);
    // A job still in the queue is kept (same singleton key); one lost before it was sent is sent again.
    for (const batch of pending)
      await queue.enqueue({ batchId: batch.id, actor: { id: null, email: batch.appliedBy, ip: null } });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    bulkApplyQueue: ApplyQueue;
  }
}
