import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditArchives } from '../db/schema.ts';
import { ENTRY_CONTENT, sealMac, type AuditChain } from './audit-chain.ts';
import { newestCheckpoint } from './audit-checkpoints.ts';

/**
 * The audit log's old months, exported and detached (issue 34 §4, migration 0031, docs/audit-chain.md
 * "Partitions and archives"). `audit_log` is partitioned by Cairo month; a month before the current one
 * can be exported to the file store as one signed file (gzip, JSON lines): a header, every entry of
 * the month in chain order with its seal and the link before it (so each link checks on its own:
 * SHA-256 without the key, the MAC with it), and a last line signing everything before it with a key
 * derived from AUDIT_KEY. The file is read back and verified against the chain before it counts as
 * verified; the month is detached (and dropped) only after that, and verify then accepts its seals
 * without entries (their number and sequence numbers as recorded, MAC'd, in `audit_archives`).
 * `npm run verify-audit-archive -- <file>` checks a file against the chain at any time.
 */
export const ARCHIVE_PREFIX = 'audit-archives/';
const FORMAT = 'cmt-audit-archive-v1';
/** Entries per statement of an export or a check. */
const BATCH = 5000;

/** A month partition's name: audit_log_YYYY_MM (the default partition is never exported). */
const PARTITION_NAME = /^audit_log_(\d{4})_(\d{2})$/;

export interface ArchiveHeader {
  format: typeof FORMAT;
  deploymentId: string;
  partition: string;
  from: string;
  to: string;
  entries: number;
  firstSeq: number | null;
  lastSeq: number | null;
  /** SHA-256 of every entry's seal sequence number, one a line, in order. */
  seqsDigest: string;
  exportedAt: string;
}

/** One entry as the file holds it: its content as the hash and the MAC cover it, its seal, and the link before. */
export interface ArchiveEntry {
  seq: number;
  id: number;
  hash: string;
  mac: string | null;
  prevHash: string | null;
  prevMac: string | null;
  /** The text `audit_entry_hash()` hashes after the previous link (migrations 0019, 0024). */
  hashContent: string;
  /** The text the seal's MAC covers (ENTRY_CONTENT): every column. */
  content: string;
}

/** Why an export, a check or a detach was refused: said to the operator as it is. */
export class AuditArchiveRefused extends Error {}

/** The text `audit_entry_hash()` hashes for an entry `a` (the same expression as the function). */
const HASH_CONTENT = sql.raw(`(jsonb_build_array(a.id, floor(extract(epoch FROM a.at) * 1000000)::bigint,
  a.actor_id, a.actor_email, a.kind, a.action, a.target_type, a.target_id, a.before, a.after, a.ip) || CASE
    WHEN a.approval_id IS NULL AND a.maker_id IS NULL AND a.maker_email IS NULL THEN '[]'::jsonb
    ELSE jsonb_build_array(a.approval_id, a.maker_id, a.maker_email) END)::text`);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

type ArchiveRow = typeof auditArchives.$inferSelect;

const recordMac = (
  chain: AuditChain,
  row: Omit<ArchiveRow, 'id' | 'exportedAt' | 'verifiedAt' | 'detachedAt' | 'mac'>,
) =>
  createHmac('sha256', chain.keys.archive)
    .update(
      JSON.stringify([
        'cmt-audit-archive-record-v1',
        chain.deploymentId,
        row.partition,
        row.fromAt.toISOString(),
        row.toAt.toISOString(),
        row.fileKey,
        row.fileSha256,
        row.entries,
        row.firstSeq,
        row.lastSeq,
        row.seqsDigest,
      ]),
    )
    .digest('hex');

/** The archive records whose MAC holds (a row forged or altered in the database is passed over). */
export async function trustedArchives(chain: AuditChain, db: DbOrTx = chain.db): Promise<ArchiveRow[]> {
  const rows = await db.select().from(auditArchives).orderBy(auditArchives.id);
  return rows.filter((row) => sameHex(recordMac(chain, row), row.mac));
}

/** The month partitions of audit_log, oldest first, with their bounds and entries. */
export async function auditPartitions(
  db: DbOrTx,
): Promise<{ name: string; from: string | null; to: string | null; isDefault: boolean }[]> {
  const result = await db.execute<{ name: string; bound: string }>(sql`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'audit_log'::regclass order by c.relname`);
  return result.rows.map((row) => {
    const bounds = /FROM \('([^']+)'\) TO \('([^']+)'\)/.exec(row.bound);
    return {
      name: row.name,
      from: bounds ? new Date(bounds[1]!).toISOString() : null,
      to: bounds ? new Date(bounds[2]!).toISOString() : null,
      isDefault: row.bound === 'DEFAULT',
    };
  });
}

