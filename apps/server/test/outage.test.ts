import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { isDatabaseUnavailable, openDatabaseWithRetry } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection dropped, new ones refused)
 * and restore: the database "going away" and coming back, without touching the shared server.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    restore: () => (server?.listening ? Promise.resolve() : listen()),
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('PostgreSQL going away and coming back', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let authorization: string;
  beforeAll(async () => {
    const target = new URL(pgUrl!);
    proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp(
      {},
      {
        connectThrough: (url) => {
          const through = new URL(url);
          through.hostname = '127.0.0.1';
          through.port = String(proxy.port);
          return through;
        },
      },
    );
    authorization = (await t.signIn(['manage-feature-flags'])).authorization;
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t?.close();
  });

  const flags = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v3/cmt-backend/configs/feature-flags',
      headers: { authorization },
    });

  /**
   * The sign-in check keeps accounts in memory only while it hears of changes: once listening again,
   * an account disabled by another server process (a plain UPDATE here) is refused within moments.
   */
  const expectToHearOtherProcesses = async () => {
    const other = await t.signIn(['manage-feature-flags']);
    const asOther = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v3/cmt-backend/configs/feature-flags',
        headers: { authorization: other.authorization },
      });
    await expect.poll(() => t.app.staffAccess.isLive(), { timeout: 10_000 }).toBe(true);
    expect((await asOther()).statusCode).toBe(200);
    await t.db.execute(sql`update staff_users set is_active = false where id = ${other.id}`);
    await expect.poll(async () => (await asOther()).statusCode, { timeout: 2000 }).toBe(401);
  };

  it('answers 503 DATABASE_UNAVAILABLE within seconds while it is down, keeps /healthz, and recovers without a restart', async () => {
    expect((await flags()).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const down = await flags();
    expect(Date.now() - started).toBeLessThan(8000);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(JSON.stringify(down.json())).not.toMatch(/ECONN|127\.0\.0\.1|password/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    // A sign-in attempt during the outage is a 503 too, not a 500 or a wrong-password answer.
    const login = await t.app.inject({
      method: 'POST',
      url: `${V2}/auth/local-login`,
      payload: { email: 'someone@lucky.app', password: 'whatever-password' },
    });
    expect(login.statusCode).toBe(503);

    await proxy.restore();
    const back = Date.now();
    let answer = await flags();
    while (answer.statusCode !== 200 && Date.now() - back < 10000) answer = await flags();
    expect(answer.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await expectToHearOtherProcesses();
  });

  it('survives its connections being terminated by the database (pg_terminate_backend)', async () => {
    expect((await flags()).statusCode).toBe(200);
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: pgUrl });
    await admin.connect();
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`))
      .rows as [{ name: string }];
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    // Idle pooled connections died with an 'error' on the pool: the process is still here, and the
    // next calls get fresh connections (at most one may see the dying connection and answer 503).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const statuses = [(await flags()).statusCode, (await flags()).statusCode];
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    await expectToHearOtherProcesses();
  });
});

describe('waiting for the database at start-up', () => {
  it('retries with backoff while the database is unreachable, then opens it', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let calls = 0;
    const retries: number[] = [];
    const database = await openDatabaseWithRetry(
      { dataDir: null },
      {
        giveUpMs: 10000,
        onRetry: (_, attempt, delayMs) => retries.push(delayMs),
        open: async () => {
          calls++;
          if (calls < 3) throw refused;
          return { kind: 'postgres' } as never;
        },
      },
    );
    expect(database.kind).toBe('postgres');
    expect(retries).toEqual([500, 1000]);
  });

  it('gives up after the configured time, and never retries a real error (bad password, bad SQL)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(
      openDatabaseWithRetry({ dataDir: null }, { giveUpMs: 0, open: async () => Promise.reject(refused) }),
    ).rejects.toBe(refused);
    const badPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let calls = 0;
    await expect(
      openDatabaseWithRetry(
        { dataDir: null },
        {
          giveUpMs: 10000,
          open: async () => {
            calls++;
            throw badPassword;
          },
        },
      ),
    ).rejects.toBe(badPassword);
    expect(calls).toBe(1);
  });

  it('tells connection failures from query errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Failed query', cause: { code: 'ECONNRESET' } })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});
