import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { AuditChainReport, AuditPartition } from '@cmt/contract/endpoints/audit';
import { openDatabase, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { checkArchiveFile, makeAuditPartitions } from '../src/lib/audit-archive.ts';
import { sealAuditLog, type AuditChain } from '../src/lib/audit-chain.ts';
import { newestCheckpoint, writeCheckpoint } from '../src/lib/audit-checkpoints.ts';
import { auditKeysOf } from '../src/lib/audit-key.ts';
import { verifyAuditChain } from '../src/lib/audit-verify.ts';
import { localDiskStorage } from '../src/lib/storage.ts';
import { createDatabase } from './database.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * The audit log kept for years (issue 34 §4, migration 0031, docs/audit-chain.md "Partitions and
 * archives"): the conversion of a log that holds entries, the partitions made ahead and the default
 * one, verify from the last checkpoint at size, and an old month exported, checked, detached, and
 * its file checked again against the chain; a tampered or truncated file and a detach without a
 * verified export refused. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const where = adminUrl ? 'PostgreSQL' : 'PGlite';
const drizzleFolder = new URL('../drizzle', import.meta.url).pathname;

/** The migrations up to 0030 (the log before partitioning), in a folder of their own. */
function migrationsThrough0030(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-0030-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 30);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

/** Entries on either side of a Cairo month's end (23:30 and 00:30 Cairo time), and some of today. */
const BOUNDARY = sql`
  insert into audit_log (action, target_type, target_id, at, after)
  select 'test.boundary', 'test', g::text,
    case when g % 3 = 0 then now()
      when g % 3 = 1 then timestamp '2026-03-31 23:30' at time zone 'Africa/Cairo' + g * interval '1 second'
      else timestamp '2026-04-01 00:30' at time zone 'Africa/Cairo' + g * interval '1 second' end,
    jsonb_build_object('n', g, 'note', 'before partitioning')
  from generate_series(1, 30) g`;

const chainOf = (db: Db, storageDir: string): AuditChain => ({
  db,
  keys: auditKeysOf('partition-test-key-partition-test-key-0123'),
  deploymentId: 'partition-test',
  storage: localDiskStorage(storageDir),
});

describe(`migration 0031 on a log that holds entries (${where})`, () => {
  it('keeps every entry as it was, each in its Cairo month, and the chain verifies across the boundary', async () => {
    const folder = migrationsThrough0030();
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-0031-files-'));
    let drop = async () => {};
    let reopen: () => ReturnType<typeof openDatabase>;
    let before: unknown[];
    let head: { headId: number };
    if (adminUrl) {
      const created = await createDatabase(adminUrl);
      drop = created.drop;
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      const db = drizzlePg(client, { schema }) as unknown as Db;
      await migratePg(db as never, { migrationsFolder: folder });
      await db.execute(BOUNDARY);
      await sealAuditLog(chainOf(db, storageDir));
      const written = await writeCheckpoint(chainOf(db, storageDir), null);
      head = written.written ? written.checkpoint : { headId: -1 };
      before = (await db.execute(sql`select * from audit_log order by id`)).rows;
      await client.end();
      reopen = () => openDatabase({ url: created.url, migrations: 'apply' });
    } else {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: folder });
      await db.execute(BOUNDARY);
      await sealAuditLog(chainOf(db, storageDir));
      const written = await writeCheckpoint(chainOf(db, storageDir), null);
      head = written.written ? written.checkpoint : { headId: -1 };
      before = (await db.execute(sql`select * from audit_log order by id`)).rows;
      const dump = await client.dumpDataDir('none');
      await client.close();
      reopen = () => openDatabase({ from: dump });
    }
    const database = await reopen();
    try {
      const db = database.db;
      expect(database.migrations.applied[0]).toBe('0031_audit_partitions');
      const kind = await db.execute<{ relkind: string }>(
        sql`select relkind from pg_class where oid = 'audit_log'::regclass`,
      );
      expect(kind.rows[0]!.relkind).toBe('p');
      expect((await db.execute(sql`select * from audit_log order by id`)).rows).toEqual(before);
      // Each entry in its Cairo month's partition, on either side of the month's end.
      const placed = await db.execute<{ target_id: string; part: string }>(
        sql`select target_id, tableoid::regclass::text as part from audit_log where action = 'test.boundary' order by id`,
      );
      for (const row of placed.rows) {
        const g = Number(row.target_id);
        if (g % 3 === 1) expect(row.part).toBe('audit_log_2026_03');
        if (g % 3 === 2) expect(row.part).toBe('audit_log_2026_04');
      }
      const chain = chainOf(db, storageDir);
      const full = await verifyAuditChain(chain, { full: true });
      expect(full).toMatchObject({ ok: true, checked: 30, anchoredThrough: head.headId, problems: [] });
      // The log goes on: a new entry queued by the trigger, sealed, anchored, verified from there.
      await db.execute(sql`insert into audit_log (action) values ('test.after')`);
      await sealAuditLog(chain);
      await writeCheckpoint(chain, await newestCheckpoint(chain));
      expect(await verifyAuditChain(chain)).toMatchObject({ ok: true, mode: 'incremental', checked: 1 });
      // Still append-only, naming audit_log.
      await expect(db.execute(sql`delete from audit_log`)).rejects.toMatchObject({
        cause: { message: 'audit_log is append-only: DELETE refused' },
      });
      await expect(db.execute(sql`truncate audit_log_2026_03`)).rejects.toMatchObject({
        cause: { message: 'audit_log is append-only: TRUNCATE refused' },
      });
    } finally {
      await database.close();
      await drop();
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(storageDir, { recursive: true, force: true });
    }
    // Two databases migrated from nothing (PGlite: about 10 s each on a quiet machine).
  }, 240_000);
});

