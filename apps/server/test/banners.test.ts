import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { IMAGE_MAX_BYTES } from '@cmt/contract/files';
import { encodePng } from '../src/seed/png.ts';
import { auditLog, banners, files } from '../src/db/schema.ts';
import { PNG_1X1, createTestApp, multipartFile, pngOfSize, type TestApp } from './helpers.ts';

const BANNERS = `${V2}/offers/banners`;

let t: TestApp;
let editor: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn(['manage-offers-banners', 'manage-offers-banners-create']);
});
afterAll(() => t?.close());

const png = encodePng(60, 20, (x, y) => [x * 4, y * 10, 128]);

function upload(name: string, contentType: string, data: Buffer, folder?: string) {
  const { payload, headers } = multipartFile(name, contentType, data);
  const query = folder ? `?folder=${encodeURIComponent(folder)}` : '';
  return t.app.inject({
    method: 'POST',
    url: `${BANNERS}/images${query}`,
    headers: { ...headers, ...editor },
    payload,
  });
}

/** Every file stored on disk under the files folder, to check that a refused upload left nothing. */
const storedFiles = (): string[] =>
  fs.existsSync(t.config.filesDir) ? fs.readdirSync(t.config.filesDir, { recursive: true }).map(String) : [];

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor, ...(payload ? { payload } : {}) });

