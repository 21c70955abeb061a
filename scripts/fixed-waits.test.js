import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No test synchronises with a fixed sleep (docs/testing.md): a test waits for the condition it needs
// (vi.waitFor, expect.poll, findBy*, an event, a promise of the thing itself), never for a time.
const root = path.resolve(import.meta.dirname, '..');
const ALLOW = /\/\/ fixed-wait-ok: \S/;

/** Every test file: apps' test folders and `*.test.ts(x)`, packages' `*.test.ts`, the e2e tests. */
export function testFiles(dir = root, relative = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative === '' && !['apps', 'packages', 'e2e'].includes(entry.name)) continue;
      found.push(...testFiles(path.join(dir, entry.name), rel));
    } else if (/\.(tsx?|m?js)$/.test(entry.name) && isTestFile(rel)) found.push(rel);
  }
  return found;
}

const isTestFile = (rel) =>
  (rel.startsWith('apps/') && (/\/test\//.test(rel) || /\.test\.tsx?$/.test(rel))) ||
  (rel.startsWith('packages/') && /\.test\.ts$/.test(rel)) ||
  rel.startsWith('e2e/tests/');

/**
 * The lines of `text` that wait for a fixed time, as `line: text` (1-based): `waitForTimeout(`, a
 * `setTimeout` whose callback is a promise's resolve (`new Promise((r) => setTimeout(r, N))`,
 * `setTimeout(() => resolve(x), N)`), and the promise `setTimeout` of `timers/promises`. A line with
 * `// fixed-wait-ok: <reason>` (on it, or alone on the line above) is let through.
 */
export function fixedWaits(text) {
  const lines = text.split('\n');
  const resolvers = new Set(['resolve', 'res', 'r', 'done']);
  for (const match of text.matchAll(/new Promise\s*(?:<[^>]*>)?\(\s*(?:async\s*)?\(?\s*(\w+)/g)) {
    resolvers.add(match[1]);
  }
  const names = [...resolvers].join('|');
  const waits = [
    /\bwaitForTimeout\s*\(/,
    new RegExp(`\\bsetTimeout\\s*\\(\\s*(?:${names})\\s*[,)]`),
    new RegExp(`\\bsetTimeout\\s*\\(\\s*\\(\\s*\\)\\s*=>\\s*\\{?\\s*(?:void\\s+)?(?:${names})\\s*\\(`),
    /import\s*\{[^}]*\bsetTimeout\b[^}]*\}\s*from\s*['"](?:node:)?timers\/promises['"]/,
  ];
  const found = [];
  lines.forEach((line, index) => {
    if (!waits.some((wait) => wait.test(line))) return;
    const above = lines[index - 1]?.trim() ?? '';
    if (ALLOW.test(line) || (above.startsWith('//') && ALLOW.test(above))) return;
    found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('no test waits for a fixed time', () => {
  it('finds the test files of every workspace', () => {
    const files = testFiles();
    expect(files).toContain('apps/server/test/job-queue-wake.test.ts');
    expect(files).toContain('apps/web/src/lib/i18n.test.tsx');
    expect(files.some((file) => file.startsWith('packages/'))).toBe(true);
    expect(files.some((file) => file.startsWith('e2e/tests/'))).toBe(true);
    expect(files.some((file) => file.startsWith('bench/'))).toBe(false);
  });

  it('names file:line of every fixed wait in a test file', () => {
    const found = testFiles().flatMap((file) =>
      fixedWaits(readFileSync(path.join(root, file), 'utf8')).map((wait) => `${file}:${wait}`),
    );
    expect(found).toEqual([]);
  });

  it('knows a wait for a time from a wait for a thing, and honours a reasoned allow comment', () => {
    expect(
      fixedWaits(
        [
          'await new Promise((resolve) => setTimeout(resolve, 500));',
          'await new Promise<void>((wake) =>',
          '  setTimeout(wake, 20),',
          ');',
          "const late = new Promise((resolve) => setTimeout(() => resolve('late'), ms));",
          'await page.waitForTimeout(1000);',
          "import { setTimeout as sleep } from 'node:timers/promises';",
          'await new Promise((resolve) => setTimeout(resolve, 10)); // fixed-wait-ok: a bound, not a sync',
          '// fixed-wait-ok: the deadline of the race below',
          'await Promise.race([exited, new Promise((r) => setTimeout(() => r(0), ms))]);',
          'await new Promise((resolve) => setTimeout(resolve, 10)); // fixed-wait-ok:',
          'message: (payload) => void setTimeout(() => handlers.message(payload), 300),',
          'await vi.waitFor(() => expect(ran).toEqual([1]));',
          "import { setImmediate as nextTurn } from 'node:timers/promises';",
          'test.setTimeout(180_000);',
        ].join('\n'),
      ),
    ).toEqual([
      '1: await new Promise((resolve) => setTimeout(resolve, 500));',
      '3: setTimeout(wake, 20),',
      "5: const late = new Promise((resolve) => setTimeout(() => resolve('late'), ms));",
      '6: await page.waitForTimeout(1000);',
      "7: import { setTimeout as sleep } from 'node:timers/promises';",
      '11: await new Promise((resolve) => setTimeout(resolve, 10)); // fixed-wait-ok:',
    ]);
  });
});
