import type { DbOrTx, Tx } from '../db/client.ts';
import { writeAudit, type Actor } from './audit.ts';
import type { AppError } from './errors.ts';
import { claimVersion, type VersionedTable } from './versions.ts';

/** What the audit entry of a change says beyond its action: filled in by the change as it learns it. */
export interface AuditNote {
  targetId?: string | number | null;
  /** Public shapes only: never password hashes, tokens or national ids. */
  before?: unknown;
  after?: unknown;
}

/**
 * One change and its audit entry in one transaction: both land or neither. `change` runs in the
 * transaction and fills `note` (the target id once known, the public shape before and after).
 *
 *   audited(app.db, actorOf(request), 'banner.update', 'banner', async (tx, note) => { … })
 */
export function audited<T>(
  db: DbOrTx,
  actor: Actor,
  action: string,
  targetType: string,
  change: (tx: Tx, note: AuditNote) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const note: AuditNote = {};
    const result = await change(tx, note);
    await writeAudit(tx, actor, { action, targetType, ...note });
    return result;
  });
}

/** How to read one kind of record, for `auditedRecords`. */
export interface RecordKind<S> {
  /** Audit target type and action prefix: `<type>.create`, `<type>.update`, `<type>.delete`. */
  type: string;
  /** The action prefix when it differs from the type (card offers are offers audited as `card-offer.*`). */
  actionPrefix?: string;
  /** The record's public shape by id; throws the kind's 404 when there is none. */
  read: (tx: DbOrTx, id: number) => Promise<S>;
  /** A record with a row version: its updates claim the version first (If-Match, 412 when stale). */
  versioned?: { table: VersionedTable; notFound: () => AppError };
}

/** Options of an update or delete: the caller's If-Match, and the action when not `<type>.update|delete`. */
export interface ChangeOptions {
  ifMatch?: number | undefined;
  action?: string;
}

/**
 * Create, update and delete of one kind of record, each in one transaction with its audit entry
 * carrying the record's public shape before and after, so a feature's routes stay one call each:
 *
 *   const offerRecords = auditedRecords({ type: 'offer', read: …, versioned: { table: offers, notFound } });
 *   implement(updateOffer, ({ app, request, params, body, ifMatch }) =>
 *     offerRecords(app.db, actorOf(request)).update(params.id, (tx) => changeOffer(tx, params.id, body), { ifMatch }));
 *
 * A change to a versioned record first claims its version (412 when the caller's If-Match is stale;
 * it also locks the row, so `before` is exactly what the change replaces). `create` and `update`
 * answer the record as it is after the change.
 */
export function auditedRecords<S>(kind: RecordKind<S>) {
  const prefix = kind.actionPrefix ?? kind.type;
  const claim = async (tx: Tx, id: number, ifMatch: number | undefined) => {
    if (kind.versioned) await claimVersion(tx, kind.versioned.table, id, ifMatch, kind.versioned.notFound);
  };
  return (db: DbOrTx, actor: Actor) => ({
    create: (insert: (tx: Tx) => Promise<number>, action = `${prefix}.create`): Promise<S> =>
      audited(db, actor, action, kind.type, async (tx, note) => {
        const id = await insert(tx);
        note.targetId = id;
        note.after = await kind.read(tx, id);
        return note.after as S;
      }),

    update: (
      id: number,
      change: (tx: Tx, before: S) => Promise<unknown>,
      options: ChangeOptions = {},
    ): Promise<S> =>
      audited(db, actor, options.action ?? `${prefix}.update`, kind.type, async (tx, note) => {
        await claim(tx, id, options.ifMatch);
        const before = await kind.read(tx, id);
        await change(tx, before);
        note.targetId = id;
        note.before = before;
        note.after = await kind.read(tx, id);
        return note.after as S;
      }),

    remove: (
      id: number,
      change: (tx: Tx, before: S) => Promise<unknown>,
      options: ChangeOptions = {},
    ): Promise<void> =>
      audited(db, actor, options.action ?? `${prefix}.delete`, kind.type, async (tx, note) => {
        if (options.ifMatch !== undefined) await claim(tx, id, options.ifMatch);
        const before = await kind.read(tx, id);
        await change(tx, before);
        note.targetId = id;
        note.before = before;
      }),
  });
}
