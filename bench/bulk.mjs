// `npm run bench:bulk` (also run by `npm run bench`): bulk files of each catalogue kind, validated
// and applied through the real pipeline, beside a plain COPY of the same file into a bare table.
//
// Each (kind, size) runs in its own child process on a fresh database (in-memory PGlite, or a new
// database on the PostgreSQL server of BENCH_DATABASE_URL), migrated, with 1,000 merchants and
// 2,000 branches to refer to, so peak RSS belongs to that run alone:
// 1. writes the CSV file to disk (streamed);
// 2. bare floor: COPY of that file into a bare table of text columns (no checks, no indexes);
// 3. pipeline: validateUpload reads the file as a stream (as the upload handler does), checks and
//    stages every row, then applyBatch writes them in one transaction (as the pg-boss job does);
// 4. real floor, the physical limit of the same job: the rows the pipeline wrote are exported with
//    the strategy's own columns, and COPY loads them into the real target table, with its indexes,
//    constraints and triggers, of a second fresh database seeded the same way.
// On PostgreSQL the COPYs read and write files server-side (the server runs on this machine and the
// bench connects as a superuser), so no rows cross the client connection, as with PGlite's /dev/blob.
// Peak RSS is the child's maxRSS (it includes PGlite's WebAssembly heap, which grows with the data);
// peak JS heap is sampled every 50 ms. Results go to the "Bulk files" section of bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
const KINDS = ['OfferStrategy', 'CardOfferStrategy', 'BranchStrategy', 'MerchantStrategy', 'CATIStrategy'];
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
async function freshDatabase() {
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
  const database = await openDatabase({ url, dataDir: null });
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
  return {
    database,
    db,
    run,
    /** COPY `target` FROM the CSV file; returns the milliseconds it took. */
    async copyIn(target, file, header) {
      const options = `(format csv${header ? ', header true' : ''})`;
      const started = performance.now();
      if (DATABASE_URL) await run(`copy ${target} from '${file}' with ${options}`);
      else {
        await db.$client.query(`copy ${target} from '/dev/blob' with ${options}`, [], {
          blob: new Blob([fs.readFileSync(file)]),
        });
      }
      return performance.now() - started;
    },
    /** COPY the result of `query` TO a CSV file. */
    async copyOut(query, file) {
      if (DATABASE_URL) return void (await run(`copy (${query}) to '${file}' with (format csv)`));
      const result = await db.$client.query(`copy (${query}) to '/dev/blob' with (format csv)`);
      fs.writeFileSync(file, Buffer.from(await result.blob.arrayBuffer()));
    },
    async close() {
      await database.close();
      await drop();
    },
  };
}

async function child(kind, size) {
  const { bulkColumns } = await import('../packages/contract/src/endpoints/bulk.ts');
  const { validateUpload } = await import('../apps/server/src/features/bulk/validate.ts');
  const { applyBatch } = await import('../apps/server/src/features/bulk/apply.ts');
  const { strategies } = await import('../apps/server/src/features/bulk/strategies/registry.ts');
  const { sql } = await import('drizzle-orm');

  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 50);
  const pipelineDb = await freshDatabase();
  const { db, database } = pipelineDb;

  // What the process holds before the file: Node, the app modules and the database with its seed.
  const baselineRssMb = process.resourceUsage().maxRSS / 1024;
  const baselineHeapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  const columns = bulkColumns[kind].map((c) => c.name);
  const stem = path.join(os.tmpdir(), `cmt-bench-${kind}-${size}-${process.pid}`);
  const file = `${stem}.csv`;
  const out = fs.createWriteStream(file, { mode: 0o644 });
  out.write(`${columns.join(',')}\n`);
  for (let i = 1; i <= size; i++)
    if (!out.write(`${rowOf[kind](i)}\n`)) await new Promise((r) => out.once('drain', r));
  await new Promise((r) => out.end(r));
  const bytes = fs.statSync(file).size;

  await pipelineDb.run(`create table bare (${columns.map((c) => `"${c}" text`).join(', ')})`);
  const copyMs = await pipelineDb.copyIn('bare', file, true);
  const copied = (await db.execute(sql`select count(*)::int as n from bare`)).rows[0].n;
  await pipelineDb.run('drop table bare');

  const { table, values } = strategies[kind].write;
  const [{ before }] = (await pipelineDb.run(`select coalesce(max(id), 0)::int as before from ${table}`))
    .rows;
  const actor = { staff: { id: 1, email: 'bench@lucky.app' }, ip: null };
  let started = performance.now();
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
  if (batch.status !== 'VALID')
    throw new Error(`${kind}: batch ${batch.status} with ${batch.invalidRows} invalid rows`);
  await db.execute(sql`update bulk_batches set status = 'QUEUED' where id = ${batch.id}`);
  started = performance.now();
  await applyBatch(database, { batchId: batch.id, actor: { id: 1, email: 'bench@lucky.app', ip: null } });
  const applyMs = performance.now() - started;
  const [done] = (await db.execute(sql`select status, report from bulk_batches where id = ${batch.id}`)).rows;
  if (done.status !== 'APPLIED') throw new Error(`${kind}: apply ended ${done.status}`);

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
  await pipelineDb.close();

  const floorDb = await freshDatabase();
  const realCopyMs = await floorDb.copyIn(`${table} (${target.join(', ')})`, written, false);
  const [{ n: realCopied }] = (
    await floorDb.run(`select count(*)::int as n from ${table} where id > ${before}`)
  ).rows;
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
      realCopied,
      realCopyMs,
      validateMs,
      applyMs,
      report: done.report,
      baselineRssMb,
      baselineHeapMb,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      peakHeapMb: peakHeap / 1024 / 1024,
    }),
  );
}

