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

const idle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('waking the job queue', () => {
  it('runs a job sent on this instance at once, not at the next poll', async () => {
    const ran: number[] = [];
    await t.app.jobs.work<{ n: number }>('wake-here', async ({ n }) => void ran.push(n), {
      pollingIntervalSeconds: POLL_SECONDS,
    });
    await idle(); // the worker's first look found nothing: its next poll is a minute away
    await (await t.app.jobs.boss()).send('wake-here', { n: 1 });
    await t.app.jobs.wake('wake-here');
    await vi.waitFor(() => expect(ran).toEqual([1]), { timeout: 15_000, interval: 50 });
  });

  it.runIf(PG)("wakes another instance's worker, which runs the job once", async () => {
    const other = await openDatabase({ url: url!.toString() });
    const b = await buildApp({ config: t.config, database: other, logger: false });
    await b.ready();
    try {
      const ran: string[] = [];
      await b.jobs.work<{ n: number }>('wake-there', async ({ n }) => void ran.push(`b${n}`), {
        pollingIntervalSeconds: POLL_SECONDS,
      });
      await idle();
      await (await t.app.jobs.boss()).send('wake-there', { n: 1 });
      // Until b's LISTEN connection is up a wake can go unheard: wake again while waiting.
      await vi.waitFor(
        async () => {
          await t.app.jobs.wake('wake-there');
          expect(ran).toEqual(['b1']);
        },
        { timeout: 15_000, interval: 250 },
      );
      await idle();
      expect(ran).toEqual(['b1']);
    } finally {
      await b.close();
      await other.close();
    }
  });
});
