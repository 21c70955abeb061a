import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalog } from '@cmt/contract/catalog';
import { V3 } from '@cmt/contract/endpoint';
import { readsFromReplica } from '../src/db/replicas.ts';
import { migrateDatabase } from './database.ts';
import { freePort, signInAt, startInstance, type Instance } from './instance.ts';
import { clusterQuery, clusterWork, pgBinDir, pgRun, type ClusterWork } from './pg-clusters.ts';

/**
 * Read replicas (DATABASE_REPLICA_URLS, db/replicas.ts) against a real streaming replica this test
 * makes and removes: its own primary cluster, a replica of it from `pg_basebackup -R` on another
 * port, and two server processes on them, both given the replica and (a fault) the primary's own URL
 * as replicas. Reads land on the replica (its own statistics count them; pausing its replay hides
 * a new row from them), a write is seen by its author at once (on the other instance too, with the
 * `x-read-after` fence the web app sends back), a lagging, stopped or promoted replica sends the
 * reads back to the primary without an error, and the primary named as a replica is skipped with a
 * warning. Runs where TEST_DATABASE_URL is set (PostgreSQL is installed) and its programs are found.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && pgBinDir);

const PASSWORD = 'Very-Secret-Passphrase-42';
const METRICS_TOKEN = 'replica-test-metrics-token';
let clusters: ClusterWork;
let primaryPort: number;
let replicaPort: number;
let replicaDir: string;
let primaryName: string;
let replicaName: string;
const servers: Instance[] = [];

/** A flag added through the API (an audited write) by `token`; the answer's read-your-writes fence. */
async function addFlag(server: Instance, token: string, key: string): Promise<string> {
  const response = await fetch(`${server.url}${V3}/configs/feature-flags`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ key, value: true }),
  });
  expect(response.status).toBe(200);
  const fence = response.headers.get('x-read-after');
  expect(fence).toMatch(/^[0-9A-F]+\/[0-9A-F]+\.\d+\.[\w-]+$/);
  return fence!;
}

/** The flags' keys as the list screen shows them to `token` (a replica-eligible read). */
async function flagKeys(server: Instance, token: string, readAfter?: string): Promise<string[]> {
  const response = await fetch(`${server.url}${V3}/configs/feature-flags/list?pageSize=100`, {
    headers: { authorization: `Bearer ${token}`, ...(readAfter ? { 'x-read-after': readAfter } : {}) },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { key: string }[] }).items.map((flag) => flag.key);
}

