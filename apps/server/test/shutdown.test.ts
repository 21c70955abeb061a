import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
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

/**
 * A load balancer drains an instance before it stops (docs/deployment.md): from SIGTERM on, /readyz
 * says 503 while everything else is still served for SHUTDOWN_DRAIN_SECONDS; then the server closes
 * (no new connection) and still finishes the requests in flight.
 */
describe('draining after SIGTERM', () => {
  it('says 503 on /readyz at once, serves through the drain, then closes and finishes what is in flight', async () => {
    const server = await startInstance({ ...env, SHUTDOWN_DRAIN_SECONDS: '5' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // A sign-in whose body is still arriving: in flight across the drain and the close.
      const body = JSON.stringify({ email: 'nobody@lucky.app', password: 'not-the-password' });
      let inFlight: http.ClientRequest | undefined;
      const answer = new Promise<{ status: number; json: unknown }>((resolve, reject) => {
        const request = http.request(`${server.url}${V2}/auth/local-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
        });
        request.on('error', reject);
        request.write(body.slice(0, 10));
        inFlight = request;
      });
      // Awaited below; a test that fails first must not leave its rejection unhandled.
      answer.catch(() => {});
      await expect
        .poll(() =>
          server
            .logs()
            .some(
              (line) =>
                line.msg === 'incoming request' &&
                String((line.req as { url?: string })?.url).endsWith('/auth/local-login'),
            ),
        )
        .toBe(true);

      server.child.kill('SIGTERM');
      // As soon as the process has the signal (its delivery is not instant on a busy machine).
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({
        message: 'Shutting down',
        code: 'NOT_READY',
      });
      // Still served while the balancer has not noticed yet.
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
      expect((await fetch(`${server.url}/config.json`)).status).toBe(200);

      // The drain over, the server closes: no new connection...
      await expect
        .poll(
          () =>
            fetch(`${server.url}/livez`).then(
              () => 'answered',
              () => 'refused',
            ),
          { timeout: 20_000 },
        )
        .toBe('refused');
      // ...but the request in flight gets its own answer (a wrong password), not a 503 or a reset.
      inFlight!.end(body.slice(10));
      expect(await answer).toEqual({
        status: 401,
        json: expect.objectContaining({ code: expect.any(String) }),
      });
      expect(await exitWithin(server.exited, BOUND_MS)).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await server.stop();
    }
  }, 120_000);
});
