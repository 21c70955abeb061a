import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import type { BulkBatch, BulkRowError } from '@cmt/contract/endpoints/bulk';
import { amlSourceLists } from '@cmt/contract/endpoints/compliance';
import {
  amlBlacklist,
  appUsers,
  customerApplications,
  customerBankAccounts,
  files,
  kycImages,
  profileValidations,
} from '../src/db/schema.ts';
import { egyptianIban } from '../src/seed/compliance-data.ts';
import { specimenIdFront } from '../src/seed/specimen-images.ts';
import { csv } from './bulk-files.ts';
import { PNG_1X1, createTestApp, multipartFile, type TestApp } from './helpers.ts';
import { batchSettled } from './settled.ts';

const QUEUE = `${V2}/applications/profile-validations`;
const NID = `${V2}/applications/nid-download`;
const BLACKLIST = `${V2}/applications/blacklist`;

let t: TestApp;
/** The KYC reviewer: queue, profile detail and images. */
let reviewer: { authorization: string; email: string };
/** Queue only: sees the list, not a whole national id or an image. */
let queueOnly: { authorization: string };
/** The blacklist page: AML and bank files. */
let compliance: { authorization: string; email: string };

let nextUser = 200001;
const FRONT = specimenIdFront({
  userId: 1,
  nationalId: '29005120101237',
  birthdate: '1990-05-12',
  expirationDate: '2030-01-31',
  male: true,
});

/** A customer with an application: by default a man born 1990-05-12, id valid until 2031. */
async function customer(fields: Partial<typeof customerApplications.$inferInsert> = {}) {
  const userId = nextUser++;
  const phone = `0101${String(userId).padStart(7, '0')}`;
  await t.db.insert(appUsers).values({ id: userId, phone, name: `Customer ${userId}` });
  await t.db.insert(customerApplications).values({
    userId,
    firstName: 'محمد',
    secondName: 'أحمد',
    thirdName: 'علي',
    familyName: `النجار${userId}`,
    // 2 (1900s) 900512 (birth) 01 (Cairo) 012 + 3 (odd: male) + check digit
    documentNumber: `290051201${String(userId % 1000).padStart(3, '0')}37`,
    birthdate: '1990-05-12',
    gender: 1,
    expirationDate: '2031-01-31',
    phone,
    city: 'القاهرة',
    ...fields,
  });
  const [row] = await t.db.select().from(customerApplications).where(eq(customerApplications.userId, userId));
  return row!;
}

/** A submitted profile with its images in private storage (all three sides unless told). */
async function submit(
  userId: number,
  { sides = ['front', 'back', 'selfie'], submittedAt = new Date(), status = 'PENDING' } = {},
) {
  const [row] = await t.db
    .insert(profileValidations)
    .values({ userId, submittedAt, status })
    .returning({ id: profileValidations.id });
  for (const side of sides) {
    const key = `kyc/${userId}/${row!.id}-${side}.png`;
    const data = side === 'front' ? FRONT : PNG_1X1;
    await t.app.storage.put(key, data, 'image/png');
    await t.db.insert(kycImages).values({
      validationId: row!.id,
      side,
      storageKey: key,
      contentType: 'image/png',
      size: data.length,
      sha256: 'x',
    });
  }
  return row!.id;
}

const as = (who: { authorization: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await t.signIn([
    'manage-applications-profile-validation',
    'manage-applications-profile-validation-id',
  ]);
  queueOnly = await t.signIn(['manage-applications-profile-validation']);
  compliance = await t.signIn(['manage-offers-branches-bulk']);
});
afterAll(() => t?.close());

