import { integer, pgSchema } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composition,
  pgbenchAvailable,
  pgbenchMode,
  pgbenchScript,
  recordingPool,
  replay,
  runPgbench,
} from '../bench/floor.mjs';

// The bench's floor (bench/floor.mjs, issue 33): what it records of a request and sends again, and the
// pgbench script it builds from the same statements. The timing comparison itself (the floor at most
// 5 % above pgbench) is `npm run bench:floor-check`: too long and too noisy for a shared CI machine.

describe('pgbenchScript', () => {
  it('makes each parameter a variable holding the text the driver sends, NULL written in place', () => {
    const at = new Date(Date.UTC(2026, 10, 29, 12, 30, 0));
    const { script, variables } = pgbenchScript([
      {
        text: 'select "id" from "offers"\n  where "kind" = $1 and "tags" && $2::text[] and "x" is not distinct from $3 and $1 <> \'\'',
        params: ['REGULAR', ['a b', 'ب'], null],
      },
      { text: 'select $1::timestamptz, $2::int, $3::bool', params: [at, 20, true] },
    ]);
    expect(script).toBe(
      'select "id" from "offers" where "kind" = :s0p1 and "tags" && :s0p2::text[] and "x" is not distinct from NULL and :s0p1 <> \'\';\n' +
        'select :s1p1::timestamptz, :s1p2::int, :s1p3::bool;\n',
    );
    expect(variables).toEqual({
      s0p1: 'REGULAR',
      s0p2: '{"a b","ب"}',
      s1p1: pg.defaults.parseInputDatesAsUTC ? at.toISOString() : expect.stringMatching(/^2026-11-29T/),
      s1p2: '20',
      s1p3: 'true',
    });
  });

  it('refuses what pgbench would not run as the driver does', () => {
    expect(() => pgbenchScript([{ text: 'select 1; select 2', params: [] }])).toThrow(/one statement/);
    expect(() => pgbenchScript([{ text: 'select x:y from t', params: [] }])).toThrow(/colon/);
    // A cast is no variable, nor a colon inside a literal.
    expect(pgbenchScript([{ text: "select '10:30'::time, $1::int", params: [1] }]).script).toBe(
      "select '10:30'::time, :s0p1::int;\n",
    );
  });

  it('sends what the server names as prepared statements, and what it leaves unnamed unnamed', () => {
    expect(pgbenchMode([{ name: 'offers_page' }])).toBe('prepared');
    expect(pgbenchMode([{ name: 'home_a' }, { name: '' }])).toBe('prepared');
    expect(pgbenchMode([{ name: '' }])).toBe('extended');
  });

  it('names the composition of a request', () => {
    expect(composition([{ after: [] }])).toBe('one statement');
    expect(composition([{ after: [] }, { after: [] }])).toBe('2 at once');
    expect(composition([{ after: [] }, { after: [0] }, { after: [0, 1] }])).toBe('3 in turn');
    expect(composition([{ after: [] }, { after: [] }, { after: [0, 1] }])).toBe('3 in 2 steps');
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('the floor on PostgreSQL', () => {
  const schemaName = `bench_floor_test_${process.pid}`;
  const table = pgSchema(schemaName).table('t', { id: integer('id').primaryKey(), n: integer('n') });
  let setup;
  beforeAll(async () => {
    setup = new pg.Pool({ connectionString: url, max: 1 });
    await setup.query(`create schema ${schemaName}`);
    await setup.query(`create table ${schemaName}.t (id int primary key, n int)`);
    await setup.query(`insert into ${schemaName}.t select i, i * 2 from generate_series(1, 100) i`);
  });
  afterAll(async () => {
    await setup.query(`drop schema ${schemaName} cascade`);
    await setup.end();
  });

  it('records what the driver got, in the order the request waited, and sends the same again', async () => {
    const recorder = recordingPool(new pg.Pool({ connectionString: url, max: 1 }));
    const db = drizzle(recorder.pool);
    const byId = db
      .select({ n: table.n })
      .from(table)
      .where(sql`${table.id} = ${sql.placeholder('id')}`)
      .prepare('bench_floor_by_id');
    const count = db
      .select({ c: sql`count(*)::int` })
      .from(table)
      .prepare('bench_floor_count');
    try {
      // A page and its count at once, then a third statement once both are answered (unnamed).
      const statements = await recorder.record(async () => {
        await Promise.all([byId.execute({ id: 7 }), count.execute()]);
        await db.execute(sql`select ${3}::int as three`);
      });
      expect(statements.map((s) => [s.name, s.params, s.after])).toEqual([
        ['bench_floor_by_id', [7], []],
        ['bench_floor_count', [], []],
        ['', [3], [0, 1]],
      ]);
      expect(statements[0].args[0].rowMode).toBe('array');

      // Sent again on a connection of its own: the named statements prepared there, the rows the same.
      const floorPool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        const results = await replay(floorPool, statements);
        expect(results.map((r) => r.rows)).toEqual([[[14]], [[100]], [{ three: 3 }]]);
        const prepared = await floorPool.query('select name from pg_prepared_statements order by name');
        expect(prepared.rows.map((r) => r.name)).toEqual(['bench_floor_by_id', 'bench_floor_count']);
        // And pgbench on the same statements answers (each in turn, prepared).
        if (await pgbenchAvailable()) {
          const result = await runPgbench(url, statements, { connections: 1, seconds: 1 });
          expect(result.rps).toBeGreaterThan(0);
          expect(result.mean).toBeGreaterThan(0);
        }
      } finally {
        await floorPool.end();
      }
    } finally {
      await recorder.pool.end();
    }
  });
});
