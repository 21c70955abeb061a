import { describe, expect, it } from 'vitest';
import {
  RULE_EXPRESSION_MAX,
  checkRuleExpression,
  compileRuleExpression,
  sampleFacts,
} from './rule-expressions.ts';

const errorOf = (subject: Parameters<typeof checkRuleExpression>[0], text: string) => {
  const checked = checkRuleExpression(subject, text);
  if (checked.ok) throw new Error(`expected an error for ${text}`);
  return checked.errors[0];
};

describe('checkRuleExpression', () => {
  it('accepts a bool condition over the subject’s facts and names the facts it reads', () => {
    expect(
      checkRuleExpression(
        'cashout',
        'cashout.amount > 5000 && customer.daysSinceSignUp < 7 && cashout.method == "WALLET"',
      ),
    ).toEqual({ ok: true, facts: ['cashout.amount', 'cashout.method', 'customer.daysSinceSignUp'] });
    expect(
      checkRuleExpression('customer', 'has(customer.creditUtilisation) && customer.creditUtilisation > 0.9'),
    ).toEqual({ ok: true, facts: ['customer.creditUtilisation'] });
  });

  it('names the position of a parse error (line and column)', () => {
    expect(errorOf('cashout', 'cashout.amount >\n  && true')).toMatchObject({
      code: 'unexpected_token',
      line: 2,
      column: 3,
      offset: 19,
    });
  });

  it('refuses a fact not in the catalogue, or another subject’s', () => {
    expect(errorOf('cashout', 'cashout.colour == "red"')).toMatchObject({ code: 'no_such_key', offset: 8 });
    expect(errorOf('customer', 'cashout.amount > 1.0')).toMatchObject({
      code: 'unknown_variable',
      offset: 0,
    });
  });

  it('refuses a wrong type and a result that is not a bool', () => {
    expect(errorOf('cashout', 'cashout.method > 5')).toMatchObject({ code: 'no_such_overload' });
    expect(errorOf('cashout', 'cashout.amount * 2.0')).toMatchObject({ code: 'not_bool' });
  });

  it('refuses a condition too long, too deep or with nested comprehensions', () => {
    expect(errorOf('cashout', `true || ${'x'.repeat(RULE_EXPRESSION_MAX)}`)).toMatchObject({
      code: 'too_long',
      offset: RULE_EXPRESSION_MAX,
    });
    expect(errorOf('cashout', `${'('.repeat(40)}true${')'.repeat(40)}`)).toMatchObject({
      code: 'limit_exceeded',
    });
    const list = '[1, 2, 3]';
    expect(errorOf('cashout', `${list}.all(a, ${list}.all(b, ${list}.all(c, a + b + c > 0)))`)).toMatchObject(
      { code: 'too_deep' },
    );
    expect(errorOf('cashout', '   ')).toMatchObject({ code: 'empty' });
  });

  it('evaluates on facts: money as numbers, a null fact absent', () => {
    const rule = compileRuleExpression(
      'cashout',
      'cashout.amount >= 1000.0 && customer.cashouts24hCount >= 1',
    );
    expect(rule.evaluate(sampleFacts('cashout'))).toBe(true);
    expect(rule.evaluate({ ...sampleFacts('cashout'), 'cashout.amount': '999.99' })).toBe(false);
    const ratio = compileRuleExpression('cashout', 'cashout.amountToUsual > 3.0');
    expect(() => ratio.evaluate({ ...sampleFacts('cashout'), 'cashout.amountToUsual': null })).toThrow();
    const guarded = compileRuleExpression(
      'cashout',
      'has(cashout.amountToUsual) && cashout.amountToUsual > 3.0',
    );
    expect(guarded.evaluate({ ...sampleFacts('cashout'), 'cashout.amountToUsual': null })).toBe(false);
  });
});
