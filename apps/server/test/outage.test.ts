import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { exportFeatureFlags } from '@cmt/contract/endpoints/feature-flags';
import { isDatabaseUnavailable, openDatabaseWithRetry } from '../src/db/client.ts';
import { branches } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/seed/catalogue-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { offerBody } from './offer-body.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (every connection reset, new ones refused)
 * and restore, or partition (nothing delivered either way, nothing closed: a network that stopped
 * answering) and heal (what was held is delivered, in order, closes included, as TCP would once the
 * network is back): the database "going away" and coming back, without touching the shared server.
 */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let partitioned = false;
  /** What the partition holds back, in order. */
  let held: (() => void)[] = [];
  const deliver = (action: () => void) => (partitioned ? held.push(action) : action());
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on('data', (chunk) => deliver(() => upstream.write(chunk)));
        upstream.on('data', (chunk) => deliver(() => client.write(chunk)));
        client.on('close', () => deliver(() => upstream.destroy()));
        upstream.on('close', () => deliver(() => client.destroy()));
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
    partition() {
      partitioned = true;
    },
    heal() {
      partitioned = false;
      const actions = held;
      held = [];
      for (const action of actions) action();
    },
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;

/** Staff may act on flags, offers and merchants. */
const permissions = [
  'manage-feature-flags',
  'manage-offers-offers',
  'manage-offers-offers-create',
  'manage-merchant',
];

/** How long a call may take to say the database is unavailable (the bound). */
const ANSWER_WITHIN_MS = 3000;

/** Timings measured, printed with OUTAGE_TIMINGS=1 (figures for the report, not assertions). */
const timings: Record<string, number[]> = {};
const note = (what: string, ms: number) => (timings[what] ??= []).push(ms);

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/ECONN|127\.0\.0\.1|password|timeout|terminat/i);
}

async function timed(call: () => Promise<LightMyRequestResponse>) {
  const started = Date.now();
  const response = await call();
  return { response, ms: Date.now() - started };
}

