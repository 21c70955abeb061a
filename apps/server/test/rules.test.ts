import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { V2 } from '@cmt/contract/endpoint';
import { approvals, appUsers, decisionRecords, rules, ruleVersions, staffUsers } from '../src/db/schema.ts';
import { evaluateRules } from '../src/features/rules/rule-evaluation.ts';
import { makePendingCashout } from './affiliate-fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The rules studio's rules (issue 37 items 3 and 4, docs/rules.md), on PGlite and PostgreSQL. */
const RULES = `${V2}/rules`;
const APPROVALS = `${V2}/approvals`;
type Who = { authorization: string; id: number; email: string };

let t: TestApp;
let ann: Who;
let ben: Who;
let cy: Who;
let outsider: Who;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signIn(['manage-rules']);
  ben = await t.signIn(['manage-rules']);
  cy = await t.signIn(['manage-rules']);
  outsider = await t.signIn(['manage-cmt']);
});
afterAll(() => t?.close());

const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { authorization: who.authorization, ...headers }, payload });

const flag = { kind: 'FLAG', severity: 'HIGH' } as const;
const draft = (overrides: object = {}) => ({
  subject: 'customer',
  name: 'New account, many cashouts',
  condition: 'customer.daysSinceSignUp < 7 && customer.cashouts24hCount >= 3',
  effect: flag,
  explanation: 'A new account cashing out at once',
  ...overrides,
});
const create = async (overrides: object = {}, who = ann) => {
  const response = await call(who, 'POST', RULES, draft(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; version: number; status: string; currentVersion: number };
};
const move = (who: Who, id: number, to: string, version?: number) =>
  call(who, 'POST', `${RULES}/${id}/moves/${to}`, undefined, version ? { 'if-match': `"${version}"` } : {});
const addVersion = (who: Who, id: number, body: object, version?: number) =>
  call(who, 'POST', `${RULES}/${id}/versions`, body, version ? { 'if-match': `"${version}"` } : {});
const entriesFor = async (action: string, id: number) =>
  (await t.auditOf(action)).filter((entry) => entry.targetId === String(id));

describe('rules and their versions', () => {
  it('creates a DRAFT rule with its first version, audited, and reads it with its ETag', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'DRAFT', currentVersion: 1, subject: 'customer' });
    const read = await call(ann, 'GET', `${RULES}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe(`"${created.version}"`);
    expect(read.json().versions).toEqual([
      expect.objectContaining({
        number: 1,
        condition: draft().condition,
        effect: flag,
        facts: ['customer.cashouts24hCount', 'customer.daysSinceSignUp'],
        createdBy: ann.email,
      }),
    ]);
    const [entry] = await entriesFor('rule.create', created.id);
    expect(entry).toMatchObject({ actorEmail: ann.email, targetType: 'rule' });
    expect(entry!.after).toMatchObject({ status: 'DRAFT', condition: draft().condition });
    const listed = await call(ann, 'GET', `${RULES}?subject=customer&status=DRAFT`);
    expect(listed.json().items.map((r: { id: number }) => r.id)).toContain(created.id);
    const none = await call(ann, 'GET', `${RULES}?subject=cashout`);
    expect(none.json().items.map((r: { id: number }) => r.id)).not.toContain(created.id);
  });

  it('answers a repeated Idempotency-Key with the first rule', async () => {
    const before = await t.countRows(rules);
    const headers = { 'idempotency-key': 'rule-create-once-1' };
    const first = await call(ann, 'POST', RULES, draft({ name: 'Once' }), headers);
    const again = await call(ann, 'POST', RULES, draft({ name: 'Once' }), headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await t.countRows(rules)).toBe(before + 1);
  });

  it('refuses bad conditions with a 400 naming the position, and writes nothing', async () => {
    const before = await t.countRows(rules);
    const parse = await call(ann, 'POST', RULES, draft({ condition: 'customer.openLines >\n  && true' }));
    expect(parse.statusCode).toBe(400);
    expect(parse.json()).toMatchObject({ code: 'INVALID_EXPRESSION' });
    expect(parse.json().message).toMatch(/^condition: line 2, column 3: /);
    expect(parse.json().details.errors[0]).toMatchObject({ line: 2, column: 3, code: 'unexpected_token' });

    const unknown = await call(ann, 'POST', RULES, draft({ condition: 'customer.shoeSize > 40' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/line 1, column 10: No such key: shoeSize/);

    const otherSubject = await call(ann, 'POST', RULES, draft({ condition: 'cashout.amount > 1.0' }));
    expect(otherSubject.statusCode).toBe(400);
    expect(otherSubject.json().details.errors[0]).toMatchObject({ code: 'unknown_variable', column: 1 });

    const notBool = await call(ann, 'POST', RULES, draft({ condition: 'customer.openLines + 1' }));
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().details.errors[0].code).toBe('not_bool');

    const wrongType = await call(ann, 'POST', RULES, draft({ condition: 'customer.accountStatus > 3' }));
    expect(wrongType.statusCode).toBe(400);

    // Fails on the sample facts at save: an int divided by zero.
    const failing = await call(ann, 'POST', RULES, draft({ condition: 'customer.openLines / 0 > 1' }));
    expect(failing.statusCode).toBe(400);
    expect(failing.json().code).toBe('EXPRESSION_FAILS');

    const tooLong = await call(ann, 'POST', RULES, draft({ condition: `true || ${'a'.repeat(2000)}` }));
    expect(tooLong.statusCode).toBe(400);

    const noKind = await call(ann, 'POST', RULES, draft({ effect: { kind: 'OPEN_CASE', caseKind: 'NOPE' } }));
    expect(noKind.statusCode).toBe(400);
    const noSeverity = await call(ann, 'POST', RULES, draft({ effect: { kind: 'FLAG' } }));
    expect(noSeverity.statusCode).toBe(400);
    const badSubject = await call(ann, 'POST', RULES, draft({ subject: 'merchant' }));
    expect(badSubject.statusCode).toBe(400);
    expect(await t.countRows(rules)).toBe(before);
  });

  it('accepts an OPEN_CASE effect of an existing kind', async () => {
    const created = await create({ effect: { kind: 'OPEN_CASE', caseKind: 'FRAUD_SUSPICION' } });
    const read = await call(ann, 'GET', `${RULES}/${created.id}`);
    expect(read.json().versions[0].effect).toEqual({ kind: 'OPEN_CASE', caseKind: 'FRAUD_SUSPICION' });
  });

  it('writes new versions in DRAFT and SHADOW only, with If-Match; versions are immutable', async () => {
    const created = await create();
    const second = await addVersion(
      ann,
      created.id,
      { condition: 'customer.daysSinceSignUp < 3', effect: { kind: 'PRIORITY' }, explanation: 'Very new' },
      created.version,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ currentVersion: 2, version: created.version + 1 });
    expect(second.json().versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const [entry] = await entriesFor('rule.version', created.id);
    expect(entry!.before).toMatchObject({ currentVersion: 1, condition: draft().condition });
    expect(entry!.after).toMatchObject({ currentVersion: 2, condition: 'customer.daysSinceSignUp < 3' });

    // A stale If-Match: 412, nothing written.
    const stale = await addVersion(
      ann,
      created.id,
      { condition: 'true', effect: { kind: 'PRIORITY' }, explanation: 'x' },
      created.version,
    );
    expect(stale.statusCode).toBe(412);
    // A bad condition on a version: 400 with its position.
    const bad = await addVersion(ann, created.id, {
      condition: 'customer.daysSinceSignUp <',
      effect: { kind: 'PRIORITY' },
      explanation: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^condition: line 1, column 27: /);

    expect((await move(ann, created.id, 'SHADOW')).statusCode).toBe(200);
    const inShadow = await addVersion(ann, created.id, {
      condition: 'customer.daysSinceSignUp < 2',
      effect: { kind: 'REQUIRE_SECOND_PERSON' },
      explanation: 'Two people',
    });
    expect(inShadow.statusCode).toBe(200);
    expect(inShadow.json().currentVersion).toBe(3);

    expect((await move(ann, created.id, 'RETIRED')).statusCode).toBe(200);
    const retired = await addVersion(ann, created.id, {
      condition: 'true',
      effect: { kind: 'PRIORITY' },
      explanation: 'x',
    });
    expect(retired.statusCode).toBe(409);
    expect(retired.json()).toMatchObject({ code: 'RULE_NOT_EDITABLE' });
    expect(retired.json().message).toMatch(/retired/);
    expect((await call(ann, 'GET', `${RULES}/${created.id}`)).json().currentVersion).toBe(3);

    await expect(
      t.db.update(ruleVersions).set({ condition: 'false' }).where(eq(ruleVersions.ruleId, created.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(ruleVersions).where(eq(ruleVersions.ruleId, created.id))).rejects.toThrow();
  });

  it('404s an unknown rule and 403s staff without manage-rules', async () => {
    expect((await call(ann, 'GET', `${RULES}/999999`)).statusCode).toBe(404);
    expect((await move(ann, 999999, 'SHADOW')).statusCode).toBe(404);
    expect((await call(outsider, 'GET', RULES)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', RULES, draft())).statusCode).toBe(403);
  });
});

describe('the lifecycle', () => {
  it('moves DRAFT → SHADOW → RETIRED, audited; a repeat is a no-op, another move 409, a stale If-Match 412', async () => {
    const created = await create();
    const stale = await move(ann, created.id, 'SHADOW', created.version + 3);
    expect(stale.statusCode).toBe(412);
    const shadow = await move(ann, created.id, 'SHADOW', created.version);
    expect(shadow.statusCode).toBe(200);
    expect(shadow.json()).toMatchObject({ status: 'SHADOW', version: created.version + 1 });
    expect(shadow.headers.etag).toBe(`"${created.version + 1}"`);
    const repeat = await move(ann, created.id, 'SHADOW', created.version);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().version).toBe(created.version + 1);
    expect(await entriesFor('rule.shadow', created.id)).toHaveLength(1);
    const [entry] = await entriesFor('rule.shadow', created.id);
    expect(entry!.before).toMatchObject({ status: 'DRAFT' });
    expect(entry!.after).toMatchObject({ status: 'SHADOW' });

    expect((await move(ann, created.id, 'RETIRED')).json().status).toBe('RETIRED');
    expect(await entriesFor('rule.retire', created.id)).toHaveLength(1);
    expect((await move(ann, created.id, 'RETIRED')).statusCode).toBe(200);
    expect(await entriesFor('rule.retire', created.id)).toHaveLength(1);
    const back = await move(ann, created.id, 'SHADOW');
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('INVALID_TRANSITION');
    const activate = await move(ann, created.id, 'ACTIVE');
    expect(activate.statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(approvals)
        .where(eq(approvals.targetId, String(created.id))),
    ).toEqual([]);
  });

  it('holds ACTIVE for a second holder of manage-rules: never applied by one person', async () => {
    const created = await create();
    const shadow = (await move(ann, created.id, 'SHADOW')).json();
    // A stale If-Match: 412, nothing held.
    expect((await move(ann, created.id, 'ACTIVE', shadow.version - 1)).statusCode).toBe(412);
    expect(
      await t.db
        .select()
        .from(approvals)
        .where(eq(approvals.targetId, String(created.id))),
    ).toEqual([]);
    const held = await move(ann, created.id, 'ACTIVE', shadow.version);
    expect(held.statusCode).toBe(202);
    const { approvalId } = held.json();
    expect((await call(ann, 'GET', `${RULES}/${created.id}`)).json()).toMatchObject({
      status: 'SHADOW',
      pendingActivation: { approvalId, requestedBy: ann.email },
    });
    // The maker retrying is the same request.
    const retry = await move(ann, created.id, 'ACTIVE');
    expect(retry.statusCode).toBe(202);
    expect(retry.json().approvalId).toBe(approvalId);
    // The maker approving it: refused.
    const own = await call(ann, 'POST', `${APPROVALS}/${approvalId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SAME_PERSON');
    // Someone without manage-rules: refused.
    expect((await call(outsider, 'POST', `${APPROVALS}/${approvalId}/approve`)).statusCode).toBe(403);
    expect((await call(ann, 'GET', `${RULES}/${created.id}`)).json().status).toBe('SHADOW');
    expect(await entriesFor('rule.activate', created.id)).toHaveLength(0);

    // Two approvers racing: applied once, neither answered with a 5xx.
    const [first, second] = await Promise.all([
      call(ben, 'POST', `${APPROVALS}/${approvalId}/approve`),
      call(cy, 'POST', `${APPROVALS}/${approvalId}/approve`),
    ]);
    const codes = [first.statusCode, second.statusCode];
    expect(codes, `${first.body} ${second.body}`).toContain(200);
    expect(codes.every((code) => code < 500)).toBe(true);
    const checker = first.statusCode === 200 && first.json().decidedBy === ben.email ? ben : cy;
    const read = (await call(ann, 'GET', `${RULES}/${created.id}`)).json();
    expect(read).toMatchObject({ status: 'ACTIVE', pendingActivation: null });
    const entries = await entriesFor('rule.activate', created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: checker.email, approvalId, makerEmail: ann.email });
    // Activating an ACTIVE rule again is a no-op, not a new request.
    const again = await move(ann, created.id, 'ACTIVE');
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('ACTIVE');
  });

  it('a held activation goes stale when the rule gets a new version: nothing applied', async () => {
    const created = await create({ subject: 'cashout', condition: 'cashout.amount > 100000.0' });
    const held = await move(ann, created.id, 'ACTIVE');
    expect(held.statusCode).toBe(202);
    const { approvalId } = held.json();
    await addVersion(ann, created.id, {
      condition: 'cashout.amount > 200000.0',
      effect: flag,
      explanation: 'Bigger',
    });
    const approved = await call(ben, 'POST', `${APPROVALS}/${approvalId}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().code).toBe('STALE_REQUEST');
    expect((await call(ann, 'GET', `${RULES}/${created.id}`)).json().status).toBe('DRAFT');
  });
});

describe('evaluation', () => {
  const CUSTOMER = 972001;
  beforeAll(async () => {
    await t.db.insert(appUsers).values({
      id: CUSTOMER,
      phone: '01039720010',
      name: 'Rule Customer',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
  });

  it('evaluates SHADOW and ACTIVE rules of a subject, a rule in error kept in its result', async () => {
    // Rules of other tests stay DRAFT, RETIRED or of other subjects, or ACTIVE: retire every live one first.
    await t.db.execute(sql`update rules set status = 'RETIRED' where status in ('SHADOW', 'ACTIVE')`);
    const hit = await create({ name: 'Young account', condition: 'customer.daysSinceSignUp < 7' });
    const miss = await create({ name: 'Blocked', condition: 'customer.financingBlocked' });
    const broken = await create({
      name: 'Needs a line',
      condition: 'customer.creditUtilisation > 0.5',
    });
    const drafted = await create({ name: 'Still a draft', condition: 'true' });
    for (const rule of [hit, miss, broken]) await move(ann, rule.id, 'SHADOW');
    const results = await evaluateRules(t.db, 'customer', CUSTOMER);
    expect(results).toEqual([
      {
        ruleId: hit.id,
        version: 1,
        name: 'Young account',
        status: 'SHADOW',
        hit: true,
        effect: flag,
        error: null,
      },
      {
        ruleId: miss.id,
        version: 1,
        name: 'Blocked',
        status: 'SHADOW',
        hit: false,
        effect: flag,
        error: null,
      },
      {
        ruleId: broken.id,
        version: 1,
        name: 'Needs a line',
        status: 'SHADOW',
        hit: false,
        effect: flag,
        error: expect.stringMatching(/creditUtilisation/),
      },
    ]);
    expect(results.map((r) => r.ruleId)).not.toContain(drafted.id);
    // A record that does not exist: every rule in error, nothing thrown.
    const missing = await evaluateRules(t.db, 'customer', 979999);
    expect(missing.every((r) => r.error !== null && !r.hit)).toBe(true);
    // No live rule of a subject: nothing read, nothing answered.
    expect(await evaluateRules(t.db, 'creditLineReview', 1)).toEqual([]);
  });
});

describe('decision records', () => {
  it('carry the rules of the decision’s subject as they judged it before the decision', async () => {
    await t.db.execute(sql`update rules set status = 'RETIRED' where status in ('SHADOW', 'ACTIVE')`);
    const big = await create({
      subject: 'cashout',
      name: 'Large cashout',
      condition: 'cashout.amount >= 500.0',
      effect: { kind: 'OPEN_CASE', caseKind: 'FRAUD_SUSPICION' },
    });
    const usual = await create({
      subject: 'cashout',
      name: 'Far above usual',
      condition: 'cashout.amountToUsual > 3.0',
    });
    await move(ann, big.id, 'SHADOW');
    await move(ann, usual.id, 'SHADOW');
    const cashout = await makePendingCashout(t, 972101, 100000);
    const cashier = await t.signIn(['manage-affiliate-cashout', 'manage-affiliate-cashout-id']);
    const approved = await call(cashier, 'PUT', `${V2}/payment/affiliate/cashouts/${cashout.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [record] = await t.db
      .select()
      .from(decisionRecords)
      .where(sql`${decisionRecords.recordType} = 'cashout' and ${decisionRecords.recordId} = ${cashout.id}`);
    expect((record!.content as { rules: unknown[] }).rules).toEqual([
      {
        ruleId: big.id,
        version: 1,
        name: 'Large cashout',
        status: 'SHADOW',
        hit: true,
        effect: 'OPEN_CASE:FRAUD_SUSPICION',
        error: null,
      },
      {
        ruleId: usual.id,
        version: 1,
        name: 'Far above usual',
        status: 'SHADOW',
        hit: false,
        effect: 'FLAG:HIGH',
        // No earlier approved cashout: the ratio is absent, the rule in error, the decision made.
        error: expect.stringMatching(/amountToUsual/),
      },
    ]);
    const detail = await call(cashier, 'GET', `${V2}/decisions/${record!.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().rules).toHaveLength(2);
    expect(detail.json().integrity).toBe('verified');
  });
});

describe('an activation with nobody else to approve it', () => {
  it('stays held: never applied by its maker alone', async () => {
    const alone = await t.signIn(['manage-rules']);
    const created = await create({ name: 'Alone' }, alone);
    // Every other holder of manage-rules disabled.
    await t.db.execute(
      sql`update ${staffUsers} set is_active = false where id <> ${alone.id} and permissions::text like '%manage-rules%'`,
    );
    try {
      const held = await move(alone, created.id, 'ACTIVE');
      expect(held.statusCode, held.body).toBe(202);
      expect((await call(alone, 'GET', `${RULES}/${created.id}`)).json().status).toBe('DRAFT');
      const own = await call(alone, 'POST', `${APPROVALS}/${held.json().approvalId}/approve`);
      expect(own.statusCode).toBe(403);
      expect(await entriesFor('rule.activate', created.id)).toHaveLength(0);
    } finally {
      await t.db.execute(sql`update ${staffUsers} set is_active = true`);
    }
  });
});
