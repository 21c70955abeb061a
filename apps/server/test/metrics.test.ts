import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { bulkColumns } from '@cmt/contract/endpoints/bulk';
import {
  appUsers,
  auditLog,
  categories,
  customerApplications,
  merchants,
  profileValidations,
} from '../src/db/schema.ts';
import { csv } from './bulk-files.ts';
import { createTestApp, multipartFile, sealWithoutKey, type TestApp } from './helpers.ts';
import { batchSettled, settled } from './settled.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', SMS_RATE_PER_SECOND: '1000' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => t?.close());

const scrape = async (app = t) => {
  const response = await app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** The value of one series (`name{labels}`) in a scrape, 0 when absent. */
const valueOf = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('/metrics', () => {
  it('is 404 unless METRICS_TOKEN or METRICS_PORT is set, and 401 without the token', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('times requests by route template and status, never by raw path', async () => {
    const staff = await t.signIn(['manage-offers-offers-manage-id']);
    const before = await scrape();
    const series = (route: string, status: number) =>
      `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`;
    for (const id of [1001, 1002, 1003]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${V2}/offers/${id}`,
        headers: { authorization: staff.authorization },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `${V2}/no-such/29001011234567` })).statusCode).toBe(404);
    const after = await scrape();
    expect(
      valueOf(after, series(`${V2}/offers/:id`, 404)) - valueOf(before, series(`${V2}/offers/:id`, 404)),
    ).toBe(3);
    expect(valueOf(after, series('unmatched', 404))).toBeGreaterThan(0);
    expect(after).not.toContain('29001011234567');
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route=/m);
  });

  it('counts sign-in failures by reason, bulk rows validated and applied, jobs and their queue depth, SMS sent', async () => {
    const before = await scrape();
    await t.createAccount({ email: 'metered@lucky.app', password: 'Very-Secret-Passphrase-42' });
    expect((await t.localLogin('metered@lucky.app', 'Wrong-Passphrase-0000')).statusCode).toBe(401);

    // A bulk offers file: two valid rows and one invalid, checked; then a valid file applied.
    const staff = await t.signIn(['manage-offers-offers-bulk', 'manage-general']);
    const [category] = await t.db.insert(categories).values({ nameEn: 'Food', nameAr: 'طعام' }).returning();
    const [merchant] = await t.db
      .insert(merchants)
      .values({ nameEn: 'Nile Bakery', nameAr: 'مخبز النيل', categoryId: category!.id })
      .returning();
    const row = (title: string, merchantId: number) => {
      const values: Record<string, string | number> = {
        title_en: title,
        title_ar: `عرض ${title}`,
        merchant_id: merchantId,
        discount_type: 'PERCENTAGE',
        discount_value: '15',
        starts_at: '2026-01-01',
        ends_at: '2026-06-30',
        status: 'ACTIVE',
      };
      return bulkColumns.OfferStrategy.map((column) => values[column.name] ?? '');
    };
    const upload = async (rows: (string | number)[][]) => {
      const header = bulkColumns.OfferStrategy.map((column) => column.name);
      const { payload, headers } = multipartFile(
        'offers.csv',
        'text/csv',
        Buffer.from(csv([header, ...rows])),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: `${V2}/files/bulk-upload?feature=OfferStrategy`,
        headers: { ...headers, authorization: staff.authorization },
        payload,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: number; status: string };
    };
    expect((await upload([row('A', merchant!.id), row('B', merchant!.id), row('C', 99999)])).status).toBe(
      'INVALID',
    );
    const batch = await upload([row('D', merchant!.id), row('E', merchant!.id)]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=OfferStrategy`,
      headers: { authorization: staff.authorization },
    });
    expect(confirmed.statusCode).toBe(200);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${V2}/files/bulk-upload/batches/${batch.id}?feature=OfferStrategy`,
          headers: { authorization: staff.authorization },
        })
      ).json();
    expect((await batchSettled(read)).status).toBe('APPLIED');

    const sms = await t.app.inject({
      method: 'POST',
      url: `${V2}/sms/jobs`,
      headers: { authorization: staff.authorization },
      payload: { message: 'Hello', recipients: ['01012345678', '01112345678'] },
    });
    expect(sms.statusCode).toBe(200);
    const smsId = sms.json().id;
    await settled(
      async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `${V2}/sms/jobs/${smsId}`,
            headers: { authorization: staff.authorization },
          })
        ).json().status,
      (status) => status === 'COMPLETED',
      { what: 'the SMS sending' },
    );

    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('cmt_sign_in_failures_total{reason="wrong password"}')).toBe(1);
    expect(delta('cmt_bulk_rows_validated_total{feature="OfferStrategy",result="valid"}')).toBe(4);
    expect(delta('cmt_bulk_rows_validated_total{feature="OfferStrategy",result="invalid"}')).toBe(1);
    expect(delta('cmt_bulk_rows_applied_total{feature="OfferStrategy"}')).toBe(2);
    expect(delta('cmt_job_duration_seconds_count{queue="bulk-apply",outcome="completed"}')).toBe(1);
    expect(delta('cmt_job_duration_seconds_count{queue="sms-send",outcome="completed"}')).toBe(1);
    expect(delta('cmt_sms_messages_total{outcome="sent"}')).toBe(2);
    expect(valueOf(after, 'cmt_job_queue_depth{queue="bulk-apply"}')).toBe(0);
    expect(after).toContain('cmt_job_queue_depth{queue="bulk-apply"}');
    expect(after).toContain('cmt_db_pool_connections{state="waiting"}');
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('says how far audit sealing and checkpoints are behind: a sealer that stops shows as a growing lag', async () => {
    const own = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await own.db.insert(auditLog).values({ action: 'flag.update' });
      // Sealed within the second; no checkpoint yet (the first comes a minute after start).
      let text = '';
      await expect
        .poll(
          async () => {
            text = await scrape(own);
            return [
              valueOf(text, 'cmt_audit_unsealed_entries'),
              valueOf(text, 'cmt_audit_sealing_lag_seconds'),
            ];
          },
          { timeout: 10_000, interval: 200 },
        )
        .toEqual([0, 0]);
      await expect
        .poll(async () => valueOf(await scrape(own), 'cmt_audit_checkpoint_lag_seconds'))
        .toBeGreaterThan(0);
      // No checkpoint yet: "no value" (NaN), never a time that would read as fresh.
      expect(text).toMatch(/^cmt_audit_checkpoint_timestamp_seconds NaN$/im);

      // A seal made with SQL, without AUDIT_KEY: the sealer will not chain onto it (docs/audit-chain.md),
      // so an entry written an hour ago stays unsealed and the lag says so.
      await sealWithoutKey(own.db);
      await own.db.insert(auditLog).values({ action: 'flag.update', at: new Date(Date.now() - 3_600_000) });
      text = await scrape(own);
      expect(valueOf(text, 'cmt_audit_unsealed_entries')).toBe(1);
      expect(valueOf(text, 'cmt_audit_sealing_lag_seconds')).toBeGreaterThanOrEqual(3600);
      expect(valueOf(text, 'cmt_audit_sealing_lag_seconds')).toBeLessThan(3700);
    } finally {
      await own.close();
    }
  });

  it('counts the items of each claimable queue waiting past its SLA', async () => {
    const pending = async (userId: number, hoursAgo: number, status = 'PENDING') => {
      await t.db.insert(appUsers).values({ id: userId, phone: `0101${userId}`, name: 'C' });
      await t.db.insert(customerApplications).values({
        userId,
        firstName: 'Mona',
        familyName: `Sla${userId}`,
        documentNumber: `2900512010${String(userId).slice(-4)}`,
        phone: `0101${userId}`,
      });
      await t.db
        .insert(profileValidations)
        .values({ userId, status, submittedAt: new Date(Date.now() - hoursAgo * 3_600_000) });
    };
    const breaches = async () =>
      valueOf(await scrape(), 'cmt_queue_sla_breaches{queue="profile-validations"}');
    const before = await breaches();
    await pending(8200001, 30); // past the 24 h SLA
    await pending(8200002, 23); // not yet
    await pending(8200003, 40, 'APPROVED'); // decided: no longer waiting
    expect((await breaches()) - before).toBe(1);
    const text = await scrape();
    expect(text).toContain('cmt_queue_sla_breaches{queue="cashouts"} 0');
    expect(text).toContain('cmt_queue_sla_breaches{queue="application-reviews"} 0');
  });

  it('is served on METRICS_PORT of its own when set (and then not on the app port)', async () => {
    const port = await freePort();
    const own = await createTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await own.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('x-request-id', () => {
  it('is on every answer and every log line of the request; a client cannot choose it', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `${V2}/offers/1`,
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.req || line.res);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const line of logged) expect(line.reqId).toBe(id);
    expect(lines.join('')).not.toContain('chosen-by-client');
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('is taken from a trusted proxy (TRUST_PROXY), when safe to log', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const kept = await behindProxy.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'lb-7f3a9c' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a9c');
      const unsafe = await behindProxy.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'a b"\n{"level":60}' },
      });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindProxy.close();
    }
    // Trusted by range: only from a proxy inside it, not from a client that reaches the app itself.
    const byRange = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const ask = (remoteAddress: string) =>
        byRange.app.inject({
          method: 'GET',
          url: '/healthz',
          remoteAddress,
          headers: { 'x-request-id': 'lb-1' },
        });
      expect((await ask('10.0.0.5')).headers['x-request-id']).toBe('lb-1');
      expect((await ask('203.0.113.9')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await byRange.close();
    }
  });
});
