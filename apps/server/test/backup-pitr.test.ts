import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './instance.ts';
import { clusterQuery, clusterWork, pgBinDir, pgRun, type ClusterWork } from './pg-clusters.ts';
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
const enabled = Boolean(process.env.TEST_DATABASE_URL && pgBinDir);

let clusters: ClusterWork;
let work: string;

/** A new cluster in `dir` on `port`, WAL archived to `work/wal`, started. */
const makePrimary = (name: string, port: number) =>
  clusters.makePrimary(name, port, [
    'archive_mode = on',
    `archive_command = 'test ! -f ${work}/wal/%f && cp %p ${work}/wal/%f'`,
  ]);
const query = clusterQuery;

const servers = drillServers({});
const start = (port: number, dataDir: string) =>
  servers.start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/cmt`, DATA_DIR: dataDir });
const stop = () => servers.stop();

describe.skipIf(!enabled)('point-in-time recovery of PostgreSQL', () => {
  beforeAll(() => {
    clusters = clusterWork('cmt-pitr-');
    work = clusters.dir;
    clusters.folder('wal');
  });
  afterAll(async () => {
    await stop();
    await clusters?.remove();
  });

  it('recovers to a moment between two writes: the rows up to it, and verify names only the later checkpoints', async () => {
    const [primaryPort, restoredPort] = [await freePort(), await freePort()];
    const base = path.join(work, 'base');
    // The file store (audit checkpoints), shared by the primary's server and the restored one, as a bucket is.
    const files = path.join(work, 'server');
    const primary = await makePrimary('primary', primaryPort);
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
    await clusters.stop(primary);

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
    if (process.getuid?.() === 0)
      execFileSync('chown', ['postgres:postgres', path.join(base, 'recovery.signal')]);
    await clusters.start(base);
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
