/**
 * Runs a page query and its count together and returns the contract's paged shape
 * `{ items, total, page, pageSize }`. `fetch` receives limit and offset.
 */
export async function pageOf<Row, Item>(
  query: { page: number; pageSize: number },
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  total: Promise<{ value: number }[]>,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [rows, [counted]] = await Promise.all([
    fetch(query.pageSize, (query.page - 1) * query.pageSize),
    total,
  ]);
  return { items: rows.map(toItem), total: counted?.value ?? 0, page: query.page, pageSize: query.pageSize };
}
