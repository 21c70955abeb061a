import { and, asc, desc, is, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { keptOrBuilt } from './kept-statements.ts';

/*
 * The one way a server list is read. A paged screen list is `listPage()` (offset paging, as the
 * contract's `page`/`pageSize` ask); a read too large to hold (an export) is `keysetPages()`.
 */

export type SortOrder = 'asc' | 'desc';

/** What a paged list's query carries: the contract's `pageQuery`, and `sort`/`order` where it has them. */
export interface PageQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort?: S | undefined;
  order?: SortOrder | undefined;
}

/** The contract's paged shape (`paged(item)`). */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** The rows a select gives. */
export type RowOf<T extends PgSelect> = Awaited<T>[number];

export interface ListPageSpec<T extends PgSelect, C extends PgSelect, Item, S extends string> {
  /**
   * The page's statement without WHERE, ORDER BY or LIMIT:
   * `db.select({ … }).from(table).leftJoin(…).$dynamic()`.
   */
  rows: T;
  /**
   * How many rows match. A count statement without its WHERE (it gets the list's filters and runs
   * beside the page, joining only what a filter needs), or, for a list whose total is kept by
   * counters, a function of the page's rows run after them (the counter may ride in the page's own
   * statement).
   */
  count: C | ((rows: RowOf<T>[]) => Promise<number>);
  /** The filters given; `undefined` ones are left out. */
  where?: readonly (SQL | undefined)[];
  /**
   * The columns the list may be sorted by, by the contract's `sort` value; without `sort` in the
   * query the first one. The list's `order` (default `desc`) applies to it.
   */
  sortColumns: Record<S, AnyColumn | SQL>;
  /**
   * What makes the order total (the id). A column follows the list's order; an ordered expression
   * (`asc(table.id)`) keeps its own.
   */
  tiebreak?: AnyColumn | SQL;
  /** Rows without a value in the sort column come last in either order (a staff member never signed in). */
  nullsLast?: boolean;
  toItem: (row: RowOf<T>) => Item;
  /**
   * For a list whose statement here depends only on the query's choices, never on typed values
   * (a status-only filter, the sort and the order): the name of that shape and the database. The
   * page's statement (and the count's) is then built once and kept (`lib/kept-statements.ts`);
   * each request sends only its limit and offset.
   */
  kept?: { db: object; name: string };
}

/**
 * A list declared once for its page (`listPage(query, list)`) and its CSV export (`exportList` in
 * `lib/list-export.ts`, which reads it by `key`, 1,000 rows at a time): its spec and its unique key.
 */
export const defineList = <T extends PgSelect, C extends PgSelect, Item, S extends string>(
  spec: ListPageSpec<T, C, Item, S> & { key: AnyColumn; keyOf?: (item: Item) => number },
) => spec;

const direction = (order: SortOrder | undefined) => (order === 'asc' ? asc : desc);

/** ORDER BY a sort column, then a tiebreak: a column follows `order`, an ordered expression keeps its own. */
export function orderBy(
  order: SortOrder | undefined,
  column: AnyColumn | SQL,
  tiebreak?: AnyColumn | SQL,
  nullsLast = false,
): SQL[] {
  const by = direction(order);
  const first = nullsLast ? sql`${by(column)} nulls last` : by(column);
  if (tiebreak === undefined) return [first];
  return [first, is(tiebreak, SQL) ? tiebreak : by(tiebreak)];
}

/**
 * One page of a list and its total, in the contract's paged shape: the filters, the chosen sort
 * column (and the tiebreak), `LIMIT pageSize OFFSET (page - 1) * pageSize`. The page and the count
 * run together.
 */
export async function listPage<T extends PgSelect, C extends PgSelect, Item, S extends string>(
  query: PageQuery<S>,
  spec: ListPageSpec<T, C, Item, S>,
): Promise<Page<Item>> {
  const where = spec.where ? and(...spec.where) : undefined;
  const sort = query.sort ?? (Object.keys(spec.sortColumns)[0] as S);
  const column = spec.sortColumns[sort];
  const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const { count, kept } = spec;
  const run = <R>(statement: () => PgSelect, suffix: string): Promise<R> =>
    keptOrBuilt(
      kept?.db ?? {},
      kept && `${kept.name}_${sort}_${query.order ?? 'desc'}${suffix}`.toLowerCase(),
      statement,
    ).execute(paging) as Promise<R>;
  const rowsQuery = run<RowOf<T>[]>(
    () =>
      spec.rows
        .where(where)
        .orderBy(...orderBy(query.order, column, spec.tiebreak, spec.nullsLast))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    '',
  );
  let rows: RowOf<T>[];
  let total: number;
  if (typeof count === 'function') {
    rows = await rowsQuery;
    total = await count(rows);
  } else {
    const [found, counted] = await Promise.all([
      rowsQuery,
      run<{ value: number }[]>(() => count.where(where), '_count'),
    ]);
    rows = found;
    total = counted[0]?.value ?? 0;
  }
  return { items: rows.map(spec.toItem), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/**
 * Every row of a read too large to hold at once, a page at a time by a unique key (keyset: each page
 * is an index range, whatever the depth), so an export streams while it is read. `read(after, size)`
 * gives the `size` rows after the key `after` in key order; the pages end with the first short one.
 */
export async function* keysetPages<Row, Key>(spec: {
  start: Key;
  read: (after: Key, size: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
  size?: number;
}): AsyncGenerator<Row[]> {
  const size = spec.size ?? 1000;
  for (let after = spec.start; ;) {
    const page = await spec.read(after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = spec.keyOf(page.at(-1)!);
  }
}
