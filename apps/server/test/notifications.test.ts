import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { V2 } from '@cmt/contract/endpoint';
import { bulkColumns, type BulkBatch } from '@cmt/contract/endpoints/bulk';
import {
  affiliateCashouts,
  appUsers,
  cashbackWallets,
  categories,
  customerApplications,
  merchants,
  profileValidations,
  staffNotifications,
  staffUsers,
} from '../src/db/schema.ts';
import { notify } from '../src/lib/notifications.ts';
import { makeCustomers } from './affiliate-fixtures.ts';
import { csv } from './bulk-files.ts';
import { callAs, createTestApp, multipartFile, type TestApp } from './helpers.ts';
import { batchSettled, settled } from './settled.ts';

/*
 * Notifications (issue 21 item 5): stored per staff member, listed and marked read by their owner
 * only, kept 30 days, and sent live on the Server-Sent Events stream. PGlite by default; also on
 * PostgreSQL with TEST_DATABASE_URL (its LISTEN/NOTIFY).
 */

const N = `${V2}/notifications`;
const KYC = `${V2}/applications/profile-validations`;
const KYC_PERMISSIONS = [
  'manage-applications-profile-validation',
  'manage-applications-profile-validation-id',
];

let t: TestApp;
let ann: { authorization: string; id: number; email: string };
let ben: { authorization: string; id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signIn(KYC_PERMISSIONS, 'ann.notify@lucky.test');
  ben = await t.signIn(KYC_PERMISSIONS, 'ben.notify@lucky.test');
});
afterAll(() => t?.close());

