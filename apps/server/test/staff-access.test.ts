import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../src/db/schema.ts';
import { createStaffAccess } from '../src/plugins/staff-access.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const bump = (id: number) =>
  t.db
    .update(staffUsers)
    .set({ tokenVersion: sql`${staffUsers.tokenVersion} + 1` })
    .where(eq(staffUsers.id, id));

describe('the sign-in check’s view of an account', () => {
  it('always matches the database once a change has called forget', async () => {
    const { id } = await t.signIn(['manage-cmt']);
    const access = createStaffAccess(t.database);
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 1 });
    await bump(id);
    access.forget(id);
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 2 });
    expect(await access.read(987654)).toBeNull();
  });

  it('never keeps a read that raced with a change', async () => {
    const { id } = await t.signIn(['manage-cmt']);
    const access = createStaffAccess(t.database);
    const racing = access.read(id); // started before the change below was forgotten
    access.forget(id);
    expect(await racing).toEqual({ isActive: true, tokenVersion: 1 });
    await bump(id);
    // Nothing stale was kept: on PGlite the next read goes to the database, on PostgreSQL every read does.
    expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 2 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads the database on every request on PostgreSQL, which other processes may share',
    async () => {
      const { id } = await t.signIn(['manage-cmt']);
      const access = createStaffAccess(t.database);
      await access.read(id);
      await bump(id); // another server process, which this one's forget never hears of
      expect(await access.read(id)).toEqual({ isActive: true, tokenVersion: 2 });
    },
  );
});
