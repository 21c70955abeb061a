import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the build (whatever its size), so the server
 * sends compressed bytes without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cmt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
      for (const file of walk(outDir).filter((name) => /\.(js|css|html|svg|json|txt|woff)$/.test(name))) {
        // Every size: a 600-byte chunk still shrinks by half. A copy only where it is smaller.
        const data = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        const gzip = zlib.gzipSync(data, { level: 9 });
        if (brotli.length < data.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < data.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

const backend = 'http://localhost:8080';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** What signed-in list pages load: the layout, the kit's pieces of a list screen, and the list pages. */
const listShell = [
  ...fs
    .globSync('features/*/pages/*-list-page.tsx', { cwd: path.resolve(import.meta.dirname, 'src') })
    .map((file) => file.split(path.sep).join('/')),
  'app/layout/app-layout.tsx',
  'kit/use-list-screen.ts',
  'kit/data-table.tsx',
  'kit/list-toolbar.tsx',
  'kit/page-header.tsx',
  'kit/page-trail.tsx',
  'kit/row-action.tsx',
  'kit/filter-select.tsx',
  'kit/route-button.tsx',
  'kit/confirm-dialog.tsx',
  'kit/use-confirmed-action.ts',
].map(src);
const isMui = (id: string) => /node_modules[\\/](@mui|@emotion)[\\/]/.test(id);

/**
 * MUI and emotion shared by two pages or more, in two chunks: `mui`, what the layout and the list pages
 * import (most of it every signed-in page needs), and `mui-more`, the rest (autocomplete, accordion, switch,
 * avatar, cards, …), which a list page never downloads. As one chunk, a cold offers list took ~10 kB
 * of compressed MUI it does not use.
 */
function muiChunks(): Rolldown.CodeSplittingNameFunction {
  let shell: Set<string> | undefined;
  return (id, ctx) => {
    if (!isMui(id)) return null;
    if (!shell) {
      shell = new Set(listShell.filter((root) => ctx.getModuleInfo(root)));
      const queue = [...shell];
      while (queue.length)
        for (const next of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? [])
          if (!shell.has(next)) {
            shell.add(next);
            queue.push(next);
          }
    }
    return shell.has(id) ? 'mui' : 'mui-more';
  };
}

/**
 * Chunks: the framework (React, router) is one long-lived vendor chunk, the shared MUI another;
 * everything else follows the lazy route boundaries of app/router.tsx, so the sign-in route only pulls the entry, the vendor
 * chunk and the auth chunk. scripts/bundle-size.mjs checks the budget.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': backend, '/config.json': backend, '/files': backend },
  },
  preview: {
    proxy: { '/api': backend, '/config.json': backend, '/files': backend },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    manifest: true,
    // No modulepreload polyfill in the entry chunk every page downloads: current browsers preload
    // natively, an older one (Safari before 17) only fetches those modules when they are imported.
    modulePreload: { polyfill: false },
    // The SVG icon is a hashed asset (index.html links src/favicon.svg): sent with an asset's few
    // headers and cached for a year, not with a page's security headers (~800 bytes less per page);
    // a file, not inlined, so the browser (and the shell test) can fetch it.
    assetsInlineLimit: (file) => (file.endsWith('favicon.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router)[\\/]/,
              priority: 2,
            },
            // MUI and emotion used by two pages or more, as two chunks (muiChunks): split along the
            // pages they were some 45 files of 0.5-30 kB each (a request and poorer compression
            // apiece); the sign-in route uses none of it.
            { name: muiChunks(), debugName: 'mui', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
