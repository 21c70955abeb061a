import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { auditLog, contractEvents, customerApplications } from '../src/db/schema.ts';
import { resumePendingArchives } from '../src/features/contracts/pdf-archive.ts';
import { renderTokens } from '../src/features/contracts/render-tokens.ts';
import { createRenderTokens } from '../src/features/contracts/render-tokens.ts';
import { seedApplications } from '../src/seed/applications-data.ts';
import { createRandom } from '../src/seed/random.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const lines: string[] = [];
let lucky: { authorization: string; email: string };
let connect: { authorization: string; email: string };
let reviewer: { authorization: string; email: string };
let customers: (typeof customerApplications.$inferSelect)[];

beforeAll(async () => {
  // No Chromium here: prints are recorded with archiving off (the PDF path is covered by e2e/tests/contracts-pdf.spec.ts).
  t = await createTestApp(
    { CHROMIUM_PATH: '/nonexistent/chromium', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  await seedApplications(t.db, createRandom(11), { scale: 1 });
  customers = await t.db.select().from(customerApplications).orderBy(customerApplications.userId);
  lucky = await t.signIn(['manage-applacations-prefill-contract']);
  connect = await t.signIn(['manage-applacations-prefill-connect-contract']);
  reviewer = await t.signIn(['manage-contracts-mark-as-signed']);
});
afterAll(() => t.close());

const post = (url: string, auth: { authorization: string }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${V2}${url}`,
    headers: { authorization: auth.authorization },
    payload,
  });

describe('print audits', () => {
  it('records the debit and credit prints with who and when, in the audit log and the contract history', async () => {
    const c = customers[1]!;
    for (const kind of ['debit', 'credit'] as const) {
      const response = await post(`/contracts/${kind}/audit`, lucky, { applicationUserId: c.userId });
      expect(response.statusCode).toBe(200);
      expect(response.json().event).toMatchObject({
        kind,
        action: 'printed',
        by: lucky.email,
        pdfStatus: 'off',
      });
    }
    const audits = (await t.auditOf('contract.debit.audit')).concat(await t.auditOf('contract.credit.audit'));
    expect(audits.map((a) => [a.targetId, a.actorEmail])).toEqual([
      [String(c.userId), lucky.email],
      [String(c.userId), lucky.email],
    ]);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `${V2}/applications/contracts/lucky/${c.userId}`,
        headers: { authorization: lucky.authorization },
      })
    ).json().history;
    expect(history.map((e: { kind: string; action: string }) => `${e.kind}:${e.action}`)).toEqual([
      'credit:printed',
      'debit:printed',
    ]);
  });

  it('records the Connect print as a credit-contract audit under the Connect permission', async () => {
    const c = customers[2]!;
    expect((await post('/contracts/credit/audit', connect, { applicationUserId: c.userId })).statusCode).toBe(
      403,
    );
    const response = await post('/contracts/connect/audit', connect, { applicationUserId: c.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json().event).toMatchObject({ kind: 'connect', action: 'printed' });
    const [entry] = (await t.auditOf('contract.credit.audit')).filter((a) => a.targetId === String(c.userId));
    expect(entry?.after).toMatchObject({ kind: 'connect', brand: 'connect' });
  });

  it('refuses a bad payload (400) and an unknown customer (404), writing nothing', async () => {
    const before = await t.countRows(contractEvents);
    const audits = await t.countRows(auditLog);
    for (const payload of [{}, { applicationUserId: 'abc' }, { applicationUserId: -1 }]) {
      expect((await post('/contracts/debit/audit', lucky, payload)).statusCode).toBe(400);
    }
    const unknown = await post('/contracts/debit/audit', lucky, { applicationUserId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer application was not found');
    expect(await t.countRows(contractEvents)).toBe(before);
    expect(await t.countRows(auditLog)).toBe(audits);
  });
});

describe('POST /financing/users/verify-signature', () => {
  const sign = (luckyUserId: unknown, auth = reviewer) =>
    post('/financing/users/verify-signature', auth, { luckyUserId, reviewedBy: auth.email });

  it('says to print first when nothing was printed', async () => {
    const response = await sign(customers[3]!.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOTHING_TO_SIGN' });
  });

  it('marks every printed, unsigned contract as signed once, with the reviewer', async () => {
    const c = customers[4]!;
    await post('/contracts/debit/audit', lucky, { applicationUserId: c.userId });
    await post('/contracts/credit/audit', lucky, { applicationUserId: c.userId });
    const response = await sign(c.userId);
    expect(response.statusCode).toBe(200);
    const signed = response.json().signed as {
      kind: string;
      action: string;
      by: string;
      reviewedBy: string;
    }[];
    expect(signed.map((s) => s.kind).sort()).toEqual(['credit', 'debit']);
    expect(
      signed.every(
        (s) => s.action === 'signed' && s.by === reviewer.email && s.reviewedBy === reviewer.email,
      ),
    ).toBe(true);
    const [audit] = await t.auditOf('contract.signed');
    expect(audit).toMatchObject({ targetId: String(c.userId), actorEmail: reviewer.email });

    const again = await sign(c.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already marked as signed/);

    // A reprint needs a new signature, for that document only.
    await post('/contracts/credit/audit', lucky, { applicationUserId: c.userId });
    expect((await sign(c.userId)).json().signed.map((s: { kind: string }) => s.kind)).toEqual(['credit']);
  });

  it('marks only the document it is pressed on when the screen names it (issue 19 item 6)', async () => {
    const c = customers[5]!;
    const signKind = (kind: string) =>
      post('/financing/users/verify-signature', reviewer, {
        luckyUserId: c.userId,
        reviewedBy: reviewer.email,
        kind,
      });
    expect((await signKind('debit')).json()).toMatchObject({ code: 'NOTHING_TO_SIGN' });
    await post('/contracts/debit/audit', lucky, { applicationUserId: c.userId });
    await post('/contracts/credit/audit', lucky, { applicationUserId: c.userId });
    const credit = await signKind('credit');
    expect(credit.statusCode).toBe(200);
    expect(credit.json().signed.map((s: { kind: string }) => s.kind)).toEqual(['credit']);
    const [entry] = (await t.auditOf('contract.signed')).filter((a) => a.targetId === String(c.userId));
    expect(entry?.after).toMatchObject({ kinds: ['credit'] });
    // The card request is still waiting for its signature; the instalment contract is done.
    expect((await signKind('credit')).json()).toMatchObject({ code: 'NOTHING_TO_SIGN' });
    expect((await signKind('debit')).json().signed.map((s: { kind: string }) => s.kind)).toEqual(['debit']);
    expect((await signKind('connect')).statusCode).toBe(409);
    expect((await signKind('other')).statusCode).toBe(400);
  });

  it('needs mark-as-signed, a reviewer and a known customer', async () => {
    const c = customers[1]!;
    expect((await sign(c.userId, lucky)).statusCode).toBe(403);
    expect(
      (await post('/financing/users/verify-signature', reviewer, { luckyUserId: c.userId, reviewedBy: ' ' }))
        .statusCode,
    ).toBe(400);
    expect((await post('/financing/users/verify-signature', reviewer, { reviewedBy: 'x' })).statusCode).toBe(
      400,
    );
    expect((await sign(999999)).statusCode).toBe(404);
  });
});

describe('archived PDF download', () => {
  const download = (id: number, auth: { authorization: string }) =>
    t.app.inject({
      method: 'GET',
      url: `${V2}/contracts/${id}/pdf`,
      headers: { authorization: auth.authorization },
    });

  it('serves a stored PDF to staff with mark-as-signed only', async () => {
    const c = customers[8]!;
    const event = (await post('/contracts/debit/audit', lucky, { applicationUserId: c.userId })).json().event;
    const pdf = Buffer.from('%PDF-1.7\n% test archive\n%%EOF\n');
    await t.app.storage.put('contracts/test-archive.pdf', pdf, 'application/pdf');
    await t.db
      .update(contractEvents)
      .set({ pdfStatus: 'stored', pdfKey: 'contracts/test-archive.pdf', pdfSha256: 'abc123' })
      .where(eq(contractEvents.id, event.id));

    const response = await download(event.id, reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contract-debit-${c.userId}-${event.id}.pdf"`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect((await download(event.id, lucky)).statusCode).toBe(403);
  });

  it('answers 404 for a print without an archive and for an unknown event', async () => {
    const event = (
      await post('/contracts/debit/audit', lucky, { applicationUserId: customers[9]!.userId })
    ).json().event;
    expect((await download(event.id, reviewer)).statusCode).toBe(404);
    expect((await download(987654, reviewer)).statusCode).toBe(404);
  });
});

