/*
 * Statements built once and kept. Building a query with Drizzle costs a request about as much CPU as
 * everything else the server does for it (walking the SQL tree, escaping names, numbering
 * parameters). A list whose SQL depends only on a few choices (its filter kind, sort column and
 * order, never on the text typed) is written once per choice with `sql.placeholder()` for its values
 * and kept here, per database, under a name that says the choice. Each later request only sends its
 * values; on PostgreSQL the statement is named, so each connection parses it once too.
 *
 * Only for a bounded set of shapes: a name per free-text value would keep a statement per search.
 */

/** PostgreSQL's longest name (NAMEDATALEN - 1). */
const LONGEST_NAME = 63;

const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement called `name` on `db`, prepared by `prepare(name)` the first time it is asked for
 * and kept for as long as `db` lives (a transaction's statements go with it).
 */
export function keptStatement<T>(db: object, name: string, prepare: (name: string) => T): T {
  if (!/^[a-z0-9_]+$/.test(name) || name.length > LONGEST_NAME)
    throw new Error(`A kept statement's name is lower-case letters, digits and _, at most 63: "${name}"`);
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}

/** A statement to run with its placeholders' values: a query built now, or a kept prepared one. */
interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * The statement `build()` makes, kept under `name` when the caller's shape allows it (a name is
 * given), else built for this request alone; either way run with `.execute(values)`.
 */
export function keptOrBuilt<R>(
  db: object,
  name: string | undefined,
  build: () => Executable<R> & { prepare(name: string): Executable<R> },
): Executable<R> {
  return name === undefined ? build() : keptStatement(db, name, (kept) => build().prepare(kept));
}