describe.skipIf(!pgUrl)('PostgreSQL going away and coming back', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let authorization: string;
  let branchId: number;
  let databaseName: string;
  /** Errors nobody handled (an 'error' event without a listener): each one would end the process. */
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
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
    await seedCatalogue(t.db, createRandom(18), {
      storage: t.app.storage,
      scale: 1,
      counts: { merchants: 2, branches: 2, offers: 2 },
    });
    const [branch] = await t.db.select().from(branches).where(eq(branches.merchantId, 1)).limit(1);
    branchId = branch!.id;
    authorization = (await t.signIn(permissions)).authorization;
    const { rows } = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    databaseName = rows[0]!.name;
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    if (process.env.OUTAGE_TIMINGS) console.log(JSON.stringify(timings));
    proxy?.heal();
    await proxy?.restore().catch(() => {});
    await t?.close();
  });

  const flags = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v3/cmt-backend/configs/feature-flags',
      headers: { authorization },
    });
  const createOffer = (titleEn: string) =>
    t.app.inject({
      method: 'POST',
      url: `${V2}/offers`,
      headers: { authorization },
      payload: offerBody(branchId, titleEn),
    });
  const createMerchant = (nameEn: string) =>
    t.app.inject({
      method: 'POST',
      url: `${V2}/merchants/create`,
      headers: { authorization },
      payload: {
        nameEn,
        nameAr: 'سيلانترو',
        descriptionEn: 'Coffee',
        descriptionAr: 'قهوة',
        categoryId: 1,
        website: 'https://www.cilantrocafe.net',
        hotline: '19069',
        isActive: true,
        branches: [],
      },
    });

  /** Polls `call` until it answers 2xx; returns how long that took. */
  async function untilAnswered(call: () => Promise<LightMyRequestResponse>, timeoutMs = 10_000) {
    const started = Date.now();
    let answer = await call();
    while (answer.statusCode >= 300 && Date.now() - started < timeoutMs) answer = await call();
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return Date.now() - started;
  }

  /**
   * The sign-in limit counts only the attempts it evaluated: with none counted before, five wrong
   * passwords are refused as wrong (401) and the sixth is over the limit (429).
   */
  async function expectNoAttemptCounted(email: string) {
    for (let n = 1; n <= 5; n++)
      expect((await t.localLogin(email, `wrong-password-${n}`)).statusCode).toBe(401);
    expect((await t.localLogin(email, 'wrong-password-6')).statusCode).toBe(429);
  }

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
    await expect.poll(() => t.app.staffAccess.isLive(), { timeout: 15_000 }).toBe(true);
    expect((await asOther()).statusCode).toBe(200);
    await t.db.execute(sql`update staff_users set is_active = false where id = ${other.id}`);
    await expect.poll(async () => (await asOther()).statusCode, { timeout: 2000 }).toBe(401);
  };

  it('answers 503 DATABASE_UNAVAILABLE within seconds while it is down, keeps /livez, and recovers without a restart', async () => {
    expect((await flags()).statusCode).toBe(200);

    await proxy.cut();
    const down = await timed(flags);
    expect(down.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expectUnavailable(down.response);
    note('cut: 503 after (ms)', down.ms);
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await timed(() => t.app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.response.statusCode).toBe(503);
    expect(ready.response.json()).toEqual({ message: 'Database not reachable', code: 'NOT_READY' });
    expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // A sign-in attempt during the outage is a 503 too, not a 500 or a wrong-password answer.
    expectUnavailable(await t.localLogin('someone@lucky.app', 'whatever-password'));

    await proxy.restore();
    note('cut: 2xx after restore (ms)', await untilAnswered(flags));
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await expectToHearOtherProcesses();
    expect(uncaught).toEqual([]);
  });

  it('answers an export that meets the outage with a 503 in JSON, not a 500 in its CSV headers', async () => {
    expect((await flags()).statusCode).toBe(200);
    await proxy.cut();
    try {
      // The rows are read as the file streams, after the handler set the file's headers.
      const response = await t.app.inject({
        method: 'GET',
        url: exportFeatureFlags.path,
        headers: { authorization },
      });
      expectUnavailable(response);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
    } finally {
      await proxy.restore();
    }
    await untilAnswered(flags);
    expect(uncaught).toEqual([]);
  });

  it('survives its connections being terminated by the database (pg_terminate_backend)', async () => {
    expect((await flags()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await admin.end();
    // Idle pooled connections died with an 'error' on the pool: the process is still here, and the
    // next calls get fresh connections (at most one may see the dying connection and answer 503).
    await untilAnswered(flags, 5000);
    expect((await flags()).statusCode).toBe(200);
    await expectToHearOtherProcesses();
    expect(uncaught).toEqual([]);
  });

  it('drops a connection that dies while checked out (a transaction, pg-boss, a second connection) without ending the process', async () => {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      // A Drizzle transaction whose connection is terminated under it: a 503, not a crash.
      const transaction = t.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);

      // A client checked out by hand and left idle (as pg-boss or a LISTEN would): its death frees
      // its place in the pool, and its holder's release afterwards is harmless.
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      // This very connection leaves the pool (its total alone would move with the pool's other
      // work, the audit sealer's and the jobs', which may open a connection meanwhile).
      let dropped = false;
      const onRemove = (gone: unknown) => {
        if (gone === client) dropped = true;
      };
      pool.on('remove', onRemove);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await vi.waitFor(() => expect(dropped).toBe(true), { timeout: 5000, interval: 20 });
      pool.off('remove', onRemove);
      expect(() => client.release()).not.toThrow();
      await expect(client.query('select 1')).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      await admin.end();
    }
    expect(uncaught).toEqual([]);
    expect((await flags()).statusCode).toBe(200);
  });

  it('leaves a slow query alone while the database answers (no 503 for a query that takes its time)', async () => {
    const started = Date.now();
    // The slow query is the load under test, not a wait for something: longer than the 2 s in which
    // a new connection must open (CONNECT_TIMEOUT_MS), it must still be answered, not cut as an outage.
    await t.db.execute(sql`select pg_sleep(2.5)`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  });

  it('survives every connection being reset, round after round, under 8 concurrent writers: 503 while cut, 2xx after', async () => {
    const rounds = 4;
    interface Answer {
      writer: number;
      status: number;
      started: number;
      ended: number;
    }
    const answers: Answer[] = [];
    let running = true;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; running; n++) {
        const started = Date.now();
        const name = `Writer ${writer} number ${n}`;
        const response = await (writer % 2 ? createOffer(name) : createMerchant(name));
        if (response.statusCode === 503) expectUnavailable(response);
        answers.push({ writer, status: response.statusCode, started, ended: Date.now() });
      }
    });
    /** Waits until each writer has an answer with this status class, started at `since` or later. */
    const everyWriterAnswered = (since: number, ok: (status: number) => boolean) =>
      vi.waitFor(
        () => {
          for (let writer = 0; writer < 8; writer++) {
            expect(answers.some((a) => a.writer === writer && a.started >= since && ok(a.status))).toBe(true);
          }
        },
        { timeout: 15_000, interval: 20 },
      );
    const success = (status: number) => status >= 200 && status < 300;
    try {
      for (let round = 1; round <= rounds; round++) {
        // Writes are in flight (transactions open on pooled connections) when the connections die.
        await everyWriterAnswered(Date.now(), success);
        await proxy.cut();
        const cutAt = Date.now();
        await everyWriterAnswered(cutAt, (status) => status === 503);
        await proxy.restore();
        const restoredAt = Date.now();
        await everyWriterAnswered(restoredAt, success);
        note('write load: every writer 2xx after restore (ms)', Date.now() - restoredAt);
        const duringCut = answers.filter((a) => a.started >= cutAt && a.ended <= restoredAt);
        expect(duringCut.length).toBeGreaterThan(0);
        for (const answer of duringCut) {
          expect(answer.status).toBe(503);
          expect(answer.ended - answer.started).toBeLessThan(ANSWER_WITHIN_MS);
        }
        note(
          'write load: slowest 503 while cut (ms)',
          Math.max(...duringCut.map((a) => a.ended - a.started)),
        );
      }
    } finally {
      running = false;
      await Promise.all(writers);
    }
    expect(uncaught).toEqual([]);
    // Only successes and 503s: a write cut short is never a 500 nor half done.
    expect(answers.filter((a) => !success(a.status) && a.status !== 503)).toEqual([]);
    expect((await flags()).statusCode).toBe(200);
  });

  it('answers 503 within 3 s while the database refuses connections, and sign-ins failing then do not count', async () => {
    const email = 'refused.outage@lucky.app';
    await t.createAccount({ email, password: 'the-right-password-1' });
    expect((await flags()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const database = pg.escapeIdentifier(databaseName);
    let back: number;
    try {
      await admin.query(`alter database ${database} allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      const calls = [
        flags,
        () => createOffer('During the outage'),
        () => createMerchant('During the outage'),
        ...Array.from({ length: 6 }, () => () => t.localLogin(email, 'wrong-password-0')),
      ];
      for (const { response, ms } of await Promise.all(calls.map((call) => timed(call)))) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
        note('refused: 503 after (ms)', ms);
      }
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`);
      back = Date.now();
      await admin.end();
    }
    await untilAnswered(flags);
    note('refused: 2xx after connections allowed (ms)', Date.now() - back);
    await expectNoAttemptCounted(email);
    await expectToHearOtherProcesses();
    expect(uncaught).toEqual([]);
  });

  it('answers 503 within 3 s when the network stops delivering (partition), and 2xx once it heals', async () => {
    const email = 'partitioned@lucky.app';
    await t.createAccount({ email, password: 'the-right-password-1' });
    // Open connections wait in the pool, as on a busy server: the partition catches requests on them.
    for (const answer of await Promise.all(Array.from({ length: 8 }, flags)))
      expect(answer.statusCode).toBe(200);
    proxy.partition();
    let healedAt: number;
    try {
      const calls = [
        ...Array.from({ length: 3 }, () => () => t.localLogin(email, 'wrong-password-0')),
        flags,
        () => createOffer('During the partition'),
        () => createMerchant('During the partition'),
      ];
      for (const { response, ms } of await Promise.all(calls.map((call) => timed(call)))) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
        note('partition: 503 after (ms)', ms);
      }
    } finally {
      proxy.heal();
      healedAt = Date.now();
    }
    await untilAnswered(flags);
    note('partition: 2xx after heal (ms)', Date.now() - healedAt);
    expect((await createOffer('After the partition')).statusCode).toBe(200);
    // What the partition held reached the database when it healed: none of it counted a sign-in.
    await expectNoAttemptCounted(email);
    await expectToHearOtherProcesses();
    expect(uncaught).toEqual([]);
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
    // A partition: a query or a connection that got no answer in time.
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // A database closed to connections (ALTER DATABASE … ALLOW_CONNECTIONS false), or full.
    const closed = 'database "shop" is not currently accepting connections';
    expect(isDatabaseUnavailable(Object.assign(new Error(closed), { code: '55000' }))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('cannot change sequence'), { code: '55000' }))).toBe(
      false,
    );
    // A query's own error stays one even when the text it quotes looks like an outage.
    const duplicate = Object.assign(new Error('Failed query: insert …\nparams: Connection terminated'), {
      query: 'insert …',
      cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });
});
