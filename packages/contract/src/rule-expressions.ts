import { Environment, type ASTNode } from '@marcbachmann/cel-js';
import {
  factCatalogue,
  type FactDefinition,
  type FactType,
  RULE_CONDITION_MAX,
  type FactValues,
  type RuleSubject,
} from './endpoints/rules.ts';

/*
 * The rules' expression language (issue 37 item 3, docs/rules.md): CEL through @marcbachmann/cel-js
 * (no eval, no Function, no dependencies). One checker, shared by the server (at save, and to evaluate)
 * and the web editor (as the user types).
 *
 * A subject's facts are the only variables: `cashout.amount` is the field `amount` of the variable
 * `cashout` (a declared type per prefix: `cashout`, `creditLineReview`, `customer`). CEL types:
 * `number` and `days` → int; `money` and `ratio` → double (EGP and ratios are compared as numbers:
 * the EGP text "1234.50" becomes 1234.5, exact enough to compare, since a double holds every amount
 * with two decimals under EGP 70 trillion to the piastre when printed back); `boolean` → bool; `text`
 * → string. CEL compares int and double with each other (`cashout.amount > 5000` is fine); arithmetic
 * mixes need a literal of the same type (`cashout.amount + 1.0`).
 *
 * A null fact (nothing to measure) is absent from the evaluation: `has(cashout.amountToUsual)` tells
 * it, and reading an absent fact is an evaluation error (the rule's result records it, a decision is
 * never blocked by it).
 *
 * Bounds: at most RULE_EXPRESSION_MAX characters; at most 400 AST nodes, depth 32, 50 elements per
 * list or map literal, 8 call arguments (the library's parse-time limits); comprehensions (`all`,
 * `exists`, `exists_one`, `map`, `filter`) nested at most 2 deep, so the work of one evaluation is
 * bounded by its size (there are no list facts: a comprehension only walks a literal of ≤ 50). At save
 * the server also runs it once on a sample of the subject's facts (`sampleFacts`) within a time budget.
 */

/** The longest condition a rule may have, in characters. */
export const RULE_EXPRESSION_MAX = RULE_CONDITION_MAX;
/** Comprehensions nested deeper than this are refused (each walks a literal list of at most 50). */
export const RULE_COMPREHENSION_DEPTH = 2;
/** The time one evaluation of the sample facts may take at save (milliseconds). */
export const RULE_TEST_BUDGET_MS = 50;

const limits = {
  maxAstNodes: 400,
  maxDepth: 32,
  maxListElements: 50,
  maxMapEntries: 50,
  maxCallArguments: 8,
};

const celTypes: Record<FactType, 'int' | 'double' | 'bool' | 'string'> = {
  number: 'int',
  days: 'int',
  money: 'double',
  ratio: 'double',
  boolean: 'bool',
  text: 'string',
};

/** The CEL type of a fact (for the editor's catalogue). */
export const celTypeOf = (type: FactType) => celTypes[type];

/** `cashout.amount` → ['cashout', 'amount']. */
const split = (key: string): [string, string] => {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
};

const typeName = (prefix: string) => `${prefix[0]!.toUpperCase()}${prefix.slice(1)}Facts`;

const environments = new Map<RuleSubject, Environment>();

/** The subject's environment, built once (building one is costly; evaluating through it is not). */
function environmentOf(subject: RuleSubject): Environment {
  const known = environments.get(subject);
  if (known) return known;
  const byPrefix = new Map<string, Record<string, string>>();
  for (const fact of factCatalogue[subject]) {
    const [prefix, name] = split(fact.key);
    const fields = byPrefix.get(prefix) ?? {};
    fields[name] = celTypes[fact.type];
    byPrefix.set(prefix, fields);
  }
  let env = new Environment({ limits });
  for (const [prefix, fields] of byPrefix) {
    env = env.registerType(typeName(prefix), { fields }).registerVariable(prefix, typeName(prefix));
  }
  environments.set(subject, env);
  return env;
}

/** Where in the text: the offset (0-based, in UTF-16 units) and its line and column (1-based). */
export interface ExpressionPosition {
  offset: number;
  line: number;
  column: number;
}

export interface ExpressionError extends ExpressionPosition {
  /** The library's code (`unexpected_token`, `no_such_key`, `unknown_variable`, …) or ours. */
  code: string;
  message: string;
}

export type ExpressionCheck =
  { ok: true; facts: string[] } | { ok: false; errors: [ExpressionError, ...ExpressionError[]] };

/** The line and column (1-based) of an offset in the text. */
export function positionOf(text: string, offset: number): ExpressionPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1;
  return { offset: at, line, column };
}

const failure = (text: string, offset: number, code: string, message: string): ExpressionCheck => ({
  ok: false,
  errors: [{ ...positionOf(text, offset), code, message }],
});

const comprehensions = new Set(['all', 'exists', 'exists_one', 'map', 'filter']);

interface Walked {
  facts: Set<string>;
  /** The first comprehension nested deeper than allowed, by its offset. */
  tooDeep: number | null;
}

const isNode = (value: unknown): value is ASTNode =>
  typeof value === 'object' && value !== null && 'op' in value && 'args' in value;

