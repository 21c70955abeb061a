import { eq, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatement } from '../src/lib/kept-statements.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Tables made for this test: every kind of value a list maps, and a parent some rows lack. */
const parents = pgTable('kept_rows_parents', { id: serial('id').primaryKey(), name: text('name').notNull() });
const rows = pgTable('kept_rows_things', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  title: text('title'),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  tags: jsonb('tags').$type<string[]>(),
  live: boolean('live').notNull(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table kept_rows_parents (id serial primary key, name text not null)`);
  await t.db.execute(
    sql`create table kept_rows_things (id serial primary key, parent_id integer, title text,
      amount numeric(12, 2), day date, at timestamptz not null, tags jsonb, live boolean not null)`,
  );
  await t.db.insert(parents).values([{ name: 'one' }, { name: 'two' }]);
  await t.db.insert(rows).values([
    {
      parentId: 1,
      title: 'a',
      amount: '12.50',
      day: '2026-11-24',
      at: new Date('2026-11-24T10:00:00Z'),
      tags: ['x'],
      live: true,
    },
    {
      parentId: null,
      title: null,
      amount: null,
      day: null,
      at: new Date('2026-01-01T00:00:00.123Z'),
      tags: null,
      live: false,
    },
    {
      parentId: 2,
      title: 'عربي',
      amount: '0.00',
      day: '2024-02-29',
      at: new Date('2025-06-30T21:59:59Z'),
      tags: [],
      live: true,
    },
  ]);
});
afterAll(() => t?.close());

/** The same select run as Drizzle maps it and as a kept statement maps it. */
async function both<
  Q extends { prepare(name: string): { execute(): Promise<unknown> } } & PromiseLike<unknown>,
>(name: string, query: () => Q) {
  const kept = keptStatement(t.db, name, (n) => query().prepare(n));
  return {
    drizzle: await query(),
    kept: await kept.execute(),
    mapper: (kept as { customResultMapper?: unknown }).customResultMapper,
  };
}

describe('kept statements map their rows as Drizzle does', () => {
  it('columns, SQL values with and without a decoder, and a nested whole table of an inner join', async () => {
    const result = await both('kept_rows_flat', () =>
      t.db
        .select({
          id: rows.id,
          title: rows.title,
          amount: rows.amount,
          day: rows.day,
          at: rows.at,
          tags: rows.tags,
          shown: sql<string>`case when ${rows.live} then 'LIVE' else 'OFF' end`.as('shown'),
          when: sql<Date>`${rows.at}`.mapWith(rows.at),
          parent: parents,
        })
        .from(rows)
        .innerJoin(parents, eq(parents.id, rows.parentId))
        .orderBy(rows.id),
    );
    expect(result.mapper).toBeTypeOf('function');
    expect(result.kept).toEqual(result.drizzle);
    expect((result.kept as { at: Date }[])[0]!.at).toBeInstanceOf(Date);
  });

  it("a subquery's fields, every row including nulls", async () => {
    const sub = t.db
      .select({ id: rows.id, at: rows.at, live: rows.live, title: rows.title })
      .from(rows)
      .as('sub');
    const result = await both('kept_rows_sub', () =>
      t.db
        .select({ ...sub._.selectedFields, n: sql<number>`count(*) over ()`.as('n') })
        .from(sub)
        .orderBy(sub.id),
    );
    expect(result.mapper).toBeTypeOf('function');
    expect(result.kept).toEqual(result.drizzle);
    expect(result.kept).toHaveLength(3);
  });

  it("keeps Drizzle's mapper where a left-joined table selected whole may come back null", async () => {
    const result = await both('kept_rows_left', () =>
      t.db
        .select({ id: rows.id, parent: parents })
        .from(rows)
        .leftJoin(parents, eq(parents.id, rows.parentId))
        .orderBy(rows.id),
    );
    expect(result.mapper).toBeUndefined();
    expect(result.kept).toEqual(result.drizzle);
    expect((result.kept as { parent: unknown }[])[1]!.parent).toBeNull();
  });
});
