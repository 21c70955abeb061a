import { sql } from 'drizzle-orm';
import type { ResponseOf } from '@cmt/contract/endpoint';
import type { verifyAuditLog } from '@cmt/contract/endpoints/audit';
import type { DbOrTx } from '../db/client.ts';

/**
 * The audit log's tamper evidence (DECISIONS §9, migration 0019). Entries are written as plain
 * inserts (no lock shared by writers); a trigger queues each one in `audit_unsealed`. The sealing
 * step (`sealAuditLog`, run every second by plugins/audit-sealer.ts on every instance, one at a
 * time under an advisory lock) chains queued entries in id order after the last link:
 * `hash = SHA-256(previous hash || canonical content)` (`audit_entry_hash` in SQL), one row of
 * `audit_seals` each. Both tables refuse UPDATE, DELETE and TRUNCATE. `verifyAuditChain` walks the
 * chain again and names the first entry whose content no longer matches its link.
 */

/** Seals up to `max` waiting entries; the number sealed, or -1 when another sealer holds the lock. */
export async function sealAuditBatch(db: DbOrTx, max = 1000): Promise<number> {
  const result = await db.execute<{ sealed: number }>(sql`select audit_seal(${max}::int) as sealed`);
  return Number(result.rows[0]?.sealed ?? 0);
}

/** Seals every entry waiting now (batches of `max`); the number sealed by this call. */
export async function sealAuditLog(db: DbOrTx, max = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await sealAuditBatch(db, max);
    if (sealed <= 0) return total;
    total += sealed;
    if (sealed < max) return total;
  }
}

type ChainReport = ResponseOf<typeof verifyAuditLog>;

interface Link {
  seq: string | number;
  entry_id: string | number;
  hash: string;
  broken: boolean;
}

/**
 * Recomputes every link of the chain in order, `batch` links per statement (the previous link's
 * hash carried from one statement to the next): an entry altered behind the application's back
 * (the trigger disabled by a superuser, direct SQL) no longer gives its stored hash; a removed
 * entry leaves a link with nothing to hash. Stops at the first broken link.
 */
export async function verifyAuditChain(db: DbOrTx, batch = 5000): Promise<ChainReport> {
  let after = 0;
  let previous: string | null = null;
  let checked = 0;
  let firstBrokenId: number | null = null;
  for (;;) {
    const result: { rows: Link[] } = await db.execute<Link & Record<string, unknown>>(sql`
      select seq, entry_id, hash, (found is null or expected is distinct from hash) as broken from (
        select s.seq, s.entry_id, s.hash, a.id as found,
          audit_entry_hash(coalesce(lag(s.hash) over (order by s.seq), ${previous}::text), a) as expected
        from audit_seals s left join audit_log a on a.id = s.entry_id
        where s.seq > ${after}
        order by s.seq
        limit ${batch}
      ) links
      order by seq`);
    const links: Link[] = result.rows;
    const broken = links.find((link) => link.broken);
    if (broken) {
      checked += links.indexOf(broken) + 1;
      firstBrokenId = Number(broken.entry_id);
      break;
    }
    checked += links.length;
    if (links.length < batch) break;
    const last: Link = links.at(-1)!;
    after = Number(last.seq);
    previous = last.hash;
  }
  const counts = await db.execute<{ sealed: number; unsealed: number; head: string | null }>(sql`
    select (select count(*) from audit_seals)::int as sealed,
      (select count(*) from audit_unsealed)::int as unsealed,
      (select hash from audit_seals order by seq desc limit 1) as head`);
  const { sealed = 0, unsealed = 0, head = null } = counts.rows[0] ?? {};
  return {
    ok: firstBrokenId === null,
    checked,
    firstBrokenId,
    sealed: Number(sealed),
    unsealed: Number(unsealed),
    headHash: head,
  };
}
