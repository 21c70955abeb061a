import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { getUserCredit } from '@cmt/contract/endpoints/applications';
import { listBlacklist, searchNidCustomers } from '@cmt/contract/endpoints/compliance';
import { searchRegularOffers } from '@cmt/contract/endpoints/offers';
import { createSmsJob } from '@cmt/contract/endpoints/sms';
import { searchAppUsers } from '@cmt/contract/endpoints/app-users';
import {
  amlBlacklist,
  appUsers,
  categories,
  customerApplications,
  merchants,
  offers,
} from '../src/db/schema.ts';
import { callAs, createTestApp, type TestApp } from './helpers.ts';

/**
 * Numbers as staff type them on an Arabic keyboard (issue 32 item 4): every search, filter and
 * identity field reads Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, and a mix of them
 * with Latin ones, as the same number, through the contract's field parsers.
 */
const arabic = (latin: string) => latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const eastern = (latin: string) => latin.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
const mixed = (latin: string) =>
  [...latin].map((d, i) => (i % 3 === 0 ? d : i % 3 === 1 ? arabic(d) : eastern(d))).join('');

const MOBILE = '01092387485';
const NATIONAL_ID = '29001011234567';
const USER = 730001;

let t: TestApp;
let staff: { authorization: string };
let offerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn([
    searchAppUsers.access,
    createSmsJob.access,
    listBlacklist.access,
    searchNidCustomers.access,
    searchRegularOffers.access,
    getUserCredit.access,
  ] as string[]);
  await t.db.insert(appUsers).values({ id: USER, phone: MOBILE, name: 'Dina Fathy' });
  await t.db.insert(customerApplications).values({
    userId: USER,
    firstName: 'دينا',
    familyName: 'فتحي',
    documentNumber: NATIONAL_ID,
    birthdate: '1990-01-01',
    gender: 2,
    phone: MOBILE,
  });
  await t.db.insert(amlBlacklist).values({
    nationalId: NATIONAL_ID,
    name: 'Dina Fathy',
    reason: 'Confirmed identity fraud',
    sourceList: 'Internal fraud',
    listedOn: '2026-01-05',
  });
  const [category] = await t.db
    .insert(categories)
    .values({ nameEn: 'Food', nameAr: 'طعام' })
    .returning({ id: categories.id });
  const [merchant] = await t.db
    .insert(merchants)
    .values({ nameEn: 'Digits Co', nameAr: 'شركة', categoryId: category!.id })
    .returning({ id: merchants.id });
  const offer = (titleEn: string) => ({
    titleEn,
    titleAr: titleEn,
    merchantId: merchant!.id,
    discountType: 'PERCENTAGE' as const,
    discountValue: '10',
    startsAt: '2026-01-01',
    endsAt: '2026-12-31',
    status: 'ACTIVE' as const,
  });
  offerIds = (
    await t.db
      .insert(offers)
      .values([offer('First'), offer('Second'), offer('Third')])
      .returning({ id: offers.id })
  ).map((row) => row.id);
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await callAs(t.app, staff, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const q = (text: string) => encodeURIComponent(text);

const scripts = [
  { script: 'Arabic-Indic', as: arabic },
  { script: 'Eastern Arabic-Indic', as: eastern },
  { script: 'mixed', as: mixed },
];

describe.each(scripts)('digits typed in $script', ({ as: typed }) => {
  const typedMobile = typed(MOBILE);
  const nationalId = typed(NATIONAL_ID);

  it('find the customer in the app users search, by mobile and by national id', async () => {
    expect(
      (await get(`${searchAppUsers.path}?q=${q(typedMobile)}`)).items.map((u: { id: number }) => u.id),
    ).toEqual([USER]);
    expect(
      (await get(`${searchAppUsers.path}?q=${q(nationalId)}`)).items.map((u: { id: number }) => u.id),
    ).toEqual([USER]);
  });

  it('find the blacklist entry by national id and the NID download customer by both', async () => {
    expect(
      (await get(`${listBlacklist.path}?q=${q(nationalId)}`)).items.map((e: { name: string }) => e.name),
    ).toEqual(['Dina Fathy']);
    for (const typed of [nationalId, typedMobile])
      expect(
        (await get(`${searchNidCustomers.path}?q=${q(typed)}`)).items.map(
          (c: { userId: number }) => c.userId,
        ),
      ).toEqual([USER]);
  });

  it('send an SMS to the mobile, stored in Latin digits', async () => {
    const created = await callAs(t.app, staff, 'POST', createSmsJob.path, {
      message: 'Hello',
      recipients: [typedMobile, `+٢٠ ${typedMobile.slice(1)}`],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ recipientCount: 1 });
    const recipients = await get(`${V2}/sms/jobs/${created.json().id}/recipients`);
    expect(recipients.items.map((r: { phone: string }) => r.phone)).toEqual([MOBILE]);
  });

  it('check the national id on the card for the credit line', async () => {
    const checked = await callAs(t.app, staff, 'POST', getUserCredit.path.replace(':id', String(USER)), {
      IDCardNumber: nationalId,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ userId: USER });
  });

  it('filter the offers list by ids', async () => {
    const [first, , third] = offerIds as [number, number, number];
    const ids = typed(`${first},${third}`);
    const found = await get(`${searchRegularOffers.path}?ids=${q(ids)}`);
    expect(found.hits.map((hit: { id: number }) => hit.id).sort()).toEqual([first, third].sort());
  });
});

describe('numbers that are not numbers', () => {
  it('are still refused, whatever their script', async () => {
    expect(
      (await callAs(t.app, staff, 'GET', `${searchRegularOffers.path}?ids=${q('١,x')}`)).statusCode,
    ).toBe(400);
    const short = await callAs(t.app, staff, 'POST', getUserCredit.path.replace(':id', String(USER)), {
      IDCardNumber: arabic(NATIONAL_ID.slice(1)),
    });
    expect(short.statusCode).toBe(400);
  });
});
