/*
 * Statements built once and kept. Building a query with Drizzle costs a request about as much CPU as
 * everything else the server does for it (walking the SQL tree, escaping names, numbering
 * parameters). A list whose SQL depends only on a few choices (its filter kind, sort column and
 * order, never on the text typed) is written once per choice with `sql.placeholder()` for its values
 * and kept here, per database, under a name that says the choice. Each later request only sends its
 * values; on PostgreSQL the statement is named, so each connection parses it once too (a statement
 * whose plan must follow a typed pattern is prepared with the name '' and goes unnamed), and its rows
 * are mapped by a mapper worked out once (`withKeptRowMapper`).
 *
 * Only for a bounded set of shapes: a name per free-text value would keep a statement per search.
 */
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

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
  if (!byName.has(name)) byName.set(name, withKeptRowMapper(prepare(name)));
  return byName.get(name) as T;
}

/** What a Drizzle prepared select carries to turn its rows (arrays) into objects. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * A kept select's rows mapped by a mapper worked out once. Drizzle's own (`mapResultRow`) works out
 * each field's decoder again for every value of every row, walking class chains with `is()`: about a
 * tenth of a list request's CPU. The result is the same objects; a statement whose nested object may
 * come back null (a left-joined table selected whole) keeps Drizzle's mapper.
 */
export function withKeptRowMapper<T>(statement: T): T {
  const prepared = statement as PreparedSelect;
  const { fields, joinsNotNullableMap: notNullable } = prepared;
  if (!fields || prepared.customResultMapper) return statement;
  const columns = fields.map(({ path, field }) => {
    // Drizzle's own choice of decoder (`mapResultRow`); an SQL's decoder is internal to Drizzle.
    const decoderOf = (sqlOf: unknown) => (sqlOf as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf(field._.sql)
          : decoderOf((field as SQL.Aliased).sql);
    const table = is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined;
    return { path, last: path.at(-1)!, decoder, table };
  });
  if (notNullable && columns.some((column) => column.table !== undefined && !notNullable[column.table]))
    return statement;
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, last, decoder } = columns[i]!;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++)
          node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
        const raw = row[i];
        node[last] = raw === null ? null : decoder.mapFromDriverValue(raw);
      }
      return result;
    });
  return statement;
}

/** A statement to run with its placeholders' values: a query built now, or a kept prepared one. */
interface Executable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * The statement `build()` makes, kept under `name` when the caller's shape allows it (a name is
 * given), else built for this request alone; either way run with `.execute(values)`. `unnamed`: the
 * kept statement goes unnamed on the wire (prepared as ''), so PostgreSQL plans it for each request's
 * values: a typed prefix or pattern whose index range a generic plan could not use.
 */
export function keptOrBuilt<R>(
  db: object,
  name: string | undefined,
  build: () => Executable<R> & { prepare(name: string): Executable<R> },
  wire: 'named' | 'unnamed' = 'named',
): Executable<R> {
  return name === undefined
    ? build()
    : keptStatement(db, name, (kept) => build().prepare(wire === 'named' ? kept : ''));
}
