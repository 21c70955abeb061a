import { eq, sql } from 'drizzle-orm';
import type { ApprovalHeld } from '@cmt/contract/approval-actions';
import type { ParsedBodyOf } from '@cmt/contract/endpoint';
import {
  ruleEditableStatuses,
  ruleMoveSpecs,
  type addRuleVersion,
  type createRule,
  type RuleMove,
  type RuleStatus,
  type RuleSubject,
} from '@cmt/contract/endpoints/rules';
import {
  RULE_TEST_BUDGET_MS,
  checkRuleExpression,
  compileRuleExpression,
  sampleFacts,
} from '@cmt/contract/rule-expressions';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rules, ruleVersions } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit.ts';
import { defineGuarded, type ApprovalServices } from '../../lib/approvals.ts';
import { audited } from '../../lib/audited.ts';
import { AppError, badRequest, staleRecord } from '../../lib/errors.ts';
import { defineTransitions } from '../../lib/transition.ts';
import { claimVersion } from '../../lib/versions.ts';
import { findRule, publicRule, ruleNotFound } from './rule-queries.ts';

type VersionInput = ParsedBodyOf<typeof addRuleVersion>;
type RuleRow = typeof rules.$inferSelect;

/**
 * A condition as it may be saved: it parses and type-checks over the subject's facts (400
 * INVALID_EXPRESSION naming the line and column, the errors in `details`), and one evaluation on a
 * sample of the subject's facts gives a bool within RULE_TEST_BUDGET_MS (400 otherwise). Answers the
 * facts it reads.
 */
export function checkCondition(subject: RuleSubject, condition: string): string[] {
  const checked = checkRuleExpression(subject, condition);
  if (!checked.ok) {
    const [first] = checked.errors;
    throw badRequest(
      `condition: line ${first.line}, column ${first.column}: ${first.message}`,
      'INVALID_EXPRESSION',
      { errors: checked.errors },
    );
  }
  const started = performance.now();
  let value: unknown;
  try {
    value = compileRuleExpression(subject, condition).evaluate(sampleFacts(subject));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw badRequest(`condition: the test evaluation on sample facts failed: ${message}`, 'EXPRESSION_FAILS');
  }
  const took = performance.now() - started;
  if (took > RULE_TEST_BUDGET_MS)
    throw badRequest(
      `condition: the test evaluation took ${Math.round(took)} ms, over the ${RULE_TEST_BUDGET_MS} ms allowed`,
      'EXPRESSION_TOO_SLOW',
    );
  if (typeof value !== 'boolean')
    throw badRequest('condition: the test evaluation did not give true or false', 'EXPRESSION_FAILS');
  return checked.facts;
}

async function insertVersion(
  tx: Tx,
  actor: Actor,
  ruleId: number,
  number: number,
  input: VersionInput,
  facts: string[],
) {
  await tx.insert(ruleVersions).values({
    ruleId,
    number,
    condition: input.condition,
    effect: input.effect,
    explanation: input.explanation,
    facts,
    createdById: actor.staff?.id ?? null,
    createdBy: actor.staff?.email ?? 'system',
  });
}

/** Creates a DRAFT rule with its first version, audited `rule.create`. Answers its id. */
export function createRuleRecord(
  db: DbOrTx,
  actor: Actor,
  body: ParsedBodyOf<typeof createRule>,
): Promise<number> {
  const facts = checkCondition(body.subject, body.condition);
  return audited(db, actor, 'rule.create', 'rule', async (tx, note) => {
    const [row] = await tx
      .insert(rules)
      .values({ subject: body.subject, name: body.name, createdBy: actor.staff?.email ?? 'system' })
      .returning();
    await insertVersion(tx, actor, row!.id, 1, body, facts);
    note.targetId = row!.id;
    note.after = { ...(await publicRule(tx, row!)), explanation: body.explanation };
    return row!.id;
  });
}

/**
 * Writes the next version of a DRAFT or SHADOW rule (409 RULE_NOT_EDITABLE otherwise), audited
 * `rule.version` with the condition before and after; If-Match as any versioned record (412).
 */