function walk(node: unknown, prefixes: ReadonlySet<string>, depth: number, into: Walked): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, prefixes, depth, into);
    return;
  }
  if (!isNode(node)) return;
  const args = (node as { args: unknown }).args;
  const start = (node as { start?: number }).start ?? 0;
  if (node.op === '.' && Array.isArray(args)) {
    const [target, field] = args as [unknown, unknown];
    if (isNode(target) && target.op === 'id' && typeof field === 'string') {
      const name = (target as { args: unknown }).args;
      if (typeof name === 'string' && prefixes.has(name)) into.facts.add(`${name}.${field}`);
    }
  }
  let inner = depth;
  if (node.op === 'rcall' && Array.isArray(args) && comprehensions.has(args[0] as string)) {
    inner = depth + 1;
    if (inner > RULE_COMPREHENSION_DEPTH && into.tooDeep === null) into.tooDeep = start;
  }
  walk(args, prefixes, inner, into);
}

/** A library error's offset (its range's start), 0 when it has none. */
const offsetOf = (error: unknown) => (error as { range?: { start?: number } } | null)?.range?.start ?? 0;
const summaryOf = (error: unknown) =>
  (error as { summary?: string } | null)?.summary ??
  (error instanceof Error ? error.message.split('\n')[0]! : String(error));
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? 'invalid_expression';

/**
 * Parses and type-checks a rule's condition against the subject's facts: ok with the facts it reads
 * (sorted keys), or the errors with their position. The result must be a bool. Never throws.
 */
export function checkRuleExpression(subject: RuleSubject, text: string): ExpressionCheck {
  if (text.length > RULE_EXPRESSION_MAX)
    return failure(
      text,
      RULE_EXPRESSION_MAX,
      'too_long',
      `The condition is longer than ${RULE_EXPRESSION_MAX} characters`,
    );
  if (text.trim() === '') return failure(text, 0, 'empty', 'The condition is empty');
  const env = environmentOf(subject);
  let ast: ASTNode;
  try {
    ast = env.parse(text).ast;
  } catch (error) {
    return failure(text, offsetOf(error), codeOf(error), summaryOf(error));
  }
  const prefixes = new Set(factCatalogue[subject].map((fact) => split(fact.key)[0]));
  const walked: Walked = { facts: new Set(), tooDeep: null };
  walk(ast, prefixes, 0, walked);
  if (walked.tooDeep !== null)
    return failure(
      text,
      walked.tooDeep,
      'too_deep',
      `Comprehensions (all, exists, map, filter) may be nested at most ${RULE_COMPREHENSION_DEPTH} deep`,
    );
  let checked: { valid: boolean; type?: unknown; error?: unknown };
  try {
    checked = env.check(text);
  } catch (error) {
    return failure(text, offsetOf(error), codeOf(error), summaryOf(error));
  }
  if (!checked.valid)
    return failure(text, offsetOf(checked.error), codeOf(checked.error), summaryOf(checked.error));
  if (String(checked.type) !== 'bool')
    return failure(
      text,
      0,
      'not_bool',
      `The condition must be true or false (a bool); it gives ${String(checked.type)}`,
    );
  return { ok: true, facts: [...walked.facts].sort() };
}

/** A checked condition, ready to evaluate many times. */
export interface CompiledRule {
  subject: RuleSubject;
  /** Evaluates it on a subject's facts (`factsOf`); throws on an evaluation error. */
  evaluate: (facts: FactValues) => unknown;
}

/** Compiles a condition (throws on a parse error: check it first with `checkRuleExpression`). */
export function compileRuleExpression(subject: RuleSubject, text: string): CompiledRule {
  const program = environmentOf(subject).parse(text);
  const byKey = new Map<string, FactDefinition>(factCatalogue[subject].map((fact) => [fact.key, fact]));
  return { subject, evaluate: (facts) => program(celContext(byKey, facts)) };
}

/** The facts as CEL values, nested by prefix: ints as BigInt, money and ratios as doubles, nulls absent. */
function celContext(byKey: ReadonlyMap<string, FactDefinition>, facts: FactValues) {
  const context: Record<string, Record<string, unknown>> = {};
  for (const [key, fact] of byKey) {
    const [prefix, name] = split(key);
    const group = (context[prefix] ??= {});
    const value = facts[key];
    if (value === null || value === undefined) continue;
    switch (celTypes[fact.type]) {
      case 'int':
        group[name] = BigInt(Math.trunc(Number(value)));
        break;
      case 'double':
        group[name] = Number(value);
        break;
      case 'bool':
        group[name] = value === true;
        break;
      default:
        group[name] = String(value);
    }
  }
  return context;
}

/** A plausible value of every fact of a subject (no nulls, no zeros): the test evaluation at save. */
export function sampleFacts(subject: RuleSubject): FactValues {
  const sample: Record<FactType, string | number | boolean> = {
    number: 1,
    days: 30,
    money: '1000.00',
    ratio: '0.5000',
    boolean: false,
    text: 'SAMPLE',
  };
  return Object.fromEntries(factCatalogue[subject].map((fact) => [fact.key, sample[fact.type]]));
}
