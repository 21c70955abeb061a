import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PgBoss from 'pg-boss';
import { executorOf, recognised } from '../src/lib/job-executor.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let boss: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await t?.close();
});

describe("the job queue's executor", () => {
  // It recognises pg-boss's fetch and its job ends by their text: a pg-boss upgrade that changes
  // them must fail here, not quietly lose what the executor does with them.
  it("recognises the statements pg-boss's worker sends to fetch a job and to record its end", async () => {
    const seen = new Set<string>();
    const { executeSql } = executorOf(t.app.database);
    const { default: Boss } = await import('pg-boss');
    boss = new Boss({
      db: {
        executeSql: (text: string, values?: unknown[]) => {
          const kind = recognised(text);
          if (kind) seen.add(kind);
          return executeSql(text, values);
        },
      },
      schedule: false,
      supervise: false,
    } as ConstructorParameters<typeof Boss>[0]);
    boss.on('error', () => {});
    await boss.start();
    await boss.createQueue('executor-check');
    const ran: string[] = [];
    await boss.work<{ n: number }>('executor-check', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      ran.push(job!.id);
      if (ran.length === 1) throw new Error('fails once');
    });
    await boss.send('executor-check', { n: 1 }, { retryLimit: 1, retryDelay: 0 });
    await vi.waitFor(() => expect(ran).toHaveLength(2), { timeout: 15_000, interval: 50 });
    await vi.waitFor(() => expect([...seen].sort()).toEqual(['complete', 'fail', 'fetch']), {
      timeout: 5000,
      interval: 50,
    });
  });
});
