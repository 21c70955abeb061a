import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../src/db/schema.ts';
import type { Database } from '../src/db/client.ts';
import type { ListenHandlers } from '../src/db/listen.ts';
import { createStaffAccess, type StaffAccessReader } from '../src/plugins/staff-access.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const readers: StaffAccessReader[] = [];
afterAll(async () => {
  await Promise.all(readers.map((reader) => reader.close()));
  await t?.close();
});
/** A reader of its own (on PostgreSQL, with its own listening connection), closed after the tests. */
const reader = (database: Database = t.database) => {
  const access = createStaffAccess(database);
  readers.push(access);
  return access;
};

const bump = (id: number) =>
  t.db
    .update(staffUsers)
    .set({ tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
    .where(eq(staffUsers.id, id));

describe('the sign-in check’s view of an account', () => {
  it('always matches the database once a change has called forget', async () => {
    const { id } = await t.signIn(['manage-cmt']);
    const access = reader();
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 1 });
    await bump(id);
    access.forget(id);
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 2 });
    expect(await access.read(987654)).toBeNull();
  });

  it('never keeps a read that raced with a change', async () => {
    const { id } = await t.signIn(['manage-cmt']);
    const access = reader();
    const racing = access.read(id); // started before the change below was forgotten
    access.forget(id);
    expect(await racing).toEqual({ isActive: true, tokenVersion: 1 });
    await bump(id);
    // Nothing stale was kept: the next read goes to the database.
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 2 });
  });

  it('keeps answers only while it hears of every change: not before listening, not across a lost connection', async () => {
    const { id } = await t.signIn(['manage-cmt']);
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
    const version = async () => (await access.read(id))?.tokenVersion;

    expect(await version()).toBe(1);
    await bump(id); // not listening yet: every read goes to the database
    expect(await version()).toBe(2);

    handlers.live(true);
    expect(await version()).toBe(2);
    await bump(id); // kept while listening, until the notification of this change arrives
    expect(await version()).toBe(2);
    handlers.message(String(id));
    expect(await version()).toBe(3);

    // A read that straddles the connection coming back is not kept.
    handlers.live(false);
    const straddling = access.read(id);
    handlers.live(true);
    await straddling;
    await bump(id);
    expect(await version()).toBe(4);

    // The connection lost: what was kept is dropped, and reads go to the database again.
    handlers.live(false);
    await bump(id);
    expect(await version()).toBe(5);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'hears of a change another server process made, through the database, within moments',
    async () => {
      const { id } = await t.signIn(['manage-cmt']);
      const access = reader();
      {
        // Listening starts in the background; once it is live, this answer is kept.
        await expect.poll(() => access.isLive(), { timeout: 5000 }).toBe(true);
        expect((await access.read(id))?.tokenVersion).toBe(1);
        await bump(id); // another server process, which this one's forget never hears of
        await expect.poll(async () => (await access.read(id))?.tokenVersion, { timeout: 2000 }).toBe(2);
        await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, id));
        await expect.poll(async () => (await access.read(id))?.isActive, { timeout: 2000 }).toBe(false);
        await t.db.delete(staffUsers).where(eq(staffUsers.id, id));
        await expect.poll(async () => access.read(id), { timeout: 2000 }).toBeNull();
      }
    },
  );
});
