import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import {
  amlBlacklist,
  appUsers,
  customerApplications,
  customerBankAccounts,
  profileValidations,
} from '../src/db/schema.ts';
import { egyptianIban } from '../src/seed/compliance-data.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const USERS = `${V2}/app-users`;

let t: TestApp;
let staff: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn(['manage-app-users']);
  await t.db.insert(appUsers).values(
    Array.from({ length: 60 }, (_, i) => ({
      id: 500001 + i,
      phone: `0111${String(500001 + i).padStart(7, '0')}`,
      name: i % 2 ? `Omar Hassan ${i}` : `سارة محمود ${i}`,
    })),
  );
  await t.db.insert(customerApplications).values({
    userId: 500010,
    firstName: 'سارة',
    familyName: 'محمود',
    documentNumber: '29902150101284',
    birthdate: '1999-02-15',
    gender: 2,
    phone: '01110500010',
  });
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: staff.authorization },
    ...(payload ? { payload } : {}),
  });
const ids = async (q: string, extra = '') =>
  (await send('GET', `${USERS}?q=${encodeURIComponent(q)}${extra}`))
    .json()
    .items.map((u: { id: number }) => u.id);

describe('finding app users', () => {
  it('by mobile in any usual form, by its first digits, by whole national id, by user id, or by name', async () => {
    expect(await ids('01110500010')).toEqual([500010]);
    expect(await ids('+20 111 050 0010')).toEqual([500010]);
    expect(await ids('0111050001')).toEqual([
      500019, 500018, 500017, 500016, 500015, 500014, 500013, 500012, 500011, 500010,
    ]);
    expect(await ids('29902150101284')).toEqual([500010]);
    expect(await ids('2990215010')).toEqual([]);
    expect(await ids('500033')).toEqual([500033]);
    expect(await ids('omar hassan 13')).toEqual([500014]);
    expect(await ids('سارة محمود 58')).toEqual([500059]);
  });

  it('shows at most 50, newest first, and says when more match', async () => {
    const all = (await send('GET', USERS)).json();
    expect(all.items).toHaveLength(50);
    expect(all.more).toBe(true);
    expect(all.items[0].id).toBe(500060);
    const few = (await send('GET', `${USERS}?q=Omar`)).json();
    expect(few).toMatchObject({ more: false });
    expect(few.items).toHaveLength(30);
  });

  it('masks the national id and flags a customer on the AML list', async () => {
    await t.db.insert(amlBlacklist).values({
      nationalId: '29902150101284',
      name: 'Sara Mahmoud',
      reason: 'Court order',
      sourceList: 'Court order',
      listedOn: '2026-01-01',
    });
    const response = await send('GET', `${USERS}?q=01110500010`);
    expect(response.json().items[0]).toMatchObject({ nationalIdMasked: '••••••••••1284', blacklisted: true });
    expect(response.body).not.toContain('29902150101284');
    await t.db.delete(amlBlacklist).where(eq(amlBlacklist.nationalId, '29902150101284'));
  });
});

describe('an app user', () => {
  it('shows the profile, KYC state and bank accounts with the IBAN masked', async () => {
    await t.db.insert(profileValidations).values({ userId: 500010, status: 'APPROVED' });
    const iban = egyptianIban('0010', '0042', '10000000000012345');
    await t.db
      .insert(customerBankAccounts)
      .values({ userId: 500010, bankName: 'CIB', iban, accountHolder: 'Sara Mahmoud' });
    const response = await send('GET', `${USERS}/500010`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      id: 500010,
      status: 'ACTIVE',
      kycStatus: 'APPROVED',
      application: { fullName: 'سارة محمود', birthdate: '1999-02-15', gender: 2 },
      bankAccounts: [
        { bankName: 'CIB', ibanMasked: `EG•• •••• ${iban.slice(-4)}`, accountHolder: 'Sara Mahmoud' },
      ],
    });
    expect(response.body).not.toContain(iban);
    expect((await send('GET', `${USERS}/999999`)).statusCode).toBe(404);
  });

  it('is blocked and unblocked with a reason, each audited once, with the history on the profile', async () => {
    expect((await send('PUT', `${USERS}/500020/block`, { reason: 'x' })).statusCode).toBe(400);
    const blocked = await send('PUT', `${USERS}/500020/block`, { reason: 'Chargebacks on stolen cards' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      status: 'BLOCKED',
      blockReason: 'Chargebacks on stolen cards',
      blockedBy: staff.email,
      version: 2,
    });
    const again = await send('PUT', `${USERS}/500020/block`, { reason: 'Again' });
    expect(again.json()).toMatchObject({ status: 'BLOCKED', blockReason: 'Chargebacks on stolen cards' });
    expect(
      (await send('GET', `${USERS}?status=BLOCKED`)).json().items.map((u: { id: number }) => u.id),
    ).toEqual([500020]);

    const unblocked = await send('PUT', `${USERS}/500020/unblock`, {
      reason: 'The bank confirmed the cards were his',
    });
    expect(unblocked.json()).toMatchObject({ status: 'ACTIVE', blockReason: null, blockedAt: null });
    expect(unblocked.json().history).toEqual([
      expect.objectContaining({
        action: 'unblock',
        reason: 'The bank confirmed the cards were his',
        by: staff.email,
      }),
      expect.objectContaining({ action: 'block', reason: 'Chargebacks on stolen cards', by: staff.email }),
    ]);
    expect(await t.auditOf('app-user.block')).toHaveLength(1);
    expect((await send('PUT', `${USERS}/500020/unblock`, { reason: 'Once more' })).statusCode).toBe(200);
    expect((await send('PUT', `${USERS}/999999/block`, { reason: 'Nobody here' })).statusCode).toBe(404);
  });

  it('stays active when recording the block fails', async () => {
    await t.db.execute(sql`create function refuse_block() returns trigger language plpgsql as $$
      begin if new.action = 'app-user.block' then raise exception 'audit store down'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_block before insert on audit_log for each row execute function refuse_block()`,
    );
    try {
      expect((await send('PUT', `${USERS}/500030/block`, { reason: 'Fraud suspected' })).statusCode).toBe(
        500,
      );
    } finally {
      await t.db.execute(sql`drop trigger refuse_block on audit_log`);
      await t.db.execute(sql`drop function refuse_block()`);
    }
    const [row] = await t.db.select().from(appUsers).where(eq(appUsers.id, 500030));
    expect(row).toMatchObject({ status: 'ACTIVE', blockReason: null, version: 1 });
  });
});
