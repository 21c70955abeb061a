import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { executorOf, jobExecutor } from '../lib/job-executor.ts';
import { JobInterrupted } from '../lib/jobs.ts';
import { outlast } from '../lib/outlast.ts';
import { jobDuration, observeQueues } from '../lib/metrics.ts';

export interface JobQueue {
  /** The one pg-boss of this process, started on first use; queues are created as they are named. */
  boss(): Promise<PgBoss>;
  /**
   * Creates the queue if needed and runs `work` for each of its jobs, one at a time on this instance.
   * `signal` aborts when the instance shuts down: a long job stops at its next safe point by throwing
   * `JobInterrupted` (lib/jobs.ts), having committed nothing, and another instance takes it at once.
   */
  work<T extends object>(
    queue: string,
    work: (data: T, signal: AbortSignal) => Promise<void>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /**
   * Wakes the workers of `queue` at once, on this instance and (PostgreSQL) every other one listening,
   * instead of at their next poll: call it after sending a job someone waits for. pg-boss still hands
   * each job to one worker (its fetch locks the job), so a job woken for everywhere runs once.
   * Never throws: unheard, the job waits for the next poll.
   */
  wake(queue: string): Promise<void>;
}

/** The channel on which an instance that sent a job tells the others' workers to look now (payload: the queue). */
const WAKE_CHANNEL = 'job_queue_wake';

/**
 * Creates a queue once, whichever instance gets there first. Two instances creating the same queue at
 * once can deadlock or collide inside pg-boss (seen: 40P01 answered as a 500 to an SMS sending): the
 * loser looks again and finds the queue the winner made.
 */
async function ensureQueue(instance: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await instance.getQueue(name)) return;
    try {
      await instance.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
    }
  }
}

/** How long a shutdown lets running jobs finish or reach a safe point before pg-boss fails them. */
const STOP_WAIT_MS = 5_000;

/**
 * Durable background work (bulk applies, SMS sendings) for the whole app: ONE pg-boss per process,
 * started lazily (the first job sent, or a job left over at start-up), stopped gracefully with the app:
 * its running jobs are told to stop (`signal`), and those that stopped are due again at once, for
 * the other instances' workers (pg-boss alone would wait for the queue's retry delay).
 */
export function registerJobQueue(app: FastifyInstance): void {
  let started: Promise<PgBoss> | null = null;
  const stopping = new AbortController();
  const interrupted = new Set<string>();
  /** This instance's worker of each queue, to wake. */
  const workers = new Map<string, string>();
  const wakeHere = (queue: string) => {
    const id = workers.get(queue);
    if (id && started) started.then((instance) => instance.notifyWorker(id)).catch(() => {});
  };
  let unlisten: (() => Promise<void>) | undefined;
  const boss = () =>
    (started ??= (async () => {
      // Loaded on first use (~8 ms of a start otherwise): a restart with no job waiting never needs it.
      const { default: PgBoss } = await import('pg-boss');
      const instance = new PgBoss({
        db: jobExecutor(app.database, {
          signal: stopping.signal,
          log: app.log,
        }),
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: 60,
      } as ConstructorParameters<typeof PgBoss>[0]);
      // Its workers' fetches and its maintenance fail while the database is away: a warning, and
      // they carry on at their next poll.
      instance.on('error', (error) =>
        isDatabaseUnavailable(error)
          ? app.log.warn({ err: error }, 'job queue: database unavailable')
          : app.log.error({ err: error }, 'job queue error'),
      );
      await instance.start();
      return instance;
    })().catch((error: unknown) => {
      // Not started (the database away at that moment): the next use tries again.
      started = null;
      throw error;
    }));
  const queue: JobQueue = {
    boss,
    async work(name, work, options = {}) {
      const instance = await boss();
      await ensureQueue(instance, name);
      // Other instances' jobs (PostgreSQL): a NOTIFY wakes this instance's workers (PGlite has one process).
      if (app.database.kind === 'postgres')
        unlisten ??= app.database.listen?.(WAKE_CHANNEL, { message: wakeHere, live: () => {} });
      const id = await instance.work<Parameters<typeof work>[0]>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          const log = app.log.child({ queue: name, job: job.id });
          log.info('job started');
          const end = jobDuration.startTimer({ queue: name });
          let outcome = 'completed';
          try {
            // A job stopped by a database outage runs again once the database answers, here, still
            // active (pg-boss would wait for its retry delay, and count the outage as a failure).
            // A job is safe to run again: each one resumes from what it has committed.
            for (;;) {
              try {
                await work(job.data, stopping.signal);
                break;
              } catch (error) {
                if (!isDatabaseUnavailable(error) || stopping.signal.aborted) throw error;
                log.warn(
                  { err: error },
                  'job stopped by a database outage: it runs again once the database answers',
                );
                await outlast(() => app.database.ping(), { signal: stopping.signal });
              }
            }
          } catch (error) {
            if (error instanceof JobInterrupted) interrupted.add(job.id);
            outcome = error instanceof JobInterrupted ? 'interrupted' : 'failed';
            throw error;
          } finally {
            const seconds = end({ outcome });
            log.info({ outcome, seconds }, 'job finished');
          }
        },
      );
      workers.set(name, id);
    },
    async wake(name) {
      wakeHere(name);
      // Best effort: a wake that is not heard only leaves the job to the next poll.
      if (app.database.kind === 'postgres')
        await executorOf(app.database)
          .executeSql('select pg_notify($1, $2)', [WAKE_CHANNEL, name])
          .catch((error: unknown) => app.log.warn({ err: error }, 'job queue wake not sent'));
    },
  };
  app.decorate('jobs', queue);
  const stopObserving = observeQueues(async () => {
    if (!started) return {};
    const instance = await started;
    const depths: Record<string, number> = {};
    for (const { name } of await instance.getQueues())
      depths[name] = (await instance.getQueueSize(name)) ?? 0;
    return depths;
  });
  app.addHook('onClose', async () => {
    stopObserving();
    stopping.abort();
    await unlisten?.();
    if (!started) return;
    const instance = await started;
    await instance.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    // pg-boss records the failure of a stopped job without waiting for it: look a few times.
    for (let look = 0; interrupted.size && look < 40; look++) {
      const { rows } = await executorOf(app.database).executeSql(
        `update pgboss.job set start_after = now() where id = any($1::uuid[]) and state = 'retry' returning id`,
        [[...interrupted]],
      );
      for (const row of rows as { id: string }[]) interrupted.delete(row.id);
      if (interrupted.size) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
