import type { FastifyInstance } from 'fastify';
import { runFullPass } from './audit-full-pass.ts';

const QUEUE = 'audit-full-pass';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the job of a full verification pass of the audit chain. */
    auditFullPassQueue: { enqueue(passId: number): Promise<void> };
  }
}

/**
 * Full verification passes of the audit chain as jobs on the app's job queue (plugins/job-queue.ts):
 * one instance runs each, writing its progress; a pass stopped by a shutdown starts again on another.
 */
export function registerAuditFullPassQueue(app: FastifyInstance): void {
  let working: Promise<void> | null = null;
  const start = () =>
    (working ??= app.jobs.work<{ passId: number }>(QUEUE, (job, signal) =>
      runFullPass(app.auditChain, job.passId, signal),
    ));
  app.decorate('auditFullPassQueue', {
    async enqueue(passId: number) {
      await start();
      await (
        await app.jobs.boss()
      ).send(
        QUEUE,
        { passId },
        { retryLimit: 2, retryDelay: 5, expireInSeconds: 60 * 60, singletonKey: `pass-${passId}` },
      );
      await app.jobs.wake(QUEUE);
    },
  });
}
