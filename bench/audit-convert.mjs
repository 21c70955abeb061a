// `npm run bench:audit-convert [-- <entries>]`: how long migration 0031 (audit_log partitioned by
// month) takes on a log that holds that many entries (default 1,000,000), on a fresh PostgreSQL
// database (BENCH_DATABASE_URL's server; default the local one): the migrations through 0030 applied,
// the log filled by SQL (dated over the last 12 months) and sealed, then 0031 applied and timed, and a
// full verify after it. Printed, with the load average; the figure goes in bench/RESULTS.md by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { sealAuditLog } from '../apps/server/src/lib/audit-chain.ts';
import { writeCheckpoint } from '../apps/server/src/lib/audit-checkpoints.ts';
import { auditKeysOf } from '../apps/server/src/lib/audit-key.ts';
import { verifyAuditChain } from '../apps/server/src/lib/audit-verify.ts';
import { localDiskStorage } from '../apps/server/src/lib/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZE = Number(process.argv[2] ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The migrations through 0030 in a folder of their own. */
function through0030() {
  const source = path.join(here, '../apps/server/drizzle');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-bench-0030-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e) => e.idx <= 30);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(source, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

const name = `${process.env.BENCH_AUDIT_DB_PREFIX ?? 'cmt_bench_convert'}_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const folder = through0030();
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-bench-convert-'));
try {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  const chain = {
    db,
    keys: auditKeysOf('bench-convert-key-bench-convert-key-0123456'),
    deploymentId: 'bench',
    storage: localDiskStorage(files),
  };
  for (let done = 0; done < SIZE; done += 250_000) {
    await client.query(
      `insert into audit_log (at, actor_id, actor_email, kind, action, target_type, target_id, before, after, ip)
       select now() - make_interval(days => 360) * (1 - ($2::bigint + g)::float8 / $3::bigint),
         1 + g % 8, 'writer' || (g % 8) || '@lucky.app', 'change', 'banner.update', 'banner', g::text,
         jsonb_build_object('titleEn', 'Banner ' || g, 'isActive', true, 'position', g % 20),
         jsonb_build_object('titleEn', 'Banner ' || g || ' (edited)', 'isActive', g % 2 = 0, 'position', g % 20),
         '10.0.0.1'
       from generate_series(1, $1::int) g`,
      [Math.min(250_000, SIZE - done), done, SIZE],
    );
    await sealAuditLog(chain, 5000);
  }
  await writeCheckpoint(chain, null);
  await client.query('vacuum analyze audit_log');
  await client.end();
  const load = os.loadavg()[0];
  const started = performance.now();
  const database = await openDatabase({ url: url.toString(), migrations: 'apply' });
  const seconds = (performance.now() - started) / 1000;
  const partitions = (
    await database.db.$client.query(
      `select count(*)::int as n from pg_inherits where inhparent = 'audit_log'::regclass`,
    )
  ).rows[0].n;
  const verifyStarted = performance.now();
  const report = await verifyAuditChain({ ...chain, db: database.db }, { full: true });
  const verifySeconds = (performance.now() - verifyStarted) / 1000;
  console.log({
    entries: SIZE,
    applied: database.migrations.applied,
    convertSeconds: seconds,
    partitions,
    loadAtStart: load,
    loadAfter: os.loadavg()[0],
    verify: { ok: report.ok, checked: report.checked, seconds: verifySeconds },
  });
  await database.close();
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(files, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
