import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import {
  customerIdentityPermissions,
  customerSectionPermissions,
  customerSections,
} from '@cmt/contract/endpoints/customers';
import { permissionKeys } from '@cmt/contract/permissions';
import {
  affiliateCashouts,
  amlBlacklist,
  appUsers,
  applicationFinancingPartners,
  auditLog,
  cashbackWallets,
  contractEvents,
  customerApplications,
  financingBlocks,
  financingPartners,
  profileValidations,
  smsJobs,
  smsRecipients,
  merchants as merchants_,
  categories,
} from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const ID = 700001;
const OTHER = 700002;
const NID = '29001011234567';
const categoryId = async () => {
  const [row] = await t.db.insert(categories).values({ nameEn: 'Search', nameAr: 'بحث' }).returning();
  return row!.id;
};
const overviewOf = (id: number | string) => `${V2}/customers/${id}/overview`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(appUsers).values([
    { id: ID, phone: '01012345678', email: 'mona@example.com', name: 'Mona' },
    { id: OTHER, phone: '01099999999', name: 'Other' },
  ]);
  await t.db.insert(customerApplications).values({
    userId: ID,
    firstName: 'منى',
    familyName: 'عادل',
    documentNumber: NID,
    phone: '01112345678',
    city: 'Cairo',
  });
  const [partner] = await t.db
    .insert(financingPartners)
    .values({ name: 'Overview Bank', nameAr: 'بنك', minLimit: '1000.00', maxLimit: '50000.00' })
    .returning();
  await t.db.insert(applicationFinancingPartners).values({
    userId: ID,
    partnerId: partner!.id,
    creditLineStatus: 2,
    approvedAmount: '12000.00',
    isCurrent: true,
  });
  await t.db.insert(profileValidations).values({ userId: ID, status: 'APPROVED', decidedBy: 'kyc@x.eg' });
  await t.db
    .insert(cashbackWallets)
    .values({ userId: ID, availablePiastres: 12_345, pendingPiastres: 500, paidOutPiastres: 0 });
  await t.db.insert(affiliateCashouts).values({
    userId: ID,
    amountPiastres: 10_000,
    method: 'WALLET',
    walletProvider: 'Vodafone Cash',
    walletNumber: '01012345678',
    balanceAtRequestPiastres: 12_345,
  });
  await t.db.insert(affiliateCashouts).values({
    userId: OTHER,
    amountPiastres: 999,
    method: 'WALLET',
    walletProvider: 'Vodafone Cash',
    walletNumber: '01099999999',
    balanceAtRequestPiastres: 999,
  });
  await t.db.insert(financingBlocks).values({ userId: ID, reason: 'FRAUD_REVIEW', blockedBy: 'risk@x.eg' });
  await t.db.insert(amlBlacklist).values({
    nationalId: NID,
    name: 'Mona Adel',
    reason: 'Court order',
    sourceList: 'FIU',
    listedOn: '2026-01-02',
  });
  const [job] = await t.db
    .insert(smsJobs)
    .values({
      message: 'Your card is ready',
      encoding: 'GSM-7',
      parts: 1,
      recipientCount: 2,
      provider: 'fake',
    })
    .returning();
  await t.db.insert(smsRecipients).values([
    { jobId: job!.id, position: 1, phone: '01112345678', status: 'SENT' },
    { jobId: job!.id, position: 2, phone: '01099999999', status: 'SENT' },
  ]);
  await t.db
    .insert(contractEvents)
    .values({ userId: ID, kind: 'credit', action: 'printed', byEmail: 'agent@x.eg' });
});
afterAll(() => t?.close());

const open = async (permissions: string[], id: number | string = ID) => {
  const staff = await t.signIn(permissions);
  return t.app.inject({
    method: 'GET',
    url: overviewOf(id),
    headers: { authorization: staff.authorization },
  });
};
const readsOf = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kind, 'read'),
        eq(auditLog.action, 'customer.overview.view'),
        eq(auditLog.targetId, String(userId)),
      ),
    );

