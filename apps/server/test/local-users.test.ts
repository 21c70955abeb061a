import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { permissionKeys } from '@cmt/contract/permissions';
import { auditLog, staffUsers } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const USERS = `${V2}/local-users`;
const PASSWORD = 'a long enough password';

let t: TestApp;
let admin: { authorization: string; id: number; email: string };
/** Every response body of this file, to check at the end that no password or hash ever left the server. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn([...permissionKeys], 'root.admin@lucky.app');
});
afterAll(() => t?.close());

async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = admin) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });
  bodies.push(response.body);
  return response;
}

async function createUser(
  input: Partial<{ email: string; name: string; permissions: string[]; password: string }>,
) {
  const response = await send('POST', USERS, {
    name: 'Someone',
    permissions: [],
    password: PASSWORD,
    ...input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('creating staff accounts', () => {
  it('creates an account that can sign in, and records it', async () => {
    const response = await send('POST', USERS, {
      email: '  Heba.Fathy@Lucky.App ',
      name: ' Heba Fathy ',
      permissions: ['manage-offers-banners', 'manage-feature-flags'],
      password: PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'heba.fathy@lucky.app',
      name: 'Heba Fathy',
      permissions: ['manage-offers-banners', 'manage-feature-flags'],
      isActive: true,
      hasGoogle: false,
      lastLoginAt: null,
      version: 1,
      createdAt: expect.any(String),
    });
    expect((await t.localLogin('heba.fathy@lucky.app', PASSWORD)).statusCode).toBe(200);
    expect((await send('GET', `${USERS}/${user.id}`)).json().lastLoginAt).not.toBeNull();
    const [entry] = (await t.auditOf('staff.create')).filter((e) => e.targetId === user.email);
    expect(entry).toMatchObject({ actorEmail: admin.email, after: user });
  });

  it.each([
    [
      'a password under 12 characters',
      { password: 'elevenchars' },
      /^body\.password: Use at least 12 characters/,
    ],
    ['an invalid email', { email: 'not an email' }, /^body\.email: Enter a valid email/],
    ['an unknown permission', { permissions: ['manage-everything'] }, /^body\.permissions/],
    ['a missing name', { name: '   ' }, /^body\.name/],
  ])('refuses %s with 400 naming the field, creating nothing', async (_, override, message) => {
    const before = await t.countRows(staffUsers);
    const response = await send('POST', USERS, {
      email: 'new.person@lucky.app',
      name: 'New Person',
      permissions: [],
      password: PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await t.countRows(staffUsers)).toBe(before);
  });

  it('accepts a password of exactly 12 characters', async () => {
    await createUser({ email: 'twelve@lucky.app', password: 'exactly12chr' });
    expect((await t.localLogin('twelve@lucky.app', 'exactly12chr')).statusCode).toBe(200);
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await createUser({ email: 'dup@lucky.app' });
    const response = await send('POST', USERS, {
      email: 'DUP@lucky.app',
      name: 'Dup',
      permissions: [],
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account for dup@lucky.app already exists',
      code: 'DUPLICATE_EMAIL',
    });
  });

  it('refuses simultaneous creates of one email with 409, not a server error', async () => {
    const responses = await Promise.all(
      [1, 2].map(() =>
        send('POST', USERS, { email: 'race@lucky.app', name: 'Race', permissions: [], password: PASSWORD }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('listing staff accounts', () => {
  beforeAll(async () => {
    await createUser({ email: 'amira.list@connect.money', name: 'Amira Listing' });
    await createUser({ email: 'bassem.list@lucky.app', name: 'Bassem Listing' });
    const disabled = await createUser({ email: 'chady.list@lucky.app', name: 'Chady Listing' });
    await send('PUT', `${USERS}/${disabled.id}`, { name: 'Chady Listing', permissions: [], isActive: false });
  });

  const emails = async (query: string) =>
    ((await send('GET', `${USERS}?${query}`)).json().items as { email: string }[]).map((u) => u.email);

  it('searches email and name, case-insensitively', async () => {
    expect(await emails('q=listing&sort=email&order=asc')).toEqual([
      'amira.list@connect.money',
      'bassem.list@lucky.app',
      'chady.list@lucky.app',
    ]);
    expect(await emails('q=CONNECT.MONEY')).toEqual(['amira.list@connect.money']);
    expect(await emails('q=Bassem')).toEqual(['bassem.list@lucky.app']);
  });

  it('filters by status', async () => {
    expect(await emails('q=list&status=ACTIVE&sort=email&order=asc')).toEqual([
      'amira.list@connect.money',
      'bassem.list@lucky.app',
    ]);
    expect(await emails('q=list&status=DISABLED')).toEqual(['chady.list@lucky.app']);
    expect((await send('GET', `${USERS}?status=GONE`)).statusCode).toBe(400);
  });

  it('sorts by name both ways and pages with a total', async () => {
    expect(await emails('q=listing&sort=name&order=desc')).toEqual([
      'chady.list@lucky.app',
      'bassem.list@lucky.app',
      'amira.list@connect.money',
    ]);
    const page2 = (await send('GET', `${USERS}?q=listing&sort=name&order=asc&pageSize=2&page=2`)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((u: { email: string }) => u.email)).toEqual(['chady.list@lucky.app']);
  });

  it('sorts by last sign-in with never-signed-in accounts last', async () => {
    await t.localLogin('bassem.list@lucky.app', PASSWORD);
    expect((await emails('q=listing&status=ACTIVE&sort=lastLoginAt&order=desc'))[0]).toBe(
      'bassem.list@lucky.app',
    );
    expect((await emails('q=listing&status=ACTIVE&sort=lastLoginAt&order=asc'))[0]).toBe(
      'bassem.list@lucky.app',
    );
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const response = await send('GET', `${USERS}/424242`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Staff account was not found', code: 'NOT_FOUND' });
  });
});

describe('changing staff accounts', () => {
  it('updates name, permissions and active state, with before/after in the audit log', async () => {
    const user = await createUser({
      email: 'update.me@lucky.app',
      name: 'Old Name',
      permissions: ['manage-merchant'],
    });

    const response = await send('PUT', `${USERS}/${user.id}`, {
      name: 'New Name',
      permissions: ['manage-merchant', 'manage-merchant-bulk'],
      isActive: false,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: 'update.me@lucky.app',
      name: 'New Name',
      permissions: ['manage-merchant', 'manage-merchant-bulk'],
      isActive: false,
    });
    expect((await send('GET', `${USERS}/${user.id}`)).json()).toEqual({
      ...response.json(),
      pendingRequests: [],
    });
    const [entry] = (await t.auditOf('staff.update')).filter((e) => e.targetId === user.email);
    expect(entry!.before).toMatchObject({
      name: 'Old Name',
      permissions: ['manage-merchant'],
      isActive: true,
    });
    expect(entry!.after).toMatchObject({ name: 'New Name', isActive: false });
  });

  it('answers 404 when updating or resetting an unknown account', async () => {
    const update = await send('PUT', `${USERS}/424242`, { name: 'X', permissions: [], isActive: true });
    expect(update.statusCode).toBe(404);
    const reset = await send('POST', `${USERS}/424242/reset-password`, { password: PASSWORD });
    expect(reset.statusCode).toBe(404);
  });

  it('resets a password: the new one signs in, the old one no longer does', async () => {
    const user = await createUser({ email: 'forgetful@lucky.app' });
    const newPassword = 'the replacement password';

    const response = await send('POST', `${USERS}/${user.id}/reset-password`, { password: newPassword });

    expect(response.statusCode).toBe(204);
    expect((await t.localLogin('forgetful@lucky.app', PASSWORD)).statusCode).toBe(401);
    expect((await t.localLogin('forgetful@lucky.app', newPassword)).statusCode).toBe(200);
    const [entry] = (await t.auditOf('staff.resetPassword')).filter((e) => e.targetId === user.email);
    expect(entry).toMatchObject({ actorEmail: admin.email, before: null, after: null });
  });

  it('refuses a short new password', async () => {
    const user = await createUser({ email: 'short.reset@lucky.app' });
    const response = await send('POST', `${USERS}/${user.id}/reset-password`, { password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.password/);
    expect((await t.localLogin('short.reset@lucky.app', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['disable their own account', { permissions: [...permissionKeys], isActive: false }],
    ['remove their own manage-cmt', { permissions: ['manage-feature-flags'], isActive: true }],
  ])('does not let an admin %s (403 SELF_EDIT, audited), and changes nothing else', async (_, change) => {
    const refusalsBefore = (await t.auditOf('staff.update.refused')).length;

    const response = await send('PUT', `${USERS}/${admin.id}`, { name: 'Root', ...change });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SELF_EDIT', message: expect.stringMatching(/your own/) });
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row).toMatchObject({ isActive: true, name: 'root.admin' });
    expect(row!.permissions).toHaveLength(permissionKeys.length);
    expect(await t.auditOf('staff.update.refused')).toHaveLength(refusalsBefore + 1);
    expect((await send('GET', USERS)).statusCode).toBe(200);
  });

  it('lets an admin rename themselves and keep working', async () => {
    const response = await send('PUT', `${USERS}/${admin.id}`, {
      name: 'Root Admin',
      permissions: [...permissionKeys].reverse(),
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await send('GET', USERS)).statusCode).toBe(200);
  });
});

describe('manage-cmt is not a key to every permission', () => {
  let holder: { authorization: string; id: number; email: string };
  let adminAccount: number;
  beforeAll(async () => {
    holder = await t.signIn(['manage-cmt', 'manage-offers-banners'], 'cmt.only@lucky.app');
    adminAccount = await t.createAccount({
      email: 'the.real.admin@lucky.app',
      password: PASSWORD,
      permissions: [...permissionKeys],
    });
  });
  const asHolder = (method: 'POST' | 'PUT', url: string, payload: object) =>
    send(method, url, payload, holder);

  it('cannot give itself every permission', async () => {
    const response = await asHolder('PUT', `${USERS}/${holder.id}`, {
      name: 'cmt.only',
      permissions: [...permissionKeys],
      isActive: true,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, holder.id));
    expect(row!.permissions).toEqual(['manage-cmt', 'manage-offers-banners']);
  });

  it("cannot reset the admin's password: the admin still signs in with the old one", async () => {
    const response = await asHolder('POST', `${USERS}/${adminAccount}/reset-password`, {
      password: 'taken-over-password-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PERMISSION_ESCALATION');
    expect((await t.localLogin('the.real.admin@lucky.app', PASSWORD)).statusCode).toBe(200);
    expect((await t.localLogin('the.real.admin@lucky.app', 'taken-over-password-1')).statusCode).toBe(401);
    const [entry] = (await t.auditOf('staff.resetPassword.refused')).slice(-1);
    expect(entry).toMatchObject({ actorEmail: holder.email, targetId: 'the.real.admin@lucky.app' });
  });

  it('cannot edit or disable an account holding permissions it lacks', async () => {
    const response = await asHolder('PUT', `${USERS}/${adminAccount}`, {
      name: 'Admin',
      permissions: ['manage-cmt'],
      isActive: false,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, adminAccount));
    expect(row).toMatchObject({ isActive: true });
    expect(row!.permissions).toHaveLength(permissionKeys.length);
  });

  it('cannot create an account with permissions it lacks, but can within its own', async () => {
    const before = await t.countRows(staffUsers);
    const refused = await asHolder('POST', USERS, {
      email: 'accomplice@lucky.app',
      name: 'Accomplice',
      permissions: ['manage-cmt', 'manage-financing-applications'],
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('manage-financing-applications');
    expect(await t.countRows(staffUsers)).toBe(before);

    // Within its own, it is held (staff access is four-eyes by default): the admin, not tied, approves.
    const allowed = await asHolder('POST', USERS, {
      email: 'banner.helper@lucky.app',
      name: 'Banner Helper',
      permissions: ['manage-offers-banners'],
      password: PASSWORD,
    });
    expect(allowed.statusCode, allowed.body).toBe(202);
    const approved = await send('POST', `${V2}/approvals/${allowed.json().approvalId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [helper] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'banner.helper@lucky.app'));
    const edited = await asHolder('PUT', `${USERS}/${helper!.id}`, {
      name: 'Banner Helper',
      permissions: [],
      isActive: false,
    });
    expect(edited.statusCode).toBe(200);
  });
});

describe('secrets', () => {
  it('never returns a password or its hash', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt\$/);
      expect(body).not.toMatch(/password_?hash/i);
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('googleSub');
    }
  });

  it('keeps passwords and hashes out of the audit log', async () => {
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toMatch(/scrypt\$/);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('the replacement password');
  });
});

describe('an account holding a permission the contract no longer knows', () => {
  it('still lists, without the unknown permission', async () => {
    const id = await t.createAccount({
      email: 'legacy.perm@lucky.app',
      password: 'legacy-password-2026',
      permissions: ['manage-cmt', 'manage-retired-thing'],
    });
    const response = await send('GET', `${V2}/local-users/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().permissions).toEqual(['manage-cmt']);
    expect((await send('GET', `${V2}/local-users?q=legacy.perm`)).statusCode).toBe(200);
  });
});