export async function addRuleVersionRecord(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: VersionInput,
  ifMatch: number | undefined,
): Promise<void> {
  const { subject } = await findRule(db, id);
  const facts = checkCondition(subject as RuleSubject, body.condition);
  await audited(db, actor, 'rule.version', 'rule', async (tx, note) => {
    await claimVersion(tx, rules, id, ifMatch, ruleNotFound);
    const before = await findRule(tx, id);
    if (!ruleEditableStatuses.includes(before.status as RuleStatus))
      throw new AppError(
        409,
        'RULE_NOT_EDITABLE',
        `This rule is ${before.status.toLowerCase()}: new versions are written only while it is a draft or in shadow`,
        { status: before.status },
      );
    const number = before.currentVersion + 1;
    await insertVersion(tx, actor, id, number, body, facts);
    const [after] = await tx
      .update(rules)
      .set({ currentVersion: number, updatedAt: new Date() })
      .where(eq(rules.id, id))
      .returning();
    note.targetId = id;
    note.before = await publicRule(tx, before);
    note.after = { ...(await publicRule(tx, after!)), explanation: body.explanation };
  });
}

/** The rule's moves, each audited `rule.shadow`, `rule.activate`, `rule.retire`. */
const ruleMoves = defineTransitions({
  table: rules,
  id: rules.id,
  status: rules.status,
  what: 'Rule',
  moves: {
    SHADOW: { from: ruleMoveSpecs.SHADOW.from, to: 'SHADOW' },
    ACTIVE: { from: ruleMoveSpecs.ACTIVE.from, to: 'ACTIVE' },
    RETIRED: { from: ruleMoveSpecs.RETIRED.from, to: 'RETIRED' },
  } satisfies Record<RuleMove, { from: readonly RuleStatus[]; to: RuleStatus }>,
  audit: {
    type: 'rule',
    actions: { SHADOW: 'rule.shadow', ACTIVE: 'rule.activate', RETIRED: 'rule.retire' },
    publicShape: (row, tx) => publicRule(tx, row),
  },
});

/**
 * Moves a rule: a repeat (already there) is a no-op whatever the If-Match; otherwise a stale If-Match
 * is 412 and a move from another status 409 INVALID_TRANSITION. Moving to ACTIVE goes through
 * `ruleActivation` (held), never straight here from a route.
 */
export async function moveRuleRecord(
  db: DbOrTx,
  actor: Actor,
  id: number,
  move: RuleMove,
  ifMatch: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(rules).where(eq(rules.id, id)).for('update');
    if (!row) throw ruleNotFound();
    if (row.status === move) return;
    if (ifMatch !== undefined && row.version !== ifMatch) throw staleRecord();
    await ruleMoves.apply(tx, actor, move, id, {
      set: { version: sql`${rules.version} + 1`, updatedAt: new Date() },
    });
  });
}

/** What an activation asks: the rule. */
export interface RuleActivation {
  id: number;
}

const activatable = (row: RuleRow) => (ruleMoveSpecs.ACTIVE.from as readonly string[]).includes(row.status);

/**
 * Moving a rule to ACTIVE under four-eyes (`rule.activate`): always held (whatever the policies say)
 * for a different holder of `manage-rules`, never applied by its maker alone, even without another
 * holder; stale when the rule changed meanwhile (a new version, a move: the approval's 409
 * STALE_REQUEST). A repeat on an ACTIVE rule is the move's no-op and a RETIRED one its 409, both
 * answered at once (not held).
 */
export const ruleActivation = defineGuarded({
  action: 'rule.activate',
  permission: 'manage-rules',
  alwaysHeld: true,
  target: async (tx, input: RuleActivation) => {
    const row = await findRule(tx, input.id);
    return { targetType: 'rule', targetId: row.id, version: row.version, held: activatable(row) };
  },
  shape: async (tx, input: RuleActivation) => {
    const [row] = await tx.select().from(rules).where(eq(rules.id, input.id));
    return row ? publicRule(tx, row) : null;
  },
  apply: (_services, db, actor, input: RuleActivation) =>
    moveRuleRecord(db, actor, input.id, 'ACTIVE', undefined),
});

/**
 * The maker's move to ACTIVE: a stale If-Match on a rule that can be activated is 412 (nothing held),
 * then the guard holds it (202) or answers the repeat or the 409 at once. The held request names the
 * rule only, so a retry finds the same approval; the rule's row version goes with it, and a change
 * before the approval makes it stale.
 */
export async function activateRule(
  services: ApprovalServices,
  actor: Actor,
  id: number,
  ifMatch: number | undefined,
): Promise<void | ApprovalHeld> {
  if (ifMatch !== undefined) {
    const row = await findRule(services.db, id);
    if (activatable(row) && row.version !== ifMatch) throw staleRecord();
  }
  return ruleActivation.run(services, actor, { id });
}