/**
 * The partition step (plugins/audit-sealer.ts, hourly and at start): this Cairo month's partition and
 * the next `ahead` months' made if missing; the number made.
 */
export async function makeAuditPartitions(db: DbOrTx, ahead = 2): Promise<number> {
  const result = await db.execute<{ made: number }>(sql`
    select audit_log_make_partitions((now() AT TIME ZONE 'Africa/Cairo')::date,
      ((now() AT TIME ZONE 'Africa/Cairo') + make_interval(months => ${ahead}::int))::date) as made`);
  return Number(result.rows[0]?.made ?? 0);
}

/** A month partition that may be exported: named as one, attached, and ended before this Cairo month began. */
async function oldPartition(db: DbOrTx, partition: string): Promise<{ from: Date; to: Date }> {
  if (!PARTITION_NAME.test(partition))
    throw new AuditArchiveRefused(`${partition} is not a month partition of audit_log (audit_log_YYYY_MM)`);
  const found = (await auditPartitions(db)).find((p) => p.name === partition);
  if (!found?.from || !found.to) throw new AuditArchiveRefused(`${partition} is not attached to audit_log`);
  const current = await db.execute<{ start: string }>(
    sql`select (date_trunc('month', now() AT TIME ZONE 'Africa/Cairo') AT TIME ZONE 'Africa/Cairo')::text as start`,
  );
  if (Date.parse(found.to) > Date.parse(current.rows[0]!.start))
    throw new AuditArchiveRefused(
      `${partition} is this month's or a later one: only a month already over can be exported`,
    );
  return { from: new Date(found.from), to: new Date(found.to) };
}

interface LinkRow {
  seq: string | number;
  id: string | number;
  hash: string;
  mac: string | null;
  prev_hash: string | null;
  prev_mac: string | null;
  hash_content: string;
  content: string;
}

/**
 * The partition's entries with their seals, in id order, `BATCH` per statement (each entry's seal by
 * its key: a join by seal order would scan the whole month on every batch).
 */
async function* partitionLinks(db: DbOrTx, partition: string): AsyncGenerator<ArchiveEntry[]> {
  let after = 0;
  for (;;) {
    const result = await db.execute<LinkRow & Record<string, unknown>>(sql`
      select s.seq, a.id, s.hash, s.mac, p.hash as prev_hash, p.mac as prev_mac,
        ${HASH_CONTENT} as hash_content, ${ENTRY_CONTENT} as content
      from (select * from ${sql.identifier(partition)} where id > ${after} order by id limit ${BATCH}) a
      join lateral (select * from audit_seals q where q.entry_id = a.id) s on true
      left join lateral (select q.hash, q.mac from audit_seals q where q.seq < s.seq order by q.seq desc limit 1) p on true
      order by a.id`);
    if (!result.rows.length) return;
    const entries = result.rows.map((row) => ({
      seq: Number(row.seq),
      id: Number(row.id),
      hash: row.hash,
      mac: row.mac,
      prevHash: row.prev_hash,
      prevMac: row.prev_mac,
      hashContent: row.hash_content,
      content: row.content,
    }));
    yield entries;
    if (entries.length < BATCH) return;
    after = entries.at(-1)!.id;
  }
}

/** What is wrong with one entry of a file on its own (its link and MAC), or null. */
function entryProblem(chain: AuditChain, entry: ArchiveEntry): string | null {
  if (sha256(`${entry.prevHash ?? ''}${entry.hashContent}`) !== entry.hash)
    return `entry ${entry.id} (seal ${entry.seq}): its content does not give its SHA-256 link`;
  let content: unknown[];
  let hashed: unknown[];
  try {
    content = JSON.parse(entry.content) as unknown[];
    hashed = JSON.parse(entry.hashContent) as unknown[];
  } catch {
    return `entry ${entry.id} (seal ${entry.seq}): its content is not JSON`;
  }
  const full = hashed.length === 11 ? [...hashed, null, null, null] : hashed;
  if (content[0] !== entry.id || JSON.stringify(full) !== JSON.stringify(content))
    return `entry ${entry.id} (seal ${entry.seq}): its two contents differ`;
  if (
    entry.mac !== null &&
    sealMac(chain.keys.seal, entry.prevMac ?? '', {
      seq: entry.seq,
      entryId: entry.id,
      hash: entry.hash,
      content: entry.content,
    }) !== entry.mac
  )
    return `entry ${entry.id} (seal ${entry.seq}): its MAC does not verify under AUDIT_KEY`;
  return null;
}

