import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './instance.ts';
import { addFlag, drillServers, flagKeys, settledVerify } from './restore-drill.ts';

/**
 * The restore drill on PostgreSQL (docs/deployment.md, "PostgreSQL: base backups and WAL archiving"),
 * on clusters this test makes and removes (never the shared TEST_DATABASE_URL one): a primary that
 * archives its WAL, the real server on it, data, `pg_basebackup` (checked by `pg_verifybackup`) while
 * it serves, a write kept and a later one, then a second cluster from the base backup recovered to a
 * moment between the two (`restore_command`, `recovery_target_time`, `recovery.signal`), the server
 * started on it with the same AUDIT_KEY and file store: the rows up to that moment only, and verify
 * naming exactly the checkpoints written after it and nothing else: as `checkpointBeyondHead`, or as
 * `checkpointMismatch` for one whose link number the restored server has sealed again; the newest, beyond.
 * Runs where TEST_DATABASE_URL is set (PostgreSQL is installed) and its server programs are found.
 */
const binDir = (() => {
  const root = '/usr/lib/postgresql';
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return found ?? null;
})();
const enabled = Boolean(process.env.TEST_DATABASE_URL && binDir);
const run = promisify(execFile);

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
async function pgRun(program: string, args: string[]): Promise<string> {
  const command = path.join(binDir!, program);
  try {
    const { stdout } = asRoot
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 120_000 })
      : await run(command, args, { timeout: 120_000 });
    return stdout;
  } catch (error) {
    throw new Error(
      `${program} failed: ${(error as { stderr?: string }).stderr ?? (error as Error).message}`,
      { cause: error },
    );
  }
}

let work: string;
const clusters: string[] = [];

/** A new cluster in `dir` on `port`, WAL archived to `work/wal`, started. */
async function makePrimary(dir: string, port: number): Promise<void> {
  await pgRun('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  fs.appendFileSync(
    path.join(dir, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${work}'`,
      'fsync = off',
      'wal_level = replica',
      'max_wal_senders = 4',
      'archive_mode = on',
      `archive_command = 'test ! -f ${work}/wal/%f && cp %p ${work}/wal/%f'`,
      '',
    ].join('\n'),
  );
  await startCluster(dir);
}
async function startCluster(dir: string) {
  clusters.push(dir);
  const log = path.join(work, `${path.basename(dir)}.log`);
  await pgRun('pg_ctl', ['-D', dir, '-l', log, '-w', 'start']).catch((error: Error) => {
    throw new Error(`${error.message}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`, {
      cause: error,
    });
  });
}
async function query<T extends pg.QueryResultRow>(port: number, text: string, database = 'postgres') {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const servers = drillServers({});
const start = (port: number, dataDir: string) =>
  servers.start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/cmt`, DATA_DIR: dataDir });
const stop = () => servers.stop();

describe.skipIf(!enabled)('point-in-time recovery of PostgreSQL', () => {
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-pitr-'));
    fs.mkdirSync(path.join(work, 'wal'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      fs.chownSync(work, uid, gid);
      fs.chownSync(path.join(work, 'wal'), uid, gid);
    }
  });
  afterAll(async () => {
    await stop();
    for (const dir of clusters) await pgRun('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => {});
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('recovers to a moment between two writes: the rows up to it, and verify names only the later checkpoints', async () => {
    const [primaryPort, restoredPort] = [await freePort(), await freePort()];
    const primary = path.join(work, 'primary');
    const base = path.join(work, 'base');
    // The file store (audit checkpoints), shared by the primary's server and the restored one, as a bucket is.
    const files = path.join(work, 'server');
    await makePrimary(primary, primaryPort);
    await query(primaryPort, 'create database cmt');

    let { server, token } = await start(primaryPort, files);
    for (const key of ['drill.one', 'drill.two', 'drill.three']) await addFlag(server, token, key);
    await stop(); // its shutdown writes a checkpoint
    ({ server, token } = await start(primaryPort, files));

    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      base,
      '--checkpoint=fast',
      '-Xstream',
    ]);
    await pgRun('pg_verifybackup', [base]);
    await addFlag(server, token, 'drill.kept');
    const target = new Date().toISOString();
    await addFlag(server, token, 'drill.later');
    await stop(); // another checkpoint, after the target
    const checkpoints = fs.readdirSync(path.join(files, 'files', 'audit-checkpoints')).sort();
    // Every WAL segment with those writes archived.
    const [{ segment } = { segment: '' }] = await query<{ segment: string }>(
      primaryPort,
      'select pg_walfile_name(pg_switch_wal()) as segment',
    );
    await vi.waitFor(
      async () => {
        const [archived] = await query<{ last: string | null }>(
          primaryPort,
          'select last_archived_wal as last from pg_stat_archiver',
        );
        expect(archived!.last! >= segment).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
    await pgRun('pg_ctl', ['-D', primary, '-m', 'fast', 'stop']);

    // The second cluster: the base backup, recovered from the archive to the target, promoted.
    fs.appendFileSync(
      path.join(base, 'postgresql.conf'),
      [
        `port = ${restoredPort}`,
        'archive_mode = off',
        `restore_command = 'cp ${work}/wal/%f %p'`,
        `recovery_target_time = '${target.replace('T', ' ').replace('Z', '+00')}'`,
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(base, 'recovery.signal'), '');
    if (asRoot) execFileSync('chown', ['postgres:postgres', path.join(base, 'recovery.signal')]);
    await startCluster(base);
    await vi.waitFor(
      async () => {
        const [state] = await query<{ recovering: boolean }>(
          restoredPort,
          'select pg_is_in_recovery() as recovering',
        );
        expect(state!.recovering).toBe(false);
      },
      { timeout: 60_000, interval: 100 },
    );

    ({ server, token } = await start(restoredPort, files));
    expect(await flagKeys(server, token)).toEqual(['drill.kept', 'drill.one', 'drill.three', 'drill.two']);
    // Once the restored server has sealed what the recovery left unsealed (its sealer runs every second).
    const report = await settledVerify(server, token);
    const stamp = (key: string) => key.slice(key.lastIndexOf('-') + 1, -'.json'.length);
    const compact = target.replace(/[-:.]/g, '');
    const after = checkpoints.filter((key) => stamp(key) > compact);
    expect(checkpoints.filter((key) => stamp(key) <= compact).length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(report.checkpointsChecked).toBe(checkpoints.length);
    expect(report.problems.map((problem) => problem.checkpoint)).toEqual(
      after.map((key) => `audit-checkpoints/${key}`),
    );
    for (const problem of report.problems)
      expect(['checkpointBeyondHead', 'checkpointMismatch']).toContain(problem.code);
    expect(report.problems.at(-1)?.code).toBe('checkpointBeyondHead');
    await stop();
  }, 300_000);
});
