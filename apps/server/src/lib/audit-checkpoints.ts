import { createHmac, timingSafeEqual } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { AuditChain } from './audit-chain.ts';

/**
 * Checkpoints of the audit chain outside the database (docs/requirements.md §D10, docs/audit-chain.md): every
 * minute and at shutdown, the chain's head `{headId, headHash, count, at}` (with its seal's sequence
 * number and MAC, and this deployment's id), signed with a key derived from AUDIT_KEY, as one new
 * object in the file store that is never overwritten (`Storage.putNew`; S3 Object Lock keeps it from
 * being deleted). Keys sort in chain order: `audit-checkpoints/<head seq, 16 digits>-<at>.json`.
 */
export const CHECKPOINT_PREFIX = 'audit-checkpoints/';

export interface Checkpoint {
  deploymentId: string;
  headSeq: number;
  headId: number;
  headHash: string;
  /** The head seal's MAC ('' for a seal made before migration 0030). */
  headMac: string;
  /** Seals in the chain through the head. */
  count: number;
  at: string;
}

const signed = (checkpoint: Checkpoint) =>
  JSON.stringify([
    'cmt-audit-checkpoint-v1',
    checkpoint.deploymentId,
    checkpoint.headSeq,
    checkpoint.headId,
    checkpoint.headHash,
    checkpoint.headMac,
    checkpoint.count,
    checkpoint.at,
  ]);

export const signCheckpoint = (key: Buffer, checkpoint: Checkpoint): string =>
  createHmac('sha256', key).update(signed(checkpoint)).digest('hex');

export const checkpointKey = (checkpoint: Pick<Checkpoint, 'headSeq' | 'at'>): string =>
  `${CHECKPOINT_PREFIX}${String(checkpoint.headSeq).padStart(16, '0')}-${checkpoint.at.replace(/[-:.]/g, '')}.json`;

/** What reading a checkpoint object found: a checkpoint of this deployment, or why not. */
export type CheckpointRead =
  | { key: string; status: 'ok'; checkpoint: Checkpoint }
  | { key: string; status: 'forged' }
  | { key: string; status: 'foreign'; checkpoint: Checkpoint };

const isCheckpoint = (value: unknown): value is Checkpoint & { signature: string } => {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.deploymentId === 'string' &&
    Number.isSafeInteger(v.headSeq) &&
    Number.isSafeInteger(v.headId) &&
    typeof v.headHash === 'string' &&
    typeof v.headMac === 'string' &&
    Number.isSafeInteger(v.count) &&
    typeof v.at === 'string' &&
    !Number.isNaN(Date.parse(v.at)) &&
    typeof v.signature === 'string'
  );
};

/** Reads and checks one checkpoint object: a bad signature (or no checkpoint at all) is `forged`. */
export async function readCheckpoint(chain: AuditChain, key: string): Promise<CheckpointRead> {
  const stream = await chain.storage.read(key);
  if (!stream) return { key, status: 'forged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await text(stream));
  } catch {
    return { key, status: 'forged' };
  }
  if (!isCheckpoint(parsed)) return { key, status: 'forged' };
  const { signature, ...rest } = parsed;
  const checkpoint: Checkpoint = {
    deploymentId: rest.deploymentId,
    headSeq: rest.headSeq,
    headId: rest.headId,
    headHash: rest.headHash,
    headMac: rest.headMac,
    count: rest.count,
    at: rest.at,
  };
  const expected = Buffer.from(signCheckpoint(chain.keys.checkpoint, checkpoint), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { key, status: 'forged' };
  if (checkpoint.deploymentId !== chain.deploymentId) return { key, status: 'foreign', checkpoint };
  return { key, status: 'ok', checkpoint };
}

/** The newest checkpoint of this deployment in the store (after `startAfter`), or null. */
export async function newestCheckpoint(chain: AuditChain, startAfter?: string): Promise<Checkpoint | null> {
  const keys = await chain.storage.list(CHECKPOINT_PREFIX, startAfter);
  for (const key of keys.reverse()) {
    const read = await readCheckpoint(chain, key);
    if (read.status === 'ok') return read.checkpoint;
  }
  return null;
}

export type CheckpointWrite =
  | {
      written: true;
      key: string;
      checkpoint: Checkpoint;
      /** The previous checkpoint's head is no longer in the chain as it was (entries deleted): counted afresh. */
      lastHeadGone?: true;
    }
  | { written: false; reason: 'empty' | 'unchanged' | 'clockBehind'; last?: Checkpoint };

interface Head {
  seq: string | number;
  entry_id: string | number;
  hash: string;
  mac: string | null;
}

/**
 * Writes a checkpoint of the chain's head, unless nothing was sealed since `last` (the newest one
 * known) or the clock is behind it (a clock moved back: no checkpoint dated before the one before it;
 * the caller reports it). The count comes from `last` plus the seals since, so a minute's checkpoint
 * does not count the whole chain again.
 */
export async function writeCheckpoint(
  chain: AuditChain,
  last: Checkpoint | null,
  now: Date = new Date(),
): Promise<CheckpointWrite> {
  const heads = await chain.db.execute<Head & Record<string, unknown>>(
    sql`select seq, entry_id, hash, mac from audit_seals order by seq desc limit 1`,
  );
  const head = heads.rows[0];
  if (!head) return { written: false, reason: 'empty' };
  const headSeq = Number(head.seq);
  if (last && now.getTime() < Date.parse(last.at)) return { written: false, reason: 'clockBehind', last };
  if (last && last.headSeq === headSeq) return { written: false, reason: 'unchanged', last };
  let since = last && last.headSeq < headSeq ? last : null;
  let lastHeadGone = false;
  if (since) {
    const found = await chain.db.execute(
      sql`select 1 from audit_seals where seq = ${since.headSeq} and entry_id = ${since.headId} and coalesce(mac, '') = ${since.headMac}`,
    );
    if (!found.rows.length) [since, lastHeadGone] = [null, true];
  }
  const counted = await chain.db.execute<{ n: string | number }>(
    sql`select count(*) as n from audit_seals where seq <= ${headSeq} and seq > ${since?.headSeq ?? 0}`,
  );
  const checkpoint: Checkpoint = {
    deploymentId: chain.deploymentId,
    headSeq,
    headId: Number(head.entry_id),
    headHash: head.hash,
    headMac: head.mac ?? '',
    count: (since?.count ?? 0) + Number(counted.rows[0]?.n ?? 0),
    at: now.toISOString(),
  };
  const key = checkpointKey(checkpoint);
  const body = { ...checkpoint, signature: signCheckpoint(chain.keys.checkpoint, checkpoint) };
  await chain.storage.putNew(key, Buffer.from(`${JSON.stringify(body, null, 2)}\n`), 'application/json');
  return {
    written: true,
    key,
    checkpoint,
    ...(lastHeadGone || (last && last.headSeq > headSeq) ? { lastHeadGone: true as const } : {}),
  };
}
