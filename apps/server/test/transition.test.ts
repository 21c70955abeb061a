import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import type { Actor } from '../src/lib/audit.ts';
import { defineTransitions } from '../src/lib/transition.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A cashout-like table made for this test: a status, a secret no entry may carry, a balance moved by the effect. */
const requests = pgTable('transition_test_requests', {
  id: serial('id').primaryKey(),
  requestStatus: text('request_status').notNull(),
  reason: text('reason'),
  ownerId: integer('owner_id').notNull().default(7),
  secret: text('secret').notNull().default('s3cret-token'),
});
const wallets = pgTable('transition_test_wallets', {
  id: serial('id').primaryKey(),
  balance: integer('balance').notNull(),
});
type Request = typeof requests.$inferSelect;

const cashouts = defineTransitions({
  table: requests,
  id: requests.id,
  status: requests.requestStatus,
  what: 'Cashout',
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
    hold: { from: ['PENDING'], to: 'HELD' },
    release: { from: ['HELD'], to: 'PENDING' },
    note: { from: ['PENDING', 'HELD'] },
  },
  audit: {
    type: 'test-cashout',
    targetType: 'test_cashout',
    actions: { hold: 'test-owner.hold', release: null },
    targetId: (row: Request) => (row.requestStatus === 'HELD' ? row.ownerId : row.id),
    publicShape: async (row: Request, tx) => ({
      status: row.requestStatus,
      balance: (await tx.select().from(wallets))[0]!.balance,
    }),
  },
});

let t: TestApp;
let actor: Actor;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table transition_test_requests (id serial primary key, request_status text not null, reason text,
      owner_id integer not null default 7, secret text not null default 's3cret-token')`,
  );
  await t.db.execute(
    sql`create table transition_test_wallets (id serial primary key, balance integer not null)`,
  );
  await t.db.insert(wallets).values({ balance: 10000 });
  const { id, email } = await t.signIn([]);
  actor = { staff: { id, email }, ip: '203.0.113.9' };
});
afterAll(() => t?.close());

const newRequest = async () =>
  (await t.db.insert(requests).values({ requestStatus: 'PENDING' }).returning())[0]!.id;
const statusOf = async (id: number) =>
  (await t.db.select().from(requests).where(eq(requests.id, id)))[0]!.requestStatus;
const balance = async () => (await t.db.select().from(wallets))[0]!.balance;
const debit = (amount: number) => async (tx: Tx) => {
  await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${amount}` })
    .where(eq(wallets.id, 1));
};
const entriesOf = async (action: string, id: number) =>
  (await t.auditOf(action)).filter((entry) => entry.targetId === String(id));

describe('status transitions', () => {
  it('moves once; the same move again is a no-op that does not repeat its effect', async () => {
    const id = await newRequest();
    const before = await balance();
    const first = await cashouts.apply(t.db, actor, 'approve', id, { effect: debit(500) });
    expect(first).toMatchObject({ changed: true, row: { requestStatus: 'APPROVED' } });
    const again = await cashouts.apply(t.db, actor, 'approve', id, { effect: debit(500) });
    expect(again).toMatchObject({ changed: false, row: { requestStatus: 'APPROVED' } });
    expect(await balance()).toBe(before - 500);
  });

  it('refuses a conflicting move with 409 and an unknown row with 404', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, actor, 'reject', id, { set: { reason: 'Wrong wallet' } });
    await expect(cashouts.apply(t.db, actor, 'approve', id)).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'This cashout is already rejected',
      details: { status: 'REJECTED', move: 'approve' },
    });
    await expect(cashouts.apply(t.db, actor, 'approve', 999999)).rejects.toMatchObject({ status: 404 });
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ requestStatus: 'REJECTED', reason: 'Wrong wallet' });
  });

  it('applies the effect exactly once when ten identical moves race', async () => {
    const id = await newRequest();
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cashouts.apply(t.db, actor, 'approve', id, { effect: debit(100) })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await balance()).toBe(before - 100);
    expect(await entriesOf('test-cashout.approve', id)).toHaveLength(1);
  });

  it('rolls the status back when the effect fails', async () => {
    const id = await newRequest();
    await expect(
      cashouts.apply(t.db, actor, 'approve', id, {
        effect: async () => {
          throw new Error('ledger down');
        },
      }),
    ).rejects.toThrow('ledger down');
    expect(await statusOf(id)).toBe('PENDING');
  });
});

