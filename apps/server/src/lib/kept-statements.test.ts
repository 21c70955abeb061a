import { describe, expect, it } from 'vitest';
import { keptOrBuilt, keptStatement } from './kept-statements.ts';

describe('keptStatement', () => {
  it('prepares a statement once per database and name, and keeps it', () => {
    const db = {};
    let prepared = 0;
    const prepare = (name: string) => ({ name, serial: ++prepared });
    const first = keptStatement(db, 'offers_page_regular_all_id_desc', prepare);
    expect(first).toEqual({ name: 'offers_page_regular_all_id_desc', serial: 1 });
    expect(keptStatement(db, 'offers_page_regular_all_id_desc', prepare)).toBe(first);
    expect(keptStatement(db, 'offers_page_regular_active_id_desc', prepare).serial).toBe(2);
    // Another database (or a transaction) has statements of its own.
    expect(keptStatement({}, 'offers_page_regular_all_id_desc', prepare).serial).toBe(3);
  });

  it('refuses a name PostgreSQL would cut or that carries typed text', () => {
    const prepare = () => ({});
    expect(() => keptStatement({}, 'x'.repeat(64), prepare)).toThrow(/at most 63/);
    expect(() => keptStatement({}, "offers_page_'; drop", prepare)).toThrow(/lower-case/);
    expect(() => keptStatement({}, 'Offers', prepare)).toThrow(/lower-case/);
  });

  it('keptOrBuilt keeps the prepared statement under a name, and builds afresh without one', async () => {
    const db = {};
    let built = 0;
    const build = () => {
      built++;
      const run = (how: string) => ({
        execute: async (values?: Record<string, unknown>) => `${how} ${String(values?.x)}`,
      });
      return { ...run('built'), prepare: (name: string) => run(`kept ${name}`) };
    };
    expect(await keptOrBuilt(db, 'list_a', build).execute({ x: 1 })).toBe('kept list_a 1');
    expect(await keptOrBuilt(db, 'list_a', build).execute({ x: 2 })).toBe('kept list_a 2');
    expect(built).toBe(1);
    expect(await keptOrBuilt(db, undefined, build).execute({ x: 3 })).toBe('built 3');
    expect(await keptOrBuilt(db, undefined, build).execute({ x: 4 })).toBe('built 4');
    expect(built).toBe(3);
  });
});
