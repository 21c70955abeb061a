import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { bulkBatches } from '../../db/schema.ts';
import { applyBatch, type ApplyJob } from './apply.ts';

const QUEUE = 'bulk-apply';

type Rows = { rows: unknown[] };

/**
 * pg-boss on the app's own database. On PGlite it runs through an executeSql adapter: statements
 * without parameters (pg-boss's multi-statement migrations) through `exec`, the others through `query`.
 */
function executorOf(database: Database) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      executeSql: async (text: string, values?: unknown[]): Promise<Rows> =>
        values?.length ? lite.query(text, values) : ((await lite.exec(text)).at(-1) ?? { rows: [] }),
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text: string, values?: unknown[]): Promise<Rows> => pool.query(text, values) };
}

export interface ApplyQueue {
  enqueue(job: ApplyJob): Promise<void>;
}

/**
 * The durable queue of apply jobs. pg-boss starts on the first confirm, or at start-up when a batch
 * was left queued or applying (the process stopped mid-apply: its job is retried), and stops with the app.
 */
export function registerApplyQueue(app: FastifyInstance): void {
  let started: Promise<PgBoss> | null = null;
  const start = () =>
    (started ??= (async () => {
      const boss = new PgBoss({
        db: executorOf(app.database),
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 60,
      } as ConstructorParameters<typeof PgBoss>[0]);
      boss.on('error', (error) => app.log.error({ err: error }, 'bulk apply queue error'));
      await boss.start();
      if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE);
      await boss.work<ApplyJob>(QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
        if (job) await applyBatch(app.database, job.data);
      });
      return boss;
    })());

  const queue: ApplyQueue = {
    async enqueue(job) {
      const boss = await start();
      await boss.send(QUEUE, job, {
        retryLimit: 3,
        retryDelay: 10,
        expireInSeconds: 15 * 60,
        singletonKey: `batch-${job.batchId}`,
      });
    },
  };
  app.decorate('bulkApplyQueue', queue);
  app.addHook('onReady', async () => {
    const pending = await app.db
      .select({ id: bulkBatches.id, appliedBy: bulkBatches.appliedBy })
      .from(bulkBatches)
      .where(inArray(bulkBatches.status, ['QUEUED', 'APPLYING']));
    // A job still in the queue is kept (same singleton key); one lost before it was sent is sent again.
    for (const batch of pending)
      await queue.enqueue({ batchId: batch.id, actor: { id: null, email: batch.appliedBy, ip: null } });
  });
  app.addHook('onClose', async () => {
    if (started) await (await started).stop({ graceful: true, wait: true, timeout: 10_000 });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    bulkApplyQueue: ApplyQueue;
  }
}