describe('archives left pending at shutdown', () => {
  it('are archived again when the server next listens, for the staff who printed them', async () => {
    const c = customers[10]!;
    const event = (await post('/contracts/credit/audit', lucky, { applicationUserId: c.userId })).json()
      .event;
    await t.db.update(contractEvents).set({ pdfStatus: 'pending' }).where(eq(contractEvents.id, event.id));
    const archived: unknown[] = [];
    const count = await resumePendingArchives(t.app, async (_app, target, staff) => {
      archived.push({ target, staff });
    });
    expect(count).toBe(1);
    expect(archived).toEqual([
      {
        target: { id: event.id, kind: 'credit', userId: c.userId },
        staff: { id: expect.any(Number), email: expect.stringContaining('@') },
      },
    ]);
  });
});

describe('render tokens of the PDF archive', () => {
  it('give the application once, then never again', async () => {
    const c = customers[0]!;
    const token = renderTokens.issue('credit', c.userId);
    const first = await t.app.inject({
      method: 'POST',
      url: `${V2}/contracts/render-session`,
      payload: { token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'credit',
      application: { userId: c.userId },
      settings: { company: { hotline: '19677' } },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `${V2}/contracts/render-session`,
      payload: { token },
    });
    expect(second.statusCode).toBe(401);
    const guessed = await t.app.inject({
      method: 'POST',
      url: `${V2}/contracts/render-session`,
      payload: { token: 'x'.repeat(43) },
    });
    expect(guessed.statusCode).toBe(401);
  });

  it('expire after a minute', () => {
    let now = 1_000_000;
    const tokens = createRenderTokens(() => now);
    const token = tokens.issue('debit', 1);
    now += 60_001;
    expect(tokens.redeem(token)).toBeNull();
    const fresh = tokens.issue('debit', 1);
    now += 59_000;
    expect(tokens.redeem(fresh)).toEqual({ kind: 'debit', userId: 1 });
  });
});

describe('logs', () => {
  it('never carry a national id, even from searches and credit checks', async () => {
    const c = customers[0]!;
    await t.app.inject({
      method: 'GET',
      url: `${V2}/applications/contracts/lucky/search?q=${c.documentNumber}`,
      headers: { authorization: lucky.authorization },
    });
    await post(`/financing/users/${c.userId}/credit`, lucky, { IDCardNumber: c.documentNumber! });
    await post(`/financing/users/${c.userId}/credit`, lucky, { IDCardNumber: customers[1]!.documentNumber! });
    expect(lines.length).toBeGreaterThan(0);
    for (const customer of customers.slice(0, 2))
      expect(lines.join('\n')).not.toContain(customer.documentNumber!);
  });
});
