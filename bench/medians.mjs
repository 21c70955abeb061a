// Issue 22's way of reading the bench: `bench/run.mjs` three times at 1 and at 4 connections (cases
// only, BENCH_ONLY, no exports), each row's median API p50 beside its median SQL floor p50, and the
// load average at the start and end of each run, the CPU model, and the floor's and pgbench's mean
// on the same statements (bench/floor.mjs; BENCH_PGBENCH=0: no pgbench). Prints markdown tables; RESULTS.md is left as
// it is.
//   BENCH_DATABASE_URL  as run.mjs (PostgreSQL, seeded by an earlier run; BENCH_REUSE is set here)
//   BENCH_ONLY          the cases (default: every case)
//   BENCH_SECONDS       per case (default 3)
//   BENCH_RUNS          runs per connection count (default 3)
//   BENCH_CONNECTION_COUNTS  default "1,4"
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { machineLine } from './floor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const counts = (process.env.BENCH_CONNECTION_COUNTS ?? '1,4').split(',').map(Number);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const connections of counts) {
  const rows = new Map();
  const loads = [];
  const loadAtStart = os.loadavg();
  for (let run = 0; run < runs; run++) {
    const start = os.loadavg()[0].toFixed(2);
    const result = spawnSync(process.execPath, [path.join(root, 'bench/run.mjs')], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
      env: {
        ...process.env,
        BENCH_REUSE: '1',
        BENCH_ONLY: process.env.BENCH_ONLY ?? '.',
        BENCH_SECONDS: process.env.BENCH_SECONDS ?? '3',
        BENCH_CONNECTIONS: String(connections),
      },
    });
    if (result.status !== 0) throw new Error(`bench/run.mjs failed:\n${result.stdout}\n${result.stderr}`);
    loads.push(`${start}→${os.loadavg()[0].toFixed(2)}`);
    for (const line of result.stdout.split('\n')) {
      const cells = line.split('|').map((cell) => cell.trim());
      // | Endpoint | API p50 | floor p50 | gap | API p99 | floor p99 | API req/s | floor req/s | ratio |
      if (cells.length < 10 || !/^\d/.test(cells[2] ?? '')) continue;
      const row = rows.get(cells[1]) ?? { api: [], floor: [], pgbench: [] };
      row.api.push(Number(cells[2]));
      row.floor.push(Number(cells[3]));
      // … | floor mean | pgbench mean | statements |
      row.floorMean = [...(row.floorMean ?? []), Number(cells[10])];
      if (/^\d/.test(cells[11] ?? '')) row.pgbench.push(Number(cells[11]));
      row.statements = cells[12];
      rows.set(cells[1], row);
    }
  }
  console.log(
    `\n### ${connections} connection(s): ${runs} runs, 1-min load at each run's start→end [${loads.join(', ')}]\n`,
  );
  console.log(`${machineLine(loadAtStart)}.\n`);
  console.log(
    '| Case | API p50 ms | SQL floor p50 ms | gap ms | within 2 ms | floor mean ms | pgbench mean ms | statements |',
  );
  console.log('| --- | ---: | ---: | ---: | --- | ---: | ---: | --- |');
  for (const [name, row] of rows) {
    const api = median(row.api);
    const floor = median(row.floor);
    const gap = api - floor;
    const pgbench = row.pgbench.length ? median(row.pgbench) : null;
    console.log(
      `| ${name} | ${api.toFixed(2)} | ${floor.toFixed(2)} | ${gap.toFixed(2)} | ${gap <= 2 ? 'yes' : 'no'} | ${median(row.floorMean).toFixed(2)} | ${pgbench === null ? '–' : pgbench.toFixed(2)} | ${row.statements ?? ''} |`,
    );
  }
}
