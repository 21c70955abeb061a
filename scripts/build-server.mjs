// Builds the server once into apps/server/dist/server.mjs (rolldown, Vite's bundler): the server's
// own modules and @cmt/contract in one ESM file, so a restart loads a few files instead of ~1,750
// modules that Node resolves and type-strips one by one. `npm start` (scripts/start.mjs) builds it
// when it is missing or older than the sources; the tests run the sources (src/server.ts).
// A `new URL('<relative>', import.meta.url)` in a source (web/dist, drizzle migrations) is rewritten
// to point from the bundle's folder to the same place.
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const serverBundleDir = path.join(root, 'apps/server/dist');
export const serverBundle = path.join(serverBundleDir, 'server.mjs');

/**
 * What `npm start` runs the server with, read from package.json's start script (their one place), for
 * the benches that start the bundle as `npm start` does: its environment (`NAME=value` before the
 * command) and its Node flags (`--…`). `--max-semi-space-size=8` caps V8's young generation at
 * 2 × 8 MB (by default it grows to 64 MB under a long job such as a bulk file, and stays there);
 * `MALLOC_MMAP_THRESHOLD_=131072` has glibc give every block of 128 KB or more (the database driver's
 * message buffers, a bulk chunk's JSON) back to the system when it is freed, instead of raising that
 * threshold after the first such free and keeping the next ones in its heap.
 */
export function startCommand() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const words = scripts.start.split(/\s+/);
  const env = Object.fromEntries(
    words
      .filter((word) => /^[A-Z_]+=/.test(word))
      .map((word) => [word.split('=')[0], word.slice(word.indexOf('=') + 1)]),
  );
  return { env, flags: words.filter((word) => word.startsWith('--')) };
}

/** Packages kept outside the bundle: native or wasm assets loaded from their own folder, loader hooks. */
const keepExternal = [
  '@electric-sql/pglite',
  'pg-boss',
  'pg',
  'pg-pool',
  '@opentelemetry/',
  'pino',
  'thread-stream',
  'playwright-core',
];
// SERVER_BUNDLE_DEPS=external leaves every npm package outside the bundle (only own code inside).
const bundleDeps = process.env.SERVER_BUNDLE_DEPS !== 'external';

const isExternal = (id) => {
  if (id.startsWith('.') || path.isAbsolute(id) || id.startsWith('@cmt/') || id.startsWith('\0'))
    return false;
  if (id.startsWith('node:')) return true;
  if (!bundleDeps) return true;
  return keepExternal.some((name) => id === name || id.startsWith(name.endsWith('/') ? name : `${name}/`));
};

