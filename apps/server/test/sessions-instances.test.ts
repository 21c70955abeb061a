import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { createDatabase } from './database.ts';
import { instanceApi as api, signInAt as signIn, startInstance, type Instance } from './instance.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'admin@lucky.app';
const ADMIN_PASSWORD = 'Two-Instances-Admin-Passphrase';

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!adminUrl)('sessions across server instances', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    database = await createDatabase(adminUrl!);
    const env = {
      DATABASE_URL: database.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    a = await startInstance(env);
    b = await startInstance(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const statusOf = async (server: Instance, token: string) =>
    (await api(server, 'GET', '/auth/me', token)).status;

  it('a session revoked on one instance is refused by the other at once', async () => {
    const kept = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    const ended = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    // B has checked (and keeps) both sessions.
    for (let i = 0; i < 3; i++) {
      expect(await statusOf(b, ended)).toBe(200);
      expect(await statusOf(b, kept)).toBe(200);
    }
    const revoke = await api(a, 'DELETE', `/auth/sessions/${decodeJwt(ended).sid}`, kept);
    expect(revoke.status).toBe(204);
    // The very next request to B, and every one after, is refused; the other session is untouched.
    for (let i = 0; i < 5; i++) expect(await statusOf(b, ended)).toBe(401);
    expect(await statusOf(b, kept)).toBe(200);
    // B lists what A ended as gone.
    const listed = await api(b, 'GET', '/auth/sessions', kept);
    expect(listed.json.map((s: { id: number }) => s.id)).not.toContain(decodeJwt(ended).sid);
  });

  it('ending all other sessions, and a password change, on one instance end them on the other', async () => {
    const staff = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    const create = await api(a, 'POST', '/local-users', staff, {
      email: 'second.instance@lucky.app',
      name: 'Second',
      permissions: ['manage-merchant'],
      password: 'First-Password-Of-Second-9',
    });
    expect(create.status, JSON.stringify(create.json)).toBe(200);
    const one = await signIn(b, 'second.instance@lucky.app', 'First-Password-Of-Second-9');
    const two = await signIn(b, 'second.instance@lucky.app', 'First-Password-Of-Second-9');
    const three = await signIn(a, 'second.instance@lucky.app', 'First-Password-Of-Second-9');
    expect(await statusOf(b, one)).toBe(200);
    expect(await statusOf(b, two)).toBe(200);
    expect((await api(a, 'DELETE', '/auth/sessions', three)).status).toBe(204);
    expect(await statusOf(b, one)).toBe(401);
    expect(await statusOf(b, two)).toBe(401);

    const four = await signIn(b, 'second.instance@lucky.app', 'First-Password-Of-Second-9');
    expect(await statusOf(b, four)).toBe(200);
    const change = await api(a, 'POST', '/auth/password', three, {
      currentPassword: 'First-Password-Of-Second-9',
      newPassword: 'Quartz-lantern-Mimosa-88',
    });
    expect(change.status).toBe(204);
    expect(await statusOf(b, four)).toBe(401);
    expect(await statusOf(b, three)).toBe(200);
  });

  it('still ends every session of a disabled account on the other instance (token version, heard by LISTEN)', async () => {
    const staff = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    const list = await api(a, 'GET', '/local-users?q=second.instance', staff);
    const account = list.json.items[0];
    const token = await signIn(b, 'second.instance@lucky.app', 'Quartz-lantern-Mimosa-88');
    expect(await statusOf(b, token)).toBe(200);
    const disable = await api(a, 'PUT', `/local-users/${account.id}`, staff, {
      name: account.name,
      permissions: account.permissions,
      isActive: false,
    });
    expect(disable.status).toBe(200);
    // The account's view is kept in memory while LISTEN hears every change (plugins/staff-access.ts);
    // the answer above left only once the commit's notification had been sent to B (`settle`).
    expect(await statusOf(b, token)).toBe(401);
  });

  /** A notification stream, read as it comes; `ended()` is when the server closed it (null: open). */
  const openStream = async (server: Instance, token: string) => {
    const response = await fetch(`${server.url}${V2}/notifications/stream?seconds=600`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('event: unread');
    let ended: number | null = null;
    void (async () => {
      while (!(await reader.read()).done);
      ended = Date.now();
    })().catch(() => {});
    return { ended: () => ended, cancel: () => reader.cancel().catch(() => {}) };
  };
  /** Every stream ends within 2 s of `from` (when the change that ended its session was asked). */
  const allEndWithin2s = async (streams: Awaited<ReturnType<typeof openStream>>[], from: number) => {
    for (const stream of streams) {
      await expect.poll(stream.ended, { timeout: 2000, interval: 10 }).not.toBeNull();
      expect(stream.ended()! - from).toBeLessThan(2000);
    }
    return Math.max(...streams.map((stream) => stream.ended()! - from));
  };

  it('logout, revoke, password change and disable on one instance end that session’s streams on both within 2 s', async () => {
    const staff = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = 'streams.instances@lucky.app';
    const created = await api(a, 'POST', '/local-users', staff, {
      email,
      name: 'Streams',
      permissions: ['manage-merchant'],
      password: 'Streams-On-Two-Instances-9',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const sessions = [];
    for (let i = 0; i < 4; i++)
      sessions.push(await signIn(i % 2 ? a : b, email, 'Streams-On-Two-Instances-9'));
    const [one, two, three, four] = sessions as [string, string, string, string];
    const streams = async (token: string) => [await openStream(a, token), await openStream(b, token)];
    const [s1, s2, s3, s4] = [
      await streams(one),
      await streams(two),
      await streams(three),
      await streams(four),
    ];
    const took: Record<string, number> = {};

    let at = Date.now();
    expect((await api(a, 'POST', '/auth/logout', one)).status).toBe(204);
    took.logout = await allEndWithin2s(s1!, at);
    expect(s2!.every((s) => s.ended() === null)).toBe(true);

    at = Date.now();
    expect((await api(b, 'DELETE', `/auth/sessions/${decodeJwt(two).sid}`, three)).status).toBe(204);
    took.revoke = await allEndWithin2s(s2!, at);

    at = Date.now();
    const change = await api(a, 'POST', '/auth/password', three, {
      currentPassword: 'Streams-On-Two-Instances-9',
      newPassword: 'Quartz-lantern-Mimosa-88',
    });
    expect(change.status).toBe(204);
    took.passwordChange = await allEndWithin2s(s4!, at);
    expect(s3!.every((s) => s.ended() === null)).toBe(true);

    const [account] = (await api(b, 'GET', `/local-users?q=${email}`, staff)).json.items;
    at = Date.now();
    const disable = await api(b, 'PUT', `/local-users/${account.id}`, staff, {
      name: account.name,
      permissions: account.permissions,
      isActive: false,
    });
    expect(disable.status, JSON.stringify(disable.json)).toBe(200);
    took.disable = await allEndWithin2s(s3!, at);
    console.info(`streams ended on both instances within (ms): ${JSON.stringify(took)}`);
  });

  it('a token rotated on one instance is refused on the other; its reuse there ends the session everywhere', async () => {
    const first = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await statusOf(b, first)).toBe(200);
    const refreshed = await api(a, 'POST', '/auth/session/refresh', first);
    expect(refreshed.status).toBe(200);
    const second = refreshed.json.accessToken as string;
    expect(await statusOf(b, first)).toBe(401);
    expect(await statusOf(b, second)).toBe(200);
    const stream = await openStream(a, second);
    expect((await api(b, 'POST', '/auth/session/refresh', first)).status).toBe(401);
    expect(await statusOf(a, second)).toBe(401);
    expect(await statusOf(b, second)).toBe(401);
    await allEndWithin2s([stream], Date.now());
  });

  it('B keeps sessions in memory, and still hears a session ended outside any instance (straight SQL)', async () => {
    const token = await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 20; i++) expect(await statusOf(b, token)).toBe(200);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await pool.query('update staff_sessions set revoked_at = now() where id = $1', [decodeJwt(token).sid]);
    } finally {
      await pool.end();
    }
    // No instance answered this change: B hears it from the database's notification.
    await expect.poll(() => statusOf(b, token), { timeout: 2000, interval: 5 }).toBe(401);
    expect(await statusOf(a, token)).toBe(401);
  });
});
