import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { auditLog, featureFlags } from '../src/db/schema.ts';
import { freePort } from './instance.ts';
import { addFlag, drillServers, flagKeys, settledVerify } from './restore-drill.ts';

/**
 * The restore drill of the embedded database (docs/deployment.md, "Backups"), as an operator runs
 * it: a real server on a DATA_DIR with its generated audit.key, data written, `npm run backup` while
 * it serves, more written, `npm run restore` into a fresh DATA_DIR, a server started on that, and
 * what it holds checked: the rows of before the backup, not the later ones, and an audit chain that
 * verifies against the checkpoints restored with it. Then what a restore must refuse, changing nothing.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let work: string;
const live = () => path.join(work, 'live');
const restored = () => path.join(work, 'restored');
const backupFile = () => path.join(work, 'drill.backup');
const env = {
  // The embedded database's own key (DATA_DIR/audit.key, made on first start), not AUDIT_KEY.
  AUDIT_KEY: '',
};

/** `npm run <script> -- <args>` from the repository root, with DATA_DIR set: exit code and output. */
async function npmRun(script: string, args: string[], extra: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', AUDIT_KEY: '', LOG_LEVEL: 'silent', ...extra },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const servers = drillServers(env);
const start = (dataDir: string) => servers.start({ DATA_DIR: dataDir });
const stop = () => servers.stop();

/** Every file and folder under `dir`, to show a refused restore changed nothing. */
const tree = (dir: string) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : null;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-drill-'));
});
afterAll(async () => {
  await stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('restores what the backup, made while the server ran, held: rows, files and a verifying audit chain', async () => {
    // Data, then a stop (its shutdown writes a signed checkpoint to the file store) and a start.
    let { server, token } = await start(live());
    for (const key of ['drill.one', 'drill.two', 'drill.three']) await addFlag(server, token, key);
    await stop();
    ({ server, token } = await start(live()));
    expect(fs.readdirSync(path.join(live(), 'files', 'audit-checkpoints')).length).toBeGreaterThan(0);
    // The channel the backup asks through: only the folder's owner may open it.
    expect(fs.statSync(path.join(live(), 'backup.sock')).mode & 0o777).toBe(0o600);

    const backup = await npmRun('backup', [backupFile()], {
      DATA_DIR: live(),
      PORT: server.url.split(':')[2]!,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the embedded database in .* \(from the running server\)/);
    // It served on meanwhile; the writes after the backup are not in it.
    await addFlag(server, token, 'drill.later');
    expect(await flagKeys(server, token)).toEqual(['drill.later', 'drill.one', 'drill.three', 'drill.two']);
    await stop(); // another checkpoint, after the backup: not in it.

    const restore = await npmRun(
      'restore',
      [backupFile(), '--audit-key-file', path.join(live(), 'audit.key')],
      {
        DATA_DIR: restored(),
      },
    );
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .* into .*restored: the database and [1-9]\d* stored files?\./);
    expect(fs.readFileSync(path.join(restored(), 'audit.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(live(), 'audit.key'), 'utf8'),
    );
    expect(fs.statSync(path.join(restored(), 'audit.key')).mode & 0o777).toBe(0o600);

    ({ server, token } = await start(restored()));
    expect(await flagKeys(server, token)).toEqual(['drill.one', 'drill.three', 'drill.two']);
    const report = await settledVerify(server, token);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checkpointsChecked).toBeGreaterThan(0);
    expect(report.anchoredThrough).not.toBeNull();
    await stop();

    // Row counts, read from the restored folder itself once its server has stopped.
    const database = await openDatabase({ dataDir: restored() });
    try {
      expect((await database.db.select({ n: count() }).from(featureFlags))[0]!.n).toBe(3);
      const created = await database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'featureFlag'), eq(auditLog.action, 'featureFlag.create')));
      expect(created[0]!.n).toBe(3);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('backs up a folder no server holds; refuses a non-empty DATA_DIR, a truncated file, another deployment’s file and an altered one, changing nothing', async () => {
    const keyFile = path.join(live(), 'audit.key');
    // With no server on the folder, the command opens it itself; it never replaces a file.
    const offline = path.join(work, 'offline.backup');
    const port = String(await freePort());
    const cold = await npmRun('backup', [offline], { DATA_DIR: restored(), PORT: port });
    expect(cold.stderr).toBe('');
    expect(cold.stdout).toMatch(/^Backed up the embedded database in .* \(with no server running\)/);
    const again = await npmRun('backup', [offline], { DATA_DIR: restored(), PORT: port });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Nothing backed up: .*offline\.backup exists already/);

    const before = tree(restored());
    expect(before?.length).toBeGreaterThan(0);
    const occupied = await npmRun('restore', [backupFile(), '--audit-key-file', keyFile], {
      DATA_DIR: restored(),
    });
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toMatch(/^Nothing restored: DATA_DIR \(.*\) is not empty/);
    expect(tree(restored())).toEqual(before);

    const cut = path.join(work, 'cut.backup');
    const whole = fs.readFileSync(backupFile());
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const fresh = path.join(work, 'fresh');
    const truncated = await npmRun('restore', [cut, '--audit-key-file', keyFile], { DATA_DIR: fresh });
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/^Nothing restored: .*cut\.backup is truncated/);
    expect(tree(fresh)).toBeNull();

    const foreign = await npmRun('restore', [backupFile()], {
      DATA_DIR: fresh,
      AUDIT_KEY: randomBytes(48).toString('base64url'),
    });
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/^Nothing restored: .* is a backup of another deployment/);
    expect(tree(fresh)).toBeNull();
    // Altered and re-hashed (a byte of the database changed, the checksum made again): only the key's MAC tells.
    const data = zlib.gunzipSync(whole);
    const closing = data.lastIndexOf('{"name":"end.json"');
    const altered = Buffer.from(data.subarray(0, closing));
    altered[Math.floor(closing / 2)]! ^= 1;
    const end = JSON.parse(data.subarray(data.indexOf(10, closing) + 1).toString()) as { sha256: string };
    end.sha256 = createHash('sha256').update(altered).digest('hex');
    const endBytes = Buffer.from(JSON.stringify(end));
    const forged = path.join(work, 'forged.backup');
    fs.writeFileSync(
      forged,
      zlib.gzipSync(
        Buffer.concat([
          altered,
          Buffer.from(`${JSON.stringify({ name: 'end.json', bytes: endBytes.length })}\n`),
          endBytes,
        ]),
      ),
    );
    const changed = await npmRun('restore', [forged, '--audit-key-file', keyFile], { DATA_DIR: fresh });
    expect(changed.code).toBe(1);
    expect(changed.stderr).toMatch(/^Nothing restored: .*forged\.backup was changed after it was written/);
    expect(tree(fresh)).toBeNull();
    // Nothing was left beside the folders either (the restore's working folder is removed).
    expect(fs.readdirSync(work).filter((name) => name.includes('.restore-'))).toEqual([]);
  }, 120_000);
});
