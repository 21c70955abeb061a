// `npm run bench:bulk` (also run by `npm run bench`): bulk files of each catalogue kind, validated
// and applied through the real pipeline, beside a plain COPY of the same file into a bare table.
//
// Each (kind, size) runs in its own child process on a fresh database (in-memory PGlite, or a new
// database on the PostgreSQL server of BENCH_DATABASE_URL), migrated, with 1,000 merchants and
// 2,000 branches to refer to, so its memory belongs to that run alone:
// 1. writes the CSV file to disk (streamed);
// 2. bare floor: COPY of that file into a bare table of text columns (no checks, no indexes);
// 3. pipeline: validateUpload reads the file as a stream (as the upload handler does), checks and
//    stages every row, then applyBatch writes them in one transaction (as the pg-boss job does),
//    after a 100-row warm-up file of the same kind (a running server has its code compiled);
// 4. real floor, the physical limit of the same job: the rows the pipeline wrote are exported with
//    the strategy's own columns, and COPY loads them into the real target table, with its indexes,
//    constraints and triggers, of a second fresh database seeded the same way.
// On PostgreSQL the COPYs read and write files server-side (the server runs on this machine and the
// bench connects as a superuser), so no rows cross the client connection, as with PGlite's /dev/blob.
// RSS growth = the child's RSS (/proc, sampled every 50 ms) at its peak during the pipeline minus its
// RSS before the file (it includes PGlite's WebAssembly heap); not maxRSS, which the seeding already set.
// Then, through HTTP (BENCH_BULK_HTTP kinds, default OfferStrategy): the real server in its own
// process; a file uploaded, confirmed and polled until APPLIED as the screen does; how long the job
// waited to be picked up; the SERVER's RSS growth (sampled every 25 ms, minus its RSS just before).
// Results go to the "Bulk files" section of bench/RESULTS.md; BENCH_BULK_KINDS picks the kinds.
// The HTTP server runs as `npm start` runs it: the build (scripts/build-server.mjs, built first when
// stale) with the start script's environment and Node flags; BENCH_SERVER_ENTRY=sources runs the sources as the tests
// do. BENCH_SERVER_NODE_OPTIONS passes it more Node flags (`--trace-gc`), and BENCH_SERVER_LOG=<path prefix> keeps its output in <prefix>-<kind>-<size>.log.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { machineLine } from './machine.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const loadAtStart = os.loadavg();
const KINDS = (
  process.env.BENCH_BULK_KINDS ??
  'OfferStrategy,CardOfferStrategy,BranchStrategy,MerchantStrategy,CATIStrategy'
)
  .split(',')
  .filter(Boolean);
const HTTP_KINDS = (process.env.BENCH_BULK_HTTP ?? 'OfferStrategy').split(',').filter(Boolean);
const SIZES = (process.env.BENCH_BULK_SIZES ?? '10000,100000').split(',').map(Number);
const MERCHANTS = 1000;
const BRANCHES = 2000;

/** One row of each kind, valid against the seeded merchants (ids 1..1000) and branches (branch b belongs to merchant ((b-1) % 1000) + 1). */
const rowOf = {
  OfferStrategy: (i) =>
    `Offer ${i} at Cairo Festival City,عرض رقم ${i},${(i % MERCHANTS) + 1},PERCENTAGE,${(i % 50) + 5},2026-01-01,2026-12-31,,Discount on all items,خصم على كل المنتجات,Once per customer,مرة واحدة لكل عميل,ACTIVE,fashion|weekend`,
  BranchStrategy: (i) =>
    `${(i % MERCHANTS) + 1},Branch ${i},فرع ${i},${i} Road 9 Maadi,${i} شارع ٩ المعادي,Cairo,Cairo,${(29.9 + (i % 1000) / 10000).toFixed(6)},${(31.2 + (i % 997) / 10000).toFixed(6)},010${String(i % 100000000).padStart(8, '0')}`,
  MerchantStrategy: (i) =>
    `Merchant ${i} Trading,شركة التاجر ${i},${(i % 10) + 1},Shop number ${i},المحل رقم ${i},https://m${i}.example,19${String(i % 1000).padStart(3, '0')}`,
  CATIStrategy: (i) => {
    const branch = (i % BRANCHES) + 1;
    return `T${String(i).padStart(7, '0')},${((branch - 1) % MERCHANTS) + 1},${branch}`;
  },
};
rowOf.CardOfferStrategy = rowOf.OfferStrategy;

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const ON = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

