// Node's ESM resolver looks up the package.json above every module file it loads, to learn the
// file's format, and (Node 24) each lookup reads the package's whole `exports` map again:
// drizzle-orm's package.json is ~180 KB of exports, parsed once per drizzle file the server loads
// (hundreds). Starting from the sources that was ~0.9 s of every start and ~170 MB of garbage that
// left the process at ~320 MB RSS. The built server (scripts/build-server.mjs) bundles drizzle and
// never pays it; the tests, the benchmarks and `node apps/server/src/server.ts` did.
//
// This resolve hook answers a relative `.js` import made from inside such a package itself: the
// URL beside its importer, an ES module (the package says "type": "module"). Everything else
// (bare specifiers, the package's entry through its exports, other packages) goes to Node's own
// resolution, unchanged.
import { registerHooks } from 'node:module';

/** Packages ("type": "module") whose relative imports are resolved here; their package.json is large. */
export const ESM_PACKAGES = ['drizzle-orm'] as const;

/** The package a file URL belongs to: the folder after its last `node_modules` (null: none). */
function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const [scopeOrName, name] = url.slice(at + '/node_modules/'.length).split('/');
  return scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : (scopeOrName ?? null);
}
const isEsmPackage = (name: string | null) => (ESM_PACKAGES as readonly (string | null)[]).includes(name);

/** The URL and format of a relative import inside one of `ESM_PACKAGES`; null: Node's own resolution. */
export function resolveInsidePackage(
  specifier: string,
  parentURL: string | undefined,
): { url: string; format: 'module' } | null {
  if (!parentURL?.startsWith('file:')) return null;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const from = packageOf(parentURL);
  if (!specifier.endsWith('.js') || !isEsmPackage(from)) return null;
  const url = new URL(specifier, parentURL).href;
  // A relative path that climbs out of the package (or into one nested in it) is left to Node.
  return packageOf(url) === from &&
    url.lastIndexOf('/node_modules/') === parentURL.lastIndexOf('/node_modules/')
    ? { url, format: 'module' }
    : null;
}

let registered = false;

/** Registers the hook in this thread (once; a no-op on a Node without `module.registerHooks`). */
export function registerPackageResolve(): void {
  if (registered || typeof registerHooks !== 'function') return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const inside = resolveInsidePackage(specifier, context.parentURL);
      return inside ? { ...inside, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
