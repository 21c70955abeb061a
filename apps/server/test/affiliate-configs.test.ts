import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V3 } from '@cmt/contract/endpoint';
import { usesOfFile } from '../src/domain/file-usage.ts';
import { affiliateConfigVersions } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { uploadImage } from './affiliate-fixtures.ts';

const CONTEST = `${V3}/configs/contest`;
const BANNERS = `${V3}/configs/banners`;

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-affiliate-contest', 'manage-affiliate-banners']);
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...staff, ...headers }, ...(payload ? { payload } : {}) });

const contestBody = (input: Record<string, unknown> = {}) => ({
  titleEn: 'Summer cashback challenge',
  titleAr: 'تحدي الكاش باك الصيفي',
  descriptionEn: 'Every EGP 100 of confirmed orders is one entry.',
  descriptionAr: 'كل 100 جنيه من الطلبات المؤكدة فرصة للفوز.',
  startsOn: '2026-07-01',
  endsOn: '2026-08-31',
  prizes: [
    { titleEn: 'A week in Sahel', titleAr: 'أسبوع في الساحل', value: '40000' },
    { titleEn: 'Double cashback for a day', titleAr: 'كاش باك مضاعف ليوم', value: '' },
  ],
  rulesEn: 'Confirmed orders only.',
  rulesAr: 'الطلبات المؤكدة فقط.',
  isActive: true,
  ...input,
});

describe('the contest config', () => {
  it('starts at version 1 on a fresh deployment, without a previous version', async () => {
    const response = await send('GET', CONTEST);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      version: 1,
      previous: null,
      value: { isActive: false, prizes: [] },
    });
  });

  it('saves with If-Match, keeps the previous version visible, and refuses a stale save with 412', async () => {
    const image = await uploadImage(t, `${CONTEST}/images`, staff.authorization);
    const saved = await send('PUT', CONTEST, contestBody({ imageKey: image }), { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const record = saved.json();
    expect(record).toMatchObject({
      version: 2,
      updatedBy: staff.email,
      value: {
        titleAr: 'تحدي الكاش باك الصيفي',
        startsOn: '2026-07-01',
        imageKey: image,
        prizes: [{ titleEn: 'A week in Sahel', value: '40000.00' }, { titleEn: 'Double cashback for a day' }],
      },
      previous: { version: 1, value: { isActive: false } },
    });
    expect(record.value.prizes[1]).not.toHaveProperty('value');
    expect(record.value.imageUrl).toContain(image.split('/')[1]);

    const stale = await send('PUT', CONTEST, contestBody({ titleEn: 'Late' }), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect((await send('GET', CONTEST)).json().value.titleEn).toBe('Summer cashback challenge');

    const third = await send('PUT', CONTEST, contestBody({ titleEn: 'Autumn challenge', imageKey: image }), {
      'if-match': '"2"',
    });
    expect(third.json()).toMatchObject({
      version: 3,
      value: { titleEn: 'Autumn challenge' },
      previous: { version: 2, savedBy: staff.email, value: { titleEn: 'Summer cashback challenge' } },
    });
    const [audit] = (await t.auditOf('affiliate-contest.update')).slice(-1);
    expect(audit).toMatchObject({
      targetId: 'contest',
      before: { version: 2, value: expect.objectContaining({ titleEn: 'Summer cashback challenge' }) },
      after: { version: 3, value: expect.objectContaining({ titleEn: 'Autumn challenge' }) },
    });
    expect(await usesOfFile(t.db, image)).toEqual([
      { kind: 'affiliate-config', id: 'contest', label: 'Affiliate contest' },
    ]);
  });

  it.each([
    [{ endsOn: '2026-06-01' }, ['endsOn'], 'endsBeforeStart'],
    [{ startsOn: '2026-02-30' }, ['startsOn'], 'date'],
    [{ titleAr: '  ' }, ['titleAr'], 'enterArabicTitle'],
    [{ prizes: [{ titleEn: 'Phone', titleAr: '' }] }, ['prizes', 0, 'titleAr'], 'enterArabicTitle'],
    [{ prizes: [{ titleEn: 'Phone', titleAr: 'هاتف', value: '-5' }] }, ['prizes', 0, 'value'], 'egpAmount'],
    [{ prizes: Array.from({ length: 21 }, () => ({ titleEn: 'x', titleAr: 'س' })) }, ['prizes'], 'maxPrizes'],
    [{ imageKey: 'Banners/00000000-0000-4000-8000-000000000000.png' }, ['imageKey'], 'imageInFolder'],
  ])('refuses %j with a 400 naming the field, saving nothing', async (change, path, key) => {
    const before = await t.countRows(affiliateConfigVersions);
    const response = await send('PUT', CONTEST, contestBody(change));
    expect(response.statusCode, response.body).toBe(400);
    const issue = response.json().details.find((d: { key?: string }) => d.key === key);
    expect(issue).toMatchObject({ key });
    expect(issue.path.map(String)).toEqual(['body', ...path].map(String));
    expect(await t.countRows(affiliateConfigVersions)).toBe(before);
  });
});

describe('the affiliate banners config', () => {
  it('saves an ordered list of image, link and active, and keeps the previous order', async () => {
    const [a, b] = [
      await uploadImage(t, `${BANNERS}/images?folder=WCB%20Banners`, staff.authorization),
      await uploadImage(t, `${BANNERS}/images`, staff.authorization),
    ];
    const first = await send('PUT', BANNERS, {
      banners: [
        { imageKey: a, link: 'lucky://affiliate/merchants/3', isActive: true },
        { imageKey: b, link: 'https://lucky.app/cashback', isActive: false },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const reordered = await send(
      'PUT',
      BANNERS,
      { banners: [{ imageKey: b, link: '', isActive: true }, { imageKey: a }] },
      { 'if-match': `"${first.json().version}"` },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().value.banners).toEqual([
      { imageKey: b, imageUrl: expect.stringContaining(b.split('/')[1]!), link: '', isActive: true },
      { imageKey: a, imageUrl: expect.stringContaining(a.split('/')[1]!), link: '', isActive: true },
    ]);
    expect(reordered.json().previous.value.banners.map((x: { imageKey: string }) => x.imageKey)).toEqual([
      a,
      b,
    ]);
  });

  it.each([
    ['javascript://alert(1)'],
    ['data:text/html,<script>'],
    ['not a link'],
    ['http://insecure.example'],
  ])('refuses the link %s', async (link) => {
    const image = await uploadImage(t, `${BANNERS}/images`, staff.authorization);
    const response = await send('PUT', BANNERS, { banners: [{ imageKey: image, link }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ key: 'enterLink' });
    expect(response.json().details[0].path.map(String)).toEqual(['body', 'banners', '0', 'link']);
  });

  it('refuses an image of another screen, naming the banner', async () => {
    const contestImage = await uploadImage(t, `${CONTEST}/images`, staff.authorization);
    const image = await uploadImage(t, `${BANNERS}/images`, staff.authorization);
    const response = await send('PUT', BANNERS, {
      banners: [{ imageKey: image }, { imageKey: contestImage }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({
      path: ['body', 'banners', 1, 'imageKey'],
      key: 'imageInFolder',
    });
  });

  it('keeps each config to its own permission', async () => {
    const contestOnly = await t.signIn(['manage-affiliate-contest']);
    expect((await t.app.inject({ method: 'GET', url: BANNERS, headers: contestOnly })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: CONTEST, headers: contestOnly })).statusCode).toBe(200);
  });
});
