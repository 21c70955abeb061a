import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { SmsJob } from '@cmt/contract/endpoints/sms';
import { smsJobs, smsRecipients, smsSendWindows } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const JOBS = `${V2}/sms/jobs`;
const ARABIC = 'لاكي: عرض خاص لك اليوم، خصم 20% عند كارفور. كود الخصم 4471';

/** The app with the default (logging) provider, its log lines kept to check what they say. */
let t: TestApp;
const logLines: string[] = [];
/** The app with an HTTP gateway (a local fake) at 2 messages per second. */
let gateway: TestApp;
const received: {
  authorization?: string;
  body: { to: string; text: string; sender: string; reference: string };
}[] = [];
let fake: http.Server;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', SMS_DAILY_LIMIT_PER_STAFF: '6', SMS_RATE_PER_SECOND: '1000' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  fake = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body = JSON.parse(text);
      received.push({ authorization: request.headers.authorization, body });
      if (body.to === '+201099999999') response.writeHead(422).end('{"error":"blocked number"}');
      else
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `gw-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  gateway = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/send`,
    SMS_HTTP_AUTHORIZATION: 'Bearer gateway-secret',
    SMS_SENDER_ID: 'Lucky',
    SMS_RATE_PER_SECOND: '2',
  });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const post = (app: TestApp, who: { authorization: string }, payload: object) =>
  app.app.inject({ method: 'POST', url: JOBS, headers: { authorization: who.authorization }, payload });