describe('the entry a move writes', () => {
  it('says `<type>.<move>`, who and from where, the public shape before and after, and why', async () => {
    const id = await newRequest();
    const before = await balance();
    await cashouts.apply(t.db, actor, 'approve', id, { reason: 'Checked by phone', effect: debit(250) });
    const entries = await entriesOf('test-cashout.approve', id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: actor.staff!.id,
        actorEmail: actor.staff!.email,
        ip: '203.0.113.9',
        targetType: 'test_cashout',
        before: { status: 'PENDING', balance: before },
        after: { status: 'APPROVED', balance: before - 250, reason: 'Checked by phone' },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('s3cret-token');
  });

  it('a repeat writes no second entry', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, actor, 'reject', id, { reason: 'Duplicate request' });
    const again = await cashouts.apply(t.db, actor, 'reject', id, { reason: 'Clicked twice' });
    expect(again.changed).toBe(false);
    const entries = await entriesOf('test-cashout.reject', id);
    expect(entries.map((entry) => (entry.after as { reason: string }).reason)).toEqual(['Duplicate request']);
  });

  it('a refused move (409) and an unknown row (404) write no entry', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, actor, 'approve', id);
    await expect(cashouts.apply(t.db, actor, 'reject', id, { reason: 'Too late' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(cashouts.apply(t.db, actor, 'reject', 999998, { reason: 'Gone' })).rejects.toMatchObject({
      status: 404,
    });
    expect(await entriesOf('test-cashout.reject', id)).toHaveLength(0);
    expect(await entriesOf('test-cashout.reject', 999998)).toHaveLength(0);
  });

  it('an effect that throws leaves neither the move, its effect nor the entry', async () => {
    const id = await newRequest();
    const before = await balance();
    await expect(
      cashouts.apply(t.db, actor, 'approve', id, {
        reason: 'Half done',
        effect: async (tx) => {
          await debit(900)(tx);
          throw new Error('ledger down');
        },
      }),
    ).rejects.toThrow('ledger down');
    expect(await statusOf(id)).toBe('PENDING');
    expect(await balance()).toBe(before);
    expect(await entriesOf('test-cashout.approve', id)).toHaveLength(0);
  });

  it('an entry that cannot be written undoes the move and its effect', async () => {
    const id = await newRequest();
    const before = await balance();
    await t.db
      .execute(sql`create or replace function refuse_test_entry() returns trigger language plpgsql as $$
      begin if new.action = 'test-cashout.approve' then raise exception 'audit store down'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_test_entry before insert on audit_log for each row execute function refuse_test_entry()`,
    );
    try {
      await expect(cashouts.apply(t.db, actor, 'approve', id, { effect: debit(300) })).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_test_entry on audit_log`);
    }
    expect(await statusOf(id)).toBe('PENDING');
    expect(await balance()).toBe(before);
  });

  it('inside a larger transaction, the move and its entry stand or fall with it', async () => {
    const id = await newRequest();
    await expect(
      t.db.transaction(async (tx) => {
        await cashouts.apply(tx, actor, 'approve', id, { reason: 'In a batch' });
        throw new Error('the batch failed later');
      }),
    ).rejects.toThrow('the batch failed later');
    expect(await statusOf(id)).toBe('PENDING');
    expect(await entriesOf('test-cashout.approve', id)).toHaveLength(0);
  });

  it('a move without a target status is audited each time it changes the row', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, actor, 'note', id, { set: { reason: 'first' }, reason: 'first' });
    await cashouts.apply(t.db, actor, 'note', id, { set: { reason: 'second' }, reason: 'second' });
    expect(await entriesOf('test-cashout.note', id)).toHaveLength(2);
  });

  it('keeps an action name readers know, names another target, and lets a declared step go unaudited', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, actor, 'hold', id, { reason: 'Owner asked' });
    // Target: the owner (7), named by the declaration, not the request.
    expect((await entriesOf('test-owner.hold', 7)).at(-1)).toMatchObject({
      targetType: 'test_cashout',
      before: { status: 'PENDING' },
      after: { status: 'HELD', reason: 'Owner asked' },
    });
    expect(await entriesOf('test-cashout.hold', id)).toHaveLength(0);
    const released = await cashouts.apply(t.db, actor, 'release', id);
    expect(released).toMatchObject({ changed: true, row: { requestStatus: 'PENDING' } });
    expect(await entriesOf('test-cashout.release', id)).toHaveLength(0);
  });

  it('an effect that changes the row is seen in the entry and the answer', async () => {
    const id = await newRequest();
    const result = await cashouts.apply(t.db, actor, 'reject', id, {
      effect: async (tx, row, before) => {
        expect(before.requestStatus).toBe('PENDING');
        await tx
          .update(requests)
          .set({ reason: `was ${before.requestStatus}` })
          .where(eq(requests.id, row.id));
      },
    });
    expect(result.row.reason).toBe('was PENDING');
  });
});
