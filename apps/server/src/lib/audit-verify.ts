import { createHash, createHmac } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { AuditChainProblem, AuditChainReport } from '@cmt/contract/endpoints/audit';
import { auditVerified } from '../db/schema.ts';
import { trustedArchives } from './audit-archive.ts';
import { ENTRY_CONTENT, sealMac, type AuditChain } from './audit-chain.ts';
import { CHECKPOINT_PREFIX, readCheckpoint, type Checkpoint } from './audit-checkpoints.ts';

/** An entry still unsealed this long after it was written is late (the sealer runs every second). */
export const LATE_SEAL_SECONDS = 10;
/** A checkpoint dated this far after the clock means the clock was moved back. */
const CLOCK_SLACK_MS = 10_000;
const MAX_PROBLEMS = 50;

/** Where an incremental pass starts: a checkpoint an earlier pass found true, as the database held it. */
interface VerifiedPoint {
  checkpoint: string;
  headSeq: number;
  headId: number;
  headHash: string;
  headMac: string;
  count: number;
  maxEntryId: number;
}

const verifiedMac = (chain: AuditChain, point: VerifiedPoint) =>
  createHmac('sha256', chain.keys.verified)
    .update(
      JSON.stringify([
        chain.deploymentId,
        point.checkpoint,
        point.headSeq,
        point.headId,
        point.headHash,
        point.headMac,
        point.count,
        point.maxEntryId,
      ]),
    )
    .digest('hex');

/** The newest verified point whose signature holds (a forged or foreign row is passed over). */
async function lastVerifiedPoint(chain: AuditChain): Promise<VerifiedPoint | null> {
  const rows = await chain.db.select().from(auditVerified).orderBy(desc(auditVerified.id)).limit(20);
  for (const row of rows) {
    const point: VerifiedPoint = {
      checkpoint: row.checkpoint,
      headSeq: row.headSeq,
      headId: row.headId,
      headHash: row.headHash,
      headMac: row.headMac,
      count: row.count,
      maxEntryId: row.maxEntryId,
    };
    if (verifiedMac(chain, point) === row.mac) return point;
  }
  return null;
}

interface Link {
  seq: string | number;
  entry_id: string | number;
  hash: string;
  mac: string | null;
  content: string | null;
  hash_ok: boolean;
}

export interface VerifyOptions {
  /** The whole chain and every checkpoint, instead of from the last verified checkpoint. */
  full?: boolean;
  /** Links per statement. */
  batch?: number;
  /** Called after each batch: seals checked so far by this pass. */
  onProgress?: (checked: number) => Promise<void> | void;
  now?: Date;
}

/**
 * Verifies the audit chain (docs/audit-chain.md): every link's SHA-256 and HMAC in chain order, every
 * checkpoint in the file store (signature, deployment, and that the database still holds its head with
 * the same hash, MAC and count), entries never sealed or sealed late. Incremental by default: from the
 * last checkpoint an earlier pass found true (its head still there with its MAC); the full pass walks
 * everything. A pass that finds nothing wrong records its newest matching checkpoint as the next start.
 */
