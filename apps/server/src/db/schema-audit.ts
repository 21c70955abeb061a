import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log's SHA-256 chain (migration 0019): one row per sealed entry, in chain order (`seq`),
 * whose `hash` covers the previous seal's hash and the entry's canonical content
 * (`audit_entry_hash`). Append-only, like `audit_log` (a trigger refuses UPDATE, DELETE, TRUNCATE).
 */
export const auditSeals = pgTable('audit_seals', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull().unique(),
  hash: text('hash').notNull(),
  /** HMAC-SHA-256 under AUDIT_KEY (migration 0030, lib/audit-chain.ts); null only on seals made before it. */
  mac: text('mac'),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Entries written but not yet sealed: filled by a trigger on `audit_log`, emptied by the sealing step. */
export const auditUnsealed = pgTable('audit_unsealed', {
  entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
});

/** Where incremental verification starts: the last checkpoint a verify found true, signed (migration 0030). */
export const auditVerified = pgTable('audit_verified', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  checkpoint: text('checkpoint').notNull(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull(),
  headId: bigint('head_id', { mode: 'number' }).notNull(),
  headHash: text('head_hash').notNull(),
  headMac: text('head_mac').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  maxEntryId: bigint('max_entry_id', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  mac: text('mac').notNull(),
});

/** A full verification pass of the audit chain: a job with its progress (features/audit). */
export const auditFullPasses = pgTable('audit_full_passes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startedBy: integer('started_by'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  checked: bigint('checked', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  report: jsonb('report'),
  error: text('error'),
});

/**
 * A month of the audit log exported to the file store (migration 0031, lib/audit-archive.ts): the
 * file, what it holds, and when it was verified and detached. `mac` (a key derived from AUDIT_KEY)
 * covers every column but the three dates.
 */
export const auditArchives = pgTable('audit_archives', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  partition: text('partition').notNull(),
  fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
  toAt: timestamp('to_at', { withTimezone: true }).notNull(),
  fileKey: text('file_key').notNull(),
  fileSha256: text('file_sha256').notNull(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
  firstSeq: bigint('first_seq', { mode: 'number' }),
  lastSeq: bigint('last_seq', { mode: 'number' }),
  seqsDigest: text('seqs_digest').notNull(),
  exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
  mac: text('mac').notNull(),
});