/** A sample of the server's /metrics: the value of `name{labels}` (0 when absent). */
async function metric(server: Instance, name: string, labels: Record<string, string>): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) && wanted.every((part) => row.slice(0, row.indexOf('}')).includes(part)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const replicaUp = (server: Instance, name: string) => metric(server, 'cmt_db_replica_up', { replica: name });

/** Scans of the feature flags' table the replica itself has run (its own statistics). */
async function replicaFlagScans(): Promise<number> {
  const [row] = await clusterQuery<{ scans: string }>(
    replicaPort,
    "select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as scans from pg_stat_user_tables where relname = 'feature_flags'",
    'cmt',
  );
  return Number(row!.scans);
}

const onReplica = (text: string) => clusterQuery(replicaPort, text, 'cmt');

/** Waits until both servers read from the replica again. */
const bothUseTheReplica = () =>
  vi.waitFor(
    async () => {
      for (const server of servers) expect(await replicaUp(server, replicaName)).toBe(1);
    },
    { timeout: 30_000, interval: 200 },
  );

describe.skipIf(!enabled)('read replicas on a streaming replica made by the test', () => {
  let one: Instance;
  let two: Instance;
  /** Two sessions of the admin: A writes, B only reads. */
  let a: string;
  let b: string;

  beforeAll(async () => {
    clusters = clusterWork('cmt-replica-');
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    await clusters.makePrimary('primary', primaryPort);
    await clusterQuery(primaryPort, 'create database cmt');
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/cmt`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/cmt`;
    primaryName = `127.0.0.1:${primaryPort}/cmt`;
    replicaName = `127.0.0.1:${replicaPort}/cmt`;
    await migrateDatabase(primaryUrl);

    // The replica: a base backup with its standby settings (-R: standby.signal, primary_conninfo).
    replicaDir = path.join(clusters.dir, 'replica');
    await pgRun('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir],
      ...['-R', '-Xstream', '--checkpoint=fast'],
    ]);
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    await clusters.start(replicaDir);
    const [state] = await onReplica('select pg_is_in_recovery() as recovering');
    expect(state).toEqual({ recovering: true });

    const env = {
      DATABASE_URL: primaryUrl,
      // The second entry is a fault: the primary's own URL given as a replica.
      DATABASE_REPLICA_URLS: `${replicaUrl}, ${primaryUrl}`,
      ADMIN_PASSWORD: PASSWORD,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN,
    };
    [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    servers.push(one, two);
    a = await signInAt(one, 'admin@lucky.app', PASSWORD);
    b = await signInAt(one, 'admin@lucky.app', PASSWORD);
    await bothUseTheReplica();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await clusters?.remove();
  });

  it('skips the primary named as a replica, with a warning naming it', async () => {
    for (const server of servers) {
      expect(await replicaUp(server, primaryName)).toBe(0);
      expect(
        server
          .logs()
          .some(
            (line) =>
              line.replica === primaryName &&
              line.level === 40 &&
              /not a replica \(pg_is_in_recovery\(\) is false/.test(String(line.msg)),
          ),
      ).toBe(true);
    }
    // Nothing is logged with the URLs' credentials or the URLs themselves.
    expect(one.output()).not.toContain('postgres://');
  });

  it('serves lists from the replica, and each staff member sees their own write at once', async () => {
    await addFlag(one, a, 'replica.first');
    await vi.waitFor(async () => expect(await flagKeys(one, b)).toContain('replica.first'), {
      timeout: 10_000,
      interval: 100,
    });

    // The replica's own statistics count the lists' scans.
    const scansBefore = await replicaFlagScans();
    const servedBefore = await metric(one, 'cmt_db_reads_total', { served_by: 'replica' });
    for (let i = 0; i < 5; i++) await flagKeys(one, b);
    expect(await metric(one, 'cmt_db_reads_total', { served_by: 'replica' })).toBe(servedBefore + 5);
    await vi.waitFor(async () => expect(await replicaFlagScans()).toBeGreaterThanOrEqual(scansBefore + 5), {
      timeout: 20_000,
      interval: 250,
    });

    // The replica stops replaying: what it serves stops changing.
    await onReplica('select pg_wal_replay_pause()');
    try {
      const fence = await addFlag(one, a, 'replica.paused');
      // Its author sees it at once, on this instance and (with the fence sent back) on the other one.
      expect(await flagKeys(one, a)).toContain('replica.paused');
      expect(await flagKeys(two, a, fence)).toContain('replica.paused');
      // Reads that are not its author's come from the paused replica: not there yet.
      expect(await flagKeys(one, b)).not.toContain('replica.paused');
      expect(await flagKeys(two, a)).not.toContain('replica.paused');
      // A fence is signed for its session: another session's copy of it changes nothing.
      expect(await flagKeys(two, b, fence)).not.toContain('replica.paused');
      expect(
        await metric(one, 'cmt_db_replica_skipped_total', { replica: replicaName, reason: 'own_write' }),
      ).toBeGreaterThan(0);
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    await vi.waitFor(async () => expect(await flagKeys(one, b)).toContain('replica.paused'), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('answers every replica-eligible endpoint from the read-only replica without a server error', async () => {
    const eligible = catalog.filter(readsFromReplica);
    expect(eligible.length).toBeGreaterThan(40);
    const servedBefore = await metric(one, 'cmt_db_reads_total', { served_by: 'replica' });
    const primaryBefore = await metric(one, 'cmt_db_reads_total', { served_by: 'primary' });
    const answers: [string, number][] = [];
    for (const endpoint of eligible) {
      const url = endpoint.path.replace(/:\w+/g, '1') + (endpoint.path.endsWith('/search') ? '?q=ahmed' : '');
      const response = await fetch(`${one.url}${url}`, { headers: { authorization: `Bearer ${b}` } });
      await response.arrayBuffer();
      answers.push([endpoint.path, response.status]);
    }
    expect(answers.filter(([, status]) => status >= 500)).toEqual([]);
    const ok = answers.filter(([, status]) => status === 200).length;
    expect(ok).toBeGreaterThan(30);
    // Every answered one went through the replica (none fell back to the primary).
    expect(await metric(one, 'cmt_db_reads_total', { served_by: 'replica' })).toBeGreaterThanOrEqual(
      servedBefore + ok,
    );
    expect(await metric(one, 'cmt_db_reads_total', { served_by: 'primary' })).toBe(primaryBefore);
  });

  it('skips a replica lagging more than REPLICA_MAX_LAG_SECONDS, and uses it again once caught up', async () => {
    await onReplica('select pg_wal_replay_pause()');
    try {
      await addFlag(one, a, 'replica.lagging');
      await vi.waitFor(async () => expect(await replicaUp(one, replicaName)).toBe(0), {
        timeout: 20_000,
        interval: 250,
      });
      expect(await metric(one, 'cmt_db_replica_lag_seconds', { replica: replicaName })).toBeGreaterThan(5);
      // The replica has not replayed the write; the primary answers, with it.
      expect(await flagKeys(one, b)).toContain('replica.lagging');
      expect(
        await metric(one, 'cmt_db_replica_skipped_total', { replica: replicaName, reason: 'lagging' }),
      ).toBeGreaterThan(0);
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    await bothUseTheReplica();
    expect(await metric(one, 'cmt_db_replica_lag_seconds', { replica: replicaName })).toBeLessThanOrEqual(5);
  });

  it('sends the reads back to the primary, without an error, when the replica stops, and back to it when it returns', async () => {
    await addFlag(one, a, 'replica.stopped');
    await vi.waitFor(async () => expect(await flagKeys(one, b)).toContain('replica.stopped'), {
      timeout: 10_000,
      interval: 100,
    });
    await clusters.stop(replicaDir);
    // At once, before any sample of the replica: every read answered, from the primary.
    const primaryBefore = await metric(one, 'cmt_db_reads_total', { served_by: 'primary' });
    for (let i = 0; i < 10; i++) {
      expect(await flagKeys(one, b)).toContain('replica.stopped');
      expect(await flagKeys(two, b)).toContain('replica.stopped');
    }
    expect(await metric(one, 'cmt_db_reads_total', { served_by: 'primary' })).toBeGreaterThanOrEqual(
      primaryBefore + 10,
    );
    expect(await replicaUp(one, replicaName)).toBe(0);
    expect(
      await metric(one, 'cmt_db_replica_skipped_total', { replica: replicaName, reason: 'unreachable' }),
    ).toBeGreaterThan(0);

    await clusters.start(replicaDir);
    await bothUseTheReplica();
    const servedBefore = await metric(one, 'cmt_db_reads_total', { served_by: 'replica' });
    expect(await flagKeys(one, b)).toContain('replica.stopped');
    expect(await metric(one, 'cmt_db_reads_total', { served_by: 'replica' })).toBe(servedBefore + 1);
  });

  it('skips a replica promoted to a primary of its own, with a warning', async () => {
    await pgRun('pg_ctl', ['-D', replicaDir, '-w', 'promote']);
    await vi.waitFor(
      async () => {
        for (const server of servers) expect(await replicaUp(server, replicaName)).toBe(0);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(
      one.logs().some((line) => line.replica === replicaName && /not a replica/.test(String(line.msg))),
    ).toBe(true);
    // A write after the promotion is on the primary only: the reads show it, so they come from there.
    await addFlag(one, a, 'after.promotion');
    expect(await flagKeys(one, b)).toContain('after.promotion');
    expect(await flagKeys(two, b)).toContain('after.promotion');
    expect(
      await metric(one, 'cmt_db_replica_skipped_total', { replica: replicaName, reason: 'not_a_replica' }),
    ).toBeGreaterThan(0);
  });
});
