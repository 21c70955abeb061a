import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { outlast } from './outlast.ts';

export type Rows = { rows: unknown[] };
export interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
}

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  fetchNextJob(schema: string): (options: { includeMetadata?: boolean; priority?: boolean }) => string;
};
const SCHEMA = 'pgboss';

/**
 * pg-boss's statements that record a job's end. Its worker sends them without awaiting them
 * (`Manager.complete`/`fail` in its fetch loop, pg-boss 10), so a rejection there is unhandled and
 * ends the process: seen when every connection was cut as an SMS job completed.
 */
const JOB_ENDS = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);
/** What pg-boss reads from a job's end it could not record: nothing affected. */
const NOTHING_RECORDED: Rows = { rows: [{ count: '0' }] };

/** pg-boss's fetch of a worker's next jobs (it marks them active), in each form a worker sends. */
const FETCHES = new Set(
  [true, false].flatMap((includeMetadata) =>
    [true, false].map((priority) => plans.fetchNextJob(SCHEMA)({ includeMetadata, priority })),
  ),
);

/** Whether pg-boss's statement is one this executor treats apart (a test holds it to pg-boss's version). */
export const recognised = (text: string): 'complete' | 'fail' | 'fetch' | null =>
  text === plans.completeJobs(SCHEMA)
    ? 'complete'
    : text === plans.failJobsById(SCHEMA)
      ? 'fail'
      : FETCHES.has(text)
        ? 'fetch'
        : null;

/**
 * pg-boss on the app's own database. On PGlite it runs through an executeSql adapter: statements
 * without parameters (pg-boss's multi-statement migrations) through `exec`, the others through `query`.
 */
export function executorOf(database: Database): Executor {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      executeSql: async (text, values) =>
        values?.length ? lite.query(text, values) : ((await lite.exec(text)).at(-1) ?? { rows: [] }),
    };
  }
  const pool = client as pg.Pool;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Jobs a fetch marked active whose commit's answer was lost: running, for all the database knows,
 * yet run by nobody (the worker never saw them), they would wait for their expiry (hours for an SMS
 * sending). Given back (due again, not counted as a retry) once the database answers, if still as
 * that fetch left them: a fetch that did not commit left nothing to give back.
 */
const GIVE_BACK = `
  update pgboss.job set state = 'retry', start_after = now(), started_on = null
  where id = any($1::uuid[]) and state = 'active' and started_on = $2::timestamptz`;

/**
 * A worker's fetch on PostgreSQL, in a transaction of its own: a connection lost while it runs
 * activates nothing; lost at its commit, the jobs it returned are known and given back.
 */
async function fetchJobs(
  pool: pg.Pool,
  text: string,
  values: unknown[] | undefined,
  giveBack: (ids: string[], startedOn: string) => void,
): Promise<Rows> {
  const client = await pool.connect();
  let fetched: { ids: string[]; startedOn: string } | undefined;
  let lost: Error | undefined;
  try {
    await client.query('begin');
    const result = await client.query<{ id: string }>(text, values);
    if (result.rows.length > 0) {
      // The fetch set started_on = now(), the transaction's time: what marks this fetch's jobs.
      const { rows } = await client.query<{ at: string }>('select now()::text as at');
      fetched = { ids: result.rows.map((row) => row.id), startedOn: rows[0]!.at };
    }
    await client.query('commit');
    return result;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
    // The connection is gone: the pool drops it.
    lost = error as Error;
    if (fetched) giveBack(fetched.ids, fetched.startedOn);
    throw error;
  } finally {
    client.release(lost);
  }
}

/**
 * The executor pg-boss is given. A job's end (completed, failed) is recorded once the database
 * answers again, and never rejects, as pg-boss does not await it; recording it twice is harmless
 * (both statements only move a job still active or not yet ended). Unrecorded after the patience (or
 * at shutdown), the job stays active until its expiry and is then retried: an SMS job's numbers are
 * marked before they are sent, so a retry never sends one twice. A worker's fetch lost at its
 * commit gives its jobs back (`GIVE_BACK`).
 */
export function jobExecutor(
  database: Database,
  {
    signal,
    log,
  }: {
    signal: AbortSignal;
    log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  },
): Executor {
  const plain = executorOf(database);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const onLost = (what: string, error: unknown) => log.error({ err: error }, `job queue: ${what}`);
  const giveBack = (ids: string[], startedOn: string) =>
    void outlast(() => pool.query(GIVE_BACK, [ids, startedOn]), { signal }).then(
      ({ rowCount }) =>
        rowCount &&
        log.warn({ jobs: ids }, 'job queue: jobs fetched as the connection was lost were given back'),
      (error: unknown) => onLost('jobs fetched as the connection was lost were not given back', error),
    );
  return {
    executeSql: (text, values) => {
      if (JOB_ENDS.has(text))
        return outlast(() => plain.executeSql(text, values), {
          signal,
          onWait: (error) => log.warn({ err: error }, 'job queue: the end of a job waits for the database'),
        }).catch((error: unknown) => {
          onLost('the end of a job was not recorded', error);
          return NOTHING_RECORDED;
        });
      if (database.kind === 'postgres' && FETCHES.has(text)) return fetchJobs(pool, text, values, giveBack);
      return plain.executeSql(text, values);
    },
  };
}
