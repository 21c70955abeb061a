import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '../src/db/schema.ts';
import type { Database } from '../src/db/client.ts';
import type { ListenHandlers } from '../src/db/listen.ts';
import { openSession, revokeSessions, touchSession } from '../src/domain/staff-sessions.ts';
import { createSessionAccess, type SessionAccessReader } from '../src/plugins/session-access.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const readers: SessionAccessReader[] = [];
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await t?.close();
});
/** A reader of its own (on PostgreSQL, with its own listening connection), closed after the tests. */
const reader = (database: Database = t.database) => {
  const access = createSessionAccess(database);
  readers.push(access);
  return access;
};
const newSession = async () => {
  const { id } = await t.signIn(['manage-cmt']);
  const sid = await openSession(t.db, id, { ip: '127.0.0.1', userAgent: 'test' }, 'test', 3600);
  return { staffId: id, sid };
};

describe('the sign-in check’s view of a session', () => {
  it('keeps a session only while it hears of every change; a last-seen touch is not announced', async () => {
    const { staffId, sid } = await newSession();
    let handlers!: ListenHandlers;
    // PostgreSQL as another server process sees it: changes arrive only as notifications.
    const shared: Database = {
      ...t.database,
      kind: 'postgres',
      listen: (_channel, given) => {
        handlers = given;
        return async () => {};
      },
    };
    const access = reader(shared);
    const revoked = async () => (await access.read(sid))?.revoked;

    handlers.live(true);
    const first = await access.read(sid);
    expect(first).toMatchObject({ staffId, revoked: false });
    // A touch is not announced: the kept last-seen time stays older than the row's, never newer.
    expect(await touchSession(t.db, sid, staffId, 60_000, first!.lastSeenAt + 5000)).toBe(true);
    expect((await access.read(sid))?.lastSeenAt).toBe(first!.lastSeenAt);

    await revokeSessions(t.db, staffId, { only: sid }); // kept until its notification arrives
    expect(await revoked()).toBe(false);
    handlers.message(String(sid));
    expect(await revoked()).toBe(true);
    // Markers of `settle` (this or another process's) are not session ids.
    handlers.message('settle:1:x:1');

    // The connection lost: nothing is kept, every read goes to the database.
    const other = await newSession();
    expect((await access.read(other.sid))?.revoked).toBe(false);
    handlers.live(false);
    await revokeSessions(t.db, other.staffId, { only: other.sid });
    expect((await access.read(other.sid))?.revoked).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'hears of a revoke, a new expiry and a deletion made by another process; settle waits until this process heard them',
    async () => {
      const { staffId, sid } = await newSession();
      const access = reader();
      await expect.poll(() => access.isLive(), { timeout: 5000 }).toBe(true);
      expect((await access.read(sid))?.revoked).toBe(false);
      // Another server process revokes it (this one's forget never hears of it): once `settle`
      // (called after the commit) returns, the notification has been heard here.
      await revokeSessions(t.db, staffId, { only: sid });
      await access.settle();
      expect((await access.read(sid))?.revoked).toBe(true);

      const other = await newSession();
      const before = (await access.read(other.sid))!.expiresAt;
      await t.db
        .update(staffSessions)
        .set({ expiresAt: new Date(before + 60_000) })
        .where(eq(staffSessions.id, other.sid));
      await access.settle();
      expect((await access.read(other.sid))?.expiresAt).toBe(before + 60_000);
      await t.db.delete(staffSessions).where(eq(staffSessions.id, other.sid));
      await access.settle();
      expect(await access.read(other.sid)).toBeNull();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'settle waits until every other listening process has heard the change, however late it hears',
    async () => {
      const { staffId, sid } = await newSession();
      // Who each listener is, and the other listeners it has heard of.
      const known = {
        here: { self: '', peers: new Set<string>() },
        late: { self: '', peers: new Set<string>() },
      };
      const observed =
        (name: keyof typeof known, late = false) =>
        (channel: string, handlers: ListenHandlers) => {
          known[name].self = handlers.self ?? '';
          return t.database.listen!(channel, {
            ...handlers,
            peer: (id) => {
              known[name].peers.add(id);
              handlers.peer?.(id);
            },
            ...(late
              ? { message: (payload: string) => void setTimeout(() => handlers.message(payload), 300) }
              : {}),
          });
        };
      // Two processes' readers; the second hears every notification 300 ms late (a busy process).
      const here = reader({ ...t.database, listen: observed('here') });
      const late = reader({ ...t.database, listen: observed('late', true) });
      await expect.poll(() => here.isLive() && late.isLive(), { timeout: 5000 }).toBe(true);
      // Each says hello when it starts listening and the others answer: once they know each other,
      // the settle below waits for the late one's answer.
      await expect
        .poll(() => known.here.peers.has(known.late.self) && known.late.peers.has(known.here.self), {
          timeout: 5000,
        })
        .toBe(true);
      expect((await late.read(sid))?.revoked).toBe(false);
      await revokeSessions(t.db, staffId, { only: sid });
      const began = Date.now();
      await here.settle();
      // Not the 2 s bound: the late reader's ack ended the wait.
      expect(Date.now() - began).toBeLessThan(1500);
      expect((await late.read(sid))?.revoked).toBe(true);
    },
  );
});
