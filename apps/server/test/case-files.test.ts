import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { V2 } from '@cmt/contract/endpoint';
import type { CaseAttachment, CaseEvent, CaseNote } from '@cmt/contract/endpoints/cases';
import {
  approvals,
  auditLog,
  caseAttachments,
  caseEvents,
  caseNotes,
  smsJobs,
  smsRecipients,
  staffNotifications,
  staffUsers,
} from '../src/db/schema.ts';
import { makeCustomers } from './affiliate-fixtures.ts';
import { xlsx, zip } from './bulk-files.ts';
import { makeCase } from './case-fixtures.ts';
import { PNG_1X1, callAs, createTestApp, multipartFile, pngOfSize, type TestApp } from './helpers.ts';

/*
 * A case's notes, attachments and timeline, and the staff who work cases (issue 36 items 2 and 3;
 * docs/cases.md). Through the real app, on PGlite by default and on PostgreSQL with TEST_DATABASE_URL.
 */

const C = `${V2}/cases`;
const WORK = ['manage-cases-read', 'manage-cases-work'];

type Who = { authorization: string; id: number; email: string };
let t: TestApp;
let writer: Who; // works cases, sees customers, cashouts and SMS
let narrow: Who; // works cases, sees customers only
let mate: Who; // reads cases: may be mentioned
let outsider: Who; // no case permission
let disabled: Who;

beforeAll(async () => {
  t = await createTestApp();
  writer = await t.signIn(
    [...WORK, 'manage-app-users', 'manage-affiliate-cashout', 'manage-general'],
    'writer.cases@lucky.test',
  );
  narrow = await t.signIn([...WORK, 'manage-app-users'], 'narrow.cases@lucky.test');
  mate = await t.signIn(['manage-cases-read'], 'mate.mentioned@lucky.test');
  outsider = await t.signIn(['manage-general'], 'mate.outsider@lucky.test');
  disabled = await t.signIn(['manage-cases-work'], 'mate.disabled@lucky.test');
  await t.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, disabled.id));
});
afterAll(() => t?.close());

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t.app, who, method, url, payload);

const upload = (who: Who, caseId: number, name: string, type: string, data: Buffer) => {
  const body = multipartFile(name, type, data);
  return t.app.inject({
    method: 'POST',
    url: `${C}/${caseId}/attachments`,
    payload: body.payload,
    headers: { ...body.headers, authorization: who.authorization },
  });
};

const notesOfCase = (caseId: number) => t.db.select().from(caseNotes).where(eq(caseNotes.caseId, caseId));
const attachmentsOfCase = (caseId: number) =>
  t.db.select().from(caseAttachments).where(eq(caseAttachments.caseId, caseId));
const mentionsOf = (staffId: number) =>
  t.db
    .select()
    .from(staffNotifications)
    .where(and(eq(staffNotifications.staffId, staffId), eq(staffNotifications.kind, 'case.mentioned')));

describe('GET /cases/staff', () => {
  it('lists active staff who work cases, by name or email, at most 10', async () => {
    const all = await call(writer, 'GET', `${C}/staff?q=lucky.test`);
    expect(all.statusCode, all.body).toBe(200);
    const emails = (all.json() as { items: { email: string }[] }).items.map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining([writer.email, narrow.email, mate.email]));
    expect(emails).not.toContain(outsider.email);
    expect(emails).not.toContain(disabled.email);

    const one = (await call(writer, 'GET', `${C}/staff?q=MATE.MENT`)).json() as { items: { id: number }[] };
    expect(one.items).toEqual([{ id: mate.id, name: 'mate.mentioned', email: mate.email }]);

    for (let i = 0; i < 12; i++) await t.signIn(['manage-cases-work'], `many${i}.cases@lucky.test`);
    const many = (await call(writer, 'GET', `${C}/staff?q=many`)).json() as { items: unknown[] };
    expect(many.items).toHaveLength(10);
    expect((await call(outsider, 'GET', `${C}/staff`)).statusCode).toBe(403);
  });
});

