// The bench's floor (issue 33): each request's statements sent exactly as the server sends them, and
// pgbench on the same statements beside it.
//
// - `recordingPool(pool)` wraps the server's own pool (`serverPool`, db/client.ts; or a PGlite
//   client): each query the server's query functions send through it is kept as the driver got it
//   (pg's config object: the prepared statement's name, the text, the row mode and type parsers
//   Drizzle chose) with its values, and which of the request's earlier statements had been answered
//   when it was sent.
// - `replay(pool, statements)` sends them again the same way: the same named (or unnamed) statements,
//   each as soon as the statements answered before it in the server are answered here (all at once
//   for Home's cards, one after another for the global search): the same round trips and the same
//   concurrency inside a request.
// - `pgbenchScript` and `runPgbench`: pgbench with a custom script of the same statements (in turn)
//   and the same values as the driver sends them (pg's `prepareValue`), `-M prepared` where the server
//   names its statements and `-M extended` (unnamed, planned each time) where it names none.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pgUtils from 'pg/lib/utils.js';

/** The pool's `query`, recording what each call sends while `recording` is on. */
export function recordingPool(pool) {
  const query = pool.query.bind(pool);
  let recorded = null;
  pool.query = (config, values, ...rest) => {
    if (!recorded || rest.some((arg) => typeof arg === 'function')) return query(config, values, ...rest);
    const list = recorded;
    const index = list.length;
    const entry = {
      // As the driver got it: pg's config object, or PGlite's text and options.
      args: [config, values, ...rest],
      text: typeof config === 'string' ? config : config.text,
      name: (typeof config === 'object' && config.name) || '',
      params: values ?? config.values ?? [],
      // The statements of this request answered when this one was sent: it waited for them.
      after: list.flatMap((s, i) => (s.answered ? [i] : [])),
      answered: false,
    };
    list.push(entry);
    const result = query(config, values, ...rest);
    result.then(
      () => (list[index].answered = true),
      () => (list[index].answered = true),
    );
    return result;
  };
  return {
    pool,
    /** Runs `run()`, returning the statements it sent (text, name, params, after). */
    async record(run) {
      recorded = [];
      try {
        await run();
        return recorded.map(({ answered: _answered, ...s }) => s);
      } finally {
        recorded = null;
      }
    },
  };
}

/**
 * The request's statements sent again as the server sent them: each (the driver's arguments) once
 * those answered before it was sent have been answered.
 */
export function replay(pool, statements) {
  const sent = [];
  for (const s of statements) {
    const ready = s.after.length ? Promise.all(s.after.map((i) => sent[i])) : null;
    sent.push(ready ? ready.then(() => pool.query(...s.args)) : pool.query(...s.args));
  }
  return Promise.all(sent);
}

/** Whether a request's statements were all sent at once, one after another, or otherwise. */
export function composition(statements) {
  if (statements.length < 2) return 'one statement';
  if (statements.every((s) => s.after.length === 0)) return `${statements.length} at once`;
  if (statements.every((s, i) => s.after.length === i)) return `${statements.length} in turn`;
  return `${statements.length} in ${new Set(statements.map((s) => s.after.length)).size} steps`;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * `connections` workers calling `send()` for `seconds` after a warm-up: p50/p99/mean ms, req/s and
 * this process's CPU ms per call.
 */
export async function measure(send, { connections, seconds, warmup = 50 }) {
  for (let i = 0; i < warmup; i++) await send();
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await send();
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    rps: latencies.length / elapsed,
    // This process's CPU (user + system) per call: the client's own cost, which a loaded machine
    // turns into waiting for a core.
    cpuMs: (cpu.user + cpu.system) / 1000 / latencies.length,
  };
}

/**
 * A pgbench custom script of the statements, in turn, with their values as pgbench variables
 * (`-D name=value`, the text pg's driver sends for each: `prepareValue`; NULL written in the text).
 * Under `-M prepared` pgbench makes each `:name` a parameter of a statement it prepares once per
 * connection, as the server's named statements are.
 */