/**
 * A fresh, migrated database with the seed every file refers to: in-memory PGlite, or a new database
 * on the BENCH_DATABASE_URL server (dropped by `drop()`). `copyIn`/`copyOut` run COPY without the rows
 * crossing the client connection: PGlite's /dev/blob, or server-side files on PostgreSQL.
 */
async function freshDatabase({ dataDir = null } = {}) {
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { sql } = await import('drizzle-orm');
  let url;
  let drop = async () => {};
  if (DATABASE_URL) {
    const { default: pg } = await import('pg');
    const name = `cmt_bench_bulk_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = async (statement) => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    const parsed = new URL(DATABASE_URL);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    drop = () => admin(`drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ url, dataDir });
  const { db } = database;
  await db.execute(
    sql`insert into categories (name_en, name_ar) select 'Category ' || g, 'فئة ' || g from generate_series(1, 10) g`,
  );
  await db.execute(
    sql`insert into merchants (name_en, name_ar, category_id) select 'Seed merchant ' || g, 'تاجر ' || g, (g % 10) + 1 from generate_series(1, ${MERCHANTS}) g`,
  );
  await db.execute(sql`insert into branches (merchant_id, name_en, name_ar, address_en, address_ar, city, governorate, latitude, longitude)
    select ((g - 1) % ${MERCHANTS}) + 1, 'B' || g, 'فرع ' || g, 'Street', 'شارع', 'Cairo', 'Cairo', 30, 31 from generate_series(1, ${BRANCHES}) g`);
  const run = (statement) => db.execute(sql.raw(statement));
  /** On PostgreSQL, a statement on a connection of its own, without the app pool's 15 s timeouts. */
  const untimed = async (statement) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    database,
    db,
    run,
    url,
    drop,
    /**
     * COPY `target` FROM the CSV file; returns the milliseconds it took, the CPU milliseconds of this
     * process meanwhile (on PGlite the database's work too) and the rows copied.
     */
    async copyIn(target, file, header) {
      const options = `(format csv${header ? ', header true' : ''})`;
      const started = performance.now();
      const cpuStarted = cpuMs();
      const result = DATABASE_URL
        ? await untimed(`copy ${target} from '${file}' with ${options}`)
        : await db.$client.query(`copy ${target} from '/dev/blob' with ${options}`, [], {
            blob: new Blob([fs.readFileSync(file)]),
          });
      return {
        ms: performance.now() - started,
        cpuMs: cpuMs() - cpuStarted,
        rows: result.rowCount ?? result.affectedRows,
      };
    },
    /** COPY the result of `query` TO a CSV file. */
    async copyOut(query, file) {
      if (DATABASE_URL) return void (await untimed(`copy (${query}) to '${file}' with (format csv)`));
      const result = await db.$client.query(`copy (${query}) to '/dev/blob' with (format csv)`);
      fs.writeFileSync(file, Buffer.from(await result.blob.arrayBuffer()));
    },
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * CPU milliseconds this process has used (user + system, every thread). On PGlite the database runs
 * inside the process, so this counts its work too: unlike wall time, it hardly moves with what other
 * programs do on the machine.
 */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** CPU milliseconds another process has used so far (Linux /proc: utime + stime). */
const cpuMsOf = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};

