import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { defineTransitions } from '../src/lib/transition.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A cashout-like table made for this test: a status and a balance moved by the approve effect. */
const requests = pgTable('transition_test_requests', {
  id: serial('id').primaryKey(),
  requestStatus: text('request_status').notNull(),
  reason: text('reason'),
});
const wallets = pgTable('transition_test_wallets', {
  id: serial('id').primaryKey(),
  balance: integer('balance').notNull(),
});

const cashouts = defineTransitions({
  table: requests,
  id: requests.id,
  status: requests.requestStatus,
  what: 'Cashout',
  moves: {
    approve: { from: ['PENDING'], to: 'APPROVED' },
    reject: { from: ['PENDING'], to: 'REJECTED' },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table transition_test_requests (id serial primary key, request_status text not null, reason text)`,
  );
  await t.db.execute(
    sql`create table transition_test_wallets (id serial primary key, balance integer not null)`,
  );
  await t.db.insert(wallets).values({ balance: 10000 });
});
afterAll(() => t?.close());

const newRequest = async () =>
  (await t.db.insert(requests).values({ requestStatus: 'PENDING' }).returning())[0]!.id;
const balance = async () => (await t.db.select().from(wallets))[0]!.balance;
const debit = (amount: number) => async (tx: Tx) => {
  await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${amount}` })
    .where(eq(wallets.id, 1));
};

describe('status transitions', () => {
  it('moves once; the same move again is a no-op that does not repeat its effect', async () => {
    const id = await newRequest();
    const before = await balance();
    const first = await cashouts.apply(t.db, 'approve', id, { effect: debit(500) });
    expect(first).toMatchObject({ changed: true, row: { requestStatus: 'APPROVED' } });
    const again = await cashouts.apply(t.db, 'approve', id, { effect: debit(500) });
    expect(again).toMatchObject({ changed: false, row: { requestStatus: 'APPROVED' } });
    expect(await balance()).toBe(before - 500);
  });

  it('refuses a conflicting move with 409 and an unknown row with 404', async () => {
    const id = await newRequest();
    await cashouts.apply(t.db, 'reject', id, { set: { reason: 'Wrong wallet' } });
    await expect(cashouts.apply(t.db, 'approve', id)).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'This cashout is already rejected',
    });
    await expect(cashouts.apply(t.db, 'approve', 999999)).rejects.toMatchObject({ status: 404 });
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ requestStatus: 'REJECTED', reason: 'Wrong wallet' });
  });

  it('applies the effect exactly once when ten identical moves race', async () => {
    const id = await newRequest();
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cashouts.apply(t.db, 'approve', id, { effect: debit(100) })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await balance()).toBe(before - 100);
  });

  it('rolls the status back when the effect fails', async () => {
    const id = await newRequest();
    await expect(
      cashouts.apply(t.db, 'approve', id, {
        effect: async () => {
          throw new Error('ledger down');
        },
      }),
    ).rejects.toThrow('ledger down');
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(row!.requestStatus).toBe('PENDING');
  });
});