export async function verifyAuditChain(
  chain: AuditChain,
  options: VerifyOptions = {},
): Promise<AuditChainReport> {
  const { batch = 5000, now = new Date() } = options;
  const problems: AuditChainProblem[] = [];
  const problem = (
    code: AuditChainProblem['code'],
    entryId: number | null,
    checkpoint: string | null = null,
  ) => problems.push({ code, entryId, checkpoint });

  // Months exported and detached (lib/audit-archive.ts): their seals stay, their entries are in the
  // file store. Only records whose MAC holds count; the walk checks their seals' number and order.
  const archives = (await trustedArchives(chain))
    .filter((a) => a.detachedAt !== null && a.firstSeq !== null && a.lastSeq !== null)
    .map((a) => ({ record: a, seqs: createHash('sha256'), met: 0 }));
  const archiveOf = (seq: number) =>
    archives.find((a) => seq >= a.record.firstSeq! && seq <= a.record.lastSeq!);

  let start = options.full ? null : await lastVerifiedPoint(chain);
  if (start) {
    const found = await chain.db.execute<{
      entry_id: string | number;
      hash: string;
      mac: string | null;
      present: boolean;
    }>(
      sql`select s.entry_id, s.hash, s.mac, (a.id is not null) as present from audit_seals s left join audit_log a on a.id = s.entry_id where s.seq = ${start.headSeq}`,
    );
    const head = found.rows[0];
    if (
      !head ||
      (!head.present && !archiveOf(start.headSeq)) ||
      Number(head.entry_id) !== start.headId ||
      head.hash !== start.headHash ||
      (head.mac ?? '') !== start.headMac
    ) {
      problem('verifiedPointGone', start.headId, start.checkpoint);
      start = null; // walk it all, to say where
    }
  }

  // The checkpoints to compare: all of them, or those written since the start point's.
  const checkpoints: { key: string; checkpoint: Checkpoint; met: boolean }[] = [];
  const keys = await chain.storage.list(CHECKPOINT_PREFIX, start?.checkpoint);
  for (const key of keys) {
    const read = await readCheckpoint(chain, key);
    if (read.status === 'forged') problem('checkpointForged', null, key);
    else if (read.status === 'foreign') problem('checkpointForeign', null, key);
    else checkpoints.push({ key, checkpoint: read.checkpoint, met: false });
  }
  checkpoints.sort((a, b) => a.checkpoint.headSeq - b.checkpoint.headSeq || a.key.localeCompare(b.key));
  // The start point's own checkpoint, read again: still there, and its date counts for the clock.
  const dated: { key: string; checkpoint: Checkpoint }[] = [...checkpoints];
  if (start) {
    const read = await readCheckpoint(chain, start.checkpoint);
    if (read.status === 'ok') dated.push(read);
    else
      problem(
        read.status === 'foreign' ? 'checkpointForeign' : 'checkpointForged',
        start.headId,
        start.checkpoint,
      );
  }
  const newest = dated.reduce<(typeof dated)[number] | null>(
    (latest, c) => (!latest || Date.parse(c.checkpoint.at) > Date.parse(latest.checkpoint.at) ? c : latest),
    null,
  );
  if (newest && Date.parse(newest.checkpoint.at) > now.getTime() + CLOCK_SLACK_MS) {
    problem('clockBehind', null, newest.key);
  }
  const bySeq = new Map<number, typeof checkpoints>();
  for (const c of checkpoints)
    bySeq.set(c.checkpoint.headSeq, [...(bySeq.get(c.checkpoint.headSeq) ?? []), c]);

  // The walk, from the start point (or the beginning).
  let after = start?.headSeq ?? 0;
  let previousHash: string | null = start?.headHash ?? null;
  let previousMac = start?.headMac ?? '';
  let keyed = previousMac !== '';
  let count = start?.count ?? 0;
  let maxEntryId = start?.maxEntryId ?? 0;
  let checked = 0;
  let lastSeq = after;
  let stopped = false;
  const walkedFrom = after;
  let anchored: { key: string; checkpoint: Checkpoint; maxEntryId: number } | null = null;
  for (const c of bySeq.get(after) ?? []) {
    c.met = true;
    const matched =
      c.checkpoint.headId === start?.headId &&
      c.checkpoint.headHash === previousHash &&
      c.checkpoint.headMac === previousMac &&
      c.checkpoint.count === count;
    if (!matched) problem('checkpointMismatch', c.checkpoint.headId, c.key);
  }
  walk: for (;;) {
    const result = await chain.db.execute<Link & Record<string, unknown>>(sql`
      select seq, entry_id, hash, mac, content, (content is not null and expected = hash) as hash_ok from (
        select s.seq, s.entry_id, s.hash, s.mac, case when s.e is null then null else ${ENTRY_CONTENT} end as content,
          audit_entry_hash(coalesce(lag(s.hash) over (order by s.seq), ${previousHash}::text), s.e) as expected
        from (
          -- The batch's seals first, then each one's entry by its key, in whichever month partition
          -- holds it (migration 0031): a join here hashed every partition of audit_log on every batch.
          select q.seq, q.entry_id, q.hash, q.mac,
            (select l from audit_log l where l.id = q.entry_id limit 1) as e
          from audit_seals q
          where q.seq > ${after}
          order by q.seq
          limit ${batch}
        ) s
        left join lateral (select (s.e).*) a on true
        order by s.seq
      ) links
      order by seq`);
    const links = result.rows;
    for (const link of links) {
      const seq = Number(link.seq);
      lastSeq = seq;
      const entryId = Number(link.entry_id);
      checked++;
      count++;
      if (entryId > maxEntryId) maxEntryId = entryId;
      const archive = link.content === null ? archiveOf(seq) : undefined;
      if (archive) {
        // An exported month's entry: its link and MAC were checked by the export (and are, with the
        // file, by npm run verify-audit-archive); the next link's MAC chains through this seal's.
        archive.seqs.update(`${seq}\n`);
        archive.met++;
      } else if (!link.hash_ok) {
        problem('linkBroken', entryId);
        stopped = true;
        break walk;
      }
      if (
        !archive &&
        (link.mac === null
          ? keyed
          : sealMac(chain.keys.seal, previousMac, {
              seq,
              entryId,
              hash: link.hash,
              content: link.content!,
            }) !== link.mac)
      ) {
        problem('macInvalid', entryId);
        stopped = true;
        break walk;
      }
      if (link.mac !== null) keyed = true;
      previousMac = link.mac ?? '';
      for (const c of bySeq.get(seq) ?? []) {
        const { headId, headHash, headMac, count: expectedCount } = c.checkpoint;
        c.met = true;
        const matched =
          headId === entryId && headHash === link.hash && headMac === previousMac && expectedCount === count;
        if (matched) anchored = { key: c.key, checkpoint: c.checkpoint, maxEntryId };
        else problem('checkpointMismatch', headId, c.key);
      }
    }
    await options.onProgress?.(checked);
    if (links.length < batch) break;
    const last = links.at(-1)!;
    after = Number(last.seq);
    previousHash = last.hash;
  }
  if (!stopped) {
    // A checkpoint whose head the walk never met. Beyond the last link: the database ends before it
    // (restored to an earlier moment, or its newest entries deleted). Before it: rewritten or deleted.
    for (const c of checkpoints) {
      if (c.met) continue;
      problem(
        c.checkpoint.headSeq > lastSeq ? 'checkpointBeyondHead' : 'checkpointMismatch',
        c.checkpoint.headId,
        c.key,
      );
    }
    // Each exported month walked whole: its entries missing here are exactly the file's.
    for (const a of archives) {
      if (a.record.firstSeq! <= walkedFrom || a.record.lastSeq! > lastSeq) continue;
      if (a.met !== a.record.entries || a.seqs.digest('hex') !== a.record.seqsDigest)
        problem('archiveMismatch', null, a.record.fileKey);
    }
  }

  const missing = await missingSeals(chain, options.full ? 0 : (start?.maxEntryId ?? 0));
  const late = await chain.db.execute<{ n: number; first: string | number | null }>(sql`
    select count(*)::int as n, min(u.entry_id) as first from audit_unsealed u
      -- One entry per queued id, by its key (LIMIT keeps the planner from joining all of audit_log).
      cross join lateral (select l.at from audit_log l where l.id = u.entry_id limit 1) a
    where a.at < ${now.toISOString()}::timestamptz - make_interval(secs => ${LATE_SEAL_SECONDS})`);
  const lateSeals = Number(late.rows[0]?.n ?? 0);
  if (missing.count) problem('missingSeal', missing.first);
  if (lateSeals) problem('lateSeal', Number(late.rows[0]!.first));

  const totals = await chain.db.execute<{ sealed: number; unsealed: number; head: string | null }>(sql`
    -- Seals made while the walk ran are counted here, in the snapshot that counts the queue: an entry
    -- sealed meanwhile is neither left out of both nor counted twice.
    select ${stopped ? sql`(select count(*) from audit_seals)::int` : sql`${count}::int + (select count(*) from audit_seals where seq > ${lastSeq})::int`} as sealed,
      (select count(*) from audit_unsealed)::int as unsealed,
      (select hash from audit_seals order by seq desc limit 1) as head`);
  const { sealed = 0, unsealed = 0, head = null } = totals.rows[0] ?? {};

  const ok = problems.length === 0;
  if (ok && anchored) await recordVerifiedPoint(chain, anchored);
  const entryProblems = problems.filter((p) => p.entryId !== null).sort((a, b) => a.entryId! - b.entryId!);
  return {
    ok,
    checked,
    firstBrokenId: entryProblems[0]?.entryId ?? null,
    sealed: Number(sealed),
    unsealed: Number(unsealed),
    headHash: head,
    anchoredThrough: anchored?.checkpoint.headId ?? start?.headId ?? null,
    checkpointsChecked: keys.length,
    missingSeals: missing.count,
    lateSeals,
    mode: start ? 'incremental' : 'full',
    problems: [...entryProblems, ...problems.filter((p) => p.entryId === null)].slice(0, MAX_PROBLEMS),
  };
}

