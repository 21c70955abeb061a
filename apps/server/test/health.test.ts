import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Liveness and readiness through the real app (docs/deployment.md): /livez answers whatever the
 * database, /readyz only when this instance should take traffic. The database away: outage.test.ts
 * (PostgreSQL cut) and bad-input.test.ts (closed); SIGTERM: shutdown.test.ts.
 */
describe('/livez and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
  /** Moves the newest migration's record by `ms`: back, the database lacks this version's newest. */
  const shiftNewestRecord = (ms: number) =>
    t.database.db.$client.query(
      `update drizzle.__drizzle_migrations set created_at = created_at + (${ms})
       where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );

  it('answers 200 to both on a started app whose database is current, HEAD too', async () => {
    const live = await get('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await get('/livez', 'HEAD')).statusCode).toBe(200);
    expect((await get('/readyz', 'HEAD')).statusCode).toBe(200);
    // The older name stays (scripts and monitors use it).
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('says 503 while the database lacks a migration this version needs, 200 again once applied', async () => {
    await shiftNewestRecord(-1);
    try {
      const ready = await get('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        message: 'Database migrations pending: run npm run migrate',
        code: 'NOT_READY',
      });
      expect((await get('/livez')).statusCode).toBe(200);
    } finally {
      await shiftNewestRecord(1);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('is ready on a database newer than this version (the next release migrated it)', async () => {
    await shiftNewestRecord(1000);
    try {
      expect((await get('/readyz')).statusCode).toBe(200);
    } finally {
      await shiftNewestRecord(-1000);
    }
  });

  it('says 503 from the moment it drains (SIGTERM), while everything else is still served', async () => {
    t.app.readiness.drain();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Shutting down', code: 'NOT_READY' });
    expect((await get('/livez')).statusCode).toBe(200);
    expect((await get('/config.json')).statusCode).toBe(200);
  });
});
