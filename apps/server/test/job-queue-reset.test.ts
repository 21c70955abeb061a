import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { csv } from './bulk-files.ts';
import { createDatabase } from './database.ts';
import { dbProxy, type DbProxy } from './db-proxy.ts';
import { multipartFile } from './helpers.ts';
import { startInstance, type Instance } from './instance.ts';
import { settled } from './settled.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@lucky.app';
const ADMIN_PASSWORD = 'Job-Queue-Reset-Passphrase';
/** The issue asks for 30 rounds (`JOB_RESET_ROUNDS=30`, ~4 min); a CI run does 3, same assertions. */
const ROUNDS = Number(process.env.JOB_RESET_ROUNDS ?? 3);
/** How long each cut lasts: the outage under test, long enough for jobs in flight to meet it. */
const CUT_MS = 3000;
const SENDINGS_PER_ROUND = 2;
const NUMBERS_PER_SENDING = 30;
const AML_ROWS = 2000;

/**
 * Every connection between a real server process and PostgreSQL cut for 3 s (a TCP proxy that resets
 * them and refuses new ones), round after round, while SMS sendings and
 * bulk applies run: the process lives on, every job ends once the database is back, none stays
 * active, and no message reaches the gateway twice (the fake gateway counts each reference).
 */
describe.skipIf(!adminUrl)('the job queue through database resets', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: DbProxy;
  let server: Instance;
  let gateway: http.Server;
  let direct: pg.Client;
  let token: string;
  /** Messages the gateway received, by reference. */
  const received = new Map<string, number>();

  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    proxy = await dbProxy(database.url);
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const { reference } = JSON.parse(text) as { reference: string };
        received.set(reference, (received.get(reference) ?? 0) + 1);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: reference }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    server = await startInstance({
      DATABASE_URL: proxy.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: process.env.JOB_RESET_LOG ? 'info' : 'warn',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      SMS_RATE_PER_SECOND: '20',
      SMS_DAILY_LIMIT_PER_STAFF: '1000000',
    });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    const signIn = await api('POST', '/auth/local-login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    token = (signIn.json as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(async () => {
    // What the server said, for a failure to be read (JOB_RESET_LOG=/path/to/file).
    if (process.env.JOB_RESET_LOG && server) fs.writeFileSync(process.env.JOB_RESET_LOG, server.output());
    await server?.stop();
    await direct?.end();
    await proxy?.close();
    await new Promise((resolve) => gateway?.close(resolve));
    await database?.drop();
  });

  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${V2}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || Buffer.isBuffer(body) ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body:
        body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }
  /** Calls until the answer is 200: right after a cut the first calls may still be 503. */
  async function untilOk(call: () => ReturnType<typeof api>) {
    const answer = await settled(call, (a) => a.status !== 503, { timeout: 30_000, what: 'an answer' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as { id: number };
  }
  const query = async <T>(text: string) => (await direct.query(text)).rows as T[];
  /** How many times the server's log says a database call met the outage. */
  const outagesMet = () =>
    server.output().match(/database unavailable|waits for the database|connection (was )?lost/g)?.length ?? 0;

  const startSendings = (round: number) =>
    Promise.all(
      Array.from({ length: SENDINGS_PER_ROUND }, (_, sending) =>
        untilOk(() =>
          api('POST', '/sms/jobs', {
            message: `Round ${round} sending ${sending}`,
            recipients: Array.from(
              { length: NUMBERS_PER_SENDING },
              (_, n) => `010${String(round * 1000 + sending * 100 + n).padStart(8, '0')}`,
            ),
          }),
        ),
      ),
    );
  async function applyAmlFile(round: number) {
    const rows = Array.from({ length: AML_ROWS }, (_, n) => [
      `2${50 + round}010112${String(n).padStart(5, '0')}`,
      `Listed ${n}`,
      'Asset freeze',
      'Court order',
      '2026-01-10',
    ]);
    const file = csv([['national_id', 'name', 'reason', 'source_list', 'listed_on'], ...rows]);
    const { payload, headers } = multipartFile(`aml-${round}.csv`, 'text/csv', Buffer.from(file));
    const batch = await untilOk(() =>
      api('POST', '/files/bulk-upload?feature=AntiMoneyLaunderingStrategy', payload, headers),
    );
    await untilOk(() =>
      api('POST', `/files/bulk-upload/batches/${batch.id}/confirm?feature=AntiMoneyLaunderingStrategy`),
    );
  }

  it(`${ROUNDS} rounds of every connection cut with SMS and bulk jobs in flight: no exit, no job left active, no message sent twice`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await startSendings(round);
      // Messages are going out (a sending holds numbers claimed, being sent) when the bulk file is
      // confirmed and, at once, every connection is cut.
      await settled(
        () =>
          query<{ n: number }>(
            `select count(*)::int as n from sms_jobs where status = 'SENDING' and sent_count > 0`,
          ),
        (rows) => rows[0]!.n > 0,
        { timeout: 30_000, what: 'a sending under way' },
      );
      await applyAmlFile(round);
      // The database stays away for CUT_MS (the outage under test, not a wait for something), and at
      // least until the server has met it (a fetch, a sending or the end of a job failed on it).
      const metBefore = outagesMet();
      await proxy.cut();
      // fixed-wait-ok: the cut's length is the load under test, as outage.test.ts's slow statement
      await new Promise((resolve) => setTimeout(resolve, CUT_MS));
      await vi.waitFor(() => expect(outagesMet()).toBeGreaterThan(metBefore), {
        timeout: 30_000,
        interval: 50,
      });
      await proxy.restore();
      expect(server.child.exitCode, server.output()).toBeNull();
    }

    // Every job ends once the database is back: nothing waits, runs or is left for a retry.
    await settled(
      () =>
        query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name in ('sms-send', 'bulk-apply') and state < 'completed'`,
        ),
      (rows) => rows[0]!.n === 0,
      { timeout: 120_000, interval: 500, what: 'every job ended' },
    );
    if (process.env.JOB_RESET_LOG) {
      const said = (message: string) => server.output().split(message).length - 1;
      const summary = {
        rounds: ROUNDS,
        exited: server.child.exitCode !== null,
        jobs: await query(`select name, state, count(*)::int as n from pgboss.job group by 1, 2`),
        messages: received.size,
        sentTwice: [...received.values()].filter((times) => times > 1).length,
        fetchesGivenBack: said('were given back'),
        endsWaited: said('end of a job waits for the database'),
        endsNotRecorded: said('end of a job was not recorded'),
        jobsRunAgain: said('it runs again once the database answers'),
        sendingsPaused: said('SMS sending waits for the database'),
      };
      console.log(JSON.stringify(summary));
    }
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(
      await query(
        `select id, name, state from pgboss.job where state = 'active' and started_on + expire_in < now()`,
      ),
    ).toEqual([]);
    expect(
      await query(
        `select name, state, count(*)::int as n from pgboss.job where state <> 'completed' group by 1, 2`,
      ),
    ).toEqual([]);

    // Every sending completed, each number sent, and the gateway got each message exactly once.
    expect(
      await query(`select id, status, failure_reason from sms_jobs where status <> 'COMPLETED'`),
    ).toEqual([]);
    const recipients = await query<{ job_id: number; position: number; status: string }>(
      'select job_id, position, status from sms_recipients order by job_id, position',
    );
    expect(recipients).toHaveLength(ROUNDS * SENDINGS_PER_ROUND * NUMBERS_PER_SENDING);
    expect(recipients.filter((r) => r.status !== 'SENT')).toEqual([]);
    expect([...received.entries()].filter(([, times]) => times !== 1)).toEqual([]);
    expect(received.size).toBe(recipients.length);
    const [counts] = await query<{ sent: number }>('select sum(sent_count)::int as sent from sms_jobs');
    expect(counts!.sent).toBe(recipients.length);

    // Every bulk file applied once (its rows there, none failed).
    expect(
      await query(`select id, status, failure_reason from bulk_batches where status <> 'APPLIED'`),
    ).toEqual([]);
    const [listed] = await query<{ n: number }>('select count(*)::int as n from aml_blacklist');
    expect(listed!.n).toBe(ROUNDS * AML_ROWS);

    // Nothing went unhandled.
    expect(server.output()).not.toMatch(/unhandled|uncaught/i);
  }, 600_000);
});
