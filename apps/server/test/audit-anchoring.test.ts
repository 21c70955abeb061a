import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { V2, V3 } from '@cmt/contract/endpoint';
import type { AuditChainReport, AuditFullPass } from '@cmt/contract/endpoints/audit';
import { ConfigError, loadConfig } from '../src/config.ts';
import { appSettings, auditLog } from '../src/db/schema.ts';
import { AuditHeadUntrusted, sealAuditBatch, sealAuditLog } from '../src/lib/audit-chain.ts';
import {
  CHECKPOINT_PREFIX,
  checkpointKey,
  newestCheckpoint,
  signCheckpoint,
  writeCheckpoint,
  type Checkpoint,
} from '../src/lib/audit-checkpoints.ts';
import { auditKeyFile, auditKeysOf, requireAuditKey, resolveAuditKey } from '../src/lib/audit-key.ts';
import { verifyAuditChain } from '../src/lib/audit-verify.ts';
import { createTestApp, sealWithoutKey, type TestApp } from './helpers.ts';
import { settled } from './settled.ts';

/**
 * The audit chain against a database superuser (issue 31 §3, docs/audit-chain.md): the four ways
 * that used to verify `ok: true` (the newest entry and its seal deleted, a middle entry rewritten
 * with every later link recomputed by the database's own `audit_entry_hash()`, an entry inserted with
 * the queueing trigger off, an entry left unsealed), entries sealed without AUDIT_KEY, and what is
 * wrong with checkpoints (forged, another deployment's, a clock moved back). PGlite and PostgreSQL.
 */
