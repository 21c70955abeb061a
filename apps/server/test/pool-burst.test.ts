import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { createDatabase } from './database.ts';
import { dbProxy, type DbProxy } from './db-proxy.ts';
import { startInstance, type Instance } from './instance.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@lucky.app';
const ADMIN_PASSWORD = 'Pool-Burst-Admin-Passphrase';
/** The burst of the issue: this many saves of one record at once, from the version they all opened. */
const BURST = Number(process.env.POOL_BURST ?? 50);
/**
 * Each way, per chunk: a database a few milliseconds away. On this machine's loopback a save takes
 * ~4 ms and 50 of them in turn fit in any timeout; across a network (or on a busy host) each holds
 * its connection several times longer, and the last of the burst waits for all the others.
 */
const LATENCY_MS = Number(process.env.POOL_LATENCY_MS ?? 5);

/**
 * A burst of saves of one record on a healthy PostgreSQL: each waits for the row's lock (or for a
 * connection of the pool) and gets its answer, 200 once and 412 for the others, never 503. The
 * server is a real process, as deployed: its pool is the one under test.
 */
describe.skipIf(!adminUrl)('a burst of writes to one record', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: Instance;
  let proxy: DbProxy;
  let token: string;
  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    proxy = await dbProxy(database.url, { latencyMs: LATENCY_MS });
    server = await startInstance({
      DATABASE_URL: proxy.url,
      ...(process.env.POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.POOL_SIZE } : {}),
      // 2000: as before the acquire timeout was set apart from the connect timeout.
      ...(process.env.POOL_ACQUIRE_MS ? { DATABASE_ACQUIRE_TIMEOUT_MS: process.env.POOL_ACQUIRE_MS } : {}),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    });
    const signIn = await call('POST', '/auth/local-login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    token = (signIn.json as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${V2}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }

  it(`${BURST} parallel If-Match saves of one affiliate category: one 200, the rest 412, no 503`, async () => {
    const created = await call('POST', '/merchants/categories/affiliate', {
      nameEn: 'Burst',
      nameAr: 'دفعة',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id, version } = created.json as { id: number; version: number };
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        call(
          'PUT',
          `/merchants/categories/affiliate/${id}`,
          { nameEn: `Burst ${n}`, nameAr: 'دفعة' },
          { 'if-match': `"${version}"` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    if (process.env.POOL_TIMINGS)
      console.log(
        JSON.stringify({ ms: Date.now() - started, 200: count(200), 412: count(412), 503: count(503) }),
      );
    expect(count(503)).toBe(0);
    expect(count(200)).toBe(1);
    expect(count(412)).toBe(BURST - 1);
  }, 60_000);

  it(`${BURST} parallel saves of one affiliate category without If-Match: each applies in turn, no 503`, async () => {
    const created = await call('POST', '/merchants/categories/affiliate', {
      nameEn: 'Queue',
      nameAr: 'طابور',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const { id, version } = created.json as { id: number; version: number };
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        call('PUT', `/merchants/categories/affiliate/${id}`, { nameEn: `Queue ${n}`, nameAr: 'طابور' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    if (process.env.POOL_TIMINGS)
      console.log(JSON.stringify({ ms: Date.now() - started, 200: count(200), 503: count(503) }));
    expect(count(503)).toBe(0);
    expect(count(200)).toBe(BURST);
    const after = await call('GET', `/merchants/categories/affiliate/${id}`);
    expect((after.json as { version: number }).version).toBe(version + BURST);
  }, 60_000);

  it('a burst queued for connections when the database goes away: 503 within 3 s, not after the acquire timeout', async () => {
    const created = await call('POST', '/merchants/categories/affiliate', { nameEn: 'Cut', nameAr: 'قطع' });
    const { id } = created.json as { id: number };
    let cutAt = 0;
    let answered = 0;
    const answers = Array.from({ length: BURST }, async (_, n) => {
      const answer = await call('PUT', `/merchants/categories/affiliate/${id}`, {
        nameEn: `Cut ${n}`,
        nameAr: 'قطع',
      });
      answered++;
      return { ...answer, at: Date.now() };
    });
    // Some saves are through, the others hold or wait for the pool's connections (each save waits
    // for the row's lock in turn: the first answer comes while the rest still wait).
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    cutAt = Date.now();
    await proxy.cut();
    const settledAnswers = await Promise.all(answers);
    await proxy.restore();
    const late = settledAnswers.filter((answer) => answer.status === 503 && answer.at - cutAt > 3000);
    if (process.env.POOL_TIMINGS)
      console.log(
        JSON.stringify({
          200: settledAnswers.filter((a) => a.status === 200).length,
          503: settledAnswers.filter((a) => a.status === 503).length,
          slowest503: Math.max(0, ...settledAnswers.filter((a) => a.status === 503).map((a) => a.at - cutAt)),
        }),
      );
    expect(settledAnswers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(settledAnswers.some((answer) => answer.status === 503)).toBe(true);
    expect(late).toEqual([]);
  }, 60_000);
});
