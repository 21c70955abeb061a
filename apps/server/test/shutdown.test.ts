import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { startInstance } from './instance.ts';

/** On PostgreSQL when there is one (a faster start than a new embedded database). */
let env: Record<string, string> = {};
let drop = async () => {};
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  const database = await createDatabase(process.env.TEST_DATABASE_URL);
  env = { DATABASE_URL: database.url };
  drop = database.drop;
});
afterAll(() => drop());

/** SIGTERM's bound (server.ts) plus room for a busy machine. */
const BOUND_MS = 12_000;

/** The exit, or 'still running' at the deadline: a bound the exit must beat, not a wait for it. */
const exitWithin = (exited: Promise<number | string | null>, ms: number) =>
  Promise.race([
    exited,
    // fixed-wait-ok: the deadline raced against the exit (SIGTERM's bound), which ends the wait first
    new Promise((resolve) => setTimeout(() => resolve('still running'), ms).unref()),
  ]);

/**
 * SIGTERM ends the process within its bound whatever became of its output: two servers started by
 * `npm start` whose output reader had gone were found alive 80 minutes after SIGTERM, held inside
 * `process.exit` by pino's on-exit flush of a destination that could not be written.
 */
describe('shutdown', () => {
  it('ends within its bound when the reader of its output went away', async () => {
    const server = await startInstance(env);
    try {
      server.child.stdout!.destroy();
      // Lines written after the reader went away (each request logs two).
      for (let i = 0; i < 50; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await exitWithin(server.exited, BOUND_MS)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.stop();
    }
  });

  it('ends within its bound when its output is not read (a full pipe)', async () => {
    const server = await startInstance(env);
    try {
      server.child.stdout!.pause();
      // Enough log lines to fill the pipe and leave more waiting in the process.
      // Long paths, which the request log keeps (a query string it drops).
      const long = `/healthz/${'x'.repeat(4000)}`;
      for (let round = 0; round < 10; round++) {
        await Promise.all(
          Array.from({ length: 20 }, async () =>
            expect((await fetch(`${server.url}${long}`)).status).toBe(404),
          ),
        );
      }
      server.child.kill('SIGTERM');
      expect(await exitWithin(server.exited, BOUND_MS)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.stop();
    }
  });
});