/** The resident memory of a process, in MB (Linux /proc): what it holds now, not its peak. */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Writes rows `from`..`to` of a kind as a CSV file with its header (streamed); returns its size in bytes. */
async function writeCsv(kind, columns, file, from, to) {
  const out = fs.createWriteStream(file, { mode: 0o644 });
  out.write(`${columns.join(',')}\n`);
  for (let i = from; i <= to; i++)
    if (!out.write(`${rowOf[kind](i)}\n`)) await new Promise((r) => out.once('drain', r));
  await new Promise((r) => out.end(r));
  return fs.statSync(file).size;
}

async function child(kind, size) {
  const { bulkColumns } = await import('../packages/contract/src/endpoints/bulk.ts');
  const { validateUpload } = await import('../apps/server/src/features/bulk/validate.ts');
  const { applyBatch } = await import('../apps/server/src/features/bulk/apply.ts');
  const { strategies } = await import('../apps/server/src/features/bulk/strategies/registry.ts');
  const { sql } = await import('drizzle-orm');

  let peakHeap = 0;
  let peakRss = 0;
  let peakHeapTotal = 0;
  let peakExternal = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakHeapTotal = Math.max(peakHeapTotal, usage.heapTotal);
    peakExternal = Math.max(peakExternal, usage.external);
    peakRss = Math.max(peakRss, rssOf(process.pid));
  }, 50);
  const pipelineDb = await freshDatabase();
  const { db, database } = pipelineDb;
  const columns = bulkColumns[kind].map((c) => c.name);
  const stem = path.join(os.tmpdir(), `cmt-bench-${kind}-${size}-${process.pid}`);

  /** The pipeline on a file: validated as the upload handler does, then applied as the job does. */
  const actor = { staff: { id: 1, email: 'bench@lucky.app' }, ip: null };
  async function pipeline(file) {
    let started = performance.now();
    let cpuStarted = cpuMs();
    const batch = await validateUpload(db, {
      feature: kind,
      fileName: path.basename(file),
      encoding: 'utf-8',
      content: fs.createReadStream(file, { highWaterMark: 64 * 1024 }),
      tooLarge: () => false,
      maxBytes: Infinity,
      actor,
    });
    const validateMs = performance.now() - started;
    const validateCpuMs = cpuMs() - cpuStarted;
    if (batch.status !== 'VALID')
      throw new Error(`${kind}: batch ${batch.status} with ${batch.invalidRows} invalid rows`);
    await db.execute(sql`update bulk_batches set status = 'QUEUED' where id = ${batch.id}`);
    started = performance.now();
    cpuStarted = cpuMs();
    await applyBatch(database, { batchId: batch.id, actor: { id: 1, email: 'bench@lucky.app', ip: null } });
    const applyMs = performance.now() - started;
    const applyCpuMs = cpuMs() - cpuStarted;
    const [done] = (await db.execute(sql`select status, report from bulk_batches where id = ${batch.id}`))
      .rows;
    if (done.status !== 'APPLIED') throw new Error(`${kind}: apply ended ${done.status}`);
    return { validateMs, applyMs, validateCpuMs, applyCpuMs, done };
  }
  // A 100-row file of the same kind first, as a running server has done before (its code loaded and
  // compiled, its statements planned): the measured file pays the work, not the first use.
  const warmUp = `${stem}-warm-up.csv`;
  await writeCsv(kind, columns, warmUp, size + 1, size + 100);
  await pipeline(warmUp);
  fs.rmSync(warmUp, { force: true });

  // What the process holds before the file: Node, the app modules and the database with its seed.
  const baselineRssMb = rssOf(process.pid);
  peakRss = baselineRssMb;
  const baselineHeapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  const baselineHeapTotalMb = process.memoryUsage().heapTotal / 1024 / 1024;
  const baselineExternalMb = process.memoryUsage().external / 1024 / 1024;
  const file = `${stem}.csv`;
  const bytes = await writeCsv(kind, columns, file, 1, size);

  await pipelineDb.run(`create table bare (${columns.map((c) => `"${c}" text`).join(', ')})`);
  const { ms: copyMs, cpuMs: copyCpuMs, rows: copied } = await pipelineDb.copyIn('bare', file, true);
  await pipelineDb.run('drop table bare');

  const { table, values } = strategies[kind].write;
  const [{ before }] = (await pipelineDb.run(`select coalesce(max(id), 0)::int as before from ${table}`))
    .rows;
  const { validateMs, applyMs, validateCpuMs, applyCpuMs, done } = await pipeline(file);

  // The same rows, as the pipeline wrote them, in the target table's own columns (the batch link is
  // left out: that batch exists only in the pipeline's database).
  const target = Object.entries(values)
    .filter(([, expression]) => !expression.startsWith('b.'))
    .map(([column]) => column);
  const written = `${stem}-written.csv`;
  await pipelineDb.copyOut(
    `select ${target.join(', ')} from ${table} where id > ${before} order by id`,
    written,
  );
  const pipelinePeakRssMb = peakRss;
  await pipelineDb.close();

  const floorDb = await freshDatabase();
  const {
    ms: realCopyMs,
    cpuMs: realCopyCpuMs,
    rows: realCopied,
  } = await floorDb.copyIn(`${table} (${target.join(', ')})`, written, false);
  await floorDb.close();
  clearInterval(sampler);
  fs.rmSync(file, { force: true });
  fs.rmSync(written, { force: true });
  console.log(
    JSON.stringify({
      kind,
      size,
      bytes,
      copied,
      copyMs,
      copyCpuMs,
      realCopied,
      realCopyCpuMs,
      realCopyMs,
      validateMs,
      applyMs,
      validateCpuMs,
      applyCpuMs,
      report: done.report,
      baselineRssMb,
      baselineHeapMb,
      peakRssMb: pipelinePeakRssMb,
      rssGrowthMb: pipelinePeakRssMb - baselineRssMb,
      peakHeapMb: peakHeap / 1024 / 1024,
      heapTotalMb: [baselineHeapTotalMb, peakHeapTotal / 1024 / 1024],
      externalMb: [baselineExternalMb, peakExternal / 1024 / 1024],
    }),
  );
}

