import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jsonb, rowVersion } from './columns.ts';

/*
 * The rules studio's rules (issue 37 items 3 and 4, docs/rules.md, migration 0035): a rule (its subject,
 * name, status and current version number) and its versions. A version is immutable (a trigger
 * refuses UPDATE and DELETE of `rule_versions`); a change is a new version.
 */
export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    /** cashout | creditLineReview | customer (`ruleSubjects` of the contract). */
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    /** DRAFT | SHADOW | ACTIVE | RETIRED */
    status: text('status').notNull().default('DRAFT'),
    /** The number of the latest version. */
    currentVersion: integer('current_version').notNull().default(1),
    version: rowVersion(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rules_subject_status_idx').on(t.subject, t.status, t.id)],
);

export const ruleVersions = pgTable(
  'rule_versions',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id),
    number: integer('number').notNull(),
    /** The CEL condition (packages/contract/src/rule-expressions.ts). */
    condition: text('condition').notNull(),
    /** The contract's `ruleEffect`. */
    effect: jsonb('effect').notNull(),
    explanation: text('explanation').notNull(),
    /** The fact keys the condition reads. */
    facts: jsonb('facts').notNull(),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rule_versions_rule_number_key').on(t.ruleId, t.number)],
);
