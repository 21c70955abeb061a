import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { catalog } from '@cmt/contract/catalog';
import { exportBanners } from '@cmt/contract/endpoints/banners';
import { exportStaffUsers } from '@cmt/contract/endpoints/local-users';
import { banners } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The CSV's lines without the byte-order mark, each split into its cells (no quoted commas here). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('list exports (listExport + exportList)', () => {
  it('every export derives from its list: GET <list>/export, its permission, CSV', () => {
    const exports = catalog.filter((endpoint) => endpoint.download?.columns);
    expect(exports.length).toBeGreaterThanOrEqual(18);
    for (const endpoint of exports) {
      expect(endpoint.method).toBe('GET');
      expect(endpoint.download?.contentType).toBe('text/csv');
    }
    expect(exportBanners.path).toBe(`${V2}/offers/banners/list/export`);
    expect(exportBanners.access).toBe('manage-offers-banners');
  });

  it('records the staff accounts export as a read of personal data, with its filters', async () => {
    const admin = await t.signIn(['manage-cmt']);
    const before = (await t.auditOf('staff.export')).length;
    const response = await t.app.inject({
      method: 'GET',
      url: `${exportStaffUsers.path}?search=lucky`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.auditOf('staff.export');
    expect(entries).toHaveLength(before + 1);
    expect(entries.some((entry) => JSON.stringify(entry).includes('lucky'))).toBe(true);
  });

  it('exports exactly the filtered rows, in the list order, with Cairo times and yes/no', async () => {
    const editor = await t.signIn(['manage-offers-banners']);
    await t.db.delete(banners);
    const made = await t.db
      .insert(banners)
      .values(
        Array.from({ length: 2500 }, (_, i) => ({
          title: i === 0 ? '=HYPERLINK("x")' : `Banner ${i}`,
          imageKey: `Banners/b${i}.png`,
          folder: 'Banners',
          position: i,
          isActive: i % 3 !== 0,
          createdAt: new Date('2026-01-31T23:30:00Z'),
        })),
      )
      .returning({ id: banners.id, isActive: banners.isActive });
    const response = await t.app.inject({
      method: 'GET',
      url: `${exportBanners.path}?active=INACTIVE&page=7`,
      headers: editor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="banners-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe('id,title,folder,link,position,is_active,image_url,created_at,updated_at');
    const inactive = made.filter((row) => !row.isActive).map((row) => row.id);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(inactive.sort((a, b) => a - b));
    expect(rows.every((row) => row.split(',')[5] === 'no')).toBe(true);
    // 23:30 UTC on 31 January is 01:30 on 1 February in Cairo; a formula is written as text.
    expect(rows[0]).toContain(',2026-02-01 01:30,');
    expect(rows[0]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('refuses a bad filter with 400 and a caller without the permission with 403', async () => {
    const editor = await t.signIn(['manage-offers-banners']);
    const other = await t.signIn(['manage-cmt']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${exportBanners.path}?active=MAYBE`,
      headers: editor,
    });
    expect(bad.statusCode).toBe(400);
    const refused = await t.app.inject({ method: 'GET', url: exportBanners.path, headers: other });
    expect(refused.statusCode).toBe(403);
  });
});