export interface ExportResult {
  archive: ArchiveRow;
  check: ArchiveCheck;
}

/**
 * Exports a month already over to the file store: every entry sealed first (an unsealed one refuses
 * the export), each link checked as it is written, the file signed, stored as a new object, recorded
 * in `audit_archives`, then read back from the store and checked against the chain and the partition;
 * recorded as verified only if that check holds.
 */
export async function exportAuditPartition(
  chain: AuditChain,
  partition: string,
  now = new Date(),
): Promise<ExportResult> {
  const { from, to } = await oldPartition(chain.db, partition);
  const unsealed = await chain.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(partition)} a
    where not exists (select 1 from audit_seals s where s.entry_id = a.id)`);
  if (Number(unsealed.rows[0]?.n ?? 0) > 0)
    throw new AuditArchiveRefused(
      `${partition} holds ${unsealed.rows[0]!.n} entries not sealed yet: nothing exported`,
    );

  const all: ArchiveEntry[] = [];
  for await (const batch of partitionLinks(chain.db, partition)) {
    for (const entry of batch) {
      const wrong = entryProblem(chain, entry);
      if (wrong)
        throw new AuditArchiveRefused(
          `${partition} cannot be exported: ${wrong} (GET /audit-log/verify says more)`,
        );
      all.push(entry);
    }
  }
  // In chain order (seal order), as verify meets them.
  all.sort((a, b) => a.seq - b.seq);
  const lines: string[] = [];
  const seqs = createHash('sha256');
  for (const entry of all) {
    seqs.update(`${entry.seq}\n`);
    lines.push(JSON.stringify(entry));
  }
  const entries = all.length;
  const firstSeq = all[0]?.seq ?? null;
  const lastSeq = all.at(-1)?.seq ?? null;
  const header: ArchiveHeader = {
    format: FORMAT,
    deploymentId: chain.deploymentId,
    partition,
    from: from.toISOString(),
    to: to.toISOString(),
    entries,
    firstSeq,
    lastSeq,
    seqsDigest: seqs.digest('hex'),
    exportedAt: now.toISOString(),
  };
  const body = `${JSON.stringify({ header })}\n${lines.map((line) => `${line}\n`).join('')}`;
  const signature = createHmac('sha256', chain.keys.archive).update(body).digest('hex');
  const file = gzipSync(`${body}${JSON.stringify({ signature })}\n`);
  const fileKey = `${ARCHIVE_PREFIX}${partition}-${now.toISOString().replace(/[-:.]/g, '')}.jsonl.gz`;
  if (!(await chain.storage.putNew(fileKey, file, 'application/gzip')))
    throw new AuditArchiveRefused(`${fileKey} exists already in the file store`);
  const record = {
    partition,
    fromAt: from,
    toAt: to,
    fileKey,
    fileSha256: sha256(file),
    entries,
    firstSeq,
    lastSeq,
    seqsDigest: header.seqsDigest,
  };
  const [archive] = await chain.db
    .insert(auditArchives)
    .values({ ...record, exportedAt: now, mac: recordMac(chain, record) })
    .returning();
  // Read back from the store, as a detach or an auditor would.
  const check = await checkStoredArchive(chain, archive!);
  if (!check.ok) return { archive: archive!, check };
  const [verified] = await chain.db
    .update(auditArchives)
    .set({ verifiedAt: new Date() })
    .where(eq(auditArchives.id, archive!.id))
    .returning();
  return { archive: verified!, check };
}

/** What checking an archive file found. */
export interface ArchiveCheck {
  ok: boolean;
  problems: string[];
  header: ArchiveHeader | null;
  /** The checkpoint (file store) past the file's last seal whose head the database holds as signed. */
  anchoredBy: string | null;
}

/** The stored file of an archive record, read back and checked against the chain (and its partition, while attached). */
async function checkStoredArchive(chain: AuditChain, archive: ArchiveRow): Promise<ArchiveCheck> {
  const stream = await chain.storage.read(archive.fileKey);
  if (!stream)
    return {
      ok: false,
      problems: [`${archive.fileKey} is not in the file store`],
      header: null,
      anchoredBy: null,
    };
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  if (sha256(file) !== archive.fileSha256)
    return {
      ok: false,
      problems: [`${archive.fileKey} is not the file exported (its SHA-256 differs)`],
      header: null,
      anchoredBy: null,
    };
  return checkArchiveFile(chain, file);
}

/**
 * Checks an archive file against the chain (`npm run verify-audit-archive`, an export's read-back, a
 * detach): the file whole and signed under AUDIT_KEY for this deployment; every entry's SHA-256 link
 * and MAC; every seal as the database holds it (with the link before it); the count and sequence
 * numbers as the MAC'd `audit_archives` record says; the newest checkpoint past the file's last seal
 * held by the database; and, while the month is still attached, its entries exactly the file's.
 */
export async function checkArchiveFile(chain: AuditChain, file: Buffer): Promise<ArchiveCheck> {
  const problems: string[] = [];
  const refuse = (problem: string): ArchiveCheck => ({
    ok: false,
    problems: [problem],
    header: null,
    anchoredBy: null,
  });
  let text: string;
  try {
    text = gunzipSync(file).toString('utf8');
  } catch {
    return refuse('the file is not a whole gzip file (truncated, or not an audit archive)');
  }
  const end = text.lastIndexOf('\n', text.length - 2);
  const body = text.slice(0, end + 1);
  let signature: unknown;
  try {
    signature = (JSON.parse(text.slice(end + 1)) as { signature?: unknown }).signature;
  } catch {
    signature = undefined;
  }
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
    return refuse('the file ends without its signature (truncated, or not an audit archive)');
  if (!sameHex(createHmac('sha256', chain.keys.archive).update(body).digest('hex'), signature))
    return refuse(
      'the signature does not verify under AUDIT_KEY: the file was altered, or signed with another key',
    );

  let header: ArchiveHeader | null = null;
  const seqs = createHash('sha256');
  let count = 0;
  let batch: ArchiveEntry[] = [];
  const checkBatch = async () => {
    if (!batch.length) return;
    for (const problem of await againstDatabase(chain, batch)) problems.push(problem);
    batch = [];
  };
  for (const line of body.split('\n')) {
    if (!line) continue;
    if (!header) {
      header = (JSON.parse(line) as { header: ArchiveHeader }).header;
      if (header?.format !== FORMAT) return refuse('the file is not an audit archive');
      continue;
    }
    const entry = JSON.parse(line) as ArchiveEntry;
    const wrong = entryProblem(chain, entry);
    if (wrong) problems.push(wrong);
    seqs.update(`${entry.seq}\n`);
    count++;
    batch.push(entry);
    if (batch.length >= BATCH) await checkBatch();
    if (problems.length >= 20) break;
  }
  await checkBatch();
  if (!header) return refuse('the file holds no header');
  if (header.deploymentId !== chain.deploymentId)
    problems.push(`the file is of deployment ${header.deploymentId}, not this one (${chain.deploymentId})`);
  if (count !== header.entries || seqs.digest('hex') !== header.seqsDigest)
    problems.push(`the file holds ${count} entries where its header says ${header.entries}`);

  // The record the database keeps of it (MAC'd): the same month, count and seals.
  const records = (await trustedArchives(chain)).filter((r) => r.partition === header.partition);
  const record = records.find(
    (r) =>
      r.entries === header.entries &&
      r.seqsDigest === header.seqsDigest &&
      r.firstSeq === header.firstSeq &&
      r.lastSeq === header.lastSeq,
  );
  if (!record) problems.push(`the database keeps no record of this export of ${header.partition}`);

  // While the month is attached, its entries are exactly the file's.
  const attached = (await auditPartitions(chain.db)).some((p) => p.name === header.partition);
  if (attached) {
    const held = await chain.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(header.partition)}`,
    );
    const n = Number(held.rows[0]?.n ?? 0);
    if (n !== count) problems.push(`${header.partition} holds ${n} entries, the file ${count}`);
  } else if (!record?.detachedAt) {
    problems.push(`${header.partition} is neither attached nor recorded as detached`);
  }

  // Anchored outside the database past the file's last seal.
  let anchoredBy: string | null = null;
  const newest = await newestCheckpoint(chain);
  if (header.lastSeq !== null) {
    if (!newest || newest.headSeq < header.lastSeq) {
      problems.push(
        `no checkpoint covers seal ${header.lastSeq} yet (the next one is written within a minute)`,
      );
    } else {
      const head = await chain.db.execute<{ hash: string; mac: string | null; n: number }>(
        sql`select hash, mac, (select count(*)::int from audit_seals where seq <= ${newest.headSeq}) as n from audit_seals where seq = ${newest.headSeq}`,
      );
      const row = head.rows[0];
      if (
        !row ||
        row.hash !== newest.headHash ||
        (row.mac ?? '') !== newest.headMac ||
        Number(row.n) !== newest.count
      )
        problems.push(`the newest checkpoint (seal ${newest.headSeq}) is not the database's head as signed`);
      else anchoredBy = `seal ${newest.headSeq} at ${newest.at}`;
    }
  }
  return { ok: problems.length === 0, problems, header, anchoredBy };
}

