import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { claimColumns, rowVersion } from './columns.ts';
import { staffUsers } from './schema.ts';

/*
 * Cases and the complaints desk (issue 36, docs/cases.md). A case's notes and attachments are
 * append-only (a trigger refuses UPDATE and DELETE); its moves, assignments and links are kept as
 * events for its timeline, beside their audit entries in the chain.
 */

/** The last reference number given per kind and year: a row lock makes references gap-free. */
export const caseCounters = pgTable(
  'case_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    /** `CMP-2026-000123` (`caseReference` of the contract). */
    reference: text('reference').notNull(),
    /** COMPLAINT | DISPUTE | FRAUD_SUSPICION | AML_REVIEW | OTHER */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    /** LOW | NORMAL | HIGH | URGENT */
    priority: text('priority').notNull().default('NORMAL'),
    /** OPEN | IN_PROGRESS | WAITING_CUSTOMER | RESOLVED | REJECTED | CLOSED */
    status: text('status').notNull().default('OPEN'),
    assigneeId: integer('assignee_id').references(() => staffUsers.id),
    openedBy: integer('opened_by').references(() => staffUsers.id),
    /** The customer the case is about (its first customer link): the acknowledgement SMS and the timeline's SMS. */
    customerId: integer('customer_id'),
    /** The Cairo day it was opened; its deadline counts business days from it. */
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    businessDays: integer('business_days').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The day the assignee is reminded (2 business days before `due_on`). */
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Past its due day undecided: supervisors were told and the case is flagged. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    outcome: text('outcome'),
    summary: text('summary'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    ...claimColumns(),
    version: rowVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cases_reference_uq').on(t.reference),
    uniqueIndex('cases_kind_year_seq_uq').on(t.kind, t.year, t.seq),
    index('cases_status_due_idx').on(t.status, t.dueOn, t.id),
    index('cases_open_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`status IN ('OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER')`),
    index('cases_assignee_due_idx').on(t.assigneeId, t.dueOn, t.id),
    index('cases_created_idx').on(t.createdAt, t.id),
    index('cases_due_idx').on(t.dueOn, t.id),
    index('cases_customer_idx').on(t.customerId),
    index('cases_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** How many cases are in each status, kept by triggers on `cases` (the list's total, migration 0032). */
export const caseStatusCounts = pgTable('case_status_counts', {
  status: text('status').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/** The records a case is about. `record_id` is the record's id (a customer's user id). */
export const caseLinks = pgTable(
  'case_links',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    /** customer | cashout | application | creditLine | kycValidation | merchant | bulkBatch */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    linkedBy: integer('linked_by'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.recordType, t.recordId] }),
    index('case_links_record_idx').on(t.recordType, t.recordId, t.caseId),
  ],
);

/** Notes: never edited or deleted; a correction is a new note that refers to the old one. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    authorId: integer('author_id'),
    text: text('text').notNull(),
    mentions: integer('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    refersTo: bigint('refers_to', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId, t.createdAt, t.id)],
);

/** Attachments in the file store under the private `cases/` prefix, with their SHA-256; never deleted. */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_attachments_case_idx').on(t.caseId, t.createdAt, t.id)],
);

/**
 * A case's own events for its timeline: status moves (`status`, from → to), assignments
 * (`assignment`, to: the staff id), links (`link`, to: `<type>:<id>`), the acknowledgement, the
 * reminder and the breach (`sla`).
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    /** status | assignment | link | sla */
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    text: text('text'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_events_case_idx').on(t.caseId, t.at, t.id)],
);

/** Public holidays of the Egyptian calendar (Friday and Saturday are off anyway), kept by `manage-calendar`. */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The business days each kind of case has (a row per kind overrides the contract's default). */
export const caseDeadlines = pgTable('case_deadlines', {
  kind: text('kind').primaryKey(),
  businessDays: integer('business_days').notNull(),
  version: rowVersion(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
