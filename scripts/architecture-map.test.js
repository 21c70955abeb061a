import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md is the newcomer's map: short, and every path in it leads somewhere.
const root = path.resolve(import.meta.dirname, '..');
const map = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/** Backticked tokens that name a file or folder of the repository, and the targets of its links. */
export function pathsIn(markdown) {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  const linked = [...markdown.matchAll(/\]\(([^)\s#]+)\)/g)].map((match) => match[1]);
  const looksLikePath = (token) =>
    /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(token) &&
    (token.includes('/') || /\.(tsx?|m?js|md|json|sql|sh|ya?ml)$/.test(token));
  return [...new Set([...quoted.filter(looksLikePath), ...linked.filter((link) => !/^\w+:/.test(link))])];
}

describe('ARCHITECTURE.md', () => {
  it('is at most 200 lines', () => {
    expect(map.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('names only paths that exist', () => {
    const paths = pathsIn(map);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((token) => !existsSync(path.join(root, token)))).toEqual([]);
  });

  it('finds paths in backticks and links, not in code names or URLs', () => {
    expect(
      pathsIn('`lib/x.ts` `audited()` `ETag` `/app/approvals` [a](docs/a.md) [b](https://x.y/z) `npm start`'),
    ).toEqual(['lib/x.ts', 'docs/a.md']);
  });
});
