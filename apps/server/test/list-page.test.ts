import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysetPages, listPage } from '../src/lib/list-page.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A table made for this test: names, a rank with ties, a colour to filter by. */
const things = pgTable('list_page_test_things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  colour: text('colour').notNull(),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table list_page_test_things (id serial primary key, name text not null, rank integer not null,
      colour text not null)`,
  );
  // ids 1..7: ranks with ties (2, 2, 2), two colours.
  await t.db.insert(things).values([
    { name: 'c', rank: 2, colour: 'red' },
    { name: 'a', rank: 1, colour: 'blue' },
    { name: 'g', rank: 2, colour: 'red' },
    { name: 'e', rank: 3, colour: 'red' },
    { name: 'b', rank: 2, colour: 'blue' },
    { name: 'f', rank: 5, colour: 'red' },
    { name: 'd', rank: 4, colour: 'blue' },
  ]);
});
afterAll(() => t?.close());

const sortColumns = { rank: things.rank, name: things.name };
const pageOf = (
  query: { page: number; pageSize: number; sort?: 'rank' | 'name'; order?: 'asc' | 'desc' },
  options: { colour?: string; tiebreak?: Parameters<typeof listPage>[1]['tiebreak'] } = {},
) =>
  listPage(query, {
    rows: t.db.select().from(things).$dynamic(),
    count: t.db.select({ value: count() }).from(things).$dynamic(),
    where: [options.colour ? eq(things.colour, options.colour) : undefined],
    sortColumns,
    tiebreak: options.tiebreak ?? things.id,
    toItem: (row) => `${row.name}${row.id}`,
  });

describe('listPage', () => {
  it('sorts by the chosen column in the chosen order, ties by id in the same order', async () => {
    expect(await pageOf({ page: 1, pageSize: 10, sort: 'rank', order: 'asc' })).toEqual({
      items: ['a2', 'c1', 'g3', 'b5', 'e4', 'd7', 'f6'],
      total: 7,
      page: 1,
      pageSize: 10,
    });
    expect((await pageOf({ page: 1, pageSize: 10, sort: 'rank', order: 'desc' })).items).toEqual([
      'f6',
      'd7',
      'e4',
      'b5',
      'g3',
      'c1',
      'a2',
    ]);
    expect((await pageOf({ page: 1, pageSize: 3, sort: 'name', order: 'asc' })).items).toEqual([
      'a2',
      'b5',
      'c1',
    ]);
  });

  it('keeps the order of an ordered tiebreak whatever the list order', async () => {
    const page = await pageOf(
      { page: 1, pageSize: 10, sort: 'rank', order: 'desc' },
      { tiebreak: asc(things.id) },
    );
    expect(page.items).toEqual(['f6', 'd7', 'e4', 'c1', 'g3', 'b5', 'a2']);
  });

  it('without sort or order in the query: the first sort column, newest (descending) first', async () => {
    expect((await pageOf({ page: 1, pageSize: 2 })).items).toEqual(['f6', 'd7']);
  });

  it('pages by offset, counts every match, and answers an empty page past the end', async () => {
    expect(await pageOf({ page: 2, pageSize: 3, sort: 'name', order: 'asc' })).toEqual({
      items: ['d7', 'e4', 'f6'],
      total: 7,
      page: 2,
      pageSize: 3,
    });
    expect(await pageOf({ page: 9, pageSize: 3, sort: 'name', order: 'asc' })).toEqual({
      items: [],
      total: 7,
      page: 9,
      pageSize: 3,
    });
  });

  it('applies the filters to the page and to its count, leaving out the ones not given', async () => {
    expect(await pageOf({ page: 1, pageSize: 2, sort: 'name', order: 'asc' }, { colour: 'blue' })).toEqual({
      items: ['a2', 'b5'],
      total: 3,
      page: 1,
      pageSize: 2,
    });
  });

  it('takes the total from a function of the page rows (a counter carried in the page statement)', async () => {
    const seen: number[][] = [];
    const page = await listPage(
      { page: 1, pageSize: 2, sort: 'rank', order: 'asc' },
      {
        rows: t.db
          .select({ id: things.id, name: things.name, total: sql<number>`(select 40 + 2)::int` })
          .from(things)
          .$dynamic(),
        count: async (rows) => {
          seen.push(rows.map((row) => row.id));
          return rows[0]?.total ?? 0;
        },
        sortColumns,
        tiebreak: things.id,
        toItem: (row) => row.name,
      },
    );
    expect(page).toEqual({ items: ['a', 'c'], total: 42, page: 1, pageSize: 2 });
    expect(seen).toEqual([[2, 1]]);
  });
});

describe('keysetPages', () => {
  const readAll = async (size: number) => {
    const reads: number[] = [];
    const pages: string[][] = [];
    for await (const page of keysetPages({
      start: 0,
      size,
      read: (after, limit) => {
        reads.push(after);
        return t.db.select().from(things).where(gt(things.id, after)).orderBy(asc(things.id)).limit(limit);
      },
      keyOf: (row) => row.id,
    }))
      pages.push(page.map((row) => row.name));
    return { reads, pages };
  };

  it('reads every row once, a page at a time after the last key, and stops at the first short page', async () => {
    expect(await readAll(3)).toEqual({
      reads: [0, 3, 6],
      pages: [['c', 'a', 'g'], ['e', 'b', 'f'], ['d']],
    });
  });

  it('gives no empty page when the rows fill the last page exactly', async () => {
    expect(await readAll(7)).toEqual({ reads: [0, 7], pages: [['c', 'a', 'g', 'e', 'b', 'f', 'd']] });
  });

  it('takes a composite key (a row value), as the bulk error file reads (row, id)', async () => {
    const names: string[] = [];
    for await (const page of keysetPages({
      start: { rank: 0, id: 0 },
      size: 2,
      read: (after, limit) =>
        t.db
          .select()
          .from(things)
          .where(sql`(${things.rank}, ${things.id}) > (${after.rank}, ${after.id})`)
          .orderBy(asc(things.rank), asc(things.id))
          .limit(limit),
      keyOf: (row) => ({ rank: row.rank, id: row.id }),
    }))
      names.push(...page.map((row) => row.name));
    expect(names).toEqual(['a', 'c', 'g', 'b', 'e', 'd', 'f']);
  });
});