async function main() {
  const results = [];
  for (const size of SIZES) {
    for (const kind of KINDS) {
      const output = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', kind, String(size)],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
          maxBuffer: 1 << 20,
        },
      );
      const result = JSON.parse(output.trim().split('\n').at(-1));
      results.push(result);
      const total = result.validateMs + result.applyMs;
      console.log(
        `[bench bulk] ${ON}, ${kind} ${size.toLocaleString('en')} rows: COPY into a bare table ${result.copyMs.toFixed(0)} ms, into the real table ${result.realCopyMs.toFixed(0)} ms; validate ${result.validateMs.toFixed(0)} ms + apply ${result.applyMs.toFixed(0)} ms = ${(total / result.copyMs).toFixed(1)}× the bare floor, ${(total / result.realCopyMs).toFixed(1)}× the real-table floor; peak RSS ${result.peakRssMb.toFixed(0)} MB, peak JS heap ${result.peakHeapMb.toFixed(0)} MB (before the file: RSS ${result.baselineRssMb.toFixed(0)} MB, heap ${result.baselineHeapMb.toFixed(0)} MB)`,
      );
    }
  }
  await writeResults(results);
}

const pipelineMs = (r) => r.validateMs + r.applyMs;

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
    `The bare floor copies text into a table without indexes, constraints or triggers; the real-table floor copies the finished rows into the target table with all of them (the physical limit of the job: no parsing, checking or staging); the pipeline parses and checks every cell, looks up references, stages the rows, then writes them into the real tables (offers carry two trigram GIN indexes, four b-tree indexes and a counting trigger) in one transaction. A CPU profile of the 100,000-offer run puts two thirds of the time inside PGlite (staging, then index maintenance while applying); staging one JSON array per 1,000-row chunk instead of a tuple per row cut validation from 10.5 s to 6.8 s in that profile's setting.`,
    growth('peakRssMb') &&
      `Peak RSS from ${SIZES[0].toLocaleString('en')} to ${SIZES.at(-1).toLocaleString('en')} rows: ${growth('peakRssMb')} (dominated by PGlite's WebAssembly memory, already reserved before the file is read). Peak JS heap: ${growth('peakHeapMb')}; the sampled peak includes garbage not yet collected: the same 100,000-offer run completes with the old space capped at 96 MB (\`node --max-old-space-size=96 bench/bulk.mjs --child OfferStrategy 100000\`), so the live heap stays under that; what really grows is the set of duplicate keys kept to find repeated rows.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

async function writeResults(results) {
  const cpu = os.cpus();
  const heading = `## Bulk files (${ON})`;
  const lines = [
    heading,
    '',
    `Measured ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.split(' ').slice(0, 2).join(' ')}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, by \`${DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : ''}node bench/bulk.mjs\`. Each run in its own process on a fresh ${DATABASE_URL ? 'PostgreSQL database' : 'in-memory PGlite'}. "Bare floor" = \`COPY … (FORMAT csv, HEADER)\` of the same file into a bare table of text columns (no checks, no indexes). "Real floor" = \`COPY\` of the rows the pipeline wrote, in the target table's own columns, into that table of a second fresh database (with its indexes, constraints and triggers): the physical limit of the job. "Pipeline" = the upload path (stream parse, row checks, reference lookups per 1,000 rows, staging) + the apply job (one transaction into the real tables). Peak RSS includes ${DATABASE_URL ? 'the client process only' : "PGlite's WebAssembly heap, which grows with the data it holds"}; peak JS heap is sampled every 50 ms.`,
    '',
    '| File | Rows | Size MB | bare floor ms | real floor ms | validate ms | apply ms | pipeline / bare | pipeline / real | RSS before file MB | peak RSS MB | peak JS heap MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.kind} | ${r.size.toLocaleString('en')} | ${(r.bytes / 2 ** 20).toFixed(1)} | ${r.copyMs.toFixed(0)} | ${r.realCopyMs.toFixed(0)} | ${r.validateMs.toFixed(0)} | ${r.applyMs.toFixed(0)} | ${(pipelineMs(r) / r.copyMs).toFixed(1)}× | ${(pipelineMs(r) / r.realCopyMs).toFixed(1)}× | ${r.baselineRssMb.toFixed(0)} | ${r.peakRssMb.toFixed(0)} | ${r.peakHeapMb.toFixed(0)} |`,
    ),
    '',
    verdict(results),
    '',
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
else await main();
