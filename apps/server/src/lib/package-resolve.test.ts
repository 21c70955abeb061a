import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveInsidePackage } from './package-resolve.ts';

const require = createRequire(import.meta.url);
/** drizzle-orm's folder, as Node resolves it from the server. */
const drizzleDir = path.dirname(require.resolve('drizzle-orm'));
const drizzleUrl = (file: string) => pathToFileURL(path.join(drizzleDir, file)).href;

describe('resolveInsidePackage', () => {
  it('answers a relative .js import inside drizzle-orm with the file beside its importer, an ES module', () => {
    expect(resolveInsidePackage('./sql/sql.js', drizzleUrl('index.js'))).toEqual({
      url: drizzleUrl('sql/sql.js'),
      format: 'module',
    });
    expect(resolveInsidePackage('../entity.js', drizzleUrl('pg-core/table.js'))).toEqual({
      url: drizzleUrl('entity.js'),
      format: 'module',
    });
  });

  it('leaves everything else to Node', () => {
    const inside = drizzleUrl('index.js');
    expect(resolveInsidePackage('drizzle-orm/pg-core', inside)).toBeNull(); // bare
    expect(resolveInsidePackage('node:fs', inside)).toBeNull();
    expect(resolveInsidePackage('./index.cjs', inside)).toBeNull(); // not a .js module
    expect(resolveInsidePackage('./data.json', inside)).toBeNull();
    expect(resolveInsidePackage('../../zod/index.js', inside)).toBeNull(); // out of the package
    expect(resolveInsidePackage('./sql/sql.js', undefined)).toBeNull();
    expect(resolveInsidePackage('./sql.ts', import.meta.url)).toBeNull(); // our own code
    expect(resolveInsidePackage('./x.js', pathToFileURL('/srv/node_modules/zod/index.js').href)).toBeNull();
    // A package installed inside drizzle-orm's own folder is that package, not drizzle.
    const nested = pathToFileURL(path.join(drizzleDir, 'node_modules/some-cjs/index.js')).href;
    expect(resolveInsidePackage('./lib.js', nested)).toBeNull();
    expect(resolveInsidePackage('./node_modules/some-cjs/lib.js', inside)).toBeNull();
  });

  it('finds a real file for every relative import of the drizzle modules the server loads', () => {
    const entries = ['index.js', 'pg-core/index.js', 'node-postgres/index.js', 'pglite/index.js'];
    const seen = new Set<string>();
    const queue = entries.map(drizzleUrl);
    while (queue.length) {
      const url = queue.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const source = fs.readFileSync(fileURLToPath(url), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const resolved = resolveInsidePackage(specifier!, url);
        expect(resolved, `${specifier} from ${url}`).not.toBeNull();
        expect(fs.existsSync(fileURLToPath(resolved!.url)), resolved!.url).toBe(true);
        queue.push(resolved!.url);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
  });

  it('loads drizzle-orm through the hook with the same exports as without it', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = (hook: boolean) => `
      ${hook ? `const { registerPackageResolve } = await import(${JSON.stringify(pathToFileURL(path.join(here, 'package-resolve.ts')).href)}); registerPackageResolve();` : ''}
      const names = [];
      for (const entry of ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/node-postgres'])
        names.push(entry + ':' + Object.keys(await import(entry)).sort().join(','));
      console.log(JSON.stringify(names));`;
    const run = (hook: boolean) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script(hook)], {
        cwd: here,
        encoding: 'utf8',
      });
    const withHook = run(true);
    expect(JSON.parse(withHook).length).toBe(3);
    expect(withHook).toBe(run(false));
  });
});
