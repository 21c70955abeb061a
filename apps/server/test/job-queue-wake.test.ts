import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/*
 * A job someone waits for (a bulk apply) starts at once: `jobs.wake` after sending it wakes the
 * queue's worker on this instance and, on PostgreSQL, through a NOTIFY, every other instance's.
 * The workers here poll once a minute, so a job that runs within seconds was woken, not polled.
 */

const PG = Boolean(process.env.TEST_DATABASE_URL);
const POLL_SECONDS = 60;

let t: TestApp;
let url: URL | undefined;

beforeAll(async () => {
  t = await createTestApp({}, { connectThrough: (through) => (url = through) });
});
afterAll(() => t?.close());

/**
 * Starts a worker of `queue` whose first look finds a job already waiting (`first`): once `first` has
 * run (`ran` says so), that look is over and the worker's next poll is a minute away.
 */
async function idleWorker<T>(
  app: TestApp['app'],
  queue: string,
  first: { n: number },
  ran: T[],
  run: (n: number) => T,
) {
  const boss = await app.jobs.boss();
  await boss.createQueue(queue);
  await boss.send(queue, first);
  await app.jobs.work<{ n: number }>(queue, async ({ n }) => void ran.push(run(n)), {
    pollingIntervalSeconds: POLL_SECONDS,
  });
  await vi.waitFor(() => expect(ran).toEqual([run(first.n)]), { timeout: 15_000, interval: 50 });
}

describe('waking the job queue', () => {
  it('runs a job sent on this instance at once, not at the next poll', async () => {
    const ran: number[] = [];
    await idleWorker(t.app, 'wake-here', { n: 0 }, ran, (n) => n);
    await (await t.app.jobs.boss()).send('wake-here', { n: 1 });
    await t.app.jobs.wake('wake-here');
    await vi.waitFor(() => expect(ran).toEqual([0, 1]), { timeout: 15_000, interval: 50 });
  });

  it.runIf(PG)("wakes another instance's worker, which runs the job once", async () => {
    const other = await openDatabase({ url: url!.toString() });
    const b = await buildApp({ config: t.config, database: other, logger: false });
    await b.ready();
    try {
      const ran: string[] = [];
      await idleWorker(b, 'wake-there', { n: 0 }, ran, (n) => `b${n}`);
      await (await t.app.jobs.boss()).send('wake-there', { n: 1 });
      // Until b's LISTEN connection is up a wake can go unheard: wake again while waiting.
      await vi.waitFor(
        async () => {
          await t.app.jobs.wake('wake-there');
          expect(ran).toEqual(['b0', 'b1']);
        },
        { timeout: 15_000, interval: 250 },
      );
      // Once: a later job, woken, runs after it, and nothing ran twice in between (one worker,
      // one job at a time, oldest first).
      await (await t.app.jobs.boss()).send('wake-there', { n: 2 });
      await t.app.jobs.wake('wake-there');
      await vi.waitFor(() => expect(ran).toContain('b2'), { timeout: 15_000, interval: 50 });
      expect(ran).toEqual(['b0', 'b1', 'b2']);
    } finally {
      await b.close();
      await other.close();
    }
  });
});
