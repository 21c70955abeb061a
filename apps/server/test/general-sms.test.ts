import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { SmsJob } from '@cmt/contract/endpoints/sms';
import { smsJobs, smsRecipients, smsSendSlots } from '../src/db/schema.ts';
import { claimSendSlot, ensureSendSlots, sendSmsJob } from '../src/features/sms/sms-sender.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { settled } from './settled.ts';

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

const finished = (app: TestApp, who: { authorization: string }, id: number): Promise<SmsJob> =>
  settled(
    async () => (await get(app, who, `${JOBS}/${id}`)).json() as SmsJob,
    (job) => !['QUEUED', 'SENDING'].includes(job.status),
    { timeout: 30_000, what: `SMS job ${id}` },
  );

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

describe('the overall rate (SMS_RATE_PER_SECOND over every instance)', () => {
  beforeAll(async () => {
    // The sendings of the tests above are done, so nothing else takes slots meanwhile.
    await settled(
      () =>
        t.db
          .select()
          .from(smsJobs)
          .where(inArray(smsJobs.status, ['QUEUED', 'SENDING'])),
      (open) => open.length === 0,
      { timeout: 30_000, what: 'the SMS sendings' },
    );
  });

  it('two instances sending at once hand the provider at most the rate in any second (send times measured)', async () => {
    const rate = 10;
    const handed: number[] = [];
    const provider = {
      name: 'test',
      delivers: false,
      async send() {
        handed.push(performance.now());
        return { id: `test-${handed.length}` };
      },
    };
    const job = async (first: number) => {
      const [row] = await t.db
        .insert(smsJobs)
        .values({ message: 'Rate', encoding: 'GSM-7', parts: 1, recipientCount: 12, provider: 'test' })
        .returning();
      await t.db.insert(smsRecipients).values(
        Array.from({ length: 12 }, (_, i) => ({
          jobId: row!.id,
          position: i + 1,
          phone: `0104${String(first + i).padStart(7, '0')}`,
        })),
      );
      return row!.id;
    };
    const jobs = [await job(0), await job(100)];
    const log = { error: () => {} };

    // Each sending on its own "instance": a sender of its own, sharing only the database.
    await Promise.all(jobs.map((id) => sendSmsJob({ db: t.db, provider, ratePerSecond: rate, log }, id)));

    expect(handed).toHaveLength(24);
    handed.sort((a, b) => a - b);
    // Any 11 messages span a second (less a tenth for the time from taking a slot to the hand-over).
    for (let i = 0; i + rate < handed.length; i++) {
      expect(handed[i + rate]! - handed[i]!, `messages ${i + 1} to ${i + rate + 1}`).toBeGreaterThanOrEqual(
        900,
      );
    }
  });

  it('holds over every one-second stretch, wherever it starts: no double rate across a second boundary', async () => {
    const limit = 10;
    await ensureSendSlots(t.db, limit);
    // A fake clock, as the database would read it on any instance.
    const base = Date.parse('2031-03-04T10:00:00.000Z');
    const claims = async (ms: number, tries: number) => {
      let taken = 0;
      for (let i = 0; i < tries; i++)
        if ((await claimSendSlot(t.db, limit, new Date(base + ms))) === 0) taken++;
      return taken;
    };
    try {
      expect(await claims(700, 12)).toBe(10);
      // A new calendar second, but within a second of those ten: a per-second counter let ten more through.
      expect(await claims(1_050, 5)).toBe(0);
      expect(await claimSendSlot(t.db, limit, new Date(base + 1_100))).toBe(600); // when the next slot frees
      expect(await claims(1_700, 12)).toBe(10);
      // Five at 2.7 s and five at 3.2 s: at 3.7 s only the first five are a second old.
      expect(await claims(2_700, 5)).toBe(5);
      expect(await claims(3_200, 5)).toBe(5);
      expect(await claims(3_699, 3)).toBe(0);
      expect(await claims(3_700, 10)).toBe(5);
    } finally {
      await t.db.update(smsSendSlots).set({ usedAt: new Date(0) });
    }
  });

  it('parallel claims never take more slots than the rate', async () => {
    const limit = 10;
    await ensureSendSlots(t.db, limit);
    const at = new Date(Date.parse('2031-03-04T11:00:00.000Z'));
    try {
      const waits = await Promise.all(Array.from({ length: 40 }, () => claimSendSlot(t.db, limit, at)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    } finally {
      await t.db.update(smsSendSlots).set({ usedAt: new Date(0) });
    }
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
        // A code the screen words in its language (issue 19 item 11); the gateway's own words go to the log.
        error: 'PROVIDER_REFUSED',
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
  });

  it('stops a sending on cancel: numbers not sent yet are cancelled; a repeat changes nothing', async () => {
    const staff = await gateway.signIn(['manage-general']);
    const recipients = Array.from({ length: 30 }, (_, i) => `0105000${String(i).padStart(4, '0')}`);
    const created = (await post(gateway, staff, { message: 'Long list', recipients })).json();
    await settled(
      async () => (await get(gateway, staff, `${JOBS}/${created.id}`)).json() as SmsJob,
      (job) => job.sentCount > 0,
      { what: 'the first SMS of the sending' },
    );
    const cancel = () =>
      gateway.app.inject({ method: 'PUT', url: `${JOBS}/${created.id}/cancel`, headers: staff });
    expect((await cancel()).json().status).toBe('CANCELLED');
    expect((await cancel()).statusCode).toBe(200);
    // A cancelled sending hands the provider nothing more: once a later sending has been sent in
    // full, the cancelled one's run is over (this instance's worker runs one sending at a time).
    const later = (
      await post(gateway, staff, { message: 'After the cancel', recipients: ['01051111111'] })
    ).json();
    await settled(
      async () => (await get(gateway, staff, `${JOBS}/${later.id}`)).json() as SmsJob,
      (job) => job.status === 'COMPLETED',
      { what: 'the later sending' },
    );
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
    const cancels = await gateway.auditOf('sms.cancel');
    expect(cancels).toHaveLength(1);
    // The move's own entry: who, the sending, and its counts before and after. The numbers it stopped
    // are those still waiting; the ones the worker had already claimed stop at its next check.
    expect(cancels[0]).toMatchObject({
      actorEmail: staff.email,
      targetType: 'sms_job',
      targetId: String(created.id),
      before: { status: 'SENDING', cancelledCount: 0 },
      after: { status: 'CANCELLED' },
    });
    const stopped = (cancels[0]!.after as { cancelledCount: number }).cancelledCount;
    expect(stopped).toBeGreaterThan(0);
    expect(stopped).toBeLessThanOrEqual(30 - sent);
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
