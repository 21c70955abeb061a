import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { V2, V3 } from '@cmt/contract/endpoint';
import { auditLog, auditSeals } from '../src/db/schema.ts';
import { writeAudit } from '../src/lib/audit.ts';
import { sealAuditLog } from '../src/lib/audit-chain.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { settled } from './settled.ts';

const VERIFY = `${V2}/audit-log/verify`;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Report {
  ok: boolean;
  checked: number;
  firstBrokenId: number | null;
  sealed: number;
  unsealed: number;
  headHash: string | null;
}

let t: TestApp;
let auditor: { authorization: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  auditor = await t.signIn(['manage-cmt', 'manage-feature-flags'], 'chain.auditor@lucky.app');
});
afterAll(() => t?.close());

const verify = async (app: TestApp = t, headers = auditor): Promise<Report> => {
  const response = await app.app.inject({ method: 'GET', url: VERIFY, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Changes through the real API: each writes its audit entry. */
async function writeSomeEntries(app: TestApp, headers: { authorization: string }, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await app.app.inject({
      method: 'POST',
      url: `${V3}/configs/feature-flags`,
      headers,
      payload: { key: `chained${i}.${Math.random().toString(36).slice(2, 8)}`, value: i % 2 === 0 },
    });
    expect(created.statusCode, created.body).toBe(200);
    ids.push(created.json().id);
  }
  return ids;
}

/** The database's own message of a refused statement (drizzle wraps it). */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}

describe(`the audit log is append-only (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries and of their seals, and keeps them as they were', async () => {
    await writeSomeEntries(t, auditor, 2);
    await sealAuditLog(t.app.auditChain);
    const [entry] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1);

    expect(
      await refusal(() =>
        t.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, entry!.id)),
      ),
    ).toBe('audit_log is append-only: UPDATE refused');
    expect(await refusal(() => t.db.execute(sql`update audit_log set after = null`))).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(() => t.db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toBe(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refusal(() => t.db.execute(sql`truncate audit_log`))).toBe(
      'audit_log is append-only: TRUNCATE refused',
    );
    expect(await refusal(() => t.db.execute(sql`update audit_seals set hash = 'forged'`))).toBe(
      'audit_seals is append-only: UPDATE refused',
    );
    expect(await refusal(() => t.db.execute(sql`delete from audit_seals`))).toBe(
      'audit_seals is append-only: DELETE refused',
    );

    const [after] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual(entry);
    expect((await verify()).ok).toBe(true);
  });
});

describe('the SHA-256 chain', () => {
  it('seals entries by itself a moment after they are written, and a clean log verifies', async () => {
    await writeSomeEntries(t, auditor, 5);
    const report = await settled(
      () => verify(),
      // Nothing waiting, and no seal made while the pass walked (it counts those without checking them).
      (r) => r.unsealed === 0 && r.checked === r.sealed,
      { what: 'the sealing step' },
    );

    const entries = await t.countRows(auditLog);
    expect(report).toEqual({
      ok: true,
      checked: entries,
      firstBrokenId: null,
      sealed: entries,
      unsealed: 0,
      headHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      anchoredThrough: null,
      checkpointsChecked: 0,
      missingSeals: 0,
      lateSeals: 0,
      mode: 'full',
      problems: [],
    });
  });

  it('reports entries written but not yet sealed, and seals each exactly once', async () => {
    await sealAuditLog(t.app.auditChain);
    const before = await verify();
    // Written straight to the table, twice over (a batch of three, then one), between two rounds.
    await t.db.insert(auditLog).values([1, 2, 3].map((n) => ({ action: 'test.write', targetId: String(n) })));
    await t.db.insert(auditLog).values({ action: 'test.write', targetId: '4' });
    const waiting = await verify();
    // The sealer of the app may have run in between: what is not sealed yet is counted as such.
    expect(waiting.sealed + waiting.unsealed).toBe(before.sealed + 4);

    await Promise.all([
      sealAuditLog(t.app.auditChain),
      sealAuditLog(t.app.auditChain),
      sealAuditLog(t.app.auditChain),
    ]);
    await sealAuditLog(t.app.auditChain);
    const report = await verify();
    expect(report).toMatchObject({
      ok: true,
      unsealed: 0,
      sealed: before.sealed + 4,
      checked: before.sealed + 4,
    });
    const seals = await t.db.select({ entryId: auditSeals.entryId }).from(auditSeals);
    expect(new Set(seals.map((s) => s.entryId)).size).toBe(seals.length);
  });

  it('chains 40 entries written at once by parallel requests', async () => {
    const before = await t.countRows(auditLog);
    const writes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `${V3}/configs/feature-flags`,
          headers: auditor,
          payload: { key: `parallel${i}`, value: true },
        }),
      ),
    );
    expect(writes.map((w) => w.statusCode)).toEqual(Array(40).fill(200));
    await sealAuditLog(t.app.auditChain);
    expect(await verify()).toMatchObject({ ok: true, unsealed: 0, sealed: before + 40, firstBrokenId: null });
  });

  it.runIf(onPostgres)(
    'seals an entry whose transaction commits after later entries were sealed',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let lateId = 0;
      const late = t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(auditLog)
          .values({ action: 'test.late' })
          .returning({ id: auditLog.id });
        lateId = row!.id;
        await gate;
      });
      await vi_waitFor(() => lateId > 0);
      const [early] = await t.db
        .insert(auditLog)
        .values({ action: 'test.early' })
        .returning({ id: auditLog.id });
      expect(early!.id).toBeGreaterThan(lateId);
      await sealAuditLog(t.app.auditChain);
      expect((await verify()).unsealed).toBe(0); // the late entry is not committed yet: nobody sees it

      release();
      await late;
      expect((await verify()).unsealed).toBe(1);
      await sealAuditLog(t.app.auditChain);
      const report = await verify();
      expect(report).toMatchObject({ ok: true, unsealed: 0 });
      const order = await t.db
        .select({ entryId: auditSeals.entryId })
        .from(auditSeals)
        .orderBy(auditSeals.seq);
      const ids = order.map((s) => s.entryId);
      expect(ids.indexOf(lateId)).toBeGreaterThan(ids.indexOf(early!.id));
    },
  );
});

/** Polls until `ready` holds (the late transaction has inserted), without a fixed sleep. */
async function vi_waitFor(ready: () => boolean) {
  await settled(
    async () => ready(),
    (value) => value,
    { what: 'the late insert' },
  );
}

describe("an entry changed behind the application's back", () => {
  let other: TestApp;
  let staff: { authorization: string; email: string };
  beforeAll(async () => {
    other = await createTestApp();
    staff = await other.signIn(['manage-cmt', 'manage-feature-flags'], 'tamper.check@lucky.app');
  });
  afterAll(() => other?.close());

  it('is found by verify: with the trigger disabled, an altered entry; with it dropped, a removed one', async () => {
    await writeSomeEntries(other, staff, 6);
    await sealAuditLog(other.app.auditChain);
    const clean = await verify(other, staff);
    expect(clean).toMatchObject({ ok: true, firstBrokenId: null });
    const entries = await other.db.select().from(auditLog).orderBy(auditLog.id);
    const order = (await other.db.select().from(auditSeals).orderBy(auditSeals.seq)).map((s) => s.entryId);
    const altered = entries[3]!;

    // A superuser turns the trigger off, rewrites what the entry says, and turns it on again.
    await other.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await other.db.execute(
      sql`update audit_log set after = jsonb_set(after, '{key}', '"renamed"') where id = ${altered.id}`,
    );
    await other.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);

    const report = await verify(other, staff);
    expect(report).toMatchObject({
      ok: false,
      firstBrokenId: altered.id,
      checked: order.indexOf(altered.id) + 1,
      sealed: clean.sealed,
    });

    // Put back exactly as it was, the chain holds again: it is the content that is checked.
    await other.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await other.db.execute(
      sql`update audit_log set after = ${JSON.stringify(altered.after)}::jsonb where id = ${altered.id}`,
    );
    await other.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect((await verify(other, staff)).ok).toBe(true);

    // The trigger dropped, an entry (and only the entry) removed.
    const removed = entries[1]!;
    await other.db.execute(sql`drop trigger audit_log_append_only on audit_log`);
    await other.db.execute(sql`delete from audit_log where id = ${removed.id}`);
    expect(await verify(other, staff)).toMatchObject({
      ok: false,
      firstBrokenId: removed.id,
      checked: order.indexOf(removed.id) + 1,
    });
  });

  it('chains the maker of an approved request too, and an entry without one hashes as before 0024', async () => {
    const app = await createTestApp();
    try {
      const checker = { staff: { id: 7001, email: 'checker@lucky.app' }, ip: '10.0.0.9' };
      await writeAudit(app.db, checker, { action: 'flag.update', targetType: 'flag', targetId: 1 });
      await writeAudit(
        app.db,
        { ...checker, approval: { id: 42, makerId: 7002, makerEmail: 'maker@lucky.app' } },
        { action: 'flag.update', targetType: 'flag', targetId: 1, after: { value: true } },
      );
      await sealAuditLog(app.app.auditChain);
      const staffer = await app.signIn(['manage-cmt']);
      expect(await verify(app, staffer)).toMatchObject({ ok: true, firstBrokenId: null });
      const [plain, approved] = await app.db.select().from(auditLog).orderBy(auditLog.id);
      expect(approved).toMatchObject({ approvalId: 42, makerId: 7002, makerEmail: 'maker@lucky.app' });

      // An entry without an approval: the content hashed by 0019's function, so the links sealed before stay valid.
      const same = await app.db.execute<{ same: boolean }>(sql`
        select audit_entry_hash('x', a) = encode(sha256(convert_to('x' || jsonb_build_array(
          a.id, floor(extract(epoch FROM a.at) * 1000000)::bigint, a.actor_id, a.actor_email, a.kind, a.action,
          a.target_type, a.target_id, a.before, a.after, a.ip)::text, 'UTF8')), 'hex') as same
        from audit_log a where a.id = ${plain!.id}`);
      expect(same.rows[0]?.same).toBe(true);

      // The maker rewritten behind the application's back is found.
      await app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await app.db.execute(
        sql`update audit_log set maker_email = 'someone@lucky.app' where id = ${approved!.id}`,
      );
      await app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
      expect(await verify(app, staffer)).toMatchObject({ ok: false, firstBrokenId: approved!.id });
    } finally {
      await app.close();
    }
  });

  it('an entry re-dated after sealing breaks the chain too', async () => {
    const app = await createTestApp();
    try {
      const staffer = await app.signIn(['manage-cmt', 'manage-feature-flags']);
      await writeSomeEntries(app, staffer, 3);
      await sealAuditLog(app.app.auditChain);
      const [first] = await app.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
      await app.db.execute(sql`alter table audit_log disable trigger user`);
      await app.db.execute(
        sql`update audit_log set at = at - interval '1 microsecond' where id = ${first!.id}`,
      );
      await app.db.execute(sql`alter table audit_log enable trigger user`);
      expect(await verify(app, staffer)).toMatchObject({ ok: false, firstBrokenId: first!.id, checked: 1 });
    } finally {
      await app.close();
    }
  });
});