/** Each entry's seal, and the link before it, as the database holds them; and while attached, its content. */
async function againstDatabase(chain: AuditChain, entries: ArchiveEntry[]): Promise<string[]> {
  const seqList = entries.map((e) => e.seq);
  const result = await chain.db.execute<{
    seq: string | number;
    entry_id: string | number;
    hash: string;
    mac: string | null;
    prev_hash: string | null;
    prev_mac: string | null;
  }>(sql`
    select s.seq, s.entry_id, s.hash, s.mac, p.hash as prev_hash, p.mac as prev_mac
    from audit_seals s
    left join lateral (select q.hash, q.mac from audit_seals q where q.seq < s.seq order by q.seq desc limit 1) p on true
    where s.seq = any(${`{${seqList.join(',')}}`}::bigint[])`);
  const bySeq = new Map(result.rows.map((row) => [Number(row.seq), row]));
  const problems: string[] = [];
  for (const entry of entries) {
    const seal = bySeq.get(entry.seq);
    if (
      !seal ||
      Number(seal.entry_id) !== entry.id ||
      seal.hash !== entry.hash ||
      seal.mac !== entry.mac ||
      seal.prev_hash !== entry.prevHash ||
      seal.prev_mac !== entry.prevMac
    )
      problems.push(`entry ${entry.id} (seal ${entry.seq}): not the chain's seal as the database holds it`);
  }
  return problems;
}

