import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesOfFile } from '../src/domain/file-usage.ts';
import { banners, files } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('where a stored file is used', () => {
  it('names the banner that shows an image, and nothing for an unused one', async () => {
    const key = 'Banners/00000000-0000-4000-8000-000000000001.png';
    await t.db
      .insert(files)
      .values({ key, folder: 'Banners', contentType: 'image/png', size: 1, sha256: 'x', createdBy: null });
    const [banner] = await t.db
      .insert(banners)
      .values({ title: 'Eid', imageKey: key, folder: 'Banners' })
      .returning();
    expect(await usesOfFile(t.db, key)).toEqual([{ kind: 'banner', id: banner!.id, label: 'Eid' }]);
    expect(await usesOfFile(t.db, 'Banners/unused.png')).toEqual([]);
  });
});