export function pgbenchScript(statements) {
  const variables = {};
  const lines = statements.map((s, index) => {
    const text = s.text.replace(/\$(\d+)/g, (_all, n) => {
      const value = pgUtils.prepareValue(s.params[Number(n) - 1]);
      if (value === null || value === undefined) return 'NULL';
      const name = `s${index}p${n}`;
      variables[name] = String(value);
      return `:${name}`;
    });
    if (text.includes(';')) throw new Error(`pgbench takes one statement per command: ${s.text}`);
    // pgbench reads a variable wherever a colon comes before a name; a cast (::) it leaves alone.
    if (/(^|[^:]):(?!s\d+p\d+\b)[a-zA-Z_]/.test(text.replace(/'[^']*'/g, "''")))
      throw new Error(`a colon pgbench would read as a variable: ${s.text}`);
    return `${text.replace(/\s*\n\s*/g, ' ').trim()};`;
  });
  return { script: `${lines.join('\n')}\n`, variables };
}

export { machineLine } from './machine.mjs';

export const PGBENCH = process.env.PGBENCH ?? 'pgbench';

/** Whether pgbench runs here. */
export async function pgbenchAvailable() {
  return new Promise((resolve) => {
    const child = spawn(PGBENCH, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * pgbench's protocol for these statements: `prepared` (each parsed once per connection, as the
 * server's named statements), or `extended` (unnamed, parsed and planned for each run, as the server
 * sends a statement whose plan must follow a typed pattern) when the server named none of them.
 */
export const pgbenchMode = (statements) => (statements.some((s) => s.name) ? 'prepared' : 'extended');

/**
 * pgbench `-M <pgbenchMode> -n` on `statements` (in turn, one transaction of the script each) with
 * `connections` clients on one thread for `seconds`: the mean ms of a script run (pgbench's "latency
 * average") and runs per second. Its per-transaction log (-l) is no use for percentiles here: pgbench
 * 15 reads the clock lazily and logs most short transactions as taking 0 µs.
 */
export async function runPgbench(url, statements, { connections, seconds }) {
  const { script, variables } = pgbenchScript(statements);
  const target = new URL(url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-'));
  try {
    fs.writeFileSync(path.join(dir, 'script.sql'), script);
    const args = [
      ...['-n', '-M', pgbenchMode(statements), '-c', String(connections), '-j', '1', '-T', String(seconds)],
      ...['-f', path.join(dir, 'script.sql')],
      ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      ...['-h', target.hostname, '-p', target.port || '5432'],
      ...['-U', decodeURIComponent(target.username || 'postgres')],
      decodeURIComponent(target.pathname.slice(1)),
    ];
    const env = { ...process.env };
    if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
    const output = await new Promise((resolve, reject) => {
      const child = spawn(PGBENCH, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}:\n${text}`)),
      );
    });
    const mean = /latency average = ([\d.]+) ms/.exec(output)?.[1];
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
    if (!mean || !tps || Number(failed ?? 0) > 0)
      throw new Error(`pgbench did not run the script:\n${output}`);
    return { mean: Number(mean), rps: Number(tps) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The most the floor's latency may be above pgbench's on the same statement (issue 33: 5 %). */
export const FLOOR_LIMIT = 1.05;

/**
 * `npm run bench:floor-check`: each distinct statement of the requests, alone, through the floor
 * (the server's pool, sent as the server sends it) and through pgbench -M prepared, at `connections`
 * for `seconds` each, the two taking turns for `rounds` rounds (the machine's speed drifts): each
 * side's median of its mean latency (what pgbench reports), and whether the floor is within
 * FLOOR_LIMIT of pgbench.
 */
export async function floorCheck(url, pool, requests, { connections, seconds, rounds, log = () => {} }) {
  const seen = new Map();
  for (const { name, statements } of requests)
    for (const s of statements) {
      const key = JSON.stringify([s.name, s.text, s.params]);
      if (!seen.has(key)) seen.set(key, { request: name, index: statements.indexOf(s), statement: s });
    }
  const results = [];
  for (const { request, index, statement } of seen.values()) {
    const alone = [{ ...statement, after: [] }];
    const floorRuns = [];
    const floorCpu = [];
    const pgbenchRuns = [];
    for (let round = 0; round < rounds; round++) {
      log(`floor-check ${request} #${index + 1} round ${round + 1}`);
      const floor = await measure(() => replay(pool, alone), { connections, seconds });
      floorRuns.push(floor.mean);
      floorCpu.push(floor.cpuMs);
      pgbenchRuns.push((await runPgbench(url, alone, { connections, seconds })).mean);
    }
    const floor = median(floorRuns);
    const pgbench = median(pgbenchRuns);
    results.push({
      request,
      index,
      named: Boolean(statement.name),
      floor,
      floorCpuMs: median(floorCpu),
      pgbench,
      ratio: floor / pgbench,
      ok: floor <= pgbench * FLOOR_LIMIT,
    });
  }
  return results;
}
