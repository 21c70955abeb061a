import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { banners, files } from '../src/db/schema.ts';
import { PNG_1X1, createTestApp, multipartFile, pngOfSize, type TestApp } from './helpers.ts';

const IMAGES = `${V2}/files/images`;

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-general-files']);
});
afterAll(() => t?.close());

const upload = (folder: string, name: string, type: string, data: Buffer) => {
  const { payload, headers } = multipartFile(name, type, data);
  return t.app.inject({
    method: 'POST',
    url: `${IMAGES}?folder=${encodeURIComponent(folder)}`,
    headers: { ...headers, authorization: staff.authorization },
    payload,
  });
};
const send = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: staff.authorization } });

describe('the files screen', () => {
  it('uploads an image to any upload folder; it is listed in its folder with its public URL and uploader', async () => {
    const response = await upload('Contest Page', 'hero.png', 'image/png', PNG_1X1);
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json();
    expect(uploaded.key).toMatch(/^Contest Page\/[0-9a-f-]{36}\.png$/);

    const list = (await send('GET', `${IMAGES}?folder=Contest%20Page`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      key: uploaded.key,
      folder: 'Contest Page',
      url: uploaded.url,
      contentType: 'image/png',
      size: PNG_1X1.length,
      createdBy: staff.email,
    });
    // The public URL serves it, without a token.
    const served = await t.app.inject({ method: 'GET', url: new URL(uploaded.url, 'http://x').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await send('GET', `${IMAGES}?folder=Banners`)).json().total).toBe(0);
    expect((await t.auditOf('file.upload')).at(-1)).toMatchObject({
      actorEmail: staff.email,
      targetId: uploaded.key,
    });
  });

  it('keeps the original file name and finds images by it (issue 19 item 11)', async () => {
    const named = (
      await upload('Offer Logo', 'C:\\fakepath\\عرض رمضان Summer-Sale.png', 'image/png', PNG_1X1)
    ).json();
    await upload('Offer Logo', 'other.png', 'image/png', PNG_1X1);
    const found = (await send('GET', `${IMAGES}?q=${encodeURIComponent('summer-sale')}`)).json();
    expect(found.items).toEqual([
      expect.objectContaining({ key: named.key, originalName: 'عرض رمضان Summer-Sale.png' }),
    ]);
    const arabic = (
      await send('GET', `${IMAGES}?folder=Offer%20Logo&q=${encodeURIComponent('رمضان')}`)
    ).json();
    expect(arabic.items.map((i: { key: string }) => i.key)).toEqual([named.key]);
    // LIKE's wildcards match literally.
    expect((await send('GET', `${IMAGES}?q=%25`)).json().total).toBe(0);
    expect((await t.auditOf('file.upload')).find((e) => e.targetId === named.key)?.after).toMatchObject({
      originalName: 'عرض رمضان Summer-Sale.png',
    });
  });

  it('sniffs the bytes, not the name: a renamed text file is refused, and so is a file over 2 MB or an unknown folder', async () => {
    const before = await t.countRows(files);
    const fake = await upload('Banners', 'logo.png', 'image/png', Buffer.from('not an image at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    const big = await upload('Banners', 'big.png', 'image/png', pngOfSize(2 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    const folder = await upload('KYC', 'x.png', 'image/png', PNG_1X1);
    expect(folder.statusCode).toBe(400);
    expect(await t.countRows(files)).toBe(before);
  });

  it('refuses to delete an image a banner uses, saying where; deletes it once unused, bytes and all', async () => {
    const image = (await upload('Banners', 'eid.png', 'image/png', PNG_1X1)).json();
    const [row] = await t.db.select().from(files).where(eq(files.key, image.key));
    const [banner] = await t.db
      .insert(banners)
      .values({ title: 'Eid offers', imageKey: image.key, folder: 'Banners' })
      .returning();

    expect((await send('GET', `${IMAGES}/${row!.id}/uses`)).json()).toEqual([
      { kind: 'banner', id: banner!.id, label: 'Eid offers' },
    ]);
    const refused = await send('DELETE', `${IMAGES}/${row!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FILE_IN_USE',
      details: { uses: [{ kind: 'banner', id: banner!.id, label: 'Eid offers' }] },
    });
    expect(await t.db.select().from(files).where(eq(files.id, row!.id))).toHaveLength(1);

    await t.db.delete(banners).where(eq(banners.id, banner!.id));
    expect((await send('GET', `${IMAGES}/${row!.id}/uses`)).json()).toEqual([]);
    expect((await send('DELETE', `${IMAGES}/${row!.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, row!.id))).toEqual([]);
    expect(await t.app.storage.read(image.key)).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(image.url, 'http://x').pathname })).statusCode,
    ).toBe(404);
    expect((await t.auditOf('file.delete')).at(-1)).toMatchObject({
      targetId: image.key,
      actorEmail: staff.email,
    });
    expect((await send('DELETE', `${IMAGES}/${row!.id}`)).statusCode).toBe(404);
  });

  it('never lists or deletes files outside the image folders (archived PDFs, national id images)', async () => {
    const [pdf] = await t.db
      .insert(files)
      .values({
        key: 'contracts/1/abc.pdf',
        folder: 'contracts',
        contentType: 'application/pdf',
        size: 10,
        sha256: 'x',
      })
      .returning();
    const all = (await send('GET', `${IMAGES}?pageSize=100`)).json();
    expect(all.items.map((item: { key: string }) => item.key)).not.toContain('contracts/1/abc.pdf');
    expect((await send('GET', `${IMAGES}/${pdf!.id}/uses`)).statusCode).toBe(404);
    expect((await send('DELETE', `${IMAGES}/${pdf!.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.id, pdf!.id))).toHaveLength(1);
  });
});
