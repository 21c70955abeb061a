import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type {
  listRules,
  RuleDetail,
  RuleEffect,
  RuleStatus,
  RuleSubject,
  RuleSummary,
} from '@cmt/contract/endpoints/rules';
import type { DbOrTx } from '../../db/client.ts';
import { rules, ruleVersions } from '../../db/schema.ts';
import { pendingApprovalsFor } from '../../lib/approvals.ts';
import { notFound } from '../../lib/errors.ts';

type RuleRow = typeof rules.$inferSelect;
type VersionRow = typeof ruleVersions.$inferSelect;

export const ruleNotFound = () => notFound('Rule');

const summaryOf = (row: RuleRow): RuleSummary => ({
  id: row.id,
  subject: row.subject as RuleSubject,
  name: row.name,
  status: row.status as RuleStatus,
  currentVersion: row.currentVersion,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const versionOf = (row: VersionRow) => ({
  number: row.number,
  condition: row.condition,
  effect: row.effect as RuleEffect,
  explanation: row.explanation,
  facts: row.facts as string[],
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** The rules, newest first, by subject and status (few: a rules studio holds tens of rules). */
export async function listRulePage(db: DbOrTx, query: ParsedQueryOf<typeof listRules>) {
  const where: SQL[] = [];
  if (query.subject) where.push(eq(rules.subject, query.subject));
  if (query.status) where.push(eq(rules.status, query.status));
  const rows = await db
    .select()
    .from(rules)
    .where(and(...where))
    .orderBy(desc(rules.id));
  return { items: rows.map(summaryOf) };
}

/** One rule (404 when there is none). */
export async function findRule(db: DbOrTx, id: number): Promise<RuleRow> {
  const [row] = await db.select().from(rules).where(eq(rules.id, id));
  if (!row) throw ruleNotFound();
  return row;
}

/** One rule with every version, newest first, and its activation waiting for a second person. */
export async function readRule(db: DbOrTx, id: number): Promise<RuleDetail> {
  const row = await findRule(db, id);
  const [versions, pending] = await Promise.all([
    db.select().from(ruleVersions).where(eq(ruleVersions.ruleId, id)).orderBy(desc(ruleVersions.number)),
    pendingApprovalsFor(db, 'rule', [String(id)]),
  ]);
  const activation = pending.find((approval) => approval.action === 'rule.activate');
  return {
    ...summaryOf(row),
    versions: versions.map(versionOf),
    pendingActivation: activation
      ? { approvalId: activation.approvalId, requestedBy: activation.requestedBy }
      : null,
  };
}

/** A rule's public shape for its audit entries (the current version's condition and effect). */
export async function publicRule(db: DbOrTx, row: RuleRow) {
  const [current] = await db
    .select()
    .from(ruleVersions)
    .where(and(eq(ruleVersions.ruleId, row.id), eq(ruleVersions.number, row.currentVersion)));
  return {
    subject: row.subject,
    name: row.name,
    status: row.status,
    currentVersion: row.currentVersion,
    condition: current?.condition ?? null,
    effect: current?.effect ?? null,
  };
}