const PORT = Number(process.env.BENCH_PORT ?? 8183);
const ADMIN_PASSWORD = 'bench-admin-password-2026';
const api = (urlPath) => `http://127.0.0.1:${PORT}/api/v2/cmt-backend${urlPath}`;

/** The real server on `env`'s database, in a child process; resolves once it answers /readyz. */
async function startServer(env) {
  const { spawn } = await import('node:child_process');
  const args = [...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean)];
  let startEnv = {};
  if (process.env.BENCH_SERVER_ENTRY !== 'sources') {
    const { buildServer, serverBundle, serverBundleStale, startCommand } =
      await import('../scripts/build-server.mjs');
    if (serverBundleStale()) await buildServer();
    const start = startCommand();
    startEnv = start.env;
    args.push(...start.flags, serverBundle);
  } else args.push('apps/server/src/server.ts');
  const server = spawn(process.execPath, args, {
    cwd: path.resolve(here, '..'),
    env: {
      ...startEnv,
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      SEED_DEMO_DATA: 'never',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // No load balancer to drain: a stop closes at once.
      SHUTDOWN_DRAIN_SECONDS: '0',
      // PostgreSQL needs the audit chain's key (a bench database's own).
      AUDIT_KEY: process.env.AUDIT_KEY ?? 'bench-audit-key-bench-audit-key-bench-audit-key',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return { server, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`server did not start:\n${output}`);
}

/**
 * A file as staff send it: uploaded (validated as it arrives), confirmed, and its batch polled every
 * 25 ms until APPLIED. Returns the milliseconds of each step and when the apply job was first seen
 * running after the confirm answered (how long the job waited to be picked up).
 */
async function throughHttp(kind, file, token, phase = () => {}) {
  const headers = { authorization: `Bearer ${token}`, 'local-app-id': 'CMT' };
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file, { type: 'text/csv' }), path.basename(file));
  const started = performance.now();
  const uploaded = await fetch(api(`/files/bulk-upload?feature=${kind}`), {
    method: 'POST',
    headers,
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const batch = await uploaded.json();
  if (batch.status !== 'VALID') throw new Error(`${kind}: batch ${batch.status}`);
  const validated = performance.now();
  phase('apply');
  const confirmed = await fetch(api(`/files/bulk-upload/batches/${batch.id}/confirm?feature=${kind}`), {
    method: 'POST',
    headers,
  });
  if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
  const queued = performance.now();
  let pickedUp = null;
  for (;;) {
    const read = await fetch(api(`/files/bulk-upload/batches/${batch.id}?feature=${kind}`), { headers });
    const { status } = await read.json();
    if (status !== 'QUEUED') pickedUp ??= performance.now();
    if (status === 'APPLIED') break;
    if (status === 'FAILED') throw new Error(`${kind}: apply FAILED`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const applied = performance.now();
  return {
    validateMs: validated - started,
    confirmMs: queued - validated,
    pickupMs: pickedUp - queued,
    applyMs: applied - validated,
    totalMs: applied - started,
  };
}

/**
 * One file through HTTP as staff send it, on the real server in its own process, beside the real-table
 * COPY of the rows it wrote. The server's RSS is read from /proc every 25 ms: its growth is the peak
 * during the upload and apply minus its RSS just before (after a 100-row warm-up file of the same
 * kind, so the code paths are loaded).
 */
async function httpChild(kind, size) {
  const { bulkColumns } = await import('../packages/contract/src/endpoints/bulk.ts');
  const { strategies } = await import('../apps/server/src/features/bulk/strategies/registry.ts');
  const columns = bulkColumns[kind].map((c) => c.name);
  const stem = path.join(os.tmpdir(), `cmt-bench-http-${kind}-${size}-${process.pid}`);
  const dataDir = DATABASE_URL ? null : fs.mkdtempSync(`${stem}-data-`);
  const seeded = await freshDatabase({ dataDir });
  const { table, values } = strategies[kind].write;
  const [{ before }] = (await seeded.run(`select coalesce(max(id), 0)::int as before from ${table}`)).rows;
  await seeded.database.close();

  const file = `${stem}.csv`;
  const warmUp = `${stem}-warm-up.csv`;
  const bytes = await writeCsv(kind, columns, file, 1, size);
  await writeCsv(kind, columns, warmUp, size + 1, size + 100);
  const { server, output } = await startServer(
    DATABASE_URL ? { DATABASE_URL: seeded.url, DATA_DIR: `${stem}-files` } : { DATA_DIR: dataDir },
  );
  let result;
  try {
    const signIn = await fetch(api('/auth/local-login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@lucky.app', password: ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const { accessToken } = await signIn.json();
    const warm = await throughHttp(kind, warmUp, accessToken);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBeforeMb = rssOf(server.pid);
    let rssPeakMb = rssBeforeMb;
    const peaks = { validate: rssBeforeMb, apply: rssBeforeMb };
    let current = 'validate';
    const sampler = setInterval(() => {
      const rss = rssOf(server.pid);
      rssPeakMb = Math.max(rssPeakMb, rss);
      peaks[current] = Math.max(peaks[current], rss);
    }, 25);
    const cpuBefore = cpuMsOf(server.pid);
    const run = await throughHttp(kind, file, accessToken, (name) => (current = name));
    const serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
    clearInterval(sampler);
    result = {
      ...run,
      serverCpuMs,
      warmUpPickupMs: warm.pickupMs,
      rssBeforeMb,
      rssPeakMb,
      rssGrowthMb: rssPeakMb - rssBeforeMb,
      rssPeakValidateMb: peaks.validate,
      rssPeakApplyMb: peaks.apply,
    };
    console.error(`[bench bulk] ${kind} ${size} through HTTP: ${JSON.stringify(result)}`);
    if (process.env.BENCH_SERVER_LOG)
      fs.writeFileSync(`${process.env.BENCH_SERVER_LOG}-${kind}-${size}.log`, output());
  } catch (error) {
    console.error(output());
    throw error;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }

  // The rows the file wrote (the last `size` of the table: the warm-up's came before), in the target
  // table's own columns, COPYed into the real table of a fresh database.
  const target = Object.entries(values)
    .filter(([, expression]) => !expression.startsWith('b.'))
    .map(([column]) => column);
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const reopened = await openDatabase({ url: seeded.url, dataDir });
  const written = `${stem}-written.csv`;
  const { sql } = await import('drizzle-orm');
  const query = `select ${target.join(', ')} from (select * from ${table} where id > ${before} order by id desc limit ${size}) t order by id`;
  if (DATABASE_URL) await reopened.db.execute(sql.raw(`copy (${query}) to '${written}' with (format csv)`));
  else {
    const out = await reopened.db.$client.query(`copy (${query}) to '/dev/blob' with (format csv)`);
    fs.writeFileSync(written, Buffer.from(await out.blob.arrayBuffer()));
  }
  await reopened.close();
  await seeded.drop();
  const floorDb = await freshDatabase();
  const { ms: realCopyMs, cpuMs: realCopyCpuMs } = await floorDb.copyIn(
    `${table} (${target.join(', ')})`,
    written,
    false,
  );
  await floorDb.close();
  for (const leftover of [file, warmUp, written, dataDir, `${stem}-files`])
    if (leftover) fs.rmSync(leftover, { recursive: true, force: true });
  console.log(JSON.stringify({ kind, size, bytes, realCopyMs, realCopyCpuMs, ...result }));
}

/** One run in a child process of its own (`--child` or `--http`); its result is the last line it prints. */
function runChild(flag, kind, size) {
  const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), flag, kind, String(size)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

async function main() {
  const results = [];
  for (const size of SIZES) {
    for (const kind of KINDS) {
      const result = runChild('--child', kind, size);
      results.push(result);
      const total = result.validateMs + result.applyMs;
      const cpu = DATABASE_URL
        ? ''
        : `; CPU: validate ${result.validateCpuMs.toFixed(0)} ms + apply ${result.applyCpuMs.toFixed(0)} ms = ${cpuRatio(result).toFixed(1)}× the real-table COPY's ${result.realCopyCpuMs.toFixed(0)} ms`;
      console.log(
        `[bench bulk] ${ON}, ${kind} ${size.toLocaleString('en')} rows: COPY into a bare table ${result.copyMs.toFixed(0)} ms, into the real table ${result.realCopyMs.toFixed(0)} ms; validate ${result.validateMs.toFixed(0)} ms + apply ${result.applyMs.toFixed(0)} ms = ${(total / result.copyMs).toFixed(1)}× the bare floor, ${(total / result.realCopyMs).toFixed(1)}× the real-table floor${cpu}; RSS ${result.baselineRssMb.toFixed(0)} → ${result.peakRssMb.toFixed(0)} MB (+${(result.peakRssMb - result.baselineRssMb).toFixed(0)}), peak JS heap ${result.peakHeapMb.toFixed(0)} MB (before the file ${result.baselineHeapMb.toFixed(0)} MB); load average ${loadAverage()}`,
      );
    }
  }
  const http = [];
  for (const size of SIZES) {
    for (const kind of HTTP_KINDS) {
      const result = runChild('--http', kind, size);
      http.push(result);
      const cpu = DATABASE_URL
        ? ''
        : ` (CPU: the server's ${result.serverCpuMs.toFixed(0)} ms = ${(result.serverCpuMs / result.realCopyCpuMs).toFixed(2)}× the COPY's ${result.realCopyCpuMs.toFixed(0)} ms)`;
      console.log(
        `[bench bulk] ${ON}, ${kind} ${size.toLocaleString('en')} rows through HTTP: upload+validate ${result.validateMs.toFixed(0)} ms, confirm → APPLIED ${result.applyMs.toFixed(0)} ms (job picked up after ${result.pickupMs.toFixed(0)} ms) = ${(result.totalMs / result.realCopyMs).toFixed(2)}× the real-table COPY (${result.realCopyMs.toFixed(0)} ms)${cpu}; server RSS ${result.rssBeforeMb.toFixed(0)} → ${result.rssPeakMb.toFixed(0)} MB (+${result.rssGrowthMb.toFixed(0)}); load average ${loadAverage()}`,
      );
    }
  }
  await writeResults(results, http);
}

const pipelineMs = (r) => r.validateMs + r.applyMs;
/** Pipeline CPU over the real-table COPY's CPU (PGlite: both inside the measuring process). */
const cpuRatio = (r) => (r.validateCpuMs + r.applyCpuMs) / r.realCopyCpuMs;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
/** Through HTTP: the server's RSS growth for the largest file over that for the smallest, per kind. */
const rssGrowthRatios = (http) =>
  SIZES.length > 1
    ? HTTP_KINDS.map((kind) => {
        const [small, large] = [SIZES[0], SIZES.at(-1)].map((size) =>
          http.find((r) => r.kind === kind && r.size === size),
        );
        return small && large
          ? `${kind}: server RSS growth ${small.rssGrowthMb.toFixed(0)} MB for ${SIZES[0].toLocaleString('en')} rows, ${large.rssGrowthMb.toFixed(0)} MB for ${SIZES.at(-1).toLocaleString('en')} = ${(large.rssGrowthMb / small.rssGrowthMb).toFixed(1)}× (goal ≤ 2×).`
          : '';
      })
        .filter(Boolean)
        .join(' ')
    : '';

/** Against the goal (validate + apply within 3x the real-table COPY floor, memory flat as the file grows). */
function verdict(results) {
  const over = results.filter((r) => pipelineMs(r) / r.realCopyMs > 3);
  const goal = over.length
    ? `**Goal (pipeline ≤ 3× the real-table COPY) not met** on ${ON}: ${over.length} of ${results.length} runs take more (worst ${Math.max(...over.map((r) => pipelineMs(r) / r.realCopyMs)).toFixed(1)}×).`
    : `**Goal (pipeline ≤ 3× the real-table COPY) met** on ${ON}: every run is within 3×.`;
  const growth = (metric) =>
    SIZES.length > 1
      ? KINDS.map((kind) => {
          const [small, large] = [SIZES[0], SIZES.at(-1)].map((size) =>
            results.find((r) => r.kind === kind && r.size === size),
          );
          return small && large ? `${kind} ${small[metric].toFixed(0)} → ${large[metric].toFixed(0)} MB` : '';
        })
          .filter(Boolean)
          .join(', ')
      : '';
  return [
    goal,
    DATABASE_URL
      ? ''
      : `By CPU time (this process's user + system milliseconds, PGlite's work included; it hardly moves with the machine's load, wall time does): ${results.map((r) => `${r.kind} ${r.size.toLocaleString('en')} ${cpuRatio(r).toFixed(1)}×`).join(', ')}.`,
    `The bare floor copies text into a table without indexes, constraints or triggers; the real-table floor copies the finished rows into the target table with all of them (the physical limit of the job: no parsing, checking or staging); the pipeline parses and checks every cell, looks up references, stages the rows, then writes them into the real tables (offers carry two trigram GIN indexes, four b-tree indexes and a counting trigger) in one transaction. Lines without a quote are split without csv-parse (which reads the rest of a file from its first quote on), and a staged row is an array in column order, not an object repeating every key.`,
    growth('rssGrowthMb') &&
      `RSS growth from ${SIZES[0].toLocaleString('en')} to ${SIZES.at(-1).toLocaleString('en')} rows: ${growth('rssGrowthMb')}. Peak JS heap: ${growth('peakHeapMb')}; the sampled peak includes garbage not yet collected.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

async function writeResults(results, http = []) {
  const heading = `## Bulk files (${ON})`;
  const lines = [
    heading,
    '',
    `Measured ${new Date().toISOString()} on ${machineLine(loadAtStart)}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, by \`${DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : ''}node bench/bulk.mjs\`. Each run in its own process on a fresh ${DATABASE_URL ? 'PostgreSQL database' : 'in-memory PGlite'}. "Bare floor" = \`COPY … (FORMAT csv, HEADER)\` of the same file into a bare table of text columns (no checks, no indexes). "Real floor" = \`COPY\` of the rows the pipeline wrote, in the target table's own columns, into that table of a second fresh database (with its indexes, constraints and triggers): the physical limit of the job. "Pipeline" = the upload path (stream parse, row checks, reference lookups per 1,000 rows, staging) + the apply job (one transaction into the real tables). The pipeline runs after a 100-row warm-up file of the same kind. RSS growth = the process's RSS (sampled every 50 ms) at its peak during the pipeline minus its RSS before the file; it includes ${DATABASE_URL ? 'the client process only' : "PGlite's WebAssembly heap, which grows with the data it holds"}.`,
    '',
    '| File | Rows | Size MB | bare floor ms | real floor ms | validate ms | apply ms | pipeline / bare | pipeline / real | pipeline / real by CPU | RSS before file MB | RSS growth MB | peak JS heap MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.kind} | ${r.size.toLocaleString('en')} | ${(r.bytes / 2 ** 20).toFixed(1)} | ${r.copyMs.toFixed(0)} | ${r.realCopyMs.toFixed(0)} | ${r.validateMs.toFixed(0)} | ${r.applyMs.toFixed(0)} | ${(pipelineMs(r) / r.copyMs).toFixed(1)}× | ${(pipelineMs(r) / r.realCopyMs).toFixed(1)}× | ${DATABASE_URL ? '—' : `${cpuRatio(r).toFixed(1)}×`} | ${r.baselineRssMb.toFixed(0)} | ${(r.peakRssMb - r.baselineRssMb).toFixed(0)} | ${r.peakHeapMb.toFixed(0)} |`,
    ),
    '',
    verdict(results),
    '',
    ...(http.length
      ? [
          `Through HTTP, as staff do it (the real server in its own process, ${process.env.BENCH_SERVER_ENTRY === 'sources' ? 'from the sources' : "as `npm start` runs it: the build, with the start script's environment and Node flags"}, after a 100-row warm-up file): upload and validation, confirm, the batch polled every 25 ms until APPLIED; "picked up" = from the confirm's answer to the batch first seen APPLYING; server CPU = the server process's CPU milliseconds from the upload to APPLIED (PGlite inside it); the server's RSS sampled every 25 ms, its growth = the highest sample minus the RSS just before the upload (not maxRSS).`,
          '',
          '| File | Rows | real floor ms | upload + validate ms | confirm → APPLIED ms | picked up after ms | total / real | server CPU / COPY CPU | server RSS before MB | server RSS growth MB |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...http.map(
            (r) =>
              `| ${r.kind} | ${r.size.toLocaleString('en')} | ${r.realCopyMs.toFixed(0)} | ${r.validateMs.toFixed(0)} | ${r.applyMs.toFixed(0)} | ${r.pickupMs.toFixed(0)} | ${(r.totalMs / r.realCopyMs).toFixed(2)}× | ${DATABASE_URL ? '—' : `${(r.serverCpuMs / r.realCopyCpuMs).toFixed(2)}×`} | ${r.rssBeforeMb.toFixed(0)} | ${r.rssGrowthMb.toFixed(0)} |`,
          ),
          '',
          rssGrowthRatios(http),
          '',
        ]
      : []),
  ].join('\n');
  const file = path.join(here, 'RESULTS.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(heading);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${lines}`
      : `${current.slice(0, start)}${lines}${next === -1 ? '' : `\n${current.slice(next + 1)}`}`;
  // Formatted like the rest of the repository, so `npm run lint` stays green after a run.
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(`${updated.trimEnd()}\n`, { ...options, filepath: file }));
}

const [flag, kind, size] = process.argv.slice(2);
if (flag === '--child') await child(kind, Number(size));
else if (flag === '--http') await httpChild(kind, Number(size));
else await main();
