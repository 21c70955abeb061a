import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import type { AuditKeys } from './audit-key.ts';
import type { Storage } from './storage.ts';

/**
 * The audit log's tamper evidence (docs/requirements.md §D9 and §D10, migrations 0019 and 0030,
 * docs/audit-chain.md). Entries are written as plain inserts (no lock shared by writers); a trigger
 * queues each one in `audit_unsealed`. The sealing step (`sealAuditLog`, every second from
 * plugins/audit-sealer.ts on every instance, one at a time under an advisory lock) chains queued
 * entries in id order after the last link: the database computes each SHA-256 link
 * (`audit_next_links`, `audit_entry_hash`), and this process adds an HMAC under AUDIT_KEY over the
 * previous seal's MAC, the link and the entry's content as read here. The key never reaches the
 * database, so a superuser who rewrites entries and recomputes their links cannot make their MACs.
 * Checkpoints (lib/audit-checkpoints.ts) anchor the head outside the database; verify
 * (lib/audit-verify.ts) checks all three.
 */
export interface AuditChain {
  db: Db;
  keys: AuditKeys;
  /** This deployment's id (a setting made on first start), named in every checkpoint it signs. */
  deploymentId: string;
  storage: Storage;
  /** The last seal this process wrote or found true (so the next round need not check it again). */
  trustedHead?: { seq: number; mac: string };
}

/**
 * An entry's content as the MAC covers it: every column, built in SQL by built-in functions only (the
 * same expression as in `audit_next_links`, migration 0030).
 */
export const ENTRY_CONTENT =
  sql.raw(`jsonb_build_array(a.id, floor(extract(epoch FROM a.at) * 1000000)::bigint,
  a.actor_id, a.actor_email, a.kind, a.action, a.target_type, a.target_id, a.before, a.after, a.ip,
  a.approval_id, a.maker_id, a.maker_email)::text`);

/** A seal's HMAC: chained through the previous seal's MAC ('' before the first), over its link and content. */
export const sealMac = (
  key: Buffer,
  previousMac: string,
  link: { seq: number; entryId: number; hash: string; content: string },
): string =>
  createHmac('sha256', key)
    .update(`${previousMac}\n${link.seq}\n${link.entryId}\n${link.hash}\n${link.content}`)
    .digest('hex');

/** The chain's head cannot be trusted: sealing stops rather than chain onto it (docs/audit-chain.md). */
export class AuditHeadUntrusted extends Error {
  readonly entryId: number;
  constructor(entryId: number, reason: string) {
    super(
      `The audit chain's newest seal (entry ${entryId}) ${reason}: sealing stops until it is looked into`,
    );
    this.entryId = entryId;
  }
}

interface HeadRow {
  seq: string | number;
  entry_id: string | number;
  hash: string;
  mac: string | null;
  content: string | null;
  previous_mac: string | null;
}

/**
 * The MAC to chain the next seal onto: the head's own, once it verifies under this key. A head sealed
 * without the key (no MAC after MAC'd seals, or a MAC that does not verify: a forged seal, or the
 * wrong AUDIT_KEY) stops sealing: nothing is silently re-sealed. Seals made before migration 0030
 * carry no MAC; the first MAC'd seal chains from ''.
 */
async function trustedHeadMac(tx: DbOrTx, chain: AuditChain): Promise<string> {
  const result = await tx.execute<HeadRow & Record<string, unknown>>(sql`
    select s.seq, s.entry_id, s.hash, s.mac, ${ENTRY_CONTENT} as content,
      (select p.mac from audit_seals p where p.seq < s.seq order by p.seq desc limit 1) as previous_mac
    from (select * from audit_seals order by seq desc limit 1) s
      left join lateral (select * from audit_log l where l.id = s.entry_id limit 1) a on true`);
  const head = result.rows[0];
  if (!head) return '';
  const seq = Number(head.seq);
  const entryId = Number(head.entry_id);
  if (head.mac === null) {
    const keyed = await tx.execute(sql`select 1 from audit_seals where mac is not null limit 1`);
    if (keyed.rows.length)
      throw new AuditHeadUntrusted(entryId, 'carries no MAC: it was sealed without AUDIT_KEY');
    return '';
  }
  if (chain.trustedHead?.seq === seq && chain.trustedHead.mac === head.mac) return head.mac;
  if (head.content === null) throw new AuditHeadUntrusted(entryId, 'names an entry that is gone');
  const expected = sealMac(chain.keys.seal, head.previous_mac ?? '', {
    seq,
    entryId,
    hash: head.hash,
    content: head.content,
  });
  if (expected !== head.mac) {
    throw new AuditHeadUntrusted(
      entryId,
      'has a MAC that does not verify under AUDIT_KEY (a forged seal, or the wrong key)',
    );
  }
  chain.trustedHead = { seq, mac: head.mac };
  return head.mac;
}

interface NextLink {
  seq: string | number;
  entry_id: string | number;
  hash: string;
  content: string;
}

/** Seals up to `max` waiting entries; the number sealed, or -1 when another sealer holds the lock. */
export async function sealAuditBatch(chain: AuditChain, max = 1000): Promise<number> {
  return chain.db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('audit_seal')) as locked`,
    );
    if (!lock.rows[0]?.locked) return -1;
    let mac = await trustedHeadMac(tx, chain);
    // The content comes from the function itself, read in the same snapshot as the links (0030).
    const next = await tx.execute<NextLink & Record<string, unknown>>(
      sql`select seq, entry_id, hash, content from audit_next_links(${max}::int) order by seq`,
    );
    if (!next.rows.length) return 0;
    const seals = next.rows.map((row) => {
      const link = {
        seq: Number(row.seq),
        entryId: Number(row.entry_id),
        hash: row.hash,
        content: row.content,
      };
      mac = sealMac(chain.keys.seal, mac, link);
      return { seq: link.seq, entry_id: link.entryId, hash: link.hash, mac };
    });
    // One statement: the seals in, their entries out of the queue.
    await tx.execute(sql`
      with sealed as (
        insert into audit_seals (seq, entry_id, hash, mac)
        select seq, entry_id, hash, mac
        from jsonb_to_recordset(${JSON.stringify(seals)}::jsonb) as r(seq bigint, entry_id bigint, hash text, mac text)
        returning entry_id)
      delete from audit_unsealed where entry_id in (select entry_id from sealed)`);
    const last = seals.at(-1)!;
    chain.trustedHead = { seq: last.seq, mac: last.mac };
    return seals.length;
  });
}

/** Seals every entry waiting now (batches of `max`); the number sealed by this call. */
export async function sealAuditLog(chain: AuditChain, max = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealAuditBatch(chain, max);
    if (sealed <= 0) return total;
    total += sealed;
    if (sealed < max) return total;
  }
}
