import { and, asc, desc, gt, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { cairoDate, cairoDateTime } from './cairo.ts';
import { asText, csvFile, type CsvValue } from './csv.ts';
import { implement, type FileDownload, type HandlerContext, type Implementation } from './endpoints.ts';
import { actorOf, recordRead, type Actor } from './audit.ts';
import type { Endpoint } from '@cmt/contract/endpoint';
import { keysetPages, type RowOf, type SortOrder } from './list-page.ts';

/*
 * Every list's CSV export (`listExport` in the contract): the list's own statement and filters (the
 * `ListPageSpec` its page is read with), read 1,000 rows at a time after the last key (keyset, never
 * OFFSET) while the file goes out through the one CSV writer, each row as the list's row (`toItem`)
 * with its cells in the contract's columns.
 */

/** The part of a list's `listPage` spec an export reads: its statement, filters and rows. */
export interface ListRows<T extends PgSelect, Item> {
  rows: T;
  where?: readonly (SQL | undefined)[];
  toItem: (row: RowOf<T>) => Item;
  /** The list's unique integer key (its id column), which the pages are read by, and its value in a row (default `id`). */
  key: AnyColumn;
  keyOf?: (item: Item) => number;
}

/** The export's file: its columns (the contract's), each a field of the list's row or a computed cell. */
type Cells<Item, C extends string> = { [K in Exclude<C, keyof Item>]: (item: Item) => CsvValue } & {
  [K in Extract<C, keyof Item>]?: (item: Item) => CsvValue;
};

export interface ListExportSpec<T extends PgSelect, Item, C extends string> {
  /** The export endpoint (its `download.columns` are the file's columns). */
  endpoint: { download: { columns: readonly C[] } };
  /** The parsed query: its `order` orders the file by the key. */
  query: { order?: SortOrder | undefined };
  list: ListRows<T, Item>;
  /** The file's name without the day and extension: `banners` → `banners-2026-11-25.csv`. */
  name: string;
  /** Cells the row does not give as they should be written (a column the row does not have). */
  cells?: Cells<Item, C>;
  /**
   * The file holds customers' personal data (names, mobiles, national ids): the export is recorded
   * as a read of it (`recordRead`, with its filters, long digit runs masked) before the file goes out.
   */
  personalData?: { action: string; targetType: string };
  /** The filters to record (default: the query). */
  filters?: Record<string, unknown>;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DIGITS = /^\d+$/;

/**
 * A value of a list's row as a cell: a time in Cairo ("YYYY-MM-DD HH:MM"), yes/no, digits kept as
 * text (ids, mobiles), a list joined with "; ", amounts as their decimal text (the contract's EGP
 * strings), a nested value as JSON.
 */
export function cellOf(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return cairoDateTime(new Date(value));
    return DIGITS.test(value) ? asText(value) : value;
  }
  if (Array.isArray(value) && value.every((part) => typeof part !== 'object'))
    return value.map(String).join('; ');
  return JSON.stringify(value);
}

/** A column's header: the contract's field name in snake_case (`customerPhone` → `customer_phone`). */
export const headerOf = (column: string): string =>
  column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Filters as the audit log keeps them: a run of 6+ digits (a national id, a mobile) shows only its last 4. */
export const maskedFilters = (filters: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value.replace(/\d{6,}/g, (digits) => '*'.repeat(digits.length - 4) + digits.slice(-4))
        : value,
    ]),
  );

/** The list's rows after `after` in key order, a page at a time. */
export function listRowPages<T extends PgSelect, Item>(
  list: ListRows<T, Item>,
  order: SortOrder | undefined,
): AsyncGenerator<Item[]> {
  const { key } = list;
  const ascending = order === 'asc';
  return keysetPages<Item, number | null>({
    start: null,
    read: async (after, size) => {
      const past = after === null ? undefined : ascending ? gt(key, after) : lt(key, after);
      // The same dynamic statement each page: its WHERE, ORDER BY and LIMIT are set anew.
      const rows = (await list.rows
        .where(and(...(list.where ?? []), past))
        .orderBy(ascending ? asc(key) : desc(key))
        .limit(size)) as RowOf<T>[];
      return rows.map(list.toItem);
    },
    keyOf: list.keyOf ?? ((item) => (item as { id: number }).id),
  });
}

/**
 * A list's CSV export: every row of the list's filters (already built, so a bad filter is refused
 * with 400 before anything is written or sent), in the order of the key, streamed; recorded first
 * when the rows are customers' personal data.
 */
export async function exportList<T extends PgSelect, Item, C extends string>(
  db: DbOrTx,
  actor: Actor,
  spec: ListExportSpec<T, Item, C>,
): Promise<FileDownload> {
  const columns = spec.endpoint.download.columns;
  if (spec.personalData) {
    await recordRead(db, actor, {
      ...spec.personalData,
      details: { filters: maskedFilters(spec.filters ?? spec.query) },
    });
  }
  const cells = (spec.cells ?? {}) as Partial<Record<string, (item: Item) => CsvValue>>;
  const cell = columns.map(
    (column) => cells[column] ?? ((item: Item) => cellOf((item as Record<string, unknown>)[column])),
  );
  const pages = listRowPages(spec.list, spec.query.order);
  async function* rows(): AsyncGenerator<CsvValue[]> {
    for await (const page of pages) for (const item of page) yield cell.map((of) => of(item));
  }
  return csvFile(`${spec.name}-${cairoDate()}.csv`, columns.map(headerOf), rows());
}

/** An export endpoint of the contract (`listExport`): a CSV download with its columns. */
type ExportEndpoint = Endpoint & { download: { columns: readonly string[] } };
type ColumnOf<E extends ExportEndpoint> = E['download']['columns'][number];

/**
 * The route of a list's export, in one line of its routes file:
 * `implementExport(exportBanners, { name: 'banners' }, ({ app, query }) => bannerList(app.db, cdn, query))`:
 * `list` gives the list's rows spec for the parsed query (the same function its page is read with).
 */
export function implementExport<E extends ExportEndpoint, T extends PgSelect, Item>(
  endpoint: E,
  options: Pick<ListExportSpec<T, Item, ColumnOf<E>>, 'name' | 'cells' | 'personalData'>,
  list: (ctx: HandlerContext<E>) => ListRows<T, Item>,
): Implementation {
  return implement(
    endpoint,
    async (ctx) =>
      exportList(ctx.app.db, actorOf(ctx.request), {
        ...options,
        endpoint: endpoint as { download: { columns: readonly ColumnOf<E>[] } },
        query: ctx.query as { order?: SortOrder },
        list: list(ctx),
      }) as never,
  );
}
