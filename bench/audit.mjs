// `npm run bench:audit`: audit entries written per second by 8 concurrent writers (docs/requirements.md §D9),
// on a fresh PostgreSQL database (BENCH_DATABASE_URL's server; default the local one), two ways:
// - plain: INSERT into a copy of audit_log without its triggers (LIKE … INCLUDING ALL): no chain;
// - chained: INSERT into audit_log as the server writes it (the trigger queues the entry), while the
//   sealing step (SHA-256 link in SQL, HMAC under AUDIT_KEY here: lib/audit-chain.ts) runs every
//   second as plugins/audit-sealer.ts does, chaining what was written.
// Each writer sends one autocommit statement at a time over its own connection, for
// BENCH_AUDIT_SECONDS (5); three rounds of each, interleaved, median reported with the load average
// at the start of the round. After the chained rounds, the sealer's catch-up and a verify.
// Then verify at scale (docs/requirements.md §D10), for each size of BENCH_AUDIT_SIZES (default 1000000): the log
// filled to that many entries, sealed, a checkpoint written; a full pass (timed); then
// BENCH_AUDIT_INCREMENT (1000) more entries, sealed, checkpointed, and an incremental verify (timed).
// The entries are dated across BENCH_AUDIT_MONTHS (12) Cairo months before now, oldest first, so the
// partitioned log (migration 0031) holds them in that many month partitions, as a year of use would;
// the full pass is timed twice: called directly, and as the job the server runs (`runFullPass`,
// progress written after every batch of 5,000, as `POST /audit-log/verify/full` starts it).
// Results go to the "Audit chain" section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as prettier from 'prettier';
import { machineLine } from './machine.mjs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runFullPass } from '../apps/server/src/features/audit/audit-full-pass.ts';
import { sealAuditLog } from '../apps/server/src/lib/audit-chain.ts';
import { writeCheckpoint } from '../apps/server/src/lib/audit-checkpoints.ts';
import { auditKeysOf } from '../apps/server/src/lib/audit-key.ts';
import { verifyAuditChain } from '../apps/server/src/lib/audit-verify.ts';
import { localDiskStorage } from '../apps/server/src/lib/storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const loadAtStart = os.loadavg();
const SECONDS = Number(process.env.BENCH_AUDIT_SECONDS ?? 5);
const WRITERS = Number(process.env.BENCH_AUDIT_WRITERS ?? 8);
const ROUNDS = 3;
const SIZES = (process.env.BENCH_AUDIT_SIZES ?? '1000000').split(',').map(Number).filter(Boolean);
const INCREMENT = Number(process.env.BENCH_AUDIT_INCREMENT ?? 1000);
const MONTHS = Number(process.env.BENCH_AUDIT_MONTHS ?? 12);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const columns = '(actor_id, actor_email, kind, action, target_type, target_id, before, after, ip)';
const values = '($1, $2, $3, $4, $5, $6, $7, $8, $9)';
const entry = (writer, n) => [
  writer + 1,
  `writer${writer}@lucky.app`,
  'change',
  'banner.update',
  'banner',
  String(n),
  JSON.stringify({ titleEn: `Banner ${n}`, isActive: true, position: n % 20 }),
  JSON.stringify({ titleEn: `Banner ${n} (edited)`, isActive: n % 2 === 0, position: n % 20 }),
  '10.0.0.1',
];

const statements = {
  plain: async (client, writer, n) =>
    client.query(`insert into audit_log_plain ${columns} values ${values}`, entry(writer, n)),
  chained: async (client, writer, n) =>
    client.query(`insert into audit_log ${columns} values ${values}`, entry(writer, n)),
};