const get = (app: TestApp, who: { authorization: string }, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

async function finished(app: TestApp, who: { authorization: string }, id: number): Promise<SmsJob> {
  for (let i = 0; i < 300; i++) {
    const job = (await get(app, who, `${JOBS}/${id}`)).json() as SmsJob;
    if (!['QUEUED', 'SENDING'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`SMS job ${id} did not finish`);
}

describe('sending an SMS', () => {
  it('checks every pasted number, names the bad line, and drops duplicates', async () => {
    const staff = await t.signIn(['manage-general']);
    const bad = await post(t, staff, {
      message: 'Hello',
      recipients: ['0101 234 5678', '+201012345678', '01123456789', '12345'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: ['body', 'recipients', '3'], key: 'egyptianMobile' });
    expect(
      (await post(t, staff, { message: '   ', recipients: ['01012345678'] })).json().details[0],
    ).toMatchObject({
      key: 'writeSms',
    });
    expect(
      (await post(t, staff, { message: 'x'.repeat(1531), recipients: ['01012345678'] })).json().details[0],
    ).toMatchObject({
      key: 'smsTooLong',
    });
    expect(await t.countRows(smsJobs)).toBe(0);

    const created = await post(t, staff, {
      message: ARABIC,
      recipients: ['0101 234 5678', '+201012345678', '00201123456789'],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ encoding: 'UCS-2', parts: 1, recipientCount: 2, provider: 'log' });
    const job = await finished(t, staff, created.json().id);
    expect(job).toMatchObject({ status: 'COMPLETED', sentCount: 2, failedCount: 0 });
    const recipients = (await get(t, staff, `${JOBS}/${job.id}/recipients`)).json();
    expect(recipients.items.map((r: { phone: string; status: string }) => [r.phone, r.status])).toEqual([
      ['01012345678', 'SENT'],
      ['01123456789', 'SENT'],
    ]);
    expect(recipients.items[0].providerMessageId).toMatch(/^log-/);
    const listed = (await get(t, staff, `${JOBS}?status=COMPLETED`)).json();
    expect(listed.items[0]).toMatchObject({ id: job.id, status: 'COMPLETED', createdBy: staff.email });
    expect((await get(t, staff, `${JOBS}?status=QUEUED`)).json().total).toBe(0);
    const [entry] = await t.auditOf('sms.send');
    expect(entry).toMatchObject({ actorEmail: staff.email, after: { message: ARABIC, recipients: 2 } });
    expect(JSON.stringify(entry)).not.toContain('01012345678');
  });

  it('with the logging provider, logs each message with a masked number and never the text', async () => {
    const lines = logLines.filter((line) => line.includes('logging provider'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('010•••••678');
    for (const line of logLines) {
      expect(line).not.toContain('01012345678');
      expect(line).not.toContain('كارفور');
    }
  });

  it('holds each staff member to the daily allowance, even when two sendings race', async () => {
    const staff = await t.signIn(['manage-general']);
    const three = (start: number) => Array.from({ length: 3 }, (_, i) => `0102000000${start + i}`);
    const settings = (await get(t, staff, `${V2}/sms/settings`)).json();
    expect(settings).toMatchObject({ provider: 'log', delivers: false, dailyLimitPerStaff: 6, usedToday: 0 });
    const raced = await Promise.all([
      post(t, staff, { message: 'A', recipients: three(0) }),
      post(t, staff, { message: 'B', recipients: three(3) }),
      post(t, staff, { message: 'C', recipients: three(6) }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const refused = raced.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'SMS_DAILY_LIMIT', details: { limit: 6, used: 6 } });
    expect((await get(t, staff, `${V2}/sms/settings`)).json().usedToday).toBe(6);
    const other = await t.signIn(['manage-general']);
    expect((await post(t, other, { message: 'D', recipients: three(0) })).statusCode).toBe(200);
  });

  it('records nothing when writing the sending fails half-way', async () => {
    const staff = await t.signIn(['manage-general']);
    const before = await t.countRows(smsJobs);
    await t.db.execute(sql`create function refuse_number() returns trigger language plpgsql as $$
      begin if new.position = 2 then raise exception 'disk full'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_number before insert on sms_recipients for each row execute function refuse_number()`,
    );
    try {
      const response = await post(t, staff, { message: 'Hi', recipients: ['01030000001', '01030000002'] });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_number on sms_recipients`);
      await t.db.execute(sql`drop function refuse_number()`);
    }
    expect(await t.countRows(smsJobs)).toBe(before);
    expect((await t.auditOf('sms.send')).filter((e) => e.actorEmail === staff.email)).toEqual([]);
  });
});

describe('through an HTTP gateway', () => {
  it('sends each number at no more than the overall rate; a refused number fails with why, the others go', async () => {
    const staff = await gateway.signIn(['manage-general']);
    const started = Date.now();
    const created = await post(gateway, staff, {
      message: 'Lucky: your code is 4471',
      recipients: ['01011111111', '01099999999', '01022222222', '01033333333', '01044444444'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = await finished(gateway, staff, created.json().id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(job).toMatchObject({ status: 'COMPLETED', sentCount: 4, failedCount: 1, provider: 'http' });
    const failed = (await get(gateway, staff, `${JOBS}/${job.id}/recipients?status=FAILED`)).json().items;
    expect(failed).toEqual([
      expect.objectContaining({
        phone: '01099999999',
        error: 'The SMS gateway refused the message (HTTP 422)',
      }),
    ]);
    expect(received[0]).toEqual({
      authorization: 'Bearer gateway-secret',
      body: {
        to: '+201011111111',
        text: 'Lucky: your code is 4471',
        sender: 'Lucky',
        reference: `sms-${job.id}-1`,
      },
    });
    const windows = await gateway.db.select().from(smsSendWindows);
    expect(Math.max(...windows.map((w) => w.sent))).toBeLessThanOrEqual(2);
  });

  it('stops a sending on cancel: numbers not sent yet are cancelled; a repeat changes nothing', async () => {
    const staff = await gateway.signIn(['manage-general']);
    const recipients = Array.from({ length: 30 }, (_, i) => `0105000${String(i).padStart(4, '0')}`);
    const created = (await post(gateway, staff, { message: 'Long list', recipients })).json();
    for (let i = 0; i < 100; i++) {
      const job = (await get(gateway, staff, `${JOBS}/${created.id}`)).json();
      if (job.sentCount > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cancel = () =>
      gateway.app.inject({ method: 'PUT', url: `${JOBS}/${created.id}/cancel`, headers: staff });
    expect((await cancel()).json().status).toBe('CANCELLED');
    expect((await cancel()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const job = (await get(gateway, staff, `${JOBS}/${created.id}`)).json() as SmsJob;
    expect(job.status).toBe('CANCELLED');
    const rows = await gateway.db
      .select()
      .from(smsRecipients)
      .where(sql`job_id = ${created.id}`);
    const sent = rows.filter((r) => r.status === 'SENT').length;
    expect(sent).toBeLessThan(10);
    expect(rows.filter((r) => r.status === 'CANCELLED')).toHaveLength(30 - sent);
    expect(received.filter((r) => r.body.reference.startsWith(`sms-${created.id}-`))).toHaveLength(sent);
    expect(await gateway.auditOf('sms.cancel')).toHaveLength(1);
    const done = (await post(gateway, staff, { message: 'One', recipients: ['01060000000'] })).json();
    await finished(gateway, staff, done.id);
    const late = await gateway.app.inject({
      method: 'PUT',
      url: `${JOBS}/${done.id}/cancel`,
      headers: staff,
    });
    expect(late.statusCode).toBe(409);
  });
});
