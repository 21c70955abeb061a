import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log's SHA-256 chain (migration 0019): one row per sealed entry, in chain order (`seq`),
 * whose `hash` covers the previous seal's hash and the entry's canonical content
 * (`audit_entry_hash`). Append-only, like `audit_log` (a trigger refuses UPDATE, DELETE, TRUNCATE).
 */
export const auditSeals = pgTable('audit_seals', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull().unique(),
  hash: text('hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Entries written but not yet sealed: filled by a trigger on `audit_log`, emptied by `audit_seal()`. */
export const auditUnsealed = pgTable('audit_unsealed', {
  entryId: bigint('entry_id', { mode: 'number' }).primaryKey(),
});