const relocateUrls = {
  name: 'relocate-import-meta-urls',
  transform(code, id) {
    if (!id.includes('/apps/server/src/') || !code.includes('import.meta.url')) return null;
    const rewritten = code.replace(
      /new URL\((['"])(\.{1,2}\/[^'"]*)\1,\s*import\.meta\.url\)/g,
      (_match, _quote, relative) => {
        const target = path.resolve(path.dirname(id), relative);
        let fromBundle = path.relative(serverBundleDir, target).split(path.sep).join('/');
        if (!fromBundle.startsWith('.')) fromBundle = `./${fromBundle}`;
        return `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
      },
    );
    return rewritten === code ? null : { code: rewritten };
  },
};

/**
 * Node's builtins taken without their ESM facade: an `import http from 'node:http'` makes Node read
 * every export of the module once, which runs its lazy getters (http's WebSocket loads the whole of
 * undici, ~50 ms; zlib's, its Brotli and Zstandard tables). `process.getBuiltinModule` (Node >= 22.3)
 * returns the same object as `require` does. Only the import statements at the top of each chunk are
 * rewritten; the bindings they declare stay the same.
 */
const builtinsWithoutFacade = {
  name: 'builtins-without-esm-facade',
  renderChunk(code) {
    const statement =
      /^import\s+(?:([\w$]+)\s*,?\s*)?(?:\*\s+as\s+([\w$]+)\s*)?(?:\{([^}]*)\}\s*)?(?:from\s*)?(["'])([^"']+)\4;?[ \t]*$/;
    const lines = code.split('\n');
    let changed = false;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i];
      if (!line.startsWith('import') && !line.startsWith('//') && line.trim() !== '') break;
      const match = statement.exec(line);
      if (!match || !isBuiltin(match[5])) continue;
      const [, defaultName, namespace, named, , id] = match;
      const module = `process.getBuiltinModule(${JSON.stringify(id)})`;
      const bindings = [defaultName, namespace].filter(Boolean).map((name) => `const ${name} = ${module};`);
      if (named?.trim())
        bindings.push(
          `const { ${named.replace(/([\w$]+)\s+as\s+([\w$]+)/g, '$1: $2').trim()} } = ${module};`,
        );
      lines[i] = bindings.length ? bindings.join(' ') : `${module};`;
      changed = true;
    }
    return changed ? { code: lines.join('\n'), map: null } : null;
  },
};

/**
 * `yaml` (~100 kB) is required at the top of @fastify/swagger and @fastify/swagger-ui, but only used to
 * answer /api/docs/yaml: required on that first use instead (a bundled CommonJS module runs when it
 * is first required).
 */
const lazyYaml = {
  name: 'lazy-yaml',
  transform(code, id) {
    if (!/\/node_modules\/@fastify\/swagger(-ui)?\/lib\//.test(id)) return null;
    const eager = /^const yaml = require\((['"])yaml\1\)$/m;
    if (!eager.test(code)) return null;
    return {
      code: code.replace(
        eager,
        "let yamlModule; const yaml = { parse: (...args) => (yamlModule ??= require('yaml')).parse(...args), stringify: (...args) => (yamlModule ??= require('yaml')).stringify(...args) }",
      ),
    };
  },
};

/**
 * prom-client requires the OpenTelemetry API (~10 ms at start, kept outside the bundle) for its
 * process CPU metric, which only reads it to attach a trace's ids when exemplars are on: required on
 * that first use instead. The server imports the API itself only when tracing is configured.
 */
const lazyOtelInPromClient = {
  name: 'lazy-otel-in-prom-client',
  transform(code, id) {
    if (!id.includes('/node_modules/prom-client/lib/metrics/processCpuTotal.js')) return null;
    const eager = /^const OtelApi = require\((['"])@opentelemetry\/api\1\);?$/m;
    if (!eager.test(code)) return null;
    return {
      code: code.replace(
        eager,
        "let otelApi; const OtelApi = { get trace() { return (otelApi ??= require('@opentelemetry/api')).trace; }, get context() { return (otelApi ??= require('@opentelemetry/api')).context; } };",
      ),
    };
  },
};

/**
 * @fastify/swagger-ui, bundled (so that it shares @fastify/static with the web app's files instead
 * of loading a second copy), reads its page's files from its own folder: `__dirname` in its modules is
 * rewritten to that folder as seen from the bundle.
 */
const swaggerUiFolder = {
  name: 'swagger-ui-folder',
  transform(code, id) {
    if (!id.includes('/node_modules/@fastify/swagger-ui/') || !code.includes('__dirname')) return null;
    let fromBundle = path.relative(serverBundleDir, path.dirname(id)).split(path.sep).join('/');
    if (!fromBundle.startsWith('.')) fromBundle = `./${fromBundle}`;
    const folder = `process.getBuiltinModule('node:url').fileURLToPath(new URL(${JSON.stringify(`${fromBundle}/`)}, import.meta.url))`;
    return { code: code.replaceAll('__dirname', folder) };
  },
};

const newestIn = new Map();
/**
 * The newest modification time of a file or of any file under a folder (walked one level at a time:
 * `readdirSync` with `recursive` costs twice as much), each path walked once per process (the
 * contract's sources count for both the web app and the server).
 */
export function newestModified(relativePath) {
  const walk = (dir) => {
    let latest = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = `${dir}/${entry.name}`;
      latest = Math.max(latest, entry.isDirectory() ? walk(child) : fs.statSync(child).mtimeMs);
    }
    return latest;
  };
  if (!newestIn.has(relativePath)) {
    const full = path.join(root, relativePath);
    const stat = fs.statSync(full);
    newestIn.set(relativePath, stat.isDirectory() ? walk(full) : stat.mtimeMs);
  }
  return newestIn.get(relativePath);
}

/** True when the bundle is missing or older than the server's or the contract's sources (or this script, the lockfile). */
export function serverBundleStale() {
  if (!fs.existsSync(serverBundle)) return true;
  const sources = [
    'apps/server/src',
    'packages/contract/src',
    'scripts/build-server.mjs',
    'package-lock.json',
  ];
  return Math.max(...sources.map(newestModified)) > fs.statSync(serverBundle).mtimeMs;
}

export async function buildServer() {
  // Imported here, so that a start with a fresh bundle does not load the bundler.
  const { build } = await import('rolldown');
  fs.rmSync(serverBundleDir, { recursive: true, force: true });
  await build({
    input: path.join(root, 'apps/server/src/server.ts'),
    platform: 'node',
    external: isExternal,
    plugins: [relocateUrls, lazyYaml, lazyOtelInPromClient, swaggerUiFolder, builtinsWithoutFacade],
    logLevel: 'warn',
    output: {
      dir: serverBundleDir,
      format: 'esm',
      entryFileNames: 'server.mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  await buildServer();
  console.log(
    `Server bundle: ${path.relative(root, serverBundle)} (${Math.round(performance.now() - began)} ms)`,
  );
}
