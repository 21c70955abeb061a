import { and, eq, inArray } from 'drizzle-orm';
import type { DecisionRecordType, DecisionRuleResult } from '@cmt/contract/endpoints/decisions';
import type { FactValues, RuleEffect, RuleSubject } from '@cmt/contract/endpoints/rules';
import { compileRuleExpression, type CompiledRule } from '@cmt/contract/rule-expressions';
import type { DbOrTx } from '../../db/client.ts';
import { rules, ruleVersions } from '../../db/schema.ts';
import { factsOf } from './fact-queries.ts';

/** How long one rule's evaluation may take before its result is discarded as an error (milliseconds). */
export const RULE_EVALUATION_BUDGET_MS = 20;

/** One rule's result on one subject: hit or not, or the error that stopped it (never thrown). */
export interface RuleResult {
  ruleId: number;
  /** The version evaluated (its number). */
  version: number;
  name: string;
  /** SHADOW (recorded, no effect) or ACTIVE. */
  status: 'SHADOW' | 'ACTIVE';
  hit: boolean;
  effect: RuleEffect;
  error: string | null;
}

/**
 * Compiled conditions by subject and condition text: a version never changes, and keyed by its text
 * (not its id) a program can never be another database's version of the same id (a process that
 * serves several, as the tests do).
 */
const compiled = new Map<string, CompiledRule | Error>();
const COMPILED_MAX = 2000;

function programOf(subject: RuleSubject, condition: string): CompiledRule | Error {
  const key = `${subject}\u0000${condition}`;
  const known = compiled.get(key);
  if (known) return known;
  let program: CompiledRule | Error;
  try {
    program = compileRuleExpression(subject, condition);
  } catch (error) {
    program = error instanceof Error ? error : new Error(String(error));
  }
  if (compiled.size >= COMPILED_MAX) compiled.clear();
  compiled.set(key, program);
  return program;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'error';

/** Evaluates one condition on the facts, bounded: never throws, an error is in the answer. */
export function evaluateProgram(
  program: CompiledRule | Error,
  facts: FactValues,
): { hit: boolean; error: string | null } {
  if (program instanceof Error) return { hit: false, error: `does not compile: ${firstLine(program)}` };
  const started = performance.now();
  try {
    const value = program.evaluate(facts);
    const took = performance.now() - started;
    if (took > RULE_EVALUATION_BUDGET_MS)
      return { hit: false, error: `took ${Math.round(took)} ms, over ${RULE_EVALUATION_BUDGET_MS} ms` };
    if (typeof value !== 'boolean') return { hit: false, error: 'did not give true or false' };
    return { hit: value, error: null };
  } catch (error) {
    return { hit: false, error: firstLine(error) };
  }
}

/**
 * Evaluates the SHADOW and ACTIVE rules of a subject (their current versions) on one record: its
 * facts are read once (`factsOf`, one statement), and only when there is a rule to evaluate. A rule
 * in error never throws: its result says `error`. Ordered by rule id.
 */
export async function evaluateRules(db: DbOrTx, subject: RuleSubject, id: number): Promise<RuleResult[]> {
  const live = await db
    .select({
      ruleId: rules.id,
      name: rules.name,
      status: rules.status,
      number: ruleVersions.number,
      condition: ruleVersions.condition,
      effect: ruleVersions.effect,
    })
    .from(rules)
    .innerJoin(
      ruleVersions,
      and(eq(ruleVersions.ruleId, rules.id), eq(ruleVersions.number, rules.currentVersion)),
    )
    .where(and(eq(rules.subject, subject), inArray(rules.status, ['SHADOW', 'ACTIVE'])))
    .orderBy(rules.id);
  if (live.length === 0) return [];
  const facts = await factsOf(db, subject, id);
  return live.map((rule) => {
    const outcome = facts
      ? evaluateProgram(programOf(subject, rule.condition), facts)
      : { hit: false, error: `no facts: the ${subject} was not found` };
    return {
      ruleId: rule.ruleId,
      version: rule.number,
      name: rule.name,
      status: rule.status as RuleResult['status'],
      hit: outcome.hit,
      effect: rule.effect as RuleEffect,
      error: outcome.error,
    };
  });
}

/** An effect in short, as a decision record keeps it: `FLAG:HIGH`, `OPEN_CASE:<kind>`, `PRIORITY`. */
export const effectText = (effect: RuleEffect): string =>
  effect.kind === 'FLAG'
    ? `FLAG:${effect.severity}`
    : effect.kind === 'OPEN_CASE'
      ? `OPEN_CASE:${effect.caseKind}`
      : effect.kind;

/**
 * The rules a decision record carries (docs/decisions.md, given to lib/decisions.ts by the app): those
 * of the decision's subject — a cashout's for a cashout decision, a credit line's for a credit-line
 * decision, the customer's for the others (none without a customer). Read in a savepoint of the
 * decision's transaction: should the reading itself fail, the record carries no rules and the decision
 * goes on (a rule never blocks a decision).
 */
export async function evaluateDecisionRules(
  db: DbOrTx,
  recordType: DecisionRecordType,
  recordId: number,
  customerId: number | null,
): Promise<DecisionRuleResult[]> {
  const subject: [RuleSubject, number] | null =
    recordType === 'cashout'
      ? ['cashout', recordId]
      : recordType === 'creditLine'
        ? ['creditLineReview', recordId]
        : customerId === null
          ? null
          : ['customer', customerId];
  if (!subject) return [];
  let results: RuleResult[];
  try {
    results = await db.transaction((tx) => evaluateRules(tx, subject[0], subject[1]));
  } catch {
    return [];
  }
  return results.map((result) => ({ ...result, effect: effectText(result.effect) }));
}
