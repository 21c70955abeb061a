import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2, V3 } from '@cmt/contract/endpoint';
import { auditLog } from '../src/db/schema.ts';
import { recordEvent, recordRead } from '../src/lib/audit.ts';
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
  // 00:30 on 1 March in Cairo, still 28 February in UTC.
  { at: '2026-02-28T22:30:00Z', actorEmail: null, action: 'auth.login.failed', targetId: 'late@lucky.app' },
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

  it('filters by a range of Cairo days, both ends included', async () => {
    expect((await list('from=2026-01-20&to=2026-02-14')).items.map((e) => e.action)).toEqual([
      'banner.delete',
      'featureFlag.update',
      'banner.update',
    ]);
    expect((await list('to=2026-01-31')).total).toBe(2);
    // 22:30 UTC on 28 February is already 1 March in Cairo.
    const march = await list('from=2026-03-01&to=2026-03-01&action=auth.login.failed');
    expect(march.items.map((e) => e.targetId)).toEqual(['nobody@lucky.app', 'late@lucky.app']);
    expect((await list('to=2026-02-28&action=auth.login.failed')).total).toBe(0);
  });

  it('combines filters', async () => {
    const { items } = await list('actor=sara&action=banner.update&from=2026-01-01');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorEmail: 'sara.offers@lucky.app', action: 'banner.update' });
  });

  it('refuses a day that is not YYYY-MM-DD, or a kind it does not know, naming the parameter', async () => {
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['kind=delete', 'kind'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${AUDIT}?${query}`, headers: auditor });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(new RegExp(`^querystring\\.${field}`)),
      });
    }
  });

  it("filters by record (type and id): a record's history", async () => {
    const { items } = await list('targetType=test&targetId=1');
    expect(items.map((e) => e.action)).toEqual(['banner.delete', 'banner.update', 'banner.create']);
    expect((await list('targetType=test&targetId=7')).items.map((e) => e.action)).toEqual([
      'featureFlag.update',
    ]);
    expect((await list('targetType=banner&targetId=1')).total).toBe(0);
  });

  it('lists the reads of personal data with their stated reason, apart from changes and events', async () => {
    const reader = { staff: { id: 999, email: 'reader@lucky.app' }, ip: '10.0.0.9' };
    await recordRead(t.db, reader, {
      action: 'kyc-image.view',
      targetType: 'app_user',
      targetId: 42,
      reason: 'Checking the photo against the selfie',
      reference: 'KYC-42',
      details: { side: 'front' },
    });
    await recordEvent(t.db, reader, 'auth.login', { type: 'staff', id: 'reader@lucky.app' });

    const reads = await list('kind=read');
    expect(reads.items).toEqual([
      expect.objectContaining({
        kind: 'read',
        action: 'kyc-image.view',
        actorEmail: 'reader@lucky.app',
        targetType: 'app_user',
        targetId: '42',
        after: { side: 'front', reason: 'Checking the photo against the selfie', reference: 'KYC-42' },
      }),
    ]);
    expect((await list('kind=event&actor=reader')).items.map((e) => e.action)).toEqual(['auth.login']);
    expect((await list('kind=change&actor=reader')).total).toBe(0);
  });

  it('exports the filtered entries as CSV, newest first, and records the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}/export?targetType=test&targetId=1&actor=sara`,
      headers: auditor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,at_cairo,actor,kind,action,target_type,target_id,reason,before,after,ip,asked_by,approval_id',
    );
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['banner.update', 'banner.create']);
    // Cairo time: 10:30 UTC on 20 January is 12:30 in Cairo.
    expect(lines[1]).toContain('2026-01-20 12:30,sara.offers@lucky.app,change,banner.update,test,');

    const [recorded] = await t.auditOf('audit-log.export');
    expect(recorded).toMatchObject({
      kind: 'read',
      actorEmail: 'auditor@lucky.app',
      after: { filters: { targetType: 'test', targetId: '1', actor: 'sara' } },
    });
  });

  it('exports every entry of a long log, page after page', async () => {
    await t.db.insert(auditLog).values(
      Array.from({ length: 2500 }, (_, i) => ({
        action: 'bulk.row',
        targetType: 'export-test',
        targetId: String(i + 1),
      })),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}/export?targetType=export-test`,
      headers: auditor,
    });
    const rows = response.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toContain(',bulk.row,export-test,\t2500,');
    expect(rows.at(-1)).toContain(',bulk.row,export-test,\t1,');
  });

  it('is only for staff with manage-cmt', async () => {
    const other = await t.signIn(['manage-feature-flags']);
    for (const url of [AUDIT, `${AUDIT}/export`, `${AUDIT}/verify`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