const VERIFY = `${V2}/audit-log/verify`;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const verify = async (app: TestApp): Promise<AuditChainReport> => {
  const headers = await app.signIn(['manage-cmt']);
  const response = await app.app.inject({ method: 'GET', url: VERIFY, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function writeEntries(app: TestApp, count: number): Promise<void> {
  const headers = await app.signIn(['manage-cmt', 'manage-feature-flags']);
  for (let i = 0; i < count; i++) {
    const created = await app.app.inject({
      method: 'POST',
      url: `${V3}/configs/feature-flags`,
      headers,
      payload: { key: `anchored${i}.${Math.random().toString(36).slice(2, 8)}`, value: true },
    });
    expect(created.statusCode, created.body).toBe(200);
  }
}

/** Everything written so far sealed, then the head anchored outside the database (the minute's checkpoint). */
async function sealAndAnchor(app: TestApp): Promise<Checkpoint> {
  await sealAuditLog(app.app.auditChain);
  const result = await writeCheckpoint(app.app.auditChain, await newestCheckpoint(app.app.auditChain));
  if (!result.written) throw new Error(`no checkpoint written: ${result.reason}`);
  return result.checkpoint;
}

/** One sealing round of this test's own (the app's sealer may hold the lock for a moment: -1, tried again). */
async function sealRound(app: TestApp): Promise<number> {
  for (;;) {
    const sealed = await sealAuditBatch(app.app.auditChain);
    if (sealed !== -1) return sealed;
  }
}

/** A superuser's statements, with every user trigger off (the append-only and queueing ones too). */
const asSuperuser = (
  app: TestApp,
  run: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>,
) =>
  app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await run(tx);
  });

const entryIds = async (app: TestApp) =>
  (await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(auditLog.id)).map((row) => row.id);

/** A fresh app per case: each leaves its chain broken. */
async function withApp(work: (app: TestApp) => Promise<void>, env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

describe(`tampering a database superuser could do unseen before (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('1. the newest entry and its seal deleted: the checkpoint names the entry that is gone', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 4);
      const checkpoint = await sealAndAnchor(app);
      expect(await verify(app)).toMatchObject({ ok: true, anchoredThrough: checkpoint.headId });

      await asSuperuser(app, async (tx) => {
        await tx.execute(sql`delete from audit_seals where entry_id = ${checkpoint.headId}`);
        await tx.execute(sql`delete from audit_log where id = ${checkpoint.headId}`);
      });
      const report = await verify(app);
      expect(report).toMatchObject({ ok: false, firstBrokenId: checkpoint.headId });
      expect(report.problems).toContainEqual({
        code: 'verifiedPointGone',
        entryId: checkpoint.headId,
        checkpoint: expect.any(String),
      });
      // The database now ends before the checkpoint's head: as after a recovery to an earlier moment.
      expect(report.problems).toContainEqual({
        code: 'checkpointBeyondHead',
        entryId: checkpoint.headId,
        checkpoint: checkpointKey(checkpoint),
      });

      // Sealing goes on after the remaining head; the next checkpoint says the last one's head is gone
      // and counts afresh, so it holds, while the deletion stays reported for good.
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      const next = await writeCheckpoint(app.app.auditChain, checkpoint);
      expect(next).toMatchObject({ written: true, lastHeadGone: true });
      const later = await verify(app);
      expect(later).toMatchObject({ ok: false, firstBrokenId: checkpoint.headId });
      expect(later.problems.map((p) => p.code)).toEqual(['verifiedPointGone', 'checkpointMismatch']);
    });
  });

  it('2. a middle entry rewritten and every later link recomputed with audit_entry_hash(): its MAC gives it away', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 6);
      await sealAuditLog(app.app.auditChain);
      const ids = await entryIds(app);
      const target = ids[2]!;
      // The rewrite, then the chain from it recomputed by the database's own function (the MACs kept as they were).
      await asSuperuser(app, async (tx) => {
        await tx.execute(
          sql`update audit_log set actor_email = 'someone.else@lucky.app' where id = ${target}`,
        );
        const seals = await tx.execute<{ seq: number; entry_id: number; mac: string }>(
          sql`select seq, entry_id, mac from audit_seals where seq >= (select seq from audit_seals where entry_id = ${target}) order by seq`,
        );
        await tx.execute(sql`delete from audit_seals where seq >= ${seals.rows[0]!.seq}`);
        for (const seal of seals.rows) {
          await tx.execute(sql`
            insert into audit_seals (seq, entry_id, hash, mac)
            select ${seal.seq}, a.id, audit_entry_hash((select hash from audit_seals order by seq desc limit 1), a), ${seal.mac}
            from audit_log a where a.id = ${seal.entry_id}`);
        }
      });
      const report = await verify(app);
      expect(report).toMatchObject({ ok: false, firstBrokenId: target });
      expect(report.problems[0]).toEqual({ code: 'macInvalid', entryId: target, checkpoint: null });
    });
  });

  it('3. an entry inserted with the queueing trigger off (session_replication_role = replica): neither sealed nor queued', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      let hidden = 0;
      await asSuperuser(app, async (tx) => {
        const [row] = await tx
          .insert(auditLog)
          .values({ action: 'flag.update', targetType: 'flag' })
          .returning();
        hidden = row!.id;
      });
      await sealAuditLog(app.app.auditChain);
      const report = await verify(app);
      expect(report).toMatchObject({ ok: false, firstBrokenId: hidden, missingSeals: 1, unsealed: 0 });
      expect(report.problems).toEqual([{ code: 'missingSeal', entryId: hidden, checkpoint: null }]);
    });
  });

  it('4. an entry older than 10 s still unsealed (the sealing step blocked): late', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      // The superuser stops every seal from being written, then writes an entry dated 11 s ago.
      await app.db.execute(sql`
        create trigger audit_seals_blocked before insert on audit_seals
        for each row execute function audit_append_only()`);
      const [late] = await app.db
        .insert(auditLog)
        .values({ action: 'flag.update', at: new Date(Date.now() - 11_000) })
        .returning();
      await expect(sealRound(app)).rejects.toMatchObject({
        cause: { message: 'audit_seals is append-only: INSERT refused' },
      });
      const report = await verify(app);
      expect(report).toMatchObject({ ok: false, firstBrokenId: late!.id, lateSeals: 1, unsealed: 1 });
      expect(report.problems).toEqual([{ code: 'lateSeal', entryId: late!.id, checkpoint: null }]);
    });
  });

  it('an entry sealed with SQL, without AUDIT_KEY, fails verify, and the sealer will not chain onto it', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      const forged = await sealWithoutKey(app.db);
      expect(await verify(app)).toMatchObject({ ok: false, firstBrokenId: forged });

      await app.db.insert(auditLog).values({ action: 'flag.update' });
      await expect(sealRound(app)).rejects.toThrow(AuditHeadUntrusted);
      expect((await verify(app)).unsealed).toBe(1); // nothing silently re-sealed
    });
  });
});

describe('the wrong AUDIT_KEY', () => {
  it('seals nothing (the newest seal does not verify under it) and verify names the first seal', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 3);
      await sealAuditLog(app.app.auditChain);
      const [first] = await entryIds(app);
      const wrong = {
        ...app.app.auditChain,
        keys: auditKeysOf('another-key-another-key-another-key'),
        trustedHead: undefined,
      };
      await app.db.insert(auditLog).values({ action: 'flag.update' });
      const sealRoundWith = async (): Promise<number | Error> => {
        const sealed = await sealAuditBatch(wrong).catch((error: Error) => error);
        return sealed === -1 ? sealRoundWith() : sealed;
      };
      expect(await sealRoundWith()).toBeInstanceOf(AuditHeadUntrusted);
      const report = await verifyAuditChain(wrong);
      expect(report).toMatchObject({ ok: false, firstBrokenId: first, checked: 1 });
      expect(report.problems[0]).toEqual({ code: 'macInvalid', entryId: first, checkpoint: null });
    });
  });
});

describe('checkpoints outside the database', () => {
  it('are written on shutdown, signed, one object each, and never overwritten', async () => {
    const app = await createTestApp();
    try {
      await writeEntries(app, 3);
      await app.app.close(); // the sealer's last round: seal, then a checkpoint
      const folder = path.join(app.config.filesDir, CHECKPOINT_PREFIX);
      const files = fs.readdirSync(folder);
      expect(files).toHaveLength(1);
      const written = JSON.parse(fs.readFileSync(path.join(folder, files[0]!), 'utf8'));
      expect(written).toMatchObject({
        deploymentId: app.app.auditChain.deploymentId,
        headHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        headMac: expect.stringMatching(/^[0-9a-f]{64}$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(
        await app.app.storage.putNew(
          `${CHECKPOINT_PREFIX}${files[0]}`,
          Buffer.from('{}'),
          'application/json',
        ),
      ).toBe(false);
      expect(JSON.parse(fs.readFileSync(path.join(folder, files[0]!), 'utf8'))).toEqual(written);
    } finally {
      await app.close();
    }
  });

  it('a forged checkpoint (bad signature) and one from another deployment are reported', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      const real = await sealAndAnchor(app);
      const chain = app.app.auditChain;
      const forged = { ...real, headSeq: real.headSeq + 1, count: real.count + 50 };
      const forgedKey = checkpointKey(forged);
      await chain.storage.putNew(
        forgedKey,
        Buffer.from(JSON.stringify({ ...forged, signature: 'ab'.repeat(32) })),
        'application/json',
      );
      const foreign = {
        ...real,
        deploymentId: 'another-deployment',
        at: new Date(Date.parse(real.at) + 1).toISOString(),
      };
      const foreignKey = checkpointKey(foreign);
      const signature = signCheckpoint(chain.keys.checkpoint, foreign);
      await chain.storage.putNew(
        foreignKey,
        Buffer.from(JSON.stringify({ ...foreign, signature })),
        'application/json',
      );

      const report = await verify(app);
      expect(report).toMatchObject({
        ok: false,
        firstBrokenId: null,
        checkpointsChecked: 3,
        anchoredThrough: real.headId,
      });
      expect(report.problems).toEqual(
        expect.arrayContaining([
          { code: 'checkpointForged', entryId: null, checkpoint: forgedKey },
          { code: 'checkpointForeign', entryId: null, checkpoint: foreignKey },
        ]),
      );
      expect(report.problems).toHaveLength(2);
    });
  });

  it('a clock moved back: no checkpoint dated before the last one, and verify says so', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      const chain = app.app.auditChain;
      const ahead = await writeCheckpoint(chain, null, new Date(Date.now() + 3_600_000));
      expect(ahead.written).toBe(true);
      await writeEntries(app, 1);
      await sealAuditLog(chain);
      const last = await newestCheckpoint(chain);
      expect(await writeCheckpoint(chain, last)).toMatchObject({ written: false, reason: 'clockBehind' });

      const report = await verify(app);
      expect(report.ok).toBe(false);
      expect(report.problems).toContainEqual({
        code: 'clockBehind',
        entryId: null,
        checkpoint: ahead.written ? ahead.key : null,
      });
    });
  });

  it('a clock moved back after a verified checkpoint is still said by an incremental verify', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 2);
      await sealAuditLog(app.app.auditChain);
      // A checkpoint written by a clock an hour ahead, verified; then the clock is right again.
      const ahead = await writeCheckpoint(app.app.auditChain, null, new Date(Date.now() + 3_600_000));
      await verifyAuditChain(app.app.auditChain, { now: new Date(Date.now() + 3_600_000) });
      const report = await verify(app);
      expect(report).toMatchObject({ ok: false, mode: 'incremental' });
      expect(report.problems).toContainEqual({
        code: 'clockBehind',
        entryId: null,
        checkpoint: ahead.written ? ahead.key : null,
      });
    });
  });
});

describe('incremental verification and the full pass', () => {
  it('verifies from the last verified checkpoint; a full pass is a job with its progress', async () => {
    await withApp(async (app) => {
      await writeEntries(app, 5);
      const first = await sealAndAnchor(app);
      const full = await verify(app);
      expect(full).toMatchObject({
        ok: true,
        mode: 'full',
        anchoredThrough: first.headId,
        checkpointsChecked: 1,
      });

      await writeEntries(app, 3);
      const second = await sealAndAnchor(app);
      const incremental = await verify(app);
      expect(incremental).toMatchObject({
        ok: true,
        mode: 'incremental',
        checked: second.count - first.count,
        sealed: second.count,
        anchoredThrough: second.headId,
        checkpointsChecked: 1,
      });

      const headers = await app.signIn(['manage-cmt']);
      const started = await app.app.inject({ method: 'POST', url: `${VERIFY}/full`, headers });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ state: 'running', checked: 0, total: second.count });
      const done = await settled(
        async () =>
          (await app.app.inject({ method: 'GET', url: `${VERIFY}/full`, headers })).json<{
            pass: AuditFullPass;
          }>().pass,
        (pass) => pass.state !== 'running',
        { what: 'the full pass' },
      );
      // Its own audit entry may be sealed by then: one more.
      expect(done).toMatchObject({
        state: 'done',
        report: { ok: true, mode: 'full', checkpointsChecked: 2 },
      });
      expect(done.checked).toBe(done.report!.checked);
      expect(done.checked).toBeGreaterThanOrEqual(second.count);
      expect(await app.auditOf('audit.verify-full')).toHaveLength(1);
    });
  });
});

describe('AUDIT_KEY', () => {
  it('is required with PostgreSQL: the start is refused, naming it', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://cmt@db.internal:5432/cmt', DATA_DIR: os.tmpdir() });
    expect(() => requireAuditKey(config)).toThrow(ConfigError);
    expect(() => requireAuditKey(config)).toThrow(/AUDIT_KEY: required with DATABASE_URL/);
    expect(() => resolveAuditKey(config, 'postgres')).toThrow(/AUDIT_KEY/);
    expect(() => loadConfig({ AUDIT_KEY: 'too short' })).toThrow(/AUDIT_KEY: use at least 32 bytes/);
  });

  it('the server given DATABASE_URL and no AUDIT_KEY exits at once, naming it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-no-audit-key-'));
    try {
      // No database is reached: the check comes before the connection (port 1 would refuse it anyway).
      const child = spawn(process.execPath, [new URL('../src/server.ts', import.meta.url).pathname], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: 'postgres://cmt@127.0.0.1:1/cmt' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('AUDIT_KEY: required with DATABASE_URL');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres)('a test app on PostgreSQL without it does not start', async () => {
    await expect(createTestApp({ AUDIT_KEY: '' })).rejects.toThrow(/AUDIT_KEY/);
  });

  it.runIf(!onPostgres)(
    'with the embedded database: made on first start in DATA_DIR, kept, never in the database',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-audit-key-'));
      try {
        const first = resolveAuditKey({ DATA_DIR: dataDir }, 'pglite');
        const stored = fs.readFileSync(auditKeyFile({ DATA_DIR: dataDir }), 'utf8').trim();
        expect(Buffer.byteLength(stored)).toBeGreaterThanOrEqual(32);
        expect((fs.statSync(auditKeyFile({ DATA_DIR: dataDir })).mode & 0o777).toString(8)).toBe('600');
        expect(resolveAuditKey({ DATA_DIR: dataDir }, 'pglite')).toEqual(first);

        await withApp(
          async (app) => {
            const key = fs.readFileSync(auditKeyFile(app.config), 'utf8').trim();
            const settings = await app.db.select().from(appSettings);
            expect(JSON.stringify(settings)).not.toContain(key);
            await writeEntries(app, 1);
            await sealAuditLog(app.app.auditChain);
            expect(await verify(app)).toMatchObject({ ok: true });
          },
          { AUDIT_KEY: '' },
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
