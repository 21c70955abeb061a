// `npm start`: builds the web app and the server bundle (scripts/build-server.mjs) when either is
// missing or older than its sources, then starts the server from the bundle (embedded PGlite under
// ./data by default, demo data on first start).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle, serverBundleStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');

const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).reduce((latest, entry) => {
    if (!entry.isFile()) return latest;
    return Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }, 0);

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
  path.join(root, p),
);
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs))) >
    fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  execSync('npm run build --workspace apps/web', { cwd: root, stdio: 'inherit' });
}
if (serverBundleStale()) {
  console.log('Building the server...');
  await buildServer();
}
await import(pathToFileURL(serverBundle).href);