describe('the KYC queue', () => {
  it('lists pending profiles oldest first, national ids masked, and keeps the detail for the detail permission', async () => {
    const older = await customer();
    const newer = await customer();
    const decided = await customer();
    await submit(newer.userId, { submittedAt: new Date('2026-02-10T09:00:00Z') });
    await submit(older.userId, { submittedAt: new Date('2026-02-01T09:00:00Z') });
    await submit(decided.userId, { submittedAt: new Date('2026-01-01T09:00:00Z'), status: 'APPROVED' });

    const response = await as(queueOnly, 'GET', `${QUEUE}?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const ours = body.items.filter((item: { userId: number }) =>
      [older.userId, newer.userId, decided.userId].includes(item.userId),
    );
    expect(ours.map((item: { userId: number }) => item.userId)).toEqual([older.userId, newer.userId]);
    expect(ours[0]).toMatchObject({
      status: 'PENDING',
      fullName: `محمد أحمد علي ${older.familyName}`,
      documentNumberMasked: `••••••••••${older.documentNumber!.slice(-4)}`,
      phone: older.phone,
      blacklisted: false,
    });
    expect(response.body).not.toContain(older.documentNumber);

    const detail = await as(queueOnly, 'GET', `${QUEUE}/${ours[0].id}`);
    expect(detail.statusCode).toBe(403);
    const all = (await as(queueOnly, 'GET', `${QUEUE}?status=ALL&pageSize=100&order=desc`)).json();
    expect(all.items.map((item: { userId: number }) => item.userId)).toContain(decided.userId);
  });

  it('filters by Cairo day: a profile sent at 00:30 in Cairo belongs to that Cairo day, not to the UTC one', async () => {
    const late = await customer();
    // 2026-03-01 22:30 UTC is 2026-03-02 00:30 in Cairo (UTC+2 in March).
    await submit(late.userId, { submittedAt: new Date('2026-03-01T22:30:00Z') });
    const onDay = async (day: string) =>
      (await as(queueOnly, 'GET', `${QUEUE}?from=${day}&to=${day}&pageSize=100`))
        .json()
        .items.map((item: { userId: number }) => item.userId);
    expect(await onDay('2026-03-02')).toEqual([late.userId]);
    expect(await onDay('2026-03-01')).toEqual([]);
    const bad = await as(queueOnly, 'GET', `${QUEUE}?from=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: ['querystring', 'from'], key: 'date' });
  });

  it('finds a profile by whole national id or mobile, never by a part of the national id', async () => {
    const found = await customer();
    await submit(found.userId);
    const search = async (q: string) =>
      (await as(queueOnly, 'GET', `${QUEUE}?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { userId: number }) => item.userId);
    expect(await search(found.documentNumber!)).toEqual([found.userId]);
    expect(await search(found.phone!)).toEqual([found.userId]);
    expect(await search(`+2${found.phone!}`)).toEqual([found.userId]);
    expect(await search(found.documentNumber!.slice(0, 10))).toEqual([]);
  });
});

describe('reviewing a profile', () => {
  it('shows the application beside the checks, approves once, and a repeat changes nothing', async () => {
    const person = await customer();
    const id = await submit(person.userId);
    const detail = (await as(reviewer, 'GET', `${QUEUE}/${id}`)).json();
    expect(detail.application).toMatchObject({
      userId: person.userId,
      documentNumber: person.documentNumber,
    });
    expect(detail.checks.map((check: { key: string; passed: boolean }) => [check.key, check.passed])).toEqual(
      [
        ['nationalIdFormat', true],
        ['birthdateMatches', true],
        ['genderMatches', true],
        ['idNotExpired', true],
        ['notBlacklisted', true],
        ['imagesPresent', true],
      ],
    );
    expect(detail).toMatchObject({ approvable: true, images: { front: true, back: true, selfie: true } });

    const approved = await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: reviewer.email });
    expect((await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`)).json().status).toBe('APPROVED');
    const entries = (await t.auditOf('profile-validation.approve')).filter((e) => e.targetId === String(id));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain(person.documentNumber);

    const reject = await as(reviewer, 'PUT', `${QUEUE}/${id}/reject`, { reason: 'ID_UNREADABLE' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
  });

  it('refuses to approve while a check fails, saying which, and leaves the profile pending', async () => {
    const cases = [
      { fields: { birthdate: '1990-05-21' }, failed: ['birthdateMatches'] },
      { fields: { gender: 2 }, failed: ['genderMatches'] },
      { fields: { expirationDate: '2024-12-31' }, failed: ['idNotExpired'] },
      {
        fields: { documentNumber: '2900512010123' },
        failed: ['nationalIdFormat', 'birthdateMatches', 'genderMatches'],
      },
    ];
    for (const { fields, failed } of cases) {
      const person = await customer(fields);
      const id = await submit(person.userId);
      const response = await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`);
      expect(response.statusCode, JSON.stringify(fields)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CHECKS_FAILED', details: { failed } });
      const [row] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, id));
      expect(row).toMatchObject({ status: 'PENDING', decidedAt: null, decidedBy: null });
    }
    const noSelfie = await customer();
    const id = await submit(noSelfie.userId, { sides: ['front', 'back'] });
    const detail = (await as(reviewer, 'GET', `${QUEUE}/${id}`)).json();
    expect(detail.checks.find((c: { key: string }) => c.key === 'imagesPresent')).toEqual({
      key: 'imagesPresent',
      passed: false,
      values: { missing: 'selfie' },
    });
    expect((await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`)).statusCode).toBe(409);
  });

  it('rejects with a reason from the list (a note for OTHER); the next submission shows it in its history', async () => {
    const person = await customer();
    const first = await submit(person.userId, { submittedAt: new Date(Date.now() - 86_400_000) });
    const unknown = await as(reviewer, 'PUT', `${QUEUE}/${first}/reject`, { reason: 'BAD_VIBES' });
    expect(unknown.statusCode).toBe(400);
    const other = await as(reviewer, 'PUT', `${QUEUE}/${first}/reject`, { reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.json().details[0]).toMatchObject({ path: ['body', 'note'], key: 'explainReason' });

    const rejected = await as(reviewer, 'PUT', `${QUEUE}/${first}/reject`, {
      reason: 'SELFIE_MISMATCH',
      note: 'The selfie shows someone else',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'SELFIE_MISMATCH',
      rejectNote: 'The selfie shows someone else',
    });
    const [entry] = (await t.auditOf('profile-validation.reject')).filter(
      (e) => e.targetId === String(first),
    );
    expect(entry).toMatchObject({ actorEmail: reviewer.email, after: { reason: 'SELFIE_MISMATCH' } });

    const second = await submit(person.userId);
    const detail = (await as(reviewer, 'GET', `${QUEUE}/${second}`)).json();
    expect(detail.history).toEqual([
      expect.objectContaining({ id: first, status: 'REJECTED', rejectReason: 'SELFIE_MISMATCH' }),
    ]);
    expect((await as(reviewer, 'GET', `${QUEUE}/999999`)).statusCode).toBe(404);
  });

  it('leaves the profile pending when recording the approval fails half-way (nothing half-written)', async () => {
    const person = await customer();
    const id = await submit(person.userId);
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin if new.action = 'profile-validation.approve' then raise exception 'audit store down'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      const response = await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await t.db.select().from(profileValidations).where(eq(profileValidations.id, id));
    expect(row).toMatchObject({ status: 'PENDING', decidedBy: null });
    expect((await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`)).json().status).toBe('APPROVED');
  });
});

describe('national id images', () => {
  it('are served only by the audited endpoint, to the detail permission, never at a public address', async () => {
    const person = await customer();
    const id = await submit(person.userId);
    const why = `reason=KYC_REVIEW&reference=KYC-${id}`;
    const response = await as(reviewer, 'GET', `${QUEUE}/${id}/images/front?${why}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(FRONT)).toBe(true);
    const [view] = (await t.auditOf('kyc-image.view')).filter((e) => e.targetId === String(person.userId));
    expect(view).toMatchObject({
      actorEmail: reviewer.email,
      after: { validationId: id, side: 'front', reason: 'KYC_REVIEW', reference: `KYC-${id}` },
    });

    expect((await as(queueOnly, 'GET', `${QUEUE}/${id}/images/front?${why}`)).statusCode).toBe(403);
    const [image] = await t.db.select().from(kycImages).where(eq(kycImages.validationId, id));
    expect((await t.app.inject({ method: 'GET', url: `/files/${image!.storageKey}` })).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.key, image!.storageKey))).toEqual([]);
    expect((await as(reviewer, 'GET', `${QUEUE}/${id}/images/passport?${why}`)).statusCode).toBe(400);
  });

  it('on a decided profile are not shown without a reason and a reference; with them, the view is audited with both', async () => {
    const person = await customer();
    const id = await submit(person.userId, { status: 'REJECTED' });
    const views = async () =>
      (await t.auditOf('kyc-image.view')).filter((e) => e.targetId === String(person.userId));

    const bare = await as(reviewer, 'GET', `${QUEUE}/${id}/images/front`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bare.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'chooseIdImageReason',
          message: 'Choose why you need this customer’s national id images',
        }),
        expect.objectContaining({ key: 'downloadReference' }),
      ]),
    );
    expect(bare.rawPayload.includes(FRONT.subarray(0, 64))).toBe(false);
    const noReference = await as(reviewer, 'GET', `${QUEUE}/${id}/images/back?reason=CUSTOMER_REQUEST`);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().details).toEqual([expect.objectContaining({ key: 'downloadReference' })]);
    const madeUp = await as(reviewer, 'GET', `${QUEUE}/${id}/images/back?reason=CURIOSITY&reference=TCK-9`);
    expect(madeUp.statusCode).toBe(400);
    expect(await views()).toEqual([]);

    const seen = await as(
      reviewer,
      'GET',
      `${QUEUE}/${id}/images/front?reason=CUSTOMER_REQUEST&reference=${encodeURIComponent('Ticket 4471')}`,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(FRONT)).toBe(true);
    expect(await views()).toEqual([
      expect.objectContaining({
        actorEmail: reviewer.email,
        targetType: 'app_user',
        after: { validationId: id, side: 'front', reason: 'CUSTOMER_REQUEST', reference: 'Ticket 4471' },
      }),
    ]);
  });

  it('refuse a reference another staff member used for another customer, on every path, writing nothing', async () => {
    const other = await t.signIn([
      'manage-applications-profile-validation',
      'manage-applications-profile-validation-id',
    ]);
    const first = await customer();
    const second = await customer();
    const firstId = await submit(first.userId);
    const secondId = await submit(second.userId);
    const ref = `Letter ${nextUser}/2026`;
    const view = (who: { authorization: string }, id: number, reference: string) =>
      as(
        who,
        'GET',
        `${QUEUE}/${id}/images/front?reason=KYC_REVIEW&reference=${encodeURIComponent(reference)}`,
      );
    expect((await view(reviewer, firstId, ref)).statusCode).toBe(200);

    const countBefore = async () =>
      (await t.auditOf('kyc-image.view')).length + (await t.auditOf('nid.download')).length;
    const before = await countBefore();
    // Another staff member, another customer: refused, however the reference is spaced or cased.
    for (const reference of [ref, `  ${ref.toUpperCase().replace(' ', '   ')} `]) {
      const refused = await view(other, secondId, reference);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'REFERENCE_IN_USE',
        message:
          'Another staff member already used this reference for another customer. Give the reference of your own request.',
      });
    }
    const purpose = `reason=LAW_ENFORCEMENT&reference=${encodeURIComponent(ref)}`;
    expect(
      (await as(other, 'GET', `${NID}/customers/${second.userId}/images/front?${purpose}`)).statusCode,
    ).toBe(409);
    expect(
      (await as(other, 'GET', `${NID}/zip?userIds=${first.userId},${second.userId}&${purpose}`)).statusCode,
    ).toBe(409);
    expect(await countBefore()).toBe(before);

    // Another staff member on the same customer's case, under the same reference: fine.
    expect((await view(other, firstId, ref)).statusCode).toBe(200);

    // A staff member's own reference, for more customers (one letter naming several): fine.
    const letter = `CBE ${nextUser}/2026`;
    const named = `reason=REGULATOR_REQUEST&reference=${encodeURIComponent(letter)}`;
    expect((await view(reviewer, firstId, letter)).statusCode).toBe(200);
    expect((await view(reviewer, secondId, letter)).statusCode).toBe(200);
    expect(
      (await as(reviewer, 'GET', `${NID}/customers/${second.userId}/images/back?${named}`)).statusCode,
    ).toBe(200);
    expect(
      (await as(reviewer, 'GET', `${NID}/zip?userIds=${first.userId},${second.userId}&${named}`)).statusCode,
    ).toBe(200);
    // …but then no one else's for either of them.
    expect((await view(other, firstId, letter)).statusCode).toBe(409);
    const downloads = (await t.auditOf('nid.download')).filter(
      (e) => (e.after as { reference?: string }).reference === letter,
    );
    expect(downloads.map((e) => [e.actorEmail, e.targetId])).toEqual([
      [reviewer.email, String(second.userId)],
      [reviewer.email, String(first.userId)],
      [reviewer.email, String(second.userId)],
    ]);
  });

  it('give a new reference to only one of two staff members asking for it at once for different customers', async () => {
    const other = await t.signIn([
      'manage-applications-profile-validation',
      'manage-applications-profile-validation-id',
    ]);
    const [first, second] = [await customer(), await customer()];
    const ids = [await submit(first.userId), await submit(second.userId)];
    const reference = `Race ${nextUser}`;
    const answers = await Promise.all(
      [reviewer, other].map((who, i) =>
        as(
          who,
          'GET',
          `${QUEUE}/${ids[i]}/images/selfie?reason=KYC_REVIEW&reference=${encodeURIComponent(reference)}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const views = (await t.auditOf('kyc-image.view')).filter(
      (e) => (e.after as { reference?: string }).reference === reference,
    );
    expect(views).toHaveLength(1);
  });

  it('are found by national id or mobile; downloading needs the detail permission, a reason and a reference', async () => {
    const person = await customer();
    await submit(person.userId, { sides: ['front', 'back'] });
    const found = await as(queueOnly, 'GET', `${NID}/customers?q=${person.documentNumber}`);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        userId: person.userId,
        documentNumberMasked: `••••••••••${person.documentNumber!.slice(-4)}`,
        images: { front: true, back: true, selfie: false },
      }),
    ]);
    const url = `${NID}/customers/${person.userId}/images/back`;
    expect((await as(queueOnly, 'GET', `${url}?reason=CUSTOMER_REQUEST&reference=TCK-1`)).statusCode).toBe(
      403,
    );
    const noReason = await as(reviewer, 'GET', url);
    expect(noReason.statusCode).toBe(400);
    expect((await as(reviewer, 'GET', `${url}?reason=CUSTOMER_REQUEST&reference=x`)).statusCode).toBe(400);

    const before = (await t.auditOf('nid.download')).length;
    const download = await as(reviewer, 'GET', `${url}?reason=LAW_ENFORCEMENT&reference=Case%202291%2F2026`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="customer-${person.userId}-national-id-back.png"`,
    );
    const entries = await t.auditOf('nid.download');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorEmail: reviewer.email,
      targetType: 'app_user',
      targetId: String(person.userId),
      after: { sides: ['back'], reason: 'LAW_ENFORCEMENT', reference: 'Case 2291/2026' },
    });
    expect(
      (
        await as(
          reviewer,
          'GET',
          `${NID}/customers/${person.userId}/images/selfie?reason=CUSTOMER_REQUEST&reference=TCK-2`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('come as one zip for a selection: a folder per customer, a README saying who and why, an audit entry each', async () => {
    const first = await customer();
    const second = await customer();
    const none = await customer();
    await submit(first.userId);
    await submit(second.userId, { sides: ['front'] });
    const ids = [first.userId, second.userId, none.userId].join(',');
    const before = (await t.auditOf('nid.download')).length;
    const response = await as(
      reviewer,
      'GET',
      `${NID}/zip?userIds=${ids}&reason=REGULATOR_REQUEST&reference=CBE-77`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      'README.txt',
      `customer-${first.userId}/customer-${first.userId}-national-id-front.png`,
      `customer-${first.userId}/customer-${first.userId}-national-id-back.png`,
      `customer-${first.userId}/customer-${first.userId}-selfie.png`,
      `customer-${second.userId}/customer-${second.userId}-national-id-front.png`,
    ]);
    expect(
      entries.get(`customer-${first.userId}/customer-${first.userId}-national-id-front.png`)!.equals(FRONT),
    ).toBe(true);
    const readme = entries.get('README.txt')!.toString('utf8');
    expect(readme).toContain(`Exported by ${reviewer.email}`);
    expect(readme).toContain('Reason: Regulator request (CBE / FRA). Reference: CBE-77.');
    expect(readme).toContain(`customer-${none.userId}`);
    expect(readme).toContain('no images on file');
    const audit = (await t.auditOf('nid.download')).slice(before);
    expect(audit.map((entry) => entry.targetId)).toEqual([String(first.userId), String(second.userId)]);

    expect(
      (
        await as(
          reviewer,
          'GET',
          `${NID}/zip?userIds=${ids},999999&reason=REGULATOR_REQUEST&reference=CBE-77`,
        )
      ).statusCode,
    ).toBe(404);
    const many = Array.from({ length: 51 }, (_, i) => 300000 + i).join(',');
    const tooMany = await as(
      reviewer,
      'GET',
      `${NID}/zip?userIds=${many}&reason=REGULATOR_REQUEST&reference=CBE-77`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0]).toMatchObject({ key: 'idListMax', params: { max: 50 } });
  });
});

describe('the AML blacklist', () => {
  const upload = (feature: string, rows: (string | number)[][]) => {
    const { payload, headers } = multipartFile('list.csv', 'text/csv', Buffer.from(csv(rows)));
    return t.app.inject({
      method: 'POST',
      url: `${V2}/files/bulk-upload?feature=${feature}`,
      headers: { ...headers, authorization: compliance.authorization },
      payload,
    });
  };
  const applied = async (batch: BulkBatch): Promise<BulkBatch> => {
    const confirm = await as(
      compliance,
      'POST',
      `${V2}/files/bulk-upload/batches/${batch.id}/confirm?feature=${batch.feature}`,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    return batchSettled(
      async () =>
        (
          await as(compliance, 'GET', `${V2}/files/bulk-upload/batches/${batch.id}?feature=${batch.feature}`)
        ).json() as BulkBatch,
    );
  };
  const header = ['national_id', 'name', 'reason', 'source_list', 'listed_on'];

  it('takes the source of an AML entry from the list, never free text (issue 19 item 12)', async () => {
    const batch = (
      await upload('AntiMoneyLaunderingStrategy', [
        header,
        ['28501011234574', 'Free Text', 'Fraud', 'my own list', '2026-01-10'],
        ['28501011234581', 'Any Case', 'Fraud', ' court ORDER ', '2026-01-10'],
      ])
    ).json() as BulkBatch;
    expect(batch).toMatchObject({ status: 'INVALID', invalidRows: 1, validRows: 1 });
    const errors = (
      await as(
        compliance,
        'GET',
        `${V2}/files/bulk-upload/batches/${batch.id}/errors?feature=AntiMoneyLaunderingStrategy`,
      )
    ).json().items as BulkRowError[];
    expect(errors.map((e) => [e.row, e.column, e.key, e.params])).toEqual([
      [2, 'source_list', 'oneOf', { values: amlSourceLists.join(', ') }],
    ]);
  });

  it('takes an AML file row by row, refusing bad national ids and future dates, then lists it masked', async () => {
    const listed = await customer();
    const bad = (
      await upload('AntiMoneyLaunderingStrategy', [
        header,
        ['29005120101', 'Short Id', 'Fraud', 'Internal fraud', '2026-01-10'],
        [listed.documentNumber!, 'Later', 'Fraud', 'Internal fraud', '2099-01-01'],
      ])
    ).json() as BulkBatch;
    expect(bad).toMatchObject({ status: 'INVALID', invalidRows: 2 });
    const errors = (
      await as(
        compliance,
        'GET',
        `${V2}/files/bulk-upload/batches/${bad.id}/errors?feature=AntiMoneyLaunderingStrategy`,
      )
    ).json().items as BulkRowError[];
    expect(errors.map((e) => [e.row, e.column, e.key])).toEqual([
      [2, 'national_id', 'nationalId'],
      [3, 'listed_on', 'notFutureDate'],
    ]);
    expect(JSON.stringify(errors)).not.toContain(listed.documentNumber);

    const good = (
      await upload('AntiMoneyLaunderingStrategy', [
        header,
        [listed.documentNumber!, 'محمد أحمد علي النجار', 'Asset freeze', 'Court order', '2026-01-10'],
        ['28501011234567', 'Karim Adel Nasser', 'UN designation', 'UN Consolidated List', '2025-06-01'],
      ])
    ).json() as BulkBatch;
    expect(good).toMatchObject({ status: 'VALID', validRows: 2 });
    expect(await applied(good)).toMatchObject({ status: 'APPLIED', report: { inserted: 2, updated: 0 } });

    const page = await as(compliance, 'GET', `${BLACKLIST}?q=Karim`);
    expect(page.json().items).toEqual([
      expect.objectContaining({
        nationalIdMasked: '••••••••••4567',
        name: 'Karim Adel Nasser',
        customerUserId: null,
      }),
    ]);
    expect(page.body).not.toContain('28501011234567');
    const byId = (await as(compliance, 'GET', `${BLACKLIST}?q=${listed.documentNumber}`)).json().items;
    expect(byId).toEqual([
      expect.objectContaining({ customerUserId: listed.userId, sourceList: 'Court order' }),
    ]);
    expect(
      (await as(compliance, 'GET', `${BLACKLIST}?q=${listed.documentNumber!.slice(0, 8)}`)).json().items,
    ).toEqual([]);
    const sources = (await as(compliance, 'GET', `${BLACKLIST}/sources`)).json();
    expect(sources).toEqual(expect.arrayContaining([{ sourceList: 'Court order', count: 1 }]));

    // Listed again by a newer file: updated, not listed twice.
    const again = (
      await upload('AntiMoneyLaunderingStrategy', [
        header,
        [
          '28501011234567',
          'Karim Adel Nasser',
          'UN designation renewed',
          'UN Consolidated List',
          '2026-02-01',
        ],
      ])
    ).json() as BulkBatch;
    expect(await applied(again)).toMatchObject({ report: { inserted: 0, updated: 1 } });
    expect(
      await t.db.select().from(amlBlacklist).where(eq(amlBlacklist.nationalId, '28501011234567')),
    ).toEqual([
      expect.objectContaining({
        reason: 'UN designation renewed',
        listedOn: '2026-02-01',
        batchId: again.id,
      }),
    ]);
  });

  it('flags a listed customer in the KYC queue and on the profile, which cannot be approved', async () => {
    const person = await customer();
    const id = await submit(person.userId);
    await t.db.insert(amlBlacklist).values({
      nationalId: person.documentNumber!,
      name: 'Listed customer',
      reason: 'Confirmed identity fraud',
      sourceList: 'Internal fraud',
      listedOn: '2026-01-05',
    });
    const queue = (await as(queueOnly, 'GET', `${QUEUE}?q=${person.phone}`)).json();
    expect(queue.items[0]).toMatchObject({ userId: person.userId, blacklisted: true });
    const detail = (await as(reviewer, 'GET', `${QUEUE}/${id}`)).json();
    expect(detail.blacklistEntry).toEqual({
      name: 'Listed customer',
      reason: 'Confirmed identity fraud',
      sourceList: 'Internal fraud',
      listedOn: '2026-01-05',
    });
    expect(detail.checks.find((c: { key: string }) => c.key === 'notBlacklisted')).toMatchObject({
      passed: false,
    });
    expect((await as(reviewer, 'PUT', `${QUEUE}/${id}/approve`)).json()).toMatchObject({
      code: 'CHECKS_FAILED',
      details: { failed: ['notBlacklisted'] },
    });
    const rejected = await as(reviewer, 'PUT', `${QUEUE}/${id}/reject`, { reason: 'AML_LISTED' });
    expect(rejected.json().status).toBe('REJECTED');
  });

  it('takes an entry off the list with a reason, audited with the national id masked', async () => {
    const [entry] = await t.db
      .insert(amlBlacklist)
      .values({
        nationalId: '29801011234564',
        name: 'Listed by mistake',
        reason: 'x',
        sourceList: 'Internal fraud',
        listedOn: '2026-01-01',
      })
      .returning();
    const url = `${BLACKLIST}/${entry!.id}/remove`;
    expect((await as(compliance, 'POST', url, { reason: 'no' })).statusCode).toBe(400);
    expect(
      (await as(compliance, 'POST', url, { reason: 'Court decision 14/2026 lifted the freeze' })).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(amlBlacklist).where(eq(amlBlacklist.id, entry!.id))).toEqual([]);
    const [audit] = (await t.auditOf('blacklist.remove')).filter((e) => e.targetId === String(entry!.id));
    expect(audit).toMatchObject({
      actorEmail: compliance.email,
      before: { nationalIdMasked: '••••••••••4564', name: 'Listed by mistake' },
      after: { reason: 'Court decision 14/2026 lifted the freeze' },
    });
    expect(JSON.stringify(audit)).not.toContain('29801011234564');
    expect((await as(compliance, 'POST', url, { reason: 'Again, by mistake' })).statusCode).toBe(404);
  });

  it('applies nothing when the file fails half-way through', async () => {
    await t.db.execute(sql`create function refuse_listing() returns trigger language plpgsql as $$
      begin if new.name = 'Poison Row' then raise exception 'disk full'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger refuse_listing before insert on aml_blacklist for each row execute function refuse_listing()`,
    );
    const before = await t.countRows(amlBlacklist);
    try {
      const batch = (
        await upload('AntiMoneyLaunderingStrategy', [
          header,
          ['29601011234561', 'First Row', 'UN designation', 'UN Consolidated List', '2025-06-01'],
          ['29601011234578', 'Poison Row', 'UN designation', 'UN Consolidated List', '2025-06-01'],
        ])
      ).json() as BulkBatch;
      expect(await applied(batch)).toMatchObject({ status: 'FAILED' });
    } finally {
      await t.db.execute(sql`drop trigger refuse_listing on aml_blacklist`);
      await t.db.execute(sql`drop function refuse_listing()`);
    }
    expect(await t.countRows(amlBlacklist)).toBe(before);
  });

  it('takes a bank accounts file: IBANs checked by their EG checksum, customers must exist', async () => {
    const person = await customer();
    const iban = egyptianIban('0003', '0101', '00000000012345678');
    const broken = `${iban.slice(0, 4)}${iban.slice(4, 28)}${(Number(iban.at(-1)) + 1) % 10}`;
    const header = ['user_id', 'bank_name', 'iban', 'account_holder'];
    const bad = (
      await upload('BankStrategy', [
        header,
        [person.userId, 'National Bank of Egypt', broken, 'Mohamed Ahmed'],
        [999999, 'Banque Misr', iban, 'Nobody'],
      ])
    ).json() as BulkBatch;
    const errors = (
      await as(compliance, 'GET', `${V2}/files/bulk-upload/batches/${bad.id}/errors?feature=BankStrategy`)
    ).json().items as BulkRowError[];
    expect(errors.map((e) => [e.row, e.column, e.key])).toEqual([
      [2, 'iban', 'iban'],
      [3, 'user_id', 'customerMissing'],
    ]);
    const spaced = iban
      .replace(/(.{4})/g, '$1 ')
      .trim()
      .toLowerCase();
    const good = (
      await upload('BankStrategy', [
        header,
        [person.userId, 'National Bank of Egypt', spaced, 'Mohamed Ahmed'],
      ])
    ).json() as BulkBatch;
    expect(await applied(good)).toMatchObject({ status: 'APPLIED', report: { inserted: 1 } });
    expect(
      await t.db.select().from(customerBankAccounts).where(eq(customerBankAccounts.userId, person.userId)),
    ).toEqual([
      expect.objectContaining({ iban, bankName: 'National Bank of Egypt', accountHolder: 'Mohamed Ahmed' }),
    ]);
  });
});

/** Every entry of a zip, read by yauzl (strict: a bad CRC or offset fails). */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          buffer(stream as Readable).then((bytes) => {
            entries.set(entry.fileName, bytes);
            zip.readEntry();
          }, reject);
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
