import { describe, expect, it } from 'vitest';
import { FirstRows, hashOf } from '../src/features/bulk/first-rows.ts';

/** A small pseudo-random generator, so that a failure repeats. */
function random(seed: number) {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

describe('FirstRows (the duplicate keys of a bulk file)', () => {
  it('answers as a Map of first rows does, over 200,000 keys of every kind of text', () => {
    const next = random(7);
    const pieces = ['a', 'B', '|', ' ', 'é', 'ع', '😀', '\uD800', '\uDC00', '\u0000', '12', 'x'];
    const keys = Array.from({ length: 30_000 }, () => {
      const length = Math.floor(next() * 9);
      return Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
    });
    keys.push('', '\uD800', '\uDBFF', 'a'.repeat(5_000));
    const map = new Map<string, number>();
    const firstRows = new FirstRows();
    for (let rowNo = 2; rowNo < 200_002; rowNo++) {
      const key = keys[Math.floor(next() * keys.length)]!;
      const expected = map.get(key);
      if (expected === undefined) map.set(key, rowNo);
      expect(firstRows.firstRowOf(key, rowNo)).toBe(expected);
    }
    expect(map.size).toBeGreaterThan(15_000);
  });

  it('keeps two different keys apart when their hashes are the same', () => {
    const byHash = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair && i < 1_000_000; i++) {
      const key = `order-${i}`;
      const other = byHash.get(hashOf(key));
      if (other !== undefined) pair = [other, key];
      else byHash.set(hashOf(key), key);
    }
    expect(pair).toBeDefined();
    const [first, second] = pair!;
    expect(hashOf(first)).toBe(hashOf(second));
    const firstRows = new FirstRows();
    expect(firstRows.firstRowOf(first, 2)).toBeUndefined();
    expect(firstRows.firstRowOf(second, 3)).toBeUndefined();
    expect(firstRows.firstRowOf(second, 4)).toBe(3);
    expect(firstRows.firstRowOf(first, 5)).toBe(2);
  });

  it('tells keys that differ only in length or in one code unit apart', () => {
    const firstRows = new FirstRows();
    expect(firstRows.firstRowOf('ab', 2)).toBeUndefined();
    expect(firstRows.firstRowOf('abc', 3)).toBeUndefined();
    expect(firstRows.firstRowOf('a', 4)).toBeUndefined();
    expect(firstRows.firstRowOf('ac', 5)).toBeUndefined();
    expect(firstRows.firstRowOf('abc', 6)).toBe(3);
    expect(firstRows.firstRowOf('ab', 7)).toBe(2);
  });
});