async function createBanner(input: Record<string, unknown> = {}) {
  const image = (await upload('banner.png', 'image/png', PNG_1X1)).json();
  const response = await send('POST', BANNERS, { title: 'A banner', imageKey: image.key, ...input });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('banner images', () => {
  it('stores an uploaded PNG and serves the same bytes with its content type', async () => {
    const response = await upload('summer sale.png', 'image/png', png);

    expect(response.statusCode, response.body).toBe(200);
    const image = response.json();
    expect(image).toEqual({
      key: expect.stringMatching(/^Banners\/[0-9a-f-]{36}\.png$/),
      url: `/files/${image.key}`,
      contentType: 'image/png',
      size: png.length,
    });
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    const [entry] = (await t.auditOf('file.upload')).filter((e) => e.targetId === image.key);
    expect(entry).toMatchObject({ actorEmail: editor.email, after: { folder: 'Banners', size: png.length } });
  });

  it('stores into the chosen banner folder, even one with a space in its name', async () => {
    const image = (await upload('wcb.png', 'image/png', png, 'WCB Banners')).json();
    expect(image.key).toMatch(/^WCB Banners\//);
    expect(image.url).toMatch(/^\/files\/WCB%20Banners\//);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('trusts the bytes, not the name: a GIF sent as .png is stored as a GIF', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const image = (await upload('really-a-gif.png', 'image/png', gif)).json();
    expect(image).toMatchObject({ contentType: 'image/gif', key: expect.stringMatching(/\.gif$/) });
  });

  it.each([
    [
      'a text file named .png',
      () => upload('notes.png', 'image/png', Buffer.from('just some text, not an image')),
      400,
      'UNSUPPORTED_FILE_TYPE',
    ],
    ['an empty file', () => upload('empty.png', 'image/png', Buffer.alloc(0)), 400, 'EMPTY_FILE'],
    [
      'a file over 2 MB',
      () => upload('huge.png', 'image/png', pngOfSize(IMAGE_MAX_BYTES + 1)),
      413,
      'FILE_TOO_LARGE',
    ],
    [
      'a folder that is not a banner folder',
      () => upload('logo.png', 'image/png', png, 'Merchant Logos'),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a JSON body instead of a file',
      () =>
        t.app.inject({ method: 'POST', url: `${BANNERS}/images`, headers: editor, payload: { file: 'x' } }),
      400,
      'BAD_REQUEST',
    ],
  ])('refuses %s with a clear error and stores nothing', async (_, send, status, code) => {
    const rowsBefore = await t.countRows(files);
    const onDiskBefore = storedFiles().length;

    const response = await send();

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code,
      ...(code === 'VALIDATION_FAILED' ? { details: expect.any(Array) } : {}),
    });
    expect(await t.countRows(files)).toBe(rowsBefore);
    expect(storedFiles().length).toBe(onDiskBefore);
  });

  it('refuses an image sent in another multipart field than "file"', async () => {
    const rowsBefore = await t.countRows(files);
    const { payload, headers } = multipartFile('banner.png', 'image/png', png);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BANNERS}/images`,
      headers: { ...headers, ...editor },
      payload: Buffer.from(payload.toString('latin1').replace('name="file"', 'name="image"'), 'latin1'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/"file"/);
    expect(await t.countRows(files)).toBe(rowsBefore);
  });

  it('accepts an image of exactly 2 MB', async () => {
    expect((await upload('max.png', 'image/png', pngOfSize(IMAGE_MAX_BYTES))).statusCode).toBe(200);
  });

  it('answers 404 in the error shape for a file that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/Banners/00000000-0000-0000-0000-000000000000.png',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File was not found', code: 'NOT_FOUND' });
  });

  it('does not serve files outside the storage folder', async () => {
    for (const url of [
      '/files/../../etc/passwd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/Banners/..%2F..%2Fsecret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('root:');
    }
  });
});

describe('banners', () => {
  it('creates a banner from an uploaded image; it shows in the list and the audit log', async () => {
    const image = (await upload('eid.png', 'image/png', png)).json();

    const response = await send('POST', BANNERS, {
      title: '  Eid offers at Cairo Festival City ',
      imageKey: image.key,
      link: 'https://lucky.app/offers/42',
      position: 3,
    });

    expect(response.statusCode).toBe(200);
    const banner = response.json();
    expect(banner).toMatchObject({
      title: 'Eid offers at Cairo Festival City',
      imageUrl: image.url,
      folder: 'Banners',
      link: 'https://lucky.app/offers/42',
      position: 3,
      isActive: true,
    });
    expect((await send('GET', `${BANNERS}/${banner.id}`)).json()).toEqual(banner);
    const list = (await send('GET', `${BANNERS}/list?pageSize=100`)).json();
    expect(list.items).toContainEqual(banner);
    const [entry] = (await t.auditOf('banner.create')).filter((e) => e.targetId === String(banner.id));
    expect(entry).toMatchObject({ actorEmail: editor.email, targetType: 'banner', after: banner });
  });

  it('refuses an image key that was never uploaded with 400 and creates nothing', async () => {
    const before = await t.countRows(banners);
    const response = await send('POST', BANNERS, {
      title: 'Ghost banner',
      imageKey: 'Banners/0b6f3c1e-1111-4222-8333-944455556666.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^body\.imageKey: Upload the image to a Banners folder/),
    });
    expect(await t.countRows(banners)).toBe(before);
  });

  it.each([
    ['a missing title', { title: '' }, /^body\.title/],
    ['a malformed image key', { imageKey: '../../etc/passwd' }, /^body\.imageKey/],
    ['a link that is not http(s)', { link: 'javascript:alert(1)' }, /^body\.link/],
    ['a negative position', { position: -1 }, /^body\.position/],
  ])('refuses %s with 400 naming the field', async (_, override, message) => {
    const before = await t.countRows(banners);
    const image = (await upload('b.png', 'image/png', PNG_1X1)).json();
    const response = await send('POST', BANNERS, { title: 'Fine', imageKey: image.key, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await t.countRows(banners)).toBe(before);
  });

  it('filters the list by active state (default ALL)', async () => {
    const active = await createBanner({ title: 'Active one', isActive: true });
    const inactive = await createBanner({ title: 'Inactive one', isActive: false });
    const ids = async (query: string) =>
      (
        (await send('GET', `${BANNERS}/list?pageSize=100${query}`)).json().items as {
          id: number;
          isActive: boolean;
        }[]
      ).map((b) => b.id);

    const all = await ids('');
    expect(all).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(await ids('&active=ALL')).toEqual(all);
    const onlyActive = await ids('&active=ACTIVE');
    expect(onlyActive).toContain(active.id);
    expect(onlyActive).not.toContain(inactive.id);
    const onlyInactive = await ids('&active=INACTIVE');
    expect(onlyInactive).toContain(inactive.id);
    expect(onlyInactive).not.toContain(active.id);
    expect((await send('GET', `${BANNERS}/list?active=SOMETIMES`)).statusCode).toBe(400);
  });

  it('pages and sorts the list, by ascending position unless asked otherwise', async () => {
    for (const [title, position] of [
      ['Zeta', 9001],
      ['Alpha', 9003],
      ['Mid', 9002],
    ] as const) {
      await createBanner({ title, position });
    }
    const byPosition = (await send('GET', `${BANNERS}/list?sort=position&order=desc&pageSize=3`)).json();
    expect(byPosition.items.map((b: { title: string }) => b.title)).toEqual(['Alpha', 'Mid', 'Zeta']);
    expect(byPosition).toMatchObject({ page: 1, pageSize: 3 });

    const byDefault = (await send('GET', `${BANNERS}/list?pageSize=100`)).json();
    const positions: number[] = byDefault.items.map((b: { position: number }) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const byTitle = (await send('GET', `${BANNERS}/list?sort=title&order=asc&pageSize=100`)).json();
    const titles: string[] = byTitle.items.map((b: { title: string }) => b.title);
    expect(titles.filter((title) => ['Zeta', 'Alpha', 'Mid'].includes(title))).toEqual([
      'Alpha',
      'Mid',
      'Zeta',
    ]);

    const total = byTitle.total;
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await send('GET', `${BANNERS}/list?sort=title&order=asc&pageSize=2&page=${page}`)).json(),
      ),
    );
    expect(pages.flatMap((p) => p.items.map((b: { title: string }) => b.title))).toEqual(titles.slice(0, 6));
    for (const page of pages) expect(page.total).toBe(total);
  });

  it('toggles a banner inactive and active again, with before/after in the audit log', async () => {
    const banner = await createBanner({ title: 'Toggle me' });

    const off = await send('PUT', `${BANNERS}/${banner.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: banner.id, isActive: false, title: 'Toggle me' });
    expect((await send('GET', `${BANNERS}/${banner.id}`)).json().isActive).toBe(false);
    expect((await send('PUT', `${BANNERS}/${banner.id}`, { isActive: true })).json().isActive).toBe(true);

    const entries = (await t.auditOf('banner.update')).filter((e) => e.targetId === String(banner.id));
    const activeOf = (shape: unknown) => (shape as { isActive: boolean }).isActive;
    expect(entries.map((e) => [activeOf(e.before), activeOf(e.after)])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('refuses an update that is not a boolean, naming the field', async () => {
    const banner = await createBanner();
    const response = await send('PUT', `${BANNERS}/${banner.id}`, { isActive: 'no' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.isActive/);
    expect((await send('GET', `${BANNERS}/${banner.id}`)).json().isActive).toBe(true);
  });

  it('deletes a banner: then it is 404 and the audit log keeps what it was', async () => {
    const banner = await createBanner({ title: 'Short-lived' });

    const response = await send('DELETE', `${BANNERS}/${banner.id}`);

    expect(response.statusCode).toBe(204);
    const gone = await send('GET', `${BANNERS}/${banner.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Banner was not found', code: 'NOT_FOUND' });
    expect((await send('DELETE', `${BANNERS}/${banner.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${BANNERS}/${banner.id}`, { isActive: true })).statusCode).toBe(404);
    const [entry] = (await t.auditOf('banner.delete')).filter((e) => e.targetId === String(banner.id));
    expect(entry).toMatchObject({ before: { title: 'Short-lived' }, after: null });
  });

  it('writes nothing to the audit log for a refused change', async () => {
    const before = await t.countRows(auditLog);
    await send('PUT', `${BANNERS}/999999`, { isActive: false });
    await send('DELETE', `${BANNERS}/999999`);
    expect(await t.countRows(auditLog)).toBe(before);
  });

  it('keeps an uploaded file on disk under the files folder', () => {
    expect(storedFiles().some((name) => name.startsWith(`Banners${path.sep}`))).toBe(true);
  });
});

describe('stored files that are not public images', () => {
  it('are never served at /files, even when their key is known', async () => {
    const t2 = await createTestApp();
    try {
      const key = 'Contracts/secret.pdf';
      await t2.app.storage.put(key, Buffer.from('%PDF-1.7 private'), 'application/pdf');
      await t2.app.db
        .insert(files)
        .values({ key, folder: 'Contracts', contentType: 'application/pdf', size: 16, sha256: 'x' });
      const response = await t2.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('private');
    } finally {
      await t2.close();
    }
  });
});
