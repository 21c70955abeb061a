// `npm start`: builds the web app and the server bundle (scripts/build-server.mjs) when either is
// missing or older than its sources, then starts the server from the bundle (embedded PGlite under
// ./data by default, demo data on first start).
import module from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Node's compile cache, before anything else loads: the bundle's compiled code is kept between
// starts (~2 MB for its ~6 MB of code) under node_modules/.cache (NODE_COMPILE_CACHE, when set, wins),
// not in the system's temp folder, which a reboot empties. Node checks each entry against its
// source, so a rebuilt bundle is compiled afresh.
module.enableCompileCache?.(path.join(root, 'node_modules/.cache/node-compile-cache'));

// START_PHASES=1: each step's time since the process began, on stderr (apps/server/src/start-phases.ts).
const startPhase = (name) => {
  if (process.env.START_PHASES !== '1') return;
  const cpu = process.threadCpuUsage();
  process.stderr.write(
    `start phase ${name} ${performance.now().toFixed(1)} ${((cpu.user + cpu.system) / 1000).toFixed(1)}\n`,
  );
};
startPhase('start script');
const fs = (await import('node:fs')).default;
const { pathToFileURL } = await import('node:url');
const { buildServer, newestModified, serverBundle, serverBundleStale } = await import('./build-server.mjs');

const built = path.join(root, 'apps/web/dist/index.html');
const stale =
  !fs.existsSync(built) ||
  Math.max(...['apps/web/src', 'apps/web/index.html', 'packages/contract/src'].map(newestModified)) >
    fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const { execSync } = await import('node:child_process');
  execSync('npm run build --workspace apps/web', { cwd: root, stdio: 'inherit' });
}
if (serverBundleStale()) {
  console.log('Building the server...');
  await buildServer();
}
startPhase('builds checked');
await import(pathToFileURL(serverBundle).href);
