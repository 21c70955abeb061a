import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { AppError, badRequest, conflict } from './errors.ts';

/**
 * Idempotent creates (`Idempotency-Key`, as payment APIs do it). The first request with a key
 * claims a row in `idempotency_keys` (per staff member and endpoint) and stores its answer when it
 * succeeds; the same key again replays that answer, on any server instance, for 24 hours. A request
 * that failed leaves no row, so it can be retried. While the first is still running, a second one
 * waits for its answer (up to `WAIT_MS`). The same key with other content is a 422.
 *
 * Left alone: a server that dies between committing the create and storing its answer leaves the
 * key pending; after `ABANDONED_AFTER` a retry runs again (the one window in which a create can
 * happen twice).
 */

const KEY = /^[\w.:-]{8,200}$/;
const KEPT = `interval '24 hours'`;
const ABANDONED_AFTER = `interval '60 seconds'`;
const WAIT_MS = 20_000;
const POLL_MS = 50;
const PURGE_EVERY_MS = 10 * 60_000;

export interface IdempotentCall {
  staffId: number;
  endpoint: string;
  key: string;
  requestHash: string;
}

/** The key of a request, or undefined without the header; a malformed key is a 400. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY.test(value)) {
    throw badRequest(
      'Idempotency-Key: use 8 to 200 letters, digits, dots, colons, dashes or underscores (a UUID, say)',
      'VALIDATION_FAILED',
      [{ path: ['headers', 'idempotency-key'], message: 'Use 8 to 200 letters, digits, . : - or _' }],
    );
  }
  return value;
}

/** A stable fingerprint of what was asked (after validation), to tell a retry from a reuse. */
export const requestHashOf = (input: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(input) ?? '')
    .digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let lastPurge = 0;

/**
 * Claims the key for this request (`{ claimed: true }`: run it, then `completeIdempotent` or
 * `releaseIdempotent`), or returns the stored answer of the first request with this key.
 */
export async function beginIdempotent(
  db: DbOrTx,
  call: IdempotentCall,
): Promise<{ claimed: true } | { claimed: false; response: string }> {
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now();
    await db.execute(sql.raw(`delete from idempotency_keys where created_at < now() - ${KEPT}`));
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await db.execute(sql`
      insert into idempotency_keys (staff_id, endpoint, key, request_hash)
      values (${call.staffId}, ${call.endpoint}, ${call.key}, ${call.requestHash})
      on conflict (staff_id, endpoint, key) do update
        set request_hash = excluded.request_hash, response = null, created_at = now()
        where idempotency_keys.created_at < now() - ${sql.raw(KEPT)}
           or (idempotency_keys.response is null
               and idempotency_keys.created_at < now() - ${sql.raw(ABANDONED_AFTER)})
      returning 1 as claimed`);
    if (claimed.rows.length > 0) return { claimed: true };
    const found = await db.execute(sql`
      select request_hash, response from idempotency_keys
      where staff_id = ${call.staffId} and endpoint = ${call.endpoint} and key = ${call.key}`);
    const row = found.rows[0] as { request_hash: string; response: string | null } | undefined;
    if (row && row.request_hash !== call.requestHash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request; send a new key for a new record',
      );
    }
    if (row?.response != null) return { claimed: false, response: row.response };
    if (Date.now() > deadline) {
      throw conflict(
        'The same request is still being processed; try again shortly',
        'IDEMPOTENCY_IN_PROGRESS',
      );
    }
    // The first request is still running (or just failed and let go of the key): look again.
    if (row) await sleep(POLL_MS);
  }
}

/** Stores the answer of a claimed request, for its retries to replay. */
export async function completeIdempotent(db: DbOrTx, call: IdempotentCall, response: string): Promise<void> {
  await db.execute(sql`
    update idempotency_keys set response = ${response}
    where staff_id = ${call.staffId} and endpoint = ${call.endpoint} and key = ${call.key}`);
}

/** Lets go of a claimed key whose request failed, so a retry runs it again. */
export async function releaseIdempotent(db: DbOrTx, call: IdempotentCall): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys
    where staff_id = ${call.staffId} and endpoint = ${call.endpoint} and key = ${call.key}
      and response is null`);
}
