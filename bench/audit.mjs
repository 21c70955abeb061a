// `npm run bench:audit`: audit entries written per second by 8 concurrent writers (DECISIONS §9),
// on a fresh PostgreSQL database (BENCH_DATABASE_URL's server; default the local one), three ways:
// - plain: INSERT into a copy of audit_log without its triggers (LIKE … INCLUDING ALL): no chain;
// - chained: INSERT into audit_log as the server writes it (the trigger queues the entry), while the
//   sealing step runs every second as plugins/audit-sealer.ts does, chaining what was written;
// - locked (for comparison, not used): each INSERT in a transaction that takes the sealing lock
//   and seals at once, i.e. a chain computed on every write under one lock.
// Each writer sends one autocommit statement (or transaction) at a time over its own connection,
// for BENCH_AUDIT_SECONDS (5); three rounds of each, interleaved, median reported with the load
// average at the start of the round. After the chained rounds, the sealer's catch-up and a verify.
// Results go to the "Audit chain" section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as prettier from 'prettier';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { sealAuditLog, verifyAuditChain } from '../apps/server/src/lib/audit-chain.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_AUDIT_SECONDS ?? 5);
const WRITERS = Number(process.env.BENCH_AUDIT_WRITERS ?? 8);
const ROUNDS = 3;
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
  locked: async (client, writer, n) => {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('audit_seal'))`);
    await client.query(`insert into audit_log ${columns} values ${values}`, entry(writer, n));
    await client.query('select audit_seal(1000)');
    await client.query('commit');
  },
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
  const name = `cmt_bench_audit_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: WRITERS + 2 });
  await pool.query('create table audit_log_plain (like audit_log including all)');

  // The sealing step of the server, every second, beside the chained writers only.
  let sealing = null;
  let sealed = 0;
  const results = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const kind of ['plain', 'chained', 'locked']) {
        const timer =
          kind === 'chained'
            ? setInterval(() => {
                sealing ??= sealAuditLog(database.db)
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
          await sealAuditLog(database.db, 5000);
          result.catchUpSeconds = (performance.now() - started) / 1000;
        }
        results.push(result);
        console.log(result);
      }
    }
    const started = performance.now();
    const report = await verifyAuditChain(database.db);
    const verifySeconds = (performance.now() - started) / 1000;
    console.log({ sealed, report, verifySeconds });
    await write(results, { sealedWhileWriting: sealed, report, verifySeconds });
  } finally {
    await pool.end();
    await database.close();
    await admin
      .query(`drop database if exists ${name}`)
      .catch(() => admin.query(`drop database if exists ${name} with (force)`));
    await admin.end();
  }
}

async function write(results, chain) {
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
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, by \`npm run bench:audit\` (\`bench/audit.mjs\`). ${WRITERS} concurrent writers, each on its own connection writing one audit entry after another (autocommit) for ${SECONDS} s; ${ROUNDS} rounds of each, interleaved; load average (1 min) at the start of each round.`,
    '',
    '| Writes | entries/s (median of 3) | each round | vs plain | load average |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('plain', 'plain INSERT, no chain (a copy of audit_log without triggers)'),
    row('chained', 'chained: INSERT queued by the trigger, sealed every second (as the server)'),
    row('locked', 'for comparison: chain computed on every write under one lock'),
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
      )}. Verify afterwards: ok ${chain.report.ok}, ${chain.report.checked.toLocaleString('en')} links checked in ${chain.verifySeconds.toFixed(2)} s, ${chain.report.unsealed} unsealed. The locked variant is what a chain computed inside every write costs: the writers queue behind one lock, each holding it for several round trips.`,
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
