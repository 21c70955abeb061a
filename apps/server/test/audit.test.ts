import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2, V3 } from '@cmt/contract/endpoint';
import { auditLog } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const AUDIT = `${V2}/audit-log`;

let t: TestApp;
let auditor: { authorization: string; email: string };

interface Entry {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/** Entries of known dates, from two actors, written straight to the table. */
const history = [
  { at: '2026-01-05T09:00:00Z', actorEmail: 'sara.offers@lucky.app', action: 'banner.create', targetId: '1' },
  { at: '2026-01-20T10:30:00Z', actorEmail: 'sara.offers@lucky.app', action: 'banner.update', targetId: '1' },
  {
    at: '2026-02-01T08:00:00Z',
    actorEmail: 'youssef.flags@lucky.app',
    action: 'featureFlag.update',
    targetId: '7',
  },
  {
    at: '2026-02-14T12:00:00Z',
    actorEmail: 'nour.hassan@connect.money',
    action: 'banner.delete',
    targetId: '1',
  },
  { at: '2026-03-01T00:00:00Z', actorEmail: null, action: 'auth.login.failed', targetId: 'nobody@lucky.app' },
];

beforeAll(async () => {
  t = await createTestApp();
  auditor = await t.signIn(['manage-cmt', 'manage-feature-flags'], 'auditor@lucky.app');
  await t.db
    .insert(auditLog)
    .values(history.map((entry) => ({ ...entry, at: new Date(entry.at), targetType: 'test' })));
});
afterAll(() => t?.close());

const list = async (
  query = '',
): Promise<{ items: Entry[]; total: number; page: number; pageSize: number }> => {
  const response = await t.app.inject({ method: 'GET', url: `${AUDIT}?${query}`, headers: auditor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('audit log', () => {
  it('shows what a change did, newest first, with who and when', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${V3}/configs/feature-flags`,
      headers: auditor,
      payload: { key: 'auditedFlag', value: true },
    });
    const flag = created.json();
    await t.app.inject({
      method: 'PUT',
      url: `${V3}/configs/feature-flags/${flag.id}`,
      headers: auditor,
      payload: { key: 'auditedFlag', value: false },
    });

    const { items } = await list('pageSize=2');

    expect(items.map((e) => e.action)).toEqual(['featureFlag.update', 'featureFlag.create']);
    expect(items[0]).toMatchObject({
      actorEmail: 'auditor@lucky.app',
      targetId: String(flag.id),
      before: { key: 'auditedFlag', value: true },
      after: { key: 'auditedFlag', value: false },
    });
    expect(Date.now() - new Date(items[0]!.at).getTime()).toBeLessThan(60_000);
  });

  it('pages through every entry newest first, with the total', async () => {
    const all = await list('pageSize=100');
    const pages = [
      await list('pageSize=3&page=1'),
      await list('pageSize=3&page=2'),
      await list('pageSize=3&page=3'),
    ];

    expect(all.total).toBeGreaterThanOrEqual(history.length);
    expect(all.items).toHaveLength(all.total);
    const times = all.items.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.flatMap((p) => p.items.map((e) => e.id))).toEqual(all.items.slice(0, 9).map((e) => e.id));
    expect(pages.map((p) => [p.page, p.pageSize, p.total])).toEqual([
      [1, 3, all.total],
      [2, 3, all.total],
      [3, 3, all.total],
    ]);
  });

  it('filters by actor, matching part of the email in any case', async () => {
    const { items, total } = await list('actor=SARA.offers');
    expect(total).toBe(2);
    expect(items.map((e) => e.action)).toEqual(['banner.update', 'banner.create']);
    expect((await list('actor=connect.money')).items.map((e) => e.actorEmail)).toEqual([
      'nour.hassan@connect.money',
    ]);
    expect((await list(`actor=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('filters by exact action', async () => {
    const { items } = await list('action=banner.delete');
    expect(items.map((e) => e.targetId)).toEqual(['1']);
    expect((await list('action=banner')).total).toBe(0);
  });

  it('filters by a date range, both ends included', async () => {
    const range = `from=${encodeURIComponent('2026-01-20T10:30:00Z')}&to=${encodeURIComponent('2026-02-14T12:00:00Z')}`;
    expect((await list(range)).items.map((e) => e.action)).toEqual([
      'banner.delete',
      'featureFlag.update',
      'banner.update',
    ]);
    expect((await list(`to=${encodeURIComponent('2026-01-31T23:59:59+02:00')}`)).total).toBe(2);
    expect(
      (await list(`from=${encodeURIComponent('2026-02-28T00:00:00Z')}&action=auth.login.failed`)).total,
    ).toBe(1);
  });

  it('combines filters', async () => {
    const { items } = await list(
      `actor=sara&action=banner.update&from=${encodeURIComponent('2026-01-01T00:00:00Z')}`,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorEmail: 'sara.offers@lucky.app', action: 'banner.update' });
  });

  it('refuses a date that is not ISO 8601, naming the parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${AUDIT}?from=yesterday`, headers: auditor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^querystring\.from/),
    });
  });

  it('is only for staff with manage-cmt', async () => {
    const other = await t.signIn(['manage-feature-flags']);
    expect((await t.app.inject({ method: 'GET', url: AUDIT, headers: other })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: AUDIT })).statusCode).toBe(401);
  });
});