const call = (
  who: { authorization: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => callAs(t.app, who, method, url, payload);

const mine = async (who: { authorization: string }) => {
  const response = await call(who, 'GET', N);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    unread: number;
    items: { id: number; kind: string; params: object; readAt: string | null }[];
  };
};

const clear = () => t.db.delete(staffNotifications);

let address: Promise<string> | undefined;
/** The app on a real port (streams are read as they come, which inject cannot). */
const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

describe('notifications', () => {
  it('lists only my own, newest first, with the unread count; marks one and all read', async () => {
    await clear();
    await t.db.transaction(async (tx) => {
      await notify(tx, ann.id, {
        kind: 'bulk.validated',
        params: { batchId: 1, fileName: 'a.csv', invalidRows: 0 },
      });
      await notify(tx, ann.id, {
        kind: 'sms.finished',
        params: { jobId: 7, status: 'COMPLETED', sent: 3, failed: 0 },
      });
      await notify(tx, ben.id, { kind: 'bulk.failed', params: { batchId: 2, fileName: 'b.csv' } });
    });
    const list = await mine(ann);
    expect(list.unread).toBe(2);
    expect(list.items.map((n) => n.kind)).toEqual(['sms.finished', 'bulk.validated']);
    expect(list.items[0]!.params).toEqual({ jobId: 7, status: 'COMPLETED', sent: 3, failed: 0 });

    const bens = await mine(ben);
    expect(bens.items.map((n) => n.kind)).toEqual(['bulk.failed']);
    // Ben's notification is not Ann's to read: 404, and it stays unread.
    expect((await call(ann, 'POST', `${N}/${bens.items[0]!.id}/read`)).statusCode).toBe(404);
    expect((await mine(ben)).unread).toBe(1);

    expect((await call(ann, 'POST', `${N}/${list.items[1]!.id}/read`)).statusCode).toBe(204);
    const after = await mine(ann);
    expect(after.unread).toBe(1);
    expect(after.items[1]!.readAt).not.toBeNull();
    expect((await call(ann, 'POST', `${N}/read-all`)).statusCode).toBe(204);
    expect((await mine(ann)).unread).toBe(0);
    expect((await mine(ben)).unread).toBe(1);
  });

  it('keeps 30 days: a write deletes the staff member’s older ones', async () => {
    await clear();
    await t.db.transaction((tx) => notify(tx, ann.id, { kind: 'bulk.applied', params: { batchId: 3 } }));
    await t.db.transaction((tx) => notify(tx, ann.id, { kind: 'bulk.applied', params: { batchId: 4 } }));
    await t.db
      .update(staffNotifications)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(sql`${staffNotifications.params}->>'batchId' = '3'`);
    await t.db
      .update(staffNotifications)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(sql`${staffNotifications.params}->>'batchId' = '4'`);
    await t.db.transaction((tx) => notify(tx, ann.id, { kind: 'bulk.applied', params: { batchId: 5 } }));
    const left = (await mine(ann)).items.map((n) => (n.params as { batchId: number }).batchId);
    expect(left).toEqual([5, 4]);
  });

  it('an item I claimed taken over by someone else notifies me, in the takeover’s transaction', async () => {
    await clear();
    const userId = 820001;
    await t.db.insert(appUsers).values({ id: userId, phone: '01018200001', name: 'C' });
    await t.db.insert(customerApplications).values({
      userId,
      firstName: 'Mona',
      familyName: 'Notify',
      documentNumber: '29005120100001',
      phone: '01018200001',
    });
    const [row] = await t.db
      .insert(profileValidations)
      .values({ userId, submittedAt: new Date() })
      .returning({ id: profileValidations.id });
    expect((await call(ann, 'POST', `${KYC}/${row!.id}/claim`, { takeover: false })).statusCode).toBe(200);
    expect((await mine(ann)).items).toEqual([]);
    const taken = await call(ben, 'POST', `${KYC}/${row!.id}/claim`, { takeover: true });
    expect(taken.statusCode, taken.body).toBe(200);
    const list = await mine(ann);
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: 'claim.takenOver',
        params: { type: 'profile-validation', id: row!.id, by: ben.email },
      }),
    ]);
    expect((await mine(ben)).items).toEqual([]);
    await t.db
      .update(profileValidations)
      .set({ status: 'REJECTED' })
      .where(eq(profileValidations.id, row!.id));
  });

  it('a session’s open streams end within 2 s of its logout, revoke or disable, not the others’', async () => {
    const email = `stream.ends.${Date.now()}@lucky.app`;
    await t.createAccount({ email, password: 'Stream-Ends-Passphrase-7', permissions: KYC_PERMISSIONS });
    const token = async () =>
      `Bearer ${(await t.localLogin(email, 'Stream-Ends-Passphrase-7')).json().accessToken}`;
    const [one, two, three] = [await token(), await token(), await token()];
    const address = await listening();
    const open = async (authorization: string) => {
      const response = await fetch(`${address}${N}/stream?seconds=600`, { headers: { authorization } });
      expect(response.status).toBe(200);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toContain('event: unread');
      let ended: number | null = null;
      const done = (async () => {
        while (!(await reader.read()).done);
        ended = Date.now();
      })();
      return { ended: () => ended, done, cancel: () => reader.cancel().catch(() => {}) };
    };
    const within2s = async (stream: Awaited<ReturnType<typeof open>>, from: number) => {
      await expect.poll(stream.ended, { timeout: 2000, interval: 10 }).not.toBeNull();
      expect(stream.ended()! - from).toBeLessThan(2000);
    };
    const [a, b, c, c2] = [await open(one), await open(two), await open(three), await open(three)];

    let at = Date.now();
    const logout = await call({ authorization: one }, 'POST', `${V2}/auth/logout`);
    expect(logout.statusCode).toBe(204);
    await within2s(a, at);
    expect(b.ended()).toBeNull();

    const sid = JSON.parse(Buffer.from(two.split('.')[1]!, 'base64url').toString()).sid;
    at = Date.now();
    expect((await call({ authorization: three }, 'DELETE', `${V2}/auth/sessions/${sid}`)).statusCode).toBe(
      204,
    );
    await within2s(b, at);
    expect(c.ended()).toBeNull();

    // Disabled (straight SQL: what the database notifies, with no instance answering it).
    at = Date.now();
    await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.email, email));
    await within2s(c, at);
    await within2s(c2, at);
  });

  it('the stream sends the unread count at once, then live when a notification of mine commits', async () => {
    await clear();
    const once = await call(ann, 'GET', `${N}/stream`);
    expect(once.statusCode).toBe(200);
    expect(once.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(once.headers['x-accel-buffering']).toBe('no');
    expect(once.body).toBe('event: unread\ndata: {"unread":0}\n\n');

    const address = await listening();
    const controller = new AbortController();
    const response = await fetch(`${address}${N}/stream?seconds=30`, {
      headers: { authorization: ann.authorization },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}: ${received}`);
        received += value;
      }
    };
    await readUntil('data: {"unread":0}');
    // Ben's notification is not sent on Ann's stream; Ann's is.
    await t.db.transaction((tx) => notify(tx, ben.id, { kind: 'bulk.applied', params: { batchId: 9 } }));
    await t.db.transaction((tx) => notify(tx, ann.id, { kind: 'bulk.applied', params: { batchId: 8 } }));
    await readUntil('data: {"unread":1}');
    expect(received).toBe('event: unread\ndata: {"unread":0}\n\nevent: unread\ndata: {"unread":1}\n\n');
    // A shutdown ends the open streams first (its preClose hook), so they do not hold it.
    await t.app.notificationHub.close();
    expect((await reader.read()).done).toBe(true);
    controller.abort();
  });

  it('bad input is a 400, never a 5xx', async () => {
    expect((await call(ann, 'GET', `${N}/stream?seconds=601`)).statusCode).toBe(400);
    expect((await call(ann, 'POST', `${N}/0/read`)).statusCode).toBe(400);
  });
});

describe('each event notifies the staff member it concerns', () => {
  it('a request held: each staff member who may decide it is told, naming the record and the amount', async () => {
    await clear();
    const PERMISSIONS = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];
    const maker = await t.signIn(PERMISSIONS);
    const checker = await t.signIn(PERMISSIONS);
    const disabled = await t.signIn(PERMISSIONS);
    await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, disabled.id));
    const lister = await t.signIn(['manage-affiliate-cashout']);
    const userId = 830003;
    await makeCustomers(t, [userId]);
    await t.db.insert(cashbackWallets).values({ userId, availablePiastres: 900000 });
    const [cashout] = await t.db
      .insert(affiliateCashouts)
      .values({
        userId,
        amountPiastres: 748300,
        method: 'WALLET',
        walletProvider: 'Vodafone Cash',
        walletNumber: '01000830003',
        balanceAtRequestPiastres: 900000,
      })
      .returning();
    const response = await call(maker, 'PUT', `${V2}/payment/affiliate/cashouts/${cashout!.id}/approve`);
    expect(response.statusCode, response.body).toBe(202);
    const approvalId = response.json().approvalId as number;
    const told = await mine(checker);
    expect(told.unread).toBe(1);
    expect(told.items).toEqual([
      expect.objectContaining({
        kind: 'approval.requested',
        params: {
          approvalId,
          action: 'cashout.approve',
          targetType: 'affiliate_cashout',
          targetId: String(cashout!.id),
          amount: '7483.00',
          by: maker.email,
        },
      }),
    ]);
    for (const other of [maker, lister, ann, ben]) expect((await mine(other)).items).toEqual([]);
    const stored = await t.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.staffId, disabled.id));
    expect(stored).toEqual([]);
  });

  it('an approval I asked for, approved or rejected, names the record and the amount', async () => {
    await clear();
    const PERMISSIONS = ['manage-affiliate-cashout', 'manage-affiliate-cashout-id'];
    const maker = await t.signIn(PERMISSIONS);
    const checker = await t.signIn(PERMISSIONS);
    const held = async (userId: number) => {
      await makeCustomers(t, [userId]);
      await t.db.insert(cashbackWallets).values({ userId, availablePiastres: 900000 });
      const [cashout] = await t.db
        .insert(affiliateCashouts)
        .values({
          userId,
          amountPiastres: 750000,
          method: 'WALLET',
          walletProvider: 'Vodafone Cash',
          walletNumber: '01000830001',
          balanceAtRequestPiastres: 900000,
        })
        .returning();
      const response = await call(maker, 'PUT', `${V2}/payment/affiliate/cashouts/${cashout!.id}/approve`);
      expect(response.statusCode, response.body).toBe(202);
      return { approvalId: response.json().approvalId as number, cashoutId: String(cashout!.id) };
    };
    const first = await held(830001);
    const second = await held(830002);
    expect((await call(checker, 'POST', `${V2}/approvals/${first.approvalId}/approve`)).statusCode).toBe(200);
    const rejected = await call(checker, 'POST', `${V2}/approvals/${second.approvalId}/reject`, {
      reason: 'Not this week',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const named = (request: { approvalId: number; cashoutId: string }) => ({
      approvalId: request.approvalId,
      action: 'cashout.approve',
      targetType: 'affiliate_cashout',
      targetId: request.cashoutId,
      amount: '7500.00',
      by: maker.email,
    });
    expect((await mine(maker)).items).toEqual([
      expect.objectContaining({ kind: 'approval.rejected', params: named(second) }),
      expect.objectContaining({ kind: 'approval.approved', params: named(first) }),
    ]);
    expect((await mine(checker)).items.map((n) => n.kind)).toEqual([
      'approval.requested',
      'approval.requested',
    ]);
  });

  it('my bulk file validated, then applied', async () => {
    await clear();
    const uploader = await t.signIn(['manage-offers-offers-bulk']);
    const [category] = await t.db.insert(categories).values({ nameEn: 'Food', nameAr: 'طعام' }).returning();
    const [merchant] = await t.db
      .insert(merchants)
      .values({ nameEn: 'Notify Bakery', nameAr: 'مخبز', categoryId: category!.id })
      .returning();
    const values: Record<string, string | number> = {
      title_en: 'Notified',
      title_ar: 'عرض',
      merchant_id: merchant!.id,
      discount_type: 'PERCENTAGE',
      discount_value: '15',
      starts_at: '2026-01-01',
      ends_at: '2026-06-30',
      status: 'ACTIVE',
    };
    const file = csv([
      bulkColumns.OfferStrategy.map((c) => c.name),
      bulkColumns.OfferStrategy.map((c) => values[c.name] ?? ''),
    ]);
    const { payload, headers } = multipartFile('notify.csv', 'text/csv', Buffer.from(file));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${V2}/files/bulk-upload?feature=OfferStrategy`,
      headers: { ...headers, authorization: uploader.authorization },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const batch = uploaded.json() as BulkBatch;
    expect(batch.status).toBe('VALID');
    expect((await mine(uploader)).items).toEqual([
      expect.objectContaining({
        kind: 'bulk.validated',
        params: { batchId: batch.id, feature: 'OfferStrategy', fileName: 'notify.csv', invalidRows: 0 },
      }),
    ]);
    const url = `${V2}/files/bulk-upload/batches/${batch.id}?feature=OfferStrategy`;
    expect(
      (
        await call(
          uploader,
          'POST',
          `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=OfferStrategy`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await batchSettled(async () => (await call(uploader, 'GET', url)).json() as BulkBatch)).status,
    ).toBe('APPLIED');
    expect((await mine(uploader)).items[0]).toMatchObject({
      kind: 'bulk.applied',
      params: { batchId: batch.id, feature: 'OfferStrategy', fileName: 'notify.csv', rows: 1 },
    });
  });

  it('my bulk file failed to apply', async () => {
    await clear();
    const uploader = await t.signIn(['manage-offers-offers-bulk']);
    const [merchant] = await t.db.select().from(merchants).limit(1);
    const values: Record<string, string | number> = {
      title_en: 'Refused by the database',
      title_ar: 'عرض',
      merchant_id: merchant!.id,
      discount_type: 'PERCENTAGE',
      discount_value: '15',
      starts_at: '2026-01-01',
      ends_at: '2026-06-30',
      status: 'ACTIVE',
    };
    const file = csv([
      bulkColumns.OfferStrategy.map((c) => c.name),
      bulkColumns.OfferStrategy.map((c) => values[c.name] ?? ''),
    ]);
    const { payload, headers } = multipartFile('refused.csv', 'text/csv', Buffer.from(file));
    const batch = (
      await t.app.inject({
        method: 'POST',
        url: `${V2}/files/bulk-upload?feature=OfferStrategy`,
        headers: { ...headers, authorization: uploader.authorization },
        payload,
      })
    ).json() as BulkBatch;
    await t.db.execute(sql`create function refuse_notified() returns trigger language plpgsql as $$
      begin if new.title_en = 'Refused by the database' then raise exception 'disk full'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_notified before insert on offers for each row execute function refuse_notified()`,
    );
    const confirmed = await call(
      uploader,
      'POST',
      `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=OfferStrategy`,
    );
    expect(confirmed.statusCode).toBe(200);
    const url = `${V2}/files/bulk-upload/batches/${batch.id}?feature=OfferStrategy`;
    expect(
      (await batchSettled(async () => (await call(uploader, 'GET', url)).json() as BulkBatch)).status,
    ).toBe('FAILED');
    expect((await mine(uploader)).items[0]).toMatchObject({
      kind: 'bulk.failed',
      params: { batchId: batch.id, feature: 'OfferStrategy', fileName: 'refused.csv' },
    });
    await t.db.execute(sql`drop trigger refuse_notified on offers`);
  });

  it('my SMS sending finished', async () => {
    await clear();
    const sender = await t.signIn(['manage-general']);
    const created = await call(sender, 'POST', `${V2}/sms/jobs`, {
      message: 'Hello',
      recipients: ['01012345678'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const jobId = created.json().id as number;
    const list = await settled(
      () => mine(sender),
      (found) => found.items.length > 0,
      { timeout: 30_000, what: 'the SMS notification' },
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        kind: 'sms.finished',
        params: { jobId, status: 'COMPLETED', sent: 1, failed: 0 },
      }),
    ]);
  });
});
