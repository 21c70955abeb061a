import { describe, expect, it } from 'vitest';

/**
 * Every hook of the kit and of lib has a test that calls it (docs/web-kit.md, "Hook and component
 * tests"): each exported `use[A-Z]…` function of `kit/**` and `lib/**` is called (`useX(` or
 * `useX<T>(`) in some `*.test.ts(x)` of apps/web/src, outside comments and `vi.mock` factories (a
 * mock is no test of the hook). A new hook without a test fails here, named.
 */

const modules = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '../lib/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!../lib/**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);
const tests = import.meta.glob<string>(['../**/*.test.{ts,tsx}', '!./every-hook-tested.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Hooks whose tests another change is writing at the same time (none now: the kit's last ones came
 * with issue 32 item 7). Each must still lack a test, so the list cannot go stale: empty it when
 * those tests are merged.
 */
const awaitingTests: readonly string[] = [];

const exported = /export\s+(?:async\s+)?function\s+(use[A-Z]\w*)|export\s+const\s+(use[A-Z]\w*)\s*=/g;
/** A glob key (`./x` in kit, `../lib/x`) as a path under apps/web/src. */
const underSrc = (path: string) => path.replace(/^\.\//, 'kit/').replace(/^\.\.\//, '');
/** Hook name → the modules exporting it. */
const hooks = new Map<string, string[]>();
for (const [path, text] of Object.entries(modules)) {
  for (const match of text.matchAll(exported)) {
    const name = (match[1] ?? match[2])!;
    hooks.set(name, [...(hooks.get(name) ?? []), underSrc(path)]);
  }
}

/** The text without comments and without the factories of `vi.mock(…)` / `vi.doMock(…)`. */
function calledText(text: string): string {
  let code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  for (
    let start = code.search(/\bvi\.(?:do)?[mM]ock\(/);
    start >= 0;
    start = code.search(/\bvi\.(?:do)?[mM]ock\(/)
  ) {
    let depth = 0;
    let end = code.indexOf('(', start);
    for (; end < code.length; end += 1) {
      if (code[end] === '(') depth += 1;
      else if (code[end] === ')' && (depth -= 1) === 0) break;
    }
    code = code.slice(0, start) + code.slice(end + 1);
  }
  return code;
}
const testTexts = Object.entries(tests).map(([path, text]) => [path, calledText(text)] as const);
const testsCalling = (hook: string) =>
  testTexts
    .filter(([, text]) => new RegExp(`\\b${hook}\\s*(?:<[^()]*>)?\\(`).test(text))
    .map(([path]) => underSrc(path));

describe('every kit and lib hook has a test', () => {
  it('finds the hooks and the tests (the globs still match the folders)', () => {
    expect(hooks.has('useListState')).toBe(true);
    expect(hooks.has('useSession')).toBe(true);
    expect(testTexts.length).toBeGreaterThan(50);
  });

  it('names each hook once, so a test of one is no test of another', () => {
    const repeated = [...hooks].filter(([, paths]) => paths.length > 1);
    expect(repeated).toEqual([]);
  });

  it.for([...hooks.keys()].filter((hook) => !awaitingTests.includes(hook)).sort())(
    '%s is called by a test',
    (hook) => {
      expect(
        testsCalling(hook),
        `no *.test.ts(x) calls ${hook}( (${hooks.get(hook)!.join(', ')})`,
      ).not.toEqual([]);
    },
  );

  it.for(awaitingTests)('%s, awaiting its test, is a hook still without one', (hook) => {
    expect(hooks.has(hook), `${hook} is no exported kit or lib hook: drop it from awaitingTests`).toBe(true);
    expect(testsCalling(hook), `${hook} has a test now: drop it from awaitingTests`).toEqual([]);
  });
});
