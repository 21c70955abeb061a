import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { loadConfig } from '../src/config.ts';
import { auditLog, staffUsers } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const USERS = `${V2}/local-users`;
const PASSWORD = 'a long enough password';
/** The deployment of this file: app domain `acme.app`, partner domain `partner.example`. */
const DOMAINS = { appDomain: 'acme.app', partnerDomain: 'partner.example' };

let t: TestApp;
let admin: { authorization: string; id: number; email: string };

beforeAll(async () => {
  t = await createTestApp({ APP_NAME: 'acme', PARTNER_DOMAIN: 'partner.example' });
  admin = await t.signIn([...permissionKeys], 'root.admin@acme.app');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: object = {}) =>
  t.app.inject({ method, url, headers: { authorization: admin.authorization, ...headers }, payload });

/** The refusal: 400 DOMAIN_NOT_ALLOWED with the email field's message, by key, naming both domains. */
const expectDomainRefusal = (
  response: Awaited<ReturnType<typeof send>>,
  key: 'companyEmailOnly' | 'companyEmailDisableOnly',
) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'DOMAIN_NOT_ALLOWED',
    message: expect.stringContaining('acme.app or partner.example'),
    details: [{ path: ['body', 'email'], key, params: DOMAINS }],
  });
};

const accountOf = async (email: string) =>
  (await t.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0];

describe('only the two company domains have local accounts (docs/requirements.md §P6)', () => {
  it.each(['someone@gmail.com', 'someone@lucky.app', 'someone@acme.app.evil.com', 'someone@sub.acme.app'])(
    'refuses to create an account for %s, and creates nothing',
    async (email) => {
      const before = await t.countRows(staffUsers);
      const response = await send('POST', USERS, {
        email,
        name: 'Someone',
        permissions: [],
        password: PASSWORD,
      });
      expectDomainRefusal(response, 'companyEmailOnly');
      expect(await t.countRows(staffUsers)).toBe(before);
      expect(await t.auditOf('staff.create')).toEqual([]);
    },
  );

  it.each(['new.hire@acme.app', 'Partner.Staff@PARTNER.example'])(
    'creates an account on a company domain (%s), which signs in',
    async (email) => {
      const response = await send('POST', USERS, {
        email,
        name: 'Someone',
        permissions: [],
        password: PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await t.localLogin(email.toLowerCase(), PASSWORD)).statusCode).toBe(200);
    },
  );

  it('refuses the sign-in of an account outside them, even with the right password', async () => {
    await t.createAccount({
      email: 'old.contractor@gmail.com',
      password: PASSWORD,
      permissions: ['manage-cmt'],
    });
    const response = await t.localLogin('old.contractor@gmail.com', PASSWORD);
    expectDomainRefusal(response, 'companyEmailOnly');
    expect(response.json().accessToken).toBeUndefined();
    expect((await accountOf('old.contractor@gmail.com'))!.lastLoginAt).toBeNull();
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login.failed'));
    expect(failures.at(-1)).toMatchObject({ targetId: 'old.contractor@gmail.com' });
    expect(failures.at(-1)!.after).toMatchObject({ reason: 'domain not allowed' });
  });

  it('refuses an edit that keeps such an account active, and changes nothing', async () => {
    const id = await t.createAccount({ email: 'legacy@outlook.com', password: PASSWORD, permissions: [] });
    const before = await accountOf('legacy@outlook.com');
    for (const body of [
      { name: 'Renamed', permissions: [], isActive: true },
      { name: 'legacy', permissions: ['manage-cmt'], isActive: true },
    ]) {
      const response = await send('PUT', `${USERS}/${id}`, body, { 'if-match': `"${before!.version}"` });
      expectDomainRefusal(response, 'companyEmailDisableOnly');
    }
    const reset = await send('POST', `${USERS}/${id}/reset-password`, { password: 'another long password' });
    expectDomainRefusal(reset, 'companyEmailDisableOnly');
    expect(await accountOf('legacy@outlook.com')).toEqual(before);
    expect((await t.auditOf('staff.update')).filter((e) => e.targetId === 'legacy@outlook.com')).toEqual([]);
  });

  it('still lets such an account be disabled', async () => {
    const id = await t.createAccount({ email: 'leaver@yahoo.com', password: PASSWORD, permissions: [] });
    const response = await send('PUT', `${USERS}/${id}`, {
      name: 'leaver',
      permissions: [],
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'leaver@yahoo.com', isActive: false });
  });

  it('edits an account on a company domain as before', async () => {
    const id = await t.createAccount({
      email: 'editor@partner.example',
      password: PASSWORD,
      permissions: [],
    });
    const response = await send('PUT', `${USERS}/${id}`, { name: 'Editor', permissions: [], isActive: true });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses to start with a first-start administrator outside them', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@gmail.com' })).toThrow(
      /ADMIN_EMAIL: use an email on lucky\.app or connect\.money/,
    );
    expect(loadConfig({ ADMIN_EMAIL: 'boss@connect.money' }).adminEmail).toBe('boss@connect.money');
    expect(loadConfig({ APP_NAME: 'acme' }).adminEmail).toBe('admin@acme.app');
  });

  it('takes several first-start administrators as a comma list, each on a company domain', () => {
    const config = loadConfig({ ADMIN_EMAIL: ' Boss@lucky.app, second@connect.money,boss@lucky.app ' });
    expect(config.adminEmails).toEqual(['boss@lucky.app', 'second@connect.money']);
    expect(config.adminEmail).toBe('boss@lucky.app');
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@lucky.app, boss@gmail.com' })).toThrow(
      /ADMIN_EMAIL: use an email on lucky\.app or connect\.money/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@lucky.app, not-an-email' })).toThrow(
      /ADMIN_EMAIL: not-an-email is not an email/,
    );
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@lucky.app,b@lucky.app', ADMIN_PASSWORD: 'one-password-for-two' }),
    ).toThrow(/ADMIN_PASSWORD: only with a single ADMIN_EMAIL/);
  });
});