describe('GET /customers/:id/overview', () => {
  it('shows every section to a holder of every section permission, and records the read', async () => {
    const before = (await readsOf(ID)).length;
    const response = await open(Object.values(customerSectionPermissions).flat());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['name', 'userId', ...customerSections].sort());
    expect(body.name).toBe('منى عادل');
    expect(body.profile).toMatchObject({ phone: '01012345678', email: 'mona@example.com', status: 'ACTIVE' });
    expect(body.kyc).toMatchObject({
      submissions: 1,
      latest: { status: 'APPROVED' },
      documentNumberMasked: '••••••••••4567',
    });
    expect(body.applications).toMatchObject({
      hasApplication: true,
      documentNumber: NID,
      city: 'Cairo',
      line: { partnerName: 'Overview Bank', status: 2, approvedAmount: '12000.00' },
    });
    expect(body.cashback).toMatchObject({
      wallet: { available: '123.45', pending: '5.00', paidOut: '0.00' },
      cashoutCount: 1,
      cashouts: [{ amount: '100.00', status: 'PENDING' }],
    });
    expect(body.blocks.items).toMatchObject([{ reason: 'FRAUD_REVIEW', status: 'ACTIVE' }]);
    expect(body.blacklist.hit).toMatchObject({ reason: 'Court order', sourceList: 'FIU' });
    // Sent to the application's mobile; the other recipient of the same sending is someone else.
    expect(body.sms.items).toMatchObject([{ message: 'Your card is ready', status: 'SENT' }]);
    expect(body.contracts.items).toMatchObject([{ kind: 'credit', action: 'printed' }]);
    expect(body.audit).toEqual({ targetType: 'app_user', targetId: String(ID) });

    const reads = await readsOf(ID);
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)!.after).toEqual({ sections: [...customerSections] });
    // The read names the sections, never the data: no national id in the entry.
    expect(JSON.stringify(reads.at(-1))).not.toContain(NID);
  });

  it.each(customerSections.map((section) => [section] as const))(
    'with only the %s permission: that section alone, and the read recorded',
    async (section) => {
      const before = (await readsOf(ID)).length;
      const response = await open([customerSectionPermissions[section][0]]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['name', 'userId', section].sort());
      expect(body.name).toBe('منى عادل');
      expect(await readsOf(ID)).toHaveLength(before + 1);
    },
  );

  it('answers one section with ?section= (the page loads each on its own), recording that section only', async () => {
    const staff = await t.signIn(Object.values(customerSectionPermissions).flat());
    const section = async (name: string) =>
      t.app.inject({
        method: 'GET',
        url: `${overviewOf(ID)}?section=${name}`,
        headers: { authorization: staff.authorization },
      });
    const readsNaming = async (name: string) =>
      (await readsOf(ID)).filter((read) => JSON.stringify(read.after) === `{"sections":["${name}"]}`);
    for (const name of customerSections) {
      const before = (await readsOf(ID)).length;
      const naming = (await readsNaming(name)).length;
      const response = await section(name);
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['name', 'userId', name].sort());
      expect(response.json().name).toBe('منى عادل');
      expect(await readsOf(ID)).toHaveLength(before + 1);
      expect(await readsNaming(name)).toHaveLength(naming + 1);
    }
    // A section the caller may not see: nothing shown, nothing recorded.
    const before = (await readsOf(ID)).length;
    const kycOnly = await t.signIn(['manage-applications-profile-validation']);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${overviewOf(ID)}?section=sms`,
      headers: { authorization: kycOnly.authorization },
    });
    expect(hidden.json()).toEqual({ userId: ID, name: null });
    expect(await readsOf(ID)).toHaveLength(before);
    expect((await section('wallet')).statusCode).toBe(400);
  });

  it('the whole national id leaves only in the applications section', async () => {
    const others = customerSections.filter((s) => s !== 'applications');
    const response = await open(others.flatMap((s) => customerSectionPermissions[s]));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(NID);
    expect(response.json().applications).toBeUndefined();
  });

  it('shows nothing and records nothing for a caller whose permissions show no section', async () => {
    const before = (await readsOf(ID)).length;
    const response = await open(['manage-feature-flags']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: ID, name: null });
    expect(await readsOf(ID)).toHaveLength(before);
  });

  it('answers 404 for an unknown customer and 400 for a bad id, recording nothing', async () => {
    const before = (await readsOf(799999)).length;
    expect((await open(['manage-app-users'], 799999)).statusCode).toBe(404);
    expect(await readsOf(799999)).toHaveLength(before);
    expect((await open(['manage-app-users'], 'abc')).statusCode).toBe(400);
    expect((await open(['manage-app-users'], 0)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: overviewOf(ID) })).statusCode).toBe(401);
  });
});

describe('GET /search', () => {
  const search = async (permissions: string[], q: string) => {
    const staff = await t.signIn(permissions);
    return t.app.inject({
      method: 'GET',
      url: `${V2}/search?q=${encodeURIComponent(q)}`,
      headers: { authorization: staff.authorization },
    });
  };
  const customerIds = async (q: string) => {
    const response = await search(['manage-app-users'], q);
    expect(response.statusCode, response.body).toBe(200);
    const group = response.json().groups.find((g: { kind: string }) => g.kind === 'customers');
    return (group?.items ?? []).map((item: { id: number }) => item.id);
  };

  it.each([
    ['01012345678'],
    ['+201012345678'],
    ['00201012345678'],
    ['201012345678'],
    ['+20 101 234 5678'],
    ['0101-234-5678'],
    // The application's mobile finds the same customer.
    ['01112345678'],
    ['+201112345678'],
  ])('finds the customer by the mobile %s', async (q) => {
    expect(await customerIds(q)).toEqual([ID]);
  });

  it('finds the customer by whole national id, user id, or a part of the Arabic or English name', async () => {
    expect(await customerIds(NID)).toEqual([ID]);
    expect(await customerIds(`${NID.slice(0, 7)} ${NID.slice(7)}`)).toEqual([ID]);
    expect(await customerIds(String(ID))).toEqual([ID]);
    expect(await customerIds('منى')).toEqual([ID]);
    expect(await customerIds('mona')).toEqual([ID]);
    // A part of a national id finds no one (national ids are found whole), nor does an unknown mobile.
    expect(await customerIds(NID.slice(0, 10))).toEqual([]);
    expect(await customerIds('01000000000')).toEqual([]);
    // A name part is searched from 3 characters (the trigram indexes need three): 2 find no one.
    expect(await customerIds('من')).toEqual([]);
    expect(await customerIds('mo')).toEqual([]);
  });

  it('shows a customer with the mobile and the masked national id, never the whole id', async () => {
    const response = await search(['manage-app-users'], NID);
    expect(response.json().groups[0].items[0]).toMatchObject({
      id: ID,
      title: 'منى عادل',
      detail: '01012345678 · ••••••••••4567',
    });
    expect(response.body).not.toContain(NID);
  });

  it('searches only the kinds the caller may see', async () => {
    await t.db
      .insert(merchants_)
      .values({ nameEn: 'Zed Searchable', nameAr: 'زد', categoryId: await categoryId() });
    const kindsOf = async (permissions: string[], q: string) =>
      (await search(permissions, q)).json().groups.map((g: { kind: string }) => g.kind);
    expect(await kindsOf(['manage-merchant'], 'Searchable')).toEqual(['merchants']);
    expect(await kindsOf(['manage-app-users'], 'Searchable')).toEqual([]);
    expect(await kindsOf(['manage-merchant'], 'mona')).toEqual([]);
    expect(await kindsOf(['manage-feature-flags'], 'mona')).toEqual([]);
    // Each kind's statement is kept per shape of term (lib/kept-statements.ts): every term brings its own values.
    await t.db
      .insert(merchants_)
      .values({ nameEn: 'Other Findable', nameAr: 'آخر متجر', categoryId: await categoryId() });
    const merchantNames = async (q: string) =>
      ((await search(['manage-merchant'], q)).json().groups[0]?.items ?? []).map(
        (item: { title: string }) => item.title,
      );
    expect(await merchantNames('Searchable')).toEqual(['Zed Searchable']);
    expect(await merchantNames('findable')).toEqual(['Other Findable']);
    expect(await merchantNames('آخر')).toEqual(['Other Findable']);
    expect(await merchantNames('زد')).toEqual([]);
    expect(await merchantNames('Nowhere to be found')).toEqual([]);
    // Staff by name or email, for holders of manage-cmt only.
    const someone = await t.signIn(['manage-merchant']);
    expect(await kindsOf(['manage-cmt'], someone.email)).toEqual(['staff']);
    expect(await kindsOf(['manage-merchant'], someone.email)).toEqual([]);
  });

  it.each([
    ['Arabic-Indic', '٠١٠١٢٣٤٥٦٧٨'],
    ['Eastern Arabic-Indic', '۰۱۰۱۲۳۴۵۶۷۸'],
    ['Arabic-Indic, +20 form', '+٢٠ ١٠١ ٢٣٤ ٥٦٧٨'],
    ['Arabic-Indic national id', '٢٩٠٠١٠١١٢٣٤٥٦٧'],
    ['Eastern Arabic-Indic user id', String(ID).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)],
    ['mixed', '0١۰1٢۳4٥۶7٨'],
    ['mixed national id', '2٩۰0١۰1١۲3٤۵6٧'],
  ])('finds the customer by a number typed in %s digits', async (_, q) => {
    expect(await customerIds(q)).toEqual([ID]);
  });

  it('finds customers only for holders of a customer identity permission; others get their own areas', async () => {
    // The keys of the customer page's identity sections (profile, KYC, application) find customers.
    for (const key of [
      'manage-app-users',
      'manage-applications-profile-validation',
      'manage-applications-profile-validation-id',
      'manage-financing-applications',
    ]) {
      const response = await search([key], NID);
      expect(
        response.json().groups.map((g: { kind: string }) => g.kind),
        key,
      ).toEqual(['customers']);
    }
    // Every other section's key shows a customer's record in its own area, never who to look for.
    for (const key of [
      'manage-offers-branches-bulk',
      'manage-general',
      'manage-affiliate-cashout',
      'manage-financing-applications-unblock-user',
      'manage-applacations-prefill-contract',
      'manage-cmt',
    ]) {
      for (const q of [NID, '01012345678', 'mona', String(ID)]) {
        const response = await search([key], q);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().groups, `${key} ${q}`).toEqual([]);
        expect(response.body).not.toContain('Mona');
      }
    }
    // Nor does every other key together.
    const identity = new Set(customerIdentityPermissions as readonly string[]);
    const allOthers = await search(
      permissionKeys.filter((key) => !identity.has(key)),
      NID,
    );
    expect(allOthers.json().groups).toEqual([]);
    // Their own areas' records still come.
    await t.db
      .insert(merchants_)
      .values({ nameEn: 'Mona Bakery', nameAr: 'مخبز منى', categoryId: await categoryId() });
    const own = await search(['manage-offers-branches-bulk', 'manage-merchant'], 'mona');
    expect(own.json().groups.map((g: { kind: string }) => g.kind)).toEqual(['merchants']);
  });

  it('masks the mobile unless the caller may see it whole (the profile section), the national id always', async () => {
    const kyc = await search(['manage-applications-profile-validation'], NID);
    expect(kyc.json().groups[0].items[0]).toMatchObject({
      id: ID,
      title: 'منى عادل',
      detail: '010•••••678 · ••••••••••4567',
    });
    expect(kyc.body).not.toContain('01012345678');
    expect(kyc.body).not.toContain(NID);
    const profile = await search(['manage-app-users', 'manage-financing-applications'], '01012345678');
    expect(profile.json().groups[0].items[0].detail).toBe('01012345678 · ••••••••••4567');
    expect(profile.body).not.toContain(NID);
  });

  it('records every search that returns a customer as a read of personal data, the query masked', async () => {
    const staff = await t.signIn(['manage-applications-profile-validation']);
    const as = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `${V2}/search?q=${encodeURIComponent(q)}`,
        headers: { authorization: staff.authorization },
      });
    const reads = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'customer.search'), eq(auditLog.actorId, staff.id)))
        .orderBy(auditLog.id);

    expect((await as(NID)).statusCode).toBe(200);
    expect((await as(`${NID.slice(0, 7)} ${NID.slice(7)}`)).statusCode).toBe(200);
    expect((await as('٠١٠١٢٣٤٥٦٧٨')).statusCode).toBe(200);
    expect((await as('mona')).statusCode).toBe(200);
    let entries = await reads();
    expect(
      entries.map(({ kind, targetType, targetId, after }) => ({ kind, targetType, targetId, after })),
    ).toEqual([
      {
        kind: 'read',
        targetType: 'app_user',
        targetId: String(ID),
        after: { query: '**********4567', userIds: [ID] },
      },
      {
        kind: 'read',
        targetType: 'app_user',
        targetId: String(ID),
        after: { query: '**********4567', userIds: [ID] },
      },
      {
        kind: 'read',
        targetType: 'app_user',
        targetId: String(ID),
        after: { query: '*******5678', userIds: [ID] },
      },
      { kind: 'read', targetType: 'app_user', targetId: String(ID), after: { query: 'mona', userIds: [ID] } },
    ]);
    // Never the whole national id or mobile in the trail.
    expect(JSON.stringify(entries)).not.toContain(NID.slice(0, 10));
    expect(JSON.stringify(entries)).not.toContain('0101234');

    // A search that finds several names them all, on no one record; one that finds no customer is not a read.
    await t.db.insert(appUsers).values({ id: 700003, phone: '01055555555', name: 'Mona Second' });
    await as('mona');
    await as('01000000000');
    await as('Nobody at all');
    entries = await reads();
    expect(entries).toHaveLength(5);
    expect(entries.at(-1)).toMatchObject({ targetId: null, after: { query: 'mona', userIds: [ID, 700003] } });

    // A caller who may not search customers leaves no read.
    const other = await t.signIn(['manage-offers-branches-bulk']);
    await t.app.inject({
      method: 'GET',
      url: `${V2}/search?q=${NID}`,
      headers: { authorization: other.authorization },
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorId, other.id))).toEqual([]);
  });

  it('refuses a term shorter than 2 characters with 400, and needs a session', async () => {
    expect((await search(['manage-app-users'], 'a')).statusCode).toBe(400);
    expect((await search(['manage-app-users'], 'x'.repeat(101))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${V2}/search?q=mona` })).statusCode).toBe(401);
  });
});
