import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { bulkColumns } from '@cmt/contract/endpoints/bulk';
import * as schema from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { csv } from './bulk-files.ts';
import { createDatabase } from './database.ts';
import { startInstance, type Instance } from './instance.ts';
import { offerBody } from './offer-body.ts';
import { settled } from './settled.ts';

/**
 * Several instances behind a load balancer behave as one (docs/requirements.md §D8): two real server processes
 * on one PostgreSQL database, each request sent to the one named, and what must hold across them
 * checked on the other. PostgreSQL only: PGlite is one process by construction.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Very-Secret-Passphrase-42';

let a: Instance;
let b: Instance;
let pool: pg.Pool;
let db: ReturnType<typeof drizzle<typeof schema>>;
let drop = async () => {};
let branchId: number;
let merchantId: number;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const database = await createDatabase(adminUrl!);
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      SMS_DAILY_LIMIT_PER_STAFF: '6',
      SMS_RATE_PER_SECOND: '1000',
    };
    // Started together, each as a rollout does (test/instance.ts): the migrate step first, under an
    // advisory lock (one applies, the other then finds nothing to do), then the server.
    const starts = await Promise.allSettled([startInstance(env), startInstance(env)]);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) {
      // Never leave the other one running.
      for (const start of starts) if (start.status === 'fulfilled') await start.value.stop();
      throw failed.reason;
    }
    [a, b] = starts.map((start) => (start as PromiseFulfilledResult<Instance>).value) as [Instance, Instance];
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    db = drizzle(pool, { schema });
    const [category] = await db
      .insert(schema.categories)
      .values({ nameEn: 'Food', nameAr: 'طعام' })
      .returning();
    const [merchant] = await db
      .insert(schema.merchants)
      .values({ nameEn: 'Nile Bakery', nameAr: 'مخبز النيل', categoryId: category!.id })
      .returning();
    merchantId = merchant!.id;
    const [branch] = await db
      .insert(schema.branches)
      .values({
        merchantId,
        nameEn: 'Maadi',
        nameAr: 'المعادي',
        addressEn: '9 Road 9',
        addressAr: '٩ شارع ٩',
        city: 'Cairo',
        governorate: 'Cairo',
        latitude: '29.96',
        longitude: '31.25',
      })
      .returning();
    branchId = branch!.id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pool?.end();
    await drop();
  });

  const call = (
    instance: Instance,
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const account = async (permissions: string[]) => {
    const email = `staff.${randomBytes(4).toString('hex')}@lucky.app`;
    const [row] = await db
      .insert(schema.staffUsers)
      .values({ email, name: 'Staff', permissions, passwordHash: await hashPassword(PASSWORD) })
      .returning();
    return { id: row!.id, email };
  };
  const signIn = async (instance: Instance, email: string) => {
    const response = await call(instance, 'POST', `${V2}/auth/local-login`, {
      body: { email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };

  it('refuses a disabled account on both at once', async () => {
    // An administrator grants only permissions they hold.
    const admin = await account(['manage-cmt', 'manage-offers-offers-manage-id']);
    const staff = await account(['manage-offers-offers-manage-id']);
    const adminToken = await signIn(a, admin.email);
    const token = await signIn(b, staff.email);
    const offer = `${V2}/offers/999999`;
    for (const instance of [a, b]) expect((await call(instance, 'GET', offer, { token })).status).toBe(404);

    const disabled = await call(a, 'PUT', `${V2}/local-users/${staff.id}`, {
      token: adminToken,
      body: { name: 'Staff', permissions: ['manage-offers-offers-manage-id'], isActive: false },
    });
    expect(disabled.status).toBe(200);
    // B hears of the change through PostgreSQL's notification at commit: refused on its next request.
    for (const instance of [a, b])
      await expect
        .poll(async () => (await call(instance, 'GET', offer, { token })).status, { timeout: 2000 })
        .toBe(401);
  });

  it('shares the sign-in limit', async () => {
    const staff = await account([]);
    const wrong = (instance: Instance) =>
      call(instance, 'POST', `${V2}/auth/local-login`, {
        body: { email: staff.email, password: 'Wrong-Passphrase-00' },
      });
    // Five failures a minute per account and address, counted over both instances.
    for (const instance of [a, b, a, b, a]) expect((await wrong(instance)).status).toBe(401);
    for (const instance of [b, a]) {
      const right = await call(instance, 'POST', `${V2}/auth/local-login`, {
        body: { email: staff.email, password: PASSWORD },
      });
      expect(right.status).toBe(429);
    }
  });

  it('replays an Idempotency-Key on the other instance and refuses a stale If-Match', async () => {
    const staff = await account(['manage-offers-offers-create', 'manage-offers-offers-manage-id']);
    const [tokenA, tokenB] = [await signIn(a, staff.email), await signIn(b, staff.email)];
    const key = randomUUID();
    const body = offerBody(branchId, `Idempotent ${key}`);
    body.merchantId = merchantId;
    body.categoryId = (await db.select().from(schema.categories))[0]!.id;
    const first = await call(a, 'POST', `${V2}/offers`, {
      token: tokenA,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(200);
    const created = (await first.json()) as { id: number; version: number };
    const replay = await call(b, 'POST', `${V2}/offers`, {
      token: tokenB,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { id: number }).id).toBe(created.id);
    const [{ value } = { value: 0 }] = await db
      .select({ value: count() })
      .from(schema.offers)
      .where(eq(schema.offers.titleEn, body.titleEn));
    expect(value).toBe(1);

    const read = await call(a, 'GET', `${V2}/offers/${created.id}`, { token: tokenA });
    const etag = read.headers.get('etag')!;
    const edit = { ...body, titleEn: `${body.titleEn} (edited)` };
    const saved = await call(b, 'PUT', `${V2}/offers/${created.id}`, {
      token: tokenB,
      body: edit,
      headers: { 'if-match': etag },
    });
    expect(saved.status).toBe(200);
    const stale = await call(a, 'PUT', `${V2}/offers/${created.id}`, {
      token: tokenA,
      body: { ...edit, titleEn: 'Lost update' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
  });

  it('shares the daily SMS allowance', async () => {
    const staff = await account(['manage-general']);
    const [tokenA, tokenB] = [await signIn(a, staff.email), await signIn(b, staff.email)];
    const three = (start: number) => Array.from({ length: 3 }, (_, i) => `0102000000${start + i}`);
    const send = (instance: Instance, token: string, start: number) =>
      call(instance, 'POST', `${V2}/sms/jobs`, { token, body: { message: 'Hi', recipients: three(start) } });
    // Allowance 6: three sendings of 3 raced over both instances, two pass.
    const raced = await Promise.all([send(a, tokenA, 0), send(b, tokenB, 3), send(a, tokenA, 6)]);
    const errors = () =>
      JSON.stringify([...a.logs(), ...b.logs()].filter((line) => Number(line.level) >= 50));
    expect(raced.map((r) => r.status).sort(), errors()).toEqual([200, 200, 429]);
    expect((await send(b, tokenB, 0)).status).toBe(429);
  });

  // Offers file rows, valid, with titles that name the batch.
  const offersFile = (tag: string, rows: number) => {
    const header = bulkColumns.OfferStrategy.map((column) => column.name);
    const values = (i: number): Record<string, string | number> => ({
      title_en: `${tag} ${i}`,
      title_ar: `عرض ${i}`,
      merchant_id: merchantId,
      discount_type: 'PERCENTAGE',
      discount_value: '15',
      starts_at: '2026-01-01',
      ends_at: '2026-06-30',
      status: 'ACTIVE',
    });
    return csv([
      header,
      ...Array.from({ length: rows }, (_, i) => header.map((name) => values(i)[name] ?? '')),
    ]);
  };
  const upload = async (instance: Instance, token: string, file: string) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'offers.csv');
    return fetch(`${instance.url}${V2}/files/bulk-upload?feature=OfferStrategy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const confirm = (instance: Instance, token: string, id: number) =>
    call(instance, 'POST', `${V2}/files/bulk-upload/batches/${id}/confirm?feature=OfferStrategy`, { token });
  const batchOf = async (id: number) =>
    (await db.select().from(schema.bulkBatches).where(eq(schema.bulkBatches.id, id)))[0]!;
  const applied = (id: number) =>
    settled(
      () => batchOf(id),
      (batch) => batch.status !== 'QUEUED' && batch.status !== 'APPLYING',
      { what: `batch ${id}`, timeout: 40_000 },
    );
  const offersTitled = async (tag: string) =>
    (
      await db
        .select({ value: count() })
        .from(schema.offers)
        .where(like(schema.offers.titleEn, `${tag} %`))
    )[0]!.value;
  const applyEntries = async (id: number) =>
    (
      await db
        .select({ value: count() })
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'bulk.apply'), eq(schema.auditLog.targetId, String(id))))
    )[0]!.value;

  let bulkToken: { a: string; b: string };

  it('applies a bulk batch exactly once while both run workers', async () => {
    const staff = await account(['manage-offers-offers-bulk']);
    bulkToken = { a: await signIn(a, staff.email), b: await signIn(b, staff.email) };
    // A first batch confirmed on each instance starts both workers.
    for (const [instance, token, tag] of [
      [a, bulkToken.a, 'warm-a'],
      [b, bulkToken.b, 'warm-b'],
    ] as const) {
      const batch = (await (await upload(instance, token, offersFile(tag, 3))).json()) as { id: number };
      expect((await confirm(instance, token, batch.id)).status).toBe(200);
      expect((await applied(batch.id)).status).toBe('APPLIED');
    }
    // The same batch confirmed on both at once: one apply.
    const batch = (await (await upload(a, bulkToken.a, offersFile('once', 500))).json()) as { id: number };
    const confirms = await Promise.all([
      confirm(a, bulkToken.a, batch.id),
      confirm(b, bulkToken.b, batch.id),
    ]);
    // A repeat of the move is a 200 no-op; once the job has started, a late confirm is 409 (nothing done).
    const statuses = confirms.map((r) => r.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    expect((await applied(batch.id)).status).toBe('APPLIED');
    expect(await offersTitled('once')).toBe(500);
    expect(await applyEntries(batch.id)).toBe(1);
  });

  it('SIGTERM under load: in-flight requests finish, the job goes to the other, no batch half applied, no 5xx', async () => {
    const rows = 12_000;
    const big = (await (await upload(b, bulkToken.b, offersFile('big', rows))).json()) as {
      id: number;
      status: string;
    };
    expect(big.status).toBe('VALID');
    const started = (instance: Instance) =>
      instance.logs().filter((line) => line.queue === 'bulk-apply' && line.msg === 'job started').length;
    const before = { a: started(a), b: started(b) };
    // The apply waits on this lock (its first insert into offers) until SIGTERM has been sent, so the
    // shutdown always meets it mid-apply; on a fast machine 12,000 rows could otherwise be applied first.
    const holder = await pool.connect();
    await holder.query('begin; lock table offers in exclusive mode');
    const release = async () => {
      await holder.query('commit').catch(() => undefined);
      holder.release();
    };
    expect((await confirm(a, bulkToken.a, big.id)).status).toBe(200);
    // Whichever instance took the job is the one stopped.
    await expect.poll(() => started(a) - before.a + started(b) - before.b, { timeout: 20_000 }).toBe(1);
    const [stopping, other] = started(a) > before.a ? [a, b] : [b, a];
    const token = stopping === a ? bulkToken.a : bulkToken.b;
    const otherToken = stopping === a ? bulkToken.b : bulkToken.a;

    // Load: a client sending to the stopping instance, retrying on the other when refused.
    const statuses: number[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        const path = `${V2}/files/bulk-upload/batches?feature=OfferStrategy`;
        let response: Response;
        try {
          response = await call(stopping, 'GET', path, { token });
          if (response.status === 503) throw new Error('closing');
        } catch {
          response = await call(other, 'GET', path, { token: otherToken });
        }
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    };
    const clients = Array.from({ length: 4 }, client);
    // An upload in flight on the stopping instance when SIGTERM comes.
    const inFlightBefore = stopping.logs().length;
    const inFlight = upload(stopping, token, offersFile('inflight', 2000));
    await expect
      .poll(
        () =>
          stopping
            .logs()
            .slice(inFlightBefore)
            .some(
              (line) =>
                line.msg === 'incoming request' &&
                String((line.req as { url: string }).url).includes('bulk-upload'),
            ),
        { timeout: 10_000 },
      )
      .toBe(true);
    const signalled = Date.now();
    stopping.child.kill('SIGTERM');
    await expect
      // Closing (after the drain, none here: test/instance.ts): its job is being stopped.
      .poll(() => stopping.logs().some((line) => line.msg === 'closing'), { timeout: 5000 })
      .toBe(true);
    await release();

    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as { status: string }).status).toBe('VALID');
    expect(await stopping.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(12_000);
    const outcome = stopping
      .logs()
      .find(
        (line) => line.queue === 'bulk-apply' && line.msg === 'job finished' && line.outcome !== 'completed',
      );
    // The apply was stopped there, rolled back, and released to the other instance, which finishes it.
    expect(outcome?.outcome).toBe('interrupted');
    expect((await applied(big.id)).status).toBe('APPLIED');
    expect(await offersTitled('big')).toBe(rows);
    expect(await applyEntries(big.id)).toBe(1);
    loading = false;
    await Promise.all(clients);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  }, 120_000);
});
