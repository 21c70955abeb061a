import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

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

export interface JobQueue {
  /** The one pg-boss of this process, started on first use; queues are created as they are named. */
  boss(): Promise<PgBoss>;
  /** Creates the queue if needed and runs `work` for each of its jobs, one at a time on this instance. */
  work<T extends object>(
    queue: string,
    work: (data: T) => Promise<void>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
}

/**
 * Durable background work (bulk applies, SMS sendings) for the whole app: ONE pg-boss per process,
 * started lazily (the first job sent, or a job left over at start-up), stopped gracefully with the app.
 */
export function registerJobQueue(app: FastifyInstance): void {
  let started: Promise<PgBoss> | null = null;
  const boss = () =>
    (started ??= (async () => {
      const instance = new PgBoss({
        db: executorOf(app.database),
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 60,
      } as ConstructorParameters<typeof PgBoss>[0]);
      instance.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
      await instance.start();
      return instance;
    })());
  const queue: JobQueue = {
    boss,
    async work(name, work, options = {}) {
      const instance = await boss();
      if (!(await instance.getQueue(name))) await instance.createQueue(name);
      await instance.work<Parameters<typeof work>[0]>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1 },
        async ([job]) => {
          if (job) await work(job.data);
        },
      );
    },
  };
  app.decorate('jobs', queue);
  app.addHook('onClose', async () => {
    if (started) await (await started).stop({ graceful: true, wait: true, timeout: 10_000 });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