/** WRITERS connections each writing one entry after another for SECONDS: entries per second. */
async function round(pool, kind) {
  const clients = await Promise.all(Array.from({ length: WRITERS }, () => pool.connect()));
  const load = os.loadavg()[0];
  const until = performance.now() + SECONDS * 1000;
  let written = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, writer) => {
      for (let n = 0; performance.now() < until; n++) {
        await statements[kind](client, writer, n);
        written++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const client of clients) client.release();
  return { kind, perSecond: written / elapsed, load };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function main() {
  const name = `${process.env.BENCH_AUDIT_DB_PREFIX ?? 'cmt_bench_audit'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: WRITERS + 2 });
  await pool.query('create table audit_log_plain (like audit_log including all)');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-bench-audit-'));
  const chain = {
    db: database.db,
    keys: auditKeysOf('bench-audit-key-bench-audit-key-bench-audit-key'),
    deploymentId: 'bench',
    storage: localDiskStorage(filesDir),
  };

  // The sealing step of the server, every second, beside the chained writers only.
  let sealing = null;
  let sealed = 0;
  const results = [];
  try {
    // BENCH_AUDIT_SCALE_ONLY=1: only the verify times at scale, printed (RESULTS.md untouched).
    const scaleOnly = process.env.BENCH_AUDIT_SCALE_ONLY === '1';
    for (let r = 0; r < (scaleOnly ? 0 : ROUNDS); r++) {
      for (const kind of ['plain', 'chained']) {
        const timer =
          kind === 'chained'
            ? setInterval(() => {
                sealing ??= sealAuditLog(chain)
                  .then((n) => (sealed += n))
                  .finally(() => (sealing = null));
              }, 1000)
            : null;
        const result = await round(pool, kind);
        if (timer) {
          // What the writers left unsealed when they stopped, and how fast the sealer catches up.
          clearInterval(timer);
          await sealing;
          result.backlog = (await pool.query('select count(*)::int as n from audit_unsealed')).rows[0].n;
          const started = performance.now();
          await sealAuditLog(chain, 5000);
          result.catchUpSeconds = (performance.now() - started) / 1000;
        }
        results.push(result);
        console.log(result);
      }
    }
    const started = performance.now();
    const report = await verifyAuditChain(chain, { full: true });
    const verifySeconds = (performance.now() - started) / 1000;
    console.dir({ sealed, report, verifySeconds }, { depth: 4 });
    const scale = [];
    for (const size of SIZES) scale.push(await atScale(pool, chain, size));
    if (!scaleOnly) await write(results, { sealedWhileWriting: sealed, report, verifySeconds }, scale);
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true });
    await pool.end();
    await database.close();
    await admin
      .query(`drop database if exists ${name}`)
      .catch(() => admin.query(`drop database if exists ${name} with (force)`));
    await admin.end();
  }
}

/**
 * Entries written straight by SQL (as 8 writers' would read), `count` of them, in one statement per
 * 250,000, dated in order from MONTHS months ago to now by their place (`written`) among `size`.
 */
async function fill(pool, count, written = 0, size = count) {
  for (let done = 0; done < count; done += 250_000) {
    const n = Math.min(250_000, count - done);
    await pool.query(
      `insert into audit_log (at, actor_id, actor_email, kind, action, target_type, target_id, before, after, ip)
       select now() - make_interval(days => ${MONTHS * 30}) * (1 - ($2::bigint + g)::float8 / $3::bigint),
         1 + g % 8, 'writer' || (g % 8) || '@lucky.app', 'change', 'banner.update', 'banner', g::text,
         jsonb_build_object('titleEn', 'Banner ' || g, 'isActive', true, 'position', g % 20),
         jsonb_build_object('titleEn', 'Banner ' || g || ' (edited)', 'isActive', g % 2 = 0, 'position', g % 20),
         '10.0.0.1'
       from generate_series(1, $1::int) g`,
      [n, written + done, size],
    );
  }
}

const seconds = async (work) => {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
};

/**
 * The log filled to `size` entries, sealed as it goes (a chunk written, then sealed: the queue stays
 * as short as the server keeps it; a queue of millions would measure the queue, not the chain); a
 * full pass, then an incremental verify after INCREMENT more.
 */
async function atScale(pool, chain, size) {
  const { n: present } = (await pool.query('select count(*)::int as n from audit_log')).rows[0];
  // The month partitions of the year the entries are dated in (the partition step makes only this month and ahead).
  await pool.query(
    `select audit_log_make_partitions(((now() - make_interval(days => ${MONTHS * 30 + 31})) AT TIME ZONE 'Africa/Cairo')::date, (now() AT TIME ZONE 'Africa/Cairo')::date)`,
  );
  let fillSeconds = 0;
  let sealSeconds = 0;
  let sealed = 0;
  for (let written = present; written < size; written += 250_000) {
    fillSeconds += (await seconds(() => fill(pool, Math.min(250_000, size - written), written, size)))
      .seconds;
    const round = await seconds(() => sealAuditLog(chain, 5000));
    sealSeconds += round.seconds;
    sealed += round.value;
    if (written % 2_000_000 < 250_000)
      console.log({ written: written + 250_000, sealed, sealSeconds, at: new Date() });
  }
  const filled = { seconds: fillSeconds };
  const sealing = { seconds: sealSeconds, value: sealed };
  await pool.query('vacuum analyze audit_log');
  await pool.query('vacuum analyze audit_seals');
  await pool.query('vacuum analyze audit_unsealed'); // as autovacuum keeps the queue in production
  const first = await writeCheckpoint(chain, null);
  const partitions = (
    await pool.query(`select count(*)::int as n from pg_inherits where inhparent = 'audit_log'::regclass`)
  ).rows[0].n;
  const full = await seconds(() => verifyAuditChain(chain, { full: true }));
  // The same pass as the job the server runs: progress written after every batch.
  const { id: passId } = (
    await pool.query(
      'insert into audit_full_passes (total) values ((select count(*) from audit_seals)) returning id',
    )
  ).rows[0];
  let progressWrites = 0;
  const job = await seconds(() =>
    runFullPass(
      {
        ...chain,
        db: new Proxy(chain.db, {
          get: (target, key) => {
            if (key === 'update') progressWrites++;
            return Reflect.get(target, key);
          },
        }),
      },
      Number(passId),
      new AbortController().signal,
    ),
  );
  const pass = (
    await pool.query('select checked, total, report from audit_full_passes where id = $1', [passId])
  ).rows[0];
  await fill(pool, INCREMENT, size - INCREMENT, size);
  await sealAuditLog(chain, 5000);
  await writeCheckpoint(chain, first.written ? first.checkpoint : null);
  const incremental = await seconds(() => verifyAuditChain(chain));
  const result = {
    size: full.value.sealed,
    fillSeconds: filled.seconds,
    sealed: sealing.value,
    sealSeconds: sealing.seconds,
    partitions,
    load: os.loadavg()[0],
    full: { seconds: full.seconds, ok: full.value.ok, checked: full.value.checked },
    job: {
      seconds: job.seconds,
      ok: pass.report?.ok ?? false,
      checked: Number(pass.checked),
      total: Number(pass.total),
      progressWrites,
    },
    incremental: {
      seconds: incremental.seconds,
      ok: incremental.value.ok,
      mode: incremental.value.mode,
      checked: incremental.value.checked,
    },
  };
  console.log(result);
  return result;
}

async function write(results, chain, scale) {
  const of = (kind) => results.filter((r) => r.kind === kind);
  const row = (kind, label) => {
    const runs = of(kind);
    const m = median(runs.map((r) => r.perSecond));
    const plain = median(of('plain').map((r) => r.perSecond));
    return `| ${label} | ${Math.round(m).toLocaleString('en')} | ${runs.map((r) => Math.round(r.perSecond).toLocaleString('en')).join(' / ')} | ${(m / plain).toFixed(2)}× | ${runs.map((r) => r.load.toFixed(2)).join(' / ')} |`;
  };
  const heading = '## Audit chain (PostgreSQL)';
  const lines = [
    heading,
    '',
    `Measured ${new Date().toISOString()} on ${machineLine(loadAtStart)}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, by \`npm run bench:audit\` (\`bench/audit.mjs\`). ${WRITERS} concurrent writers, each on its own connection writing one audit entry after another (autocommit) for ${SECONDS} s; ${ROUNDS} rounds of each, interleaved; load average (1 min) at the start of each round.`,
    '',
    '| Writes | entries/s (median of 3) | each round | vs plain | load average |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('plain', 'plain INSERT, no chain (a copy of audit_log without triggers)'),
    row('chained', 'chained: INSERT queued by the trigger, sealed and MACed every second (as the server)'),
    '',
    `While the chained writers ran, the sealing step (every second) kept up: it chained ${chain.sealedWhileWriting.toLocaleString('en')} entries during the rounds; when the writers stopped, ${of(
      'chained',
    )
      .map(
        (r) =>
          `${r.backlog.toLocaleString('en')} entries were waiting (sealed in ${r.catchUpSeconds.toFixed(2)} s)`,
      )
      .join(
        ', ',
      )}. Verify afterwards (full pass): ok ${chain.report.ok}, ${chain.report.checked.toLocaleString('en')} links checked in ${chain.verifySeconds.toFixed(2)} s, ${chain.report.unsealed} unsealed. (A chain computed inside every write under one lock, measured before the HMAC: about 21 entries/s, 0.01× plain.)`,
    '',
    '### Verify at scale',
    '',
    `The log filled by SQL to each size, sealed by the sealing step (SHA-256 link in SQL, HMAC in Node, batches of 5,000), a checkpoint written; a full pass over every link, MAC and checkpoint; then ${INCREMENT.toLocaleString('en')} more entries sealed and checkpointed, and an incremental verify from the checkpoint the full pass verified.`,
    '',
    '| Entries | month partitions | sealing (entries/s) | full pass | full pass as the job | incremental verify | load average |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...scale.map(
      (s) =>
        `| ${s.size.toLocaleString('en')} | ${s.partitions} | ${Math.round(s.sealed / s.sealSeconds).toLocaleString('en')} | ${s.full.seconds.toFixed(1)} s (${s.full.checked.toLocaleString('en')} links, ok ${s.full.ok}) | ${s.job.seconds.toFixed(1)} s (${s.job.checked.toLocaleString('en')} of ${s.job.total.toLocaleString('en')}, ok ${s.job.ok}) | ${s.incremental.seconds.toFixed(2)} s (${s.incremental.checked.toLocaleString('en')} links, ${s.incremental.mode}, ok ${s.incremental.ok}) | ${s.load.toFixed(1)} |`,
    ),
    '',
  ].join('\n');
  const file = path.join(here, 'RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const start = current.indexOf(heading);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${lines}`
      : `${current.slice(0, start)}${lines}${next === -1 ? '' : `\n${current.slice(next + 1)}`}`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(`${updated.trimEnd()}\n`, { ...options, filepath: file }));
}

await main();