/**
 * Whether an exported month may be detached: its export recorded as verified, and its file, read back
 * from the store now, still checking against the chain and the month's entries. The archive record,
 * or AuditArchiveRefused (nothing detached).
 */
export async function detachableArchive(chain: AuditChain, partition: string): Promise<ArchiveRow> {
  await oldPartition(chain.db, partition);
  const archive = (await trustedArchives(chain))
    .filter((r) => r.partition === partition && r.verifiedAt !== null && r.detachedAt === null)
    .at(-1);
  if (!archive)
    throw new AuditArchiveRefused(`${partition} has no verified export: export it first (nothing detached)`);
  const check = await checkStoredArchive(chain, archive);
  if (!check.ok)
    throw new AuditArchiveRefused(
      `${partition}'s export does not verify now: ${check.problems.join('; ')} (nothing detached)`,
    );
  return archive;
}

/**
 * Detaches an exported month from audit_log and drops it, in `tx`, once `detachableArchive` said so:
 * the month locked first, and refused if it holds other entries than the export's. The record, marked.
 */
export async function detachArchivedPartition(tx: DbOrTx, archive: ArchiveRow): Promise<ArchiveRow> {
  const partition = sql.identifier(archive.partition);
  await tx.execute(sql`lock table ${partition} in access exclusive mode`);
  const held = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${partition}`);
  if (Number(held.rows[0]?.n ?? 0) !== archive.entries)
    throw new AuditArchiveRefused(
      `${archive.partition} changed since its export was checked (nothing detached)`,
    );
  await tx.execute(sql`alter table audit_log detach partition ${partition}`);
  await tx.execute(sql`drop table ${partition}`);
  const [detached] = await tx
    .update(auditArchives)
    .set({ detachedAt: new Date() })
    .where(and(eq(auditArchives.id, archive.id), isNotNull(auditArchives.verifiedAt)))
    .returning();
  return detached!;
}

/** The archive records, newest first (for the operator). */
export const archiveRecords = (db: DbOrTx) => db.select().from(auditArchives).orderBy(desc(auditArchives.id));