/** Ids per statement of the missing-seal check: each stays far below the statement timeout at any size. */
const MISSING_RANGE = 200_000;

/** Entries after `afterId` neither sealed nor queued: how many, and the first. */
async function missingSeals(
  chain: AuditChain,
  afterId: number,
): Promise<{ count: number; first: number | null }> {
  const top = await chain.db.execute<{ max: string | number | null }>(
    sql`select max(id) as max from audit_log`,
  );
  const max = Number(top.rows[0]?.max ?? 0);
  let count = 0;
  let first: number | null = null;
  for (let low = afterId; low < max; low += MISSING_RANGE) {
    const found = await chain.db.execute<{ n: number; first: string | number | null }>(sql`
      select count(*)::int as n, min(a.id) as first from audit_log a
      where a.id > ${low} and a.id <= ${low + MISSING_RANGE}
        and not exists (select 1 from audit_seals s where s.entry_id = a.id)
        and not exists (select 1 from audit_unsealed u where u.entry_id = a.id)`);
    const n = Number(found.rows[0]?.n ?? 0);
    if (n && first === null) first = Number(found.rows[0]!.first);
    count += n;
  }
  return { count, first };
}

async function recordVerifiedPoint(
  chain: AuditChain,
  anchored: { key: string; checkpoint: Checkpoint; maxEntryId: number },
): Promise<void> {
  const point: VerifiedPoint = {
    checkpoint: anchored.key,
    headSeq: anchored.checkpoint.headSeq,
    headId: anchored.checkpoint.headId,
    headHash: anchored.checkpoint.headHash,
    headMac: anchored.checkpoint.headMac,
    count: anchored.checkpoint.count,
    maxEntryId: anchored.maxEntryId,
  };
  await chain.db.insert(auditVerified).values({ ...point, mac: verifiedMac(chain, point) });
}
