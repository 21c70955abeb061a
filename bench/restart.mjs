// Restart time on the embedded database: from the process start to the first 200 of /healthz, on a
// data folder that already holds the demo data (the first start, which seeds it, is not counted);
// and on to the first 200 of /readyz (the app ready: database open, migrations current, job queues
// started). Median of RESTART_RUNS (5) starts, with the machine's load average, and the median time
// of each step of the start (START_PHASES=1: apps/server/src/start-phases.ts). `npm run bench` runs it.
// It starts what `npm start` runs (its environment and Node flags too): scripts/start.mjs, which runs the server bundle
// (scripts/build-server.mjs; built here first when stale, not counted). RESTART_ENTRY=apps/server/src/server.ts
// measures the sources as the tests run them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverBundleStale, startCommand } from '../scripts/build-server.mjs';
import { machineLine } from './machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const loadAtStart = os.loadavg();
const dataDir = process.env.RESTART_DATA_DIR ?? path.join(root, 'bench/.data/restart');
const runs = Number(process.env.RESTART_RUNS ?? 5);
const port = Number(process.env.RESTART_PORT ?? 8397);
const goal = 1500;
const entry = path.join(root, process.env.RESTART_ENTRY ?? 'scripts/start.mjs');

/** What `npm start` adds (its environment and Node flags), unless another entry is measured. */
const startWith = process.env.RESTART_ENTRY ? { env: {}, flags: [] } : startCommand();

// RESTART_NPM=1 spawns `npm start` itself (npm, its shell and scripts/node24.sh included), in a process
// group of its own; the CPU figures are then not taken (the process is npm's, not the server's).
const viaNpm = process.env.RESTART_NPM === '1';

async function start() {
  const began = performance.now();
  const child = spawn(
    viaNpm ? 'npm' : process.execPath,
    viaNpm
      ? ['start', '--silent']
      : [...startWith.flags, ...(process.env.RESTART_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry],
    {
      cwd: root,
      detached: viaNpm,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...startWith.env,
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // No load balancer to drain: each stop closes at once.
        SHUTDOWN_DRAIN_SECONDS: '0',
        START_PHASES: '1',
      },
    },
  );
  // Each step's time (`start phase <name> <ms since the process began>`); anything else passes through.
  const phases = [];
  let pending = '';
  child.stderr.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const phase = /^start phase (.+) ([\d.]+) ([\d.]+)$/.exec(line);
      if (phase) phases.push([phase[1], Number(phase[2]), Number(phase[3])]);
      else process.stderr.write(`${line}\n`);
    }
  });
  // Every 10 ms a bare TCP connect (refused until the server listens), and /healthz once one is
  // accepted: a fetch every 10 ms took ~20% of a core, which on 2 cores the server starting beside
  // it felt.
  const accepts = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
    });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    const ok =
      (await accepts()) &&
      (await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      ));
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - began;
  // Then the app's readiness, every 10 ms.
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - began;
  // CPU time the server used to get there, from each thread's run time in nanoseconds: less swayed by
  // a busy machine than the wall-clock figure. The main thread's alone is what a quiet machine's wall
  // clock mostly follows (the rest is V8's compilers and garbage collector on the other cores).
  const runTime = (thread) =>
    Number(fs.readFileSync(`/proc/${child.pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  const cpuMs = viaNpm
    ? NaN
    : fs.readdirSync(`/proc/${child.pid}/task`).reduce((sum, thread) => sum + runTime(thread), 0);
  const mainMs = viaNpm ? NaN : runTime(child.pid);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    if (viaNpm) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  });
  return { ms, readyMs, cpuMs, mainMs, phases };
}

if (!process.env.RESTART_ENTRY && serverBundleStale()) {
  console.log('Building the server bundle (not counted)...');
  await buildServer();
}
// One start first, not counted: it seeds the demo data on a new data folder, and builds the web app
// when its sources changed (scripts/start.mjs), so the counted starts are restarts.
console.log(
  fs.existsSync(path.join(dataDir, 'pg'))
    ? 'One start first (not counted)...'
    : `First start (seeds the demo data into ${dataDir}; not counted)...`,
);
await start();
const starts = [];
for (let i = 0; i < runs; i += 1) starts.push(await start());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const wall = median(starts.map((s) => s.ms));
const ready = median(starts.map((s) => s.readyMs));
const cpu = median(starts.map((s) => s.cpuMs));
const main = median(starts.map((s) => s.mainMs));
console.log(
  `Restart on PGlite (${viaNpm ? 'npm start' : path.relative(root, entry)}; process start → first /healthz 200): median ${Math.round(wall)} ms wall (${starts.map((s) => Math.round(s.ms)).join(', ')}); goal ${goal} ms${wall <= goal ? ' (met)' : ' (NOT met)'}; to the first /readyz 200: median ${Math.round(ready)} ms (${starts.map((s) => Math.round(s.readyMs)).join(', ')}), ${viaNpm ? 'CPU not taken (the process is npm)' : `${Math.round(cpu)} ms CPU (${Math.round(main)} ms of it on the main thread)`}; ${machineLine(loadAtStart)}`,
);
// Each step: the median of its time since the process began and of the main thread's CPU time by
// then, over the counted starts.
const names = [...new Set(starts.flatMap((s) => s.phases.map(([name]) => name)))];
const at = (name, index) =>
  Math.round(median(starts.map((s) => s.phases.find(([n]) => n === name)?.[index] ?? NaN)));
console.log(
  `Steps (median ms since the process began / main thread CPU ms by then): ${names
    .map((name) => `${name} ${at(name, 1)} / ${at(name, 2)}`)
    .join(' · ')}`,
);