describe('POST /cases/:id/notes', () => {
  it('adds a note, notifies each mentioned staff member in its transaction, audits it', async () => {
    const kase = await makeCase(t);
    const before = (await mentionsOf(mate.id)).length;
    const response = await call(writer, 'POST', `${C}/${kase.id}/notes`, {
      text: 'Called the customer: @mate please check the transfer',
      mentions: [mate.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json() as CaseNote;
    expect(note).toMatchObject({
      text: 'Called the customer: @mate please check the transfer',
      author: { id: writer.id, email: writer.email },
      mentions: [{ id: mate.id, name: 'mate.mentioned', email: mate.email }],
      refersTo: null,
    });
    const told = await mentionsOf(mate.id);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.params).toEqual({ caseId: kase.id, reference: kase.reference, noteId: note.id });
    // The author is not told of their own mention.
    await call(writer, 'POST', `${C}/${kase.id}/notes`, { text: 'me', mentions: [writer.id] });
    expect(await mentionsOf(writer.id)).toHaveLength(0);

    const [entry] = (await t.auditOf('case.note')).filter((e) => e.targetId === String(kase.id));
    expect(entry).toMatchObject({ targetType: 'case', actorEmail: writer.email, kind: 'change' });
    expect(entry!.after).toMatchObject({ noteId: note.id, mentions: [mate.id] });
  });

  it('an Idempotency-Key adds the note once', async () => {
    const kase = await makeCase(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${C}/${kase.id}/notes`,
        payload: { text: 'once only' },
        headers: { authorization: writer.authorization, 'idempotency-key': `case-note-${kase.id}-once` },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await notesOfCase(kase.id)).toHaveLength(1);
  });

  it('an unknown, disabled or non-case mention is 400 mentionUnknown, nothing written', async () => {
    const kase = await makeCase(t);
    const notifications = await t.countRows(staffNotifications);
    for (const stranger of [999_999, disabled.id, outsider.id]) {
      const response = await call(writer, 'POST', `${C}/${kase.id}/notes`, {
        text: 'who?',
        mentions: [mate.id, stranger],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ path: ['body', 'mentions', 1], key: 'mentionUnknown' }),
      ]);
    }
    expect(await notesOfCase(kase.id)).toHaveLength(0);
    expect(await t.countRows(staffNotifications)).toBe(notifications);
  });

  it('a note of 100,000 characters, an empty one or one on no case: a clear 4xx, nothing written', async () => {
    const kase = await makeCase(t);
    const long = await call(writer, 'POST', `${C}/${kase.id}/notes`, { text: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].path).toEqual(['body', 'text']);
    expect((await call(writer, 'POST', `${C}/${kase.id}/notes`, { text: '' })).statusCode).toBe(400);
    expect((await call(writer, 'POST', `${C}/999999/notes`, { text: 'lost' })).statusCode).toBe(404);
    expect((await call(mate, 'POST', `${C}/${kase.id}/notes`, { text: 'read only' })).statusCode).toBe(403);
    expect(await notesOfCase(kase.id)).toHaveLength(0);
  });

  it('a correction refers to a note of the same case; another case’s note is 400', async () => {
    const one = await makeCase(t);
    const other = await makeCase(t);
    const first = (
      await call(writer, 'POST', `${C}/${one.id}/notes`, { text: 'amount 100' })
    ).json() as CaseNote;
    const foreign = await call(writer, 'POST', `${C}/${other.id}/notes`, {
      text: 'amount 1000',
      refersTo: first.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0]).toMatchObject({ path: ['body', 'refersTo'], key: 'noteOfThisCase' });
    expect(await notesOfCase(other.id)).toHaveLength(0);
    const fix = await call(writer, 'POST', `${C}/${one.id}/notes`, {
      text: 'amount 1000',
      refersTo: first.id,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect((fix.json() as CaseNote).refersTo).toBe(first.id);
  });

  it('notes and attachments are append-only: the database refuses UPDATE and DELETE', async () => {
    const kase = await makeCase(t);
    const note = (await call(writer, 'POST', `${C}/${kase.id}/notes`, { text: 'kept' })).json() as CaseNote;
    const file = (await upload(writer, kase.id, 'a.png', 'image/png', PNG_1X1)).json() as CaseAttachment;
    await expect(
      t.db.update(caseNotes).set({ text: 'changed' }).where(eq(caseNotes.id, note.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(caseNotes).where(eq(caseNotes.id, note.id))).rejects.toThrow();
    await expect(
      t.db.update(caseAttachments).set({ fileName: 'b.png' }).where(eq(caseAttachments.id, file.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(caseAttachments).where(eq(caseAttachments.id, file.id))).rejects.toThrow();
    expect((await notesOfCase(kase.id))[0]!.text).toBe('kept');
    expect(await attachmentsOfCase(kase.id)).toHaveLength(1);
  });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0rest')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 rest')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const CSV = Buffer.from('reference,amount\nCMP-2026-000001,100\nملاحظة,5\n');

describe('POST /cases/:id/attachments', () => {
  it('keeps each accepted type, by its content, with its SHA-256, in the private cases/ folder', async () => {
    const kase = await makeCase(t);
    const files: [string, string, Buffer, string][] = [
      ['shot.png', 'image/png', PNG_1X1, 'image/png'],
      ['photo.JPG', 'image/jpeg', JPEG, 'image/jpeg'],
      ['photo.webp', 'image/webp', WEBP, 'image/webp'],
      ['anim.gif', 'image/gif', GIF, 'image/gif'],
      ['letter.pdf', 'application/pdf', PDF, 'application/pdf'],
      [
        'sheet.xlsx',
        'application/octet-stream',
        xlsx([['a', 1]]),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      // A browser on Windows declares CSV as Excel's: the name and the content decide.
      ['list.csv', 'application/vnd.ms-excel', CSV, 'text/csv'],
    ];
    for (const [name, declared, data, kept] of files) {
      const response = await upload(writer, kase.id, name, declared, data);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({
        fileName: name,
        contentType: kept,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        uploadedBy: { id: writer.id },
      });
    }
    const rows = await attachmentsOfCase(kase.id);
    expect(rows).toHaveLength(files.length);
    for (const row of rows) {
      expect(row.storageKey.startsWith(`cases/${kase.id}/`)).toBe(true);
      // Never served by the public files route.
      expect((await t.app.inject({ method: 'GET', url: `/files/${row.storageKey}` })).statusCode).toBe(404);
    }
    const audited = (await t.auditOf('case.attachment')).filter((e) => e.targetId === String(kase.id));
    expect(audited).toHaveLength(files.length);
  });

  it('content that is not its name’s type, of no accepted type or 21 MB: a clear 4xx, nothing stored', async () => {
    const kase = await makeCase(t);
    const refusals: [string, string, Buffer, number, string][] = [
      ['scan.pdf', 'application/pdf', PNG_1X1, 400, 'FILE_TYPE_MISMATCH'],
      ['photo.png', 'image/png', Buffer.from('just some text'), 400, 'FILE_TYPE_MISMATCH'],
      ['photo.png', 'text/plain', PDF, 400, 'FILE_TYPE_MISMATCH'],
      [
        'data.xlsx',
        'application/octet-stream',
        zip({ 'word/document.xml': '<w/>' }),
        400,
        'UNSUPPORTED_FILE',
      ],
      ['tool.exe', 'application/octet-stream', Buffer.from([0x4d, 0x5a, 0, 0, 1]), 400, 'UNSUPPORTED_FILE'],
      ['notes.txt', 'text/plain', Buffer.from('plain words'), 400, 'UNSUPPORTED_FILE'],
      ['big.png', 'image/png', pngOfSize(21 * 1024 * 1024), 413, 'FILE_TOO_LARGE'],
    ];
    for (const [name, declared, data, status, code] of refusals) {
      const response = await upload(writer, kase.id, name, declared, data);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().message.length).toBeGreaterThan(10);
    }
    expect(await attachmentsOfCase(kase.id)).toHaveLength(0);
    expect(await t.app.storage.list(`cases/${kase.id}/`)).toEqual([]);
    // Exactly 20 MB is taken.
    expect(
      (await upload(writer, kase.id, 'max.png', 'image/png', pngOfSize(20 * 1024 * 1024))).statusCode,
    ).toBe(200);
    expect((await upload(writer, 999_999, 'a.png', 'image/png', PNG_1X1)).statusCode).toBe(404);
    expect((await upload(mate, kase.id, 'a.png', 'image/png', PNG_1X1)).statusCode).toBe(403);
  });
});

describe('GET /cases/:id/attachments/:attachmentId', () => {
  it('streams the bytes as kept, each download recorded as a read; inline only for images and PDF', async () => {
    const kase = await makeCase(t);
    const png = (await upload(writer, kase.id, 'proof.png', 'image/png', PNG_1X1)).json() as CaseAttachment;
    const csvFile = (await upload(writer, kase.id, 'list.csv', 'text/csv', CSV)).json() as CaseAttachment;
    const reads = async () =>
      (await t.auditOf('case.attachment.download')).filter((e) => e.targetId === String(kase.id));

    const got = await call(mate, 'GET', `${C}/${kase.id}/attachments/${png.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(createHash('sha256').update(got.rawPayload).digest('hex')).toBe(png.sha256);
    expect(got.headers['x-content-sha256']).toBe(png.sha256);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe('attachment; filename="proof.png"');
    const recorded = await reads();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ kind: 'read', targetType: 'case', actorEmail: mate.email });
    expect(recorded[0]!.after).toMatchObject({ attachmentId: png.id, sha256: png.sha256 });

    const preview = await call(mate, 'GET', `${C}/${kase.id}/attachments/${png.id}?inline=true`);
    expect(preview.headers['content-disposition']).toBe('inline; filename="proof.png"');
    const sheet = await call(mate, 'GET', `${C}/${kase.id}/attachments/${csvFile.id}?inline=true`);
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="list.csv"');
    expect(sheet.rawPayload.equals(CSV)).toBe(true);
    expect(await reads()).toHaveLength(3);

    // Another case's attachment, or none: 404, nothing recorded.
    const other = await makeCase(t);
    expect((await call(mate, 'GET', `${C}/${other.id}/attachments/${png.id}`)).statusCode).toBe(404);
    expect((await call(mate, 'GET', `${C}/${kase.id}/attachments/999999`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `${C}/${kase.id}/attachments/${png.id}`)).statusCode).toBe(403);
    expect(await reads()).toHaveLength(3);
  });
});

describe('GET /cases/:id/timeline', () => {
  const DAY = 86_400_000;
  const CUSTOMER = 7301;
  const CASHOUT = 8301;

  /** A case opened 10 days ago on a customer and a cashout, with something of every kind around it. */
  async function busyCase() {
    const now = Date.now();
    const opened = new Date(now - 10 * DAY);
    const ago = (days: number) => new Date(now - days * DAY);
    await makeCustomers(t, [CUSTOMER]);
    const kase = await makeCase(t, {
      createdAt: opened,
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'cashout', recordId: CASHOUT },
      ],
    });
    await t.db.insert(caseEvents).values([
      {
        caseId: kase.id,
        kind: 'status',
        action: 'start',
        fromValue: 'OPEN',
        toValue: 'IN_PROGRESS',
        at: ago(9),
        actorId: writer.id,
      },
      { caseId: kase.id, kind: 'assignment', action: 'assign', toValue: String(mate.id), at: ago(8) },
      {
        caseId: kase.id,
        kind: 'link',
        action: 'link',
        toValue: `cashout:${CASHOUT}`,
        at: new Date(now - 10 * DAY + 1000),
      },
      { caseId: kase.id, kind: 'sla', action: 'sla.acknowledged', at: opened },
    ]);
    await t.db.insert(auditLog).values([
      // The customer's history: 40 days before the case (left out), 20 days before, a read (left out).
      { action: 'app-user.block', targetType: 'app_user', targetId: String(CUSTOMER), at: ago(50) },
      {
        action: 'app-user.block',
        targetType: 'app_user',
        targetId: String(CUSTOMER),
        at: ago(30),
        actorEmail: 'ops@lucky.test',
        before: { status: 'ACTIVE' },
        after: { status: 'BLOCKED' },
      },
      {
        kind: 'read',
        action: 'customer.overview.view',
        targetType: 'app_user',
        targetId: String(CUSTOMER),
        at: ago(3),
      },
      // The cashout's: seen only by who may see cashouts.
      {
        action: 'affiliate-cashout.approve',
        targetType: 'affiliate-cashout',
        targetId: String(CASHOUT),
        at: ago(2),
      },
      // Someone else's record.
      { action: 'app-user.block', targetType: 'app_user', targetId: '7302', at: ago(2) },
    ]);
    const [job] = await t.db
      .insert(smsJobs)
      .values({
        message: 'Your complaint is received',
        encoding: 'GSM-7',
        parts: 1,
        recipientCount: 2,
        provider: 'fake',
        createdBy: writer.email,
        createdAt: ago(7),
        status: 'COMPLETED',
      })
      .returning();
    await t.db.insert(smsRecipients).values([
      {
        jobId: job!.id,
        position: 0,
        phone: `0100${String(CUSTOMER).padStart(7, '0')}`,
        status: 'SENT',
        sentAt: ago(7),
      },
      { jobId: job!.id, position: 1, phone: '01099999999', status: 'SENT', sentAt: ago(7) },
    ]);
    await t.db.insert(approvals).values({
      action: 'cashout.approve',
      status: 'APPROVED',
      targetType: 'affiliate_cashout',
      targetId: String(CASHOUT),
      targetVersion: 'v1',
      request: {},
      requestHash: 'h',
      permission: 'manage-affiliate-cashout-id',
      makerId: writer.id,
      makerEmail: writer.email,
      requestedAt: ago(4),
      expiresAt: ago(1),
    });
    await call(writer, 'POST', `${C}/${kase.id}/notes`, { text: 'first note', mentions: [] });
    await upload(writer, kase.id, 'proof.png', 'image/png', PNG_1X1);
    return kase;
  }

  const timeline = async (who: Who, caseId: number, query = '') => {
    const response = await call(who, 'GET', `${C}/${caseId}/timeline${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { events: CaseEvent[] }).events;
  };

  it('merges every kind, oldest first, each key unique; the kinds filter keeps only those', async () => {
    const kase = await busyCase();
    const events = await timeline(writer, kase.id);
    expect(events.map((e) => [e.kind, e.action])).toEqual([
      ['audit', 'app-user.block'],
      ['status', 'sla.acknowledged'],
      ['link', 'link'],
      ['status', 'start'],
      ['assignment', 'assign'],
      ['sms', 'sms.sent'],
      ['approval', 'cashout.approve'],
      ['audit', 'affiliate-cashout.approve'],
      ['note', 'note.add'],
      ['attachment', 'attachment.add'],
    ]);
    const times = events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    for (const event of events) expect(event.key.startsWith(`${event.kind}:`)).toBe(true);
    // An assignment, kept by staff id, reaches the reader by name.
    const [mateRow] = await t.db
      .select({ name: staffUsers.name })
      .from(staffUsers)
      .where(eq(staffUsers.id, mate.id));
    expect(events.find((e) => e.kind === 'assignment')).toMatchObject({ from: null, to: mateRow!.name });
    expect(events[0]).toMatchObject({
      actor: 'ops@lucky.test',
      record: { recordType: 'customer', recordId: CUSTOMER },
      from: 'ACTIVE',
      to: 'BLOCKED',
    });
    expect(events.find((e) => e.kind === 'sms')).toMatchObject({
      text: 'Your complaint is received',
      record: { recordType: 'customer', recordId: CUSTOMER },
      to: 'SENT',
    });
    expect(events.find((e) => e.kind === 'approval')).toMatchObject({
      actor: writer.email,
      record: { recordType: 'cashout', recordId: CASHOUT },
      to: 'APPROVED',
    });
    expect(events.find((e) => e.kind === 'note')!.note).toMatchObject({ text: 'first note' });
    expect(events.find((e) => e.kind === 'attachment')!.attachment).toMatchObject({ fileName: 'proof.png' });
    expect(events.find((e) => e.kind === 'status' && e.action === 'start')).toMatchObject({
      actor: writer.email,
      from: 'OPEN',
      to: 'IN_PROGRESS',
    });

    const some = await timeline(writer, kase.id, '?kinds=note,sms,status');
    expect(some.map((e) => e.kind)).toEqual(['status', 'status', 'sms', 'note']);
    const bad = await call(writer, 'GET', `${C}/${kase.id}/timeline?kinds=note,gossip`);
    expect(bad.statusCode).toBe(400);

    // Every look at the timeline is a recorded read of personal data.
    const reads = (await t.auditOf('case.timeline.view')).filter((e) => e.targetId === String(kase.id));
    expect(reads).toHaveLength(2);
    expect(reads[1]!.after).toEqual({ kinds: ['note', 'sms', 'status'] });
  });

  it('a linked record the caller may not see contributes nothing', async () => {
    const kase = await makeCase(t, {
      createdAt: new Date(Date.now() - 10 * DAY),
      links: [
        { recordType: 'customer', recordId: CUSTOMER },
        { recordType: 'cashout', recordId: CASHOUT },
      ],
    });
    const all = await timeline(writer, kase.id);
    expect(all.some((e) => e.record?.recordType === 'cashout')).toBe(true);
    expect(all.some((e) => e.kind === 'sms')).toBe(true);
    // Without the cashout permissions: nothing of the cashout; without the customer page's SMS: no SMS.
    const seen = await timeline(narrow, kase.id);
    expect(seen.filter((e) => e.record?.recordType === 'cashout')).toEqual([]);
    expect(seen.filter((e) => e.kind === 'sms' || e.kind === 'approval')).toEqual([]);
    expect(seen.filter((e) => e.kind === 'audit').map((e) => e.record)).toEqual([
      { recordType: 'customer', recordId: CUSTOMER },
    ]);
    // Only case permissions: none of the linked records' history.
    const reader = await t.signIn(['manage-cases-read']);
    expect((await timeline(reader, kase.id)).filter((e) => e.record !== null)).toEqual([]);
    expect((await call(reader, 'GET', `${C}/999999/timeline`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `${C}/${kase.id}/timeline`)).statusCode).toBe(403);
  });
});

describe('a mention arrives live', () => {
  it('on the mentioned staff member’s notification stream, at the note’s commit', async () => {
    const kase = await makeCase(t);
    const listener = await t.signIn(['manage-cases-read'], 'live.listener@lucky.test');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${V2}/notifications/stream?seconds=30`, {
      headers: { authorization: listener.authorization },
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
    const note = await call(writer, 'POST', `${C}/${kase.id}/notes`, {
      text: 'look at this',
      mentions: [listener.id],
    });
    expect(note.statusCode).toBe(200);
    await readUntil('data: {"unread":1}');
    controller.abort();
    const [told] = await mentionsOf(listener.id);
    expect(told!.params).toEqual({ caseId: kase.id, reference: kase.reference, noteId: note.json().id });
  });
});