describe(`audit log partitions (${where})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.signIn(['manage-cmt']);
  }, 180_000);
  afterAll(() => t.close());

  const chain = () => t.app.auditChain;
  const partitionNames = async () =>
    (
      await t.db.execute<{ name: string }>(
        sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'audit_log'::regclass order by 1`,
      )
    ).rows.map((r) => r.name);
  /** A Cairo month `back` months before this one: its partition's name and its first day. */
  const monthBack = async (back: number) => {
    const result = await t.db.execute<{ name: string; day: string }>(sql`
      select 'audit_log_' || to_char(m, 'YYYY_MM') as name, to_char(m, 'YYYY-MM-DD') as day
      from (select date_trunc('month', now() AT TIME ZONE 'Africa/Cairo') - make_interval(months => ${back}::int) as m) x`);
    return result.rows[0]!;
  };
  /** Every waiting entry sealed (the app's own sealer may hold the lock for a round: looked at again). */
  const sealAll = async () => {
    for (;;) {
      await sealAuditLog(chain(), 5000);
      const waiting = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_unsealed`);
      if (Number(waiting.rows[0]!.n) === 0) return;
    }
  };
  const sealAndAnchor = async () => {
    await sealAll();
    const written = await writeCheckpoint(chain(), await newestCheckpoint(chain()));
    if (!written.written && written.reason !== 'unchanged')
      throw new Error(`no checkpoint: ${written.reason}`);
  };
  const fullVerify = async (): Promise<AuditChainReport> => verifyAuditChain(chain(), { full: true });

  it('makes this month and the next two ahead, once; an entry of a month without one lands in the default partition', async () => {
    const now = await monthBack(0);
    const next = await monthBack(-1);
    const later = await monthBack(-2);
    expect(await partitionNames()).toEqual(
      expect.arrayContaining([now.name, next.name, later.name, 'audit_log_default']),
    );
    // Dropped (as on a database whose partitions ran out), made again by the partition step.
    await t.db.execute(sql`drop table ${sql.identifier(later.name)}`);
    expect(await makeAuditPartitions(t.db)).toBe(1);
    expect(await makeAuditPartitions(t.db)).toBe(0);
    expect(await partitionNames()).toContain(later.name);
    // An entry dated in 2001: no partition, so the default one takes it; it is sealed and verifies.
    await t.db.execute(sql`insert into audit_log (action, at) values ('test.old', '2001-02-03T04:05:06Z')`);
    const placed = await t.db.execute<{ part: string }>(
      sql`select tableoid::regclass::text as part from audit_log where action = 'test.old'`,
    );
    expect(placed.rows[0]!.part).toBe('audit_log_default');
    // The default holds an entry of February 2001: that month's partition is not made over it.
    await t.db.execute(sql`select audit_log_make_partitions('2001-01-01', '2001-03-01')`);
    const names = await partitionNames();
    expect(names).toContain('audit_log_2001_01');
    expect(names).not.toContain('audit_log_2001_02');
    await sealAndAnchor();
    expect((await fullVerify()).ok).toBe(true);
  }, 60_000);

  it('exports an old month as a signed file, detaches it only after, and verify and the file still hold', async () => {
    const older = await monthBack(4);
    const newer = await monthBack(3);
    await t.db.execute(sql`select audit_log_make_partitions(${older.day}::date, ${newer.day}::date)`);
    // Entries of the two months interleaved in id order, so their seals interleave too.
    await t.db.execute(sql`
      insert into audit_log (action, target_type, target_id, at, after)
      select 'test.month', 'test', g::text,
        (case when g % 2 = 0 then ${older.day}::date else ${newer.day}::date end)::timestamp AT TIME ZONE 'Africa/Cairo'
          + interval '3 days' + g * interval '1 second',
        jsonb_build_object('n', g)
      from generate_series(1, 40) g`);

    // Not detached without an export.
    const early = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/${older.name}/detach`,
      headers,
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toContain('has no verified export');
    // Not this month's (nor a name that is not a month partition's).
    await t.db.execute(sql`insert into audit_log (action, at) values ('test.late', ${older.day}::date + 5)`);
    const current = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/${(await monthBack(0)).name}/export`,
      headers,
    });
    expect(current.statusCode, current.body).toBe(409);
    expect(current.json().message).toContain('only a month already over');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/drop-it/export`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    await sealAndAnchor();

    const exported = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/${older.name}/export`,
      headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const { ok, problems, partition } = exported.json() as {
      ok: boolean;
      problems: string[];
      partition: AuditPartition;
    };
    expect(problems).toEqual([]);
    expect(ok).toBe(true);
    expect(partition).toMatchObject({ name: older.name, attached: true, entries: 21 });
    expect(partition.archive).toMatchObject({
      entries: 21,
      verifiedAt: expect.any(String),
      detachedAt: null,
    });
    const fileKey = partition.archive!.fileKey;
    const filePath = path.join(t.config.filesDir, fileKey);
    const file = fs.readFileSync(filePath);
    expect((await checkArchiveFile(chain(), file)).ok).toBe(true);

    // A tampered copy (one entry's content changed) and a truncated one are refused, saying why.
    const text = gunzipSync(file).toString('utf8');
    const tampered = gzipSync(text.replaceAll('\\"n\\": 2}', '\\"n\\": 3}'));
    expect(tampered.equals(gzipSync(text))).toBe(false);
    expect(await checkArchiveFile(chain(), tampered)).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('signature does not verify')],
    });
    expect(await checkArchiveFile(chain(), file.subarray(0, file.length - 40))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('not a whole gzip file')],
    });
    const cut = text.split('\n');
    expect(await checkArchiveFile(chain(), gzipSync(cut.slice(0, 10).join('\n') + '\n'))).toMatchObject({
      ok: false,
      problems: [expect.stringContaining('without its signature')],
    });

    // The stored file altered: the detach reads it back, refuses, and detaches nothing.
    fs.writeFileSync(filePath, tampered);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/${older.name}/detach`,
      headers,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('does not verify now');
    expect(await partitionNames()).toContain(older.name);
    fs.writeFileSync(filePath, file);

    const detached = await t.app.inject({
      method: 'POST',
      url: `${V2}/audit-log/partitions/${older.name}/detach`,
      headers,
    });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().partition).toMatchObject({
      name: older.name,
      attached: false,
      entries: null,
      archive: { fileKey, detachedAt: expect.any(String) },
    });
    expect(await partitionNames()).not.toContain(older.name);
    expect((await t.auditOf('audit.partition.detach')).map((e) => e.targetId)).toEqual([older.name]);
    expect((await t.auditOf('audit.partition.export')).map((e) => e.targetId)).toEqual([older.name]);

    // The chain still verifies whole, across the detached month; the file still holds against it.
    await sealAndAnchor();
    const report = await fullVerify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect((await checkArchiveFile(chain(), file)).ok).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: `${V2}/audit-log/partitions`, headers });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().partitions as AuditPartition[]).find((p) => p.name === older.name)).toMatchObject({
      attached: false,
    });

    if (adminUrl) {
      // npm run verify-audit-archive, as an operator runs it, on the file and on a tampered copy.
      const current = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(adminUrl);
      url.pathname = `/${current.rows[0]!.name}`;
      const run = (target: string) =>
        spawnSync(process.execPath, ['apps/server/src/seed/verify-audit-archive-command.ts', target], {
          cwd: new URL('../../..', import.meta.url).pathname,
          env: {
            ...process.env,
            DATABASE_URL: url.toString(),
            AUDIT_KEY: t.config.AUDIT_KEY,
            DATA_DIR: t.config.DATA_DIR,
          },
          encoding: 'utf8',
        });
      const good = run(filePath);
      expect(good.stdout, good.stderr).toContain(`OK: ${older.name} (21 entries`);
      expect(good.status).toBe(0);
      const copy = path.join(t.config.DATA_DIR, 'tampered.jsonl.gz');
      fs.writeFileSync(copy, tampered);
      const failed = run(copy);
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('signature does not verify');
    }

    // A superuser removes an entry of the other month whose seal lies among the archived month's:
    // verify says the archived month's seals no longer match its export.
    const inside = await t.db.execute<{ id: string | number }>(sql`
      select a.id from ${sql.identifier(newer.name)} a where a.action = 'test.month' order by a.id limit 1 offset 5`);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from audit_log where id = ${Number(inside.rows[0]!.id)}`);
    });
    const broken = await fullVerify();
    expect(broken.ok).toBe(false);
    expect(broken.problems).toContainEqual({ code: 'archiveMismatch', entryId: null, checkpoint: fileKey });
  }, 120_000);

  it('verifies from the last checkpoint in under a second with many entries', async () => {
    const size = adminUrl ? 100_000 : 20_000;
    for (let done = 0; done < size; done += 10_000) {
      await t.db.execute(sql`
        insert into audit_log (action, target_type, target_id, after)
        select 'test.bulk', 'test', g::text, jsonb_build_object('n', g) from generate_series(1, 10000) g`);
      await sealAll();
    }
    await sealAndAnchor();
    // From the point the export test's full pass verified (the entry it then removed lies below it).
    const walked = await verifyAuditChain(chain());
    expect(walked.problems).toEqual([]);
    expect(walked.checked).toBeGreaterThanOrEqual(size);
    await t.db.execute(sql`insert into audit_log (action) select 'test.more' from generate_series(1, 100)`);
    await sealAndAnchor();
    const started = performance.now();
    const incremental = await verifyAuditChain(chain());
    const seconds = (performance.now() - started) / 1000;
    expect(incremental).toMatchObject({ ok: true, mode: 'incremental' });
    expect(incremental.checked).toBeLessThan(1000);
    expect(seconds).toBeLessThan(1);
  }, 300_000);
});
