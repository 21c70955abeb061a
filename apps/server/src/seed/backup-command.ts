import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CHECKPOINT_PREFIX } from '../lib/audit-checkpoints.ts';
import { backupMac, configuredAuditKey, deploymentFingerprint } from '../lib/audit-key.ts';
import { serverAnswers } from '../lib/server-answers.ts';
import { requestDump } from './backup-channel.ts';
import { writeBackup } from './backup-file.ts';
import { commandConfig, oneArgument } from './command-config.ts';

/**
 * `npm run backup -- <file>`: a consistent copy of the embedded database (DATA_DIR) and its file
 * store, while the server runs (asked over its local backup channel: seed/backup-channel.ts) or not
 * (the folder opened here). PostgreSQL is backed up with its own tools (docs/deployment.md, "Backups").
 */
const usage =
  'Use: npm run backup -- <file>\n' +
  'Writes a copy of the embedded database in DATA_DIR and its files to <file> (a new file), while the server runs or not.';

/** The files of the store under `root`, by key (`<folder>/<name>`), leaving out files being written. */
function storeKeys(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Keeps the store's files as they are now, by hard links into `into` (a copy across file systems):
 * an image deleted once the database has been copied stays in the backup.
 */
function keep(root: string, keys: string[], into: string): string[] {
  const kept: string[] = [];
  for (const key of keys) {
    const target = path.join(into, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(root, key), target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // removed since it was listed
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      fs.copyFileSync(path.join(root, key), target);
    }
    kept.push(key);
  }
  return kept;
}

/** The database folder opened by this process (no server holds it): PGlite's own copy of it. */
async function dumpClosedFolder(pgDir: string): Promise<Buffer> {
  const client = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
  try {
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

async function main(): Promise<number> {
  const argument = oneArgument(usage);
  if (typeof argument === 'number') return argument;
  const file = path.resolve(argument);
  const config = commandConfig();
  if (!config) return 1;
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with its own tools (base backups and WAL archiving, docs/deployment.md, "Backups").',
    );
    return 1;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const pgDir = path.join(dataDir, 'pg');
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    console.error(`Nothing backed up: ${dataDir} holds no embedded database.`);
    return 1;
  }
  const key = configuredAuditKey(config);
  if (!key) {
    console.error(`Nothing backed up: neither AUDIT_KEY nor ${path.join(dataDir, 'audit.key')} is there.`);
    return 1;
  }
  if (fs.existsSync(file)) {
    console.error(`Nothing backed up: ${file} exists already; give the name of a new file.`);
    return 1;
  }
  const store = config.S3_BUCKET ? null : config.filesDir;
  const staging = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    // The audit checkpoints as they are before the copy: each vouches for a head the copy holds (one
    // written after it would name seals the restored database lacks).
    const before = store ? keep(store, storeKeys(store), staging) : [];
    let database = await requestDump(dataDir);
    let how = 'from the running server';
    if (!database) {
      if (await serverAnswers(config.PORT)) {
        console.error(
          `Nothing backed up: a server answers on port ${config.PORT} but offers no backup channel in ${dataDir} ` +
            '(another version, or a DATA_DIR path too long for a socket). Stop it and run the command again.',
        );
        return 1;
      }
      database = await dumpClosedFolder(pgDir);
      how = 'with no server running';
    }
    // Files added while the database was copied (their rows may be in the copy); checkpoints excepted.
    const known = new Set(before);
    const after = store
      ? keep(
          store,
          storeKeys(store).filter((k) => !known.has(k) && !k.startsWith(CHECKPOINT_PREFIX)),
          staging,
        )
      : [];
    const keys = [...before, ...after].sort();
    await writeBackup(
      file,
      (digest) => backupMac(key, digest),
      { format: 1, createdAt: new Date().toISOString(), deployment: deploymentFingerprint(key) },
      database,
      keys.map((k) => ({ key: k, read: () => fs.readFileSync(path.join(staging, k)) })),
    );
    console.log(
      `Backed up the embedded database in ${dataDir} (${how}) and ${keys.length} stored file${keys.length === 1 ? '' : 's'} ` +
        `to ${file} (${fs.statSync(file).size} bytes).` +
        (config.S3_BUCKET ? ' The files in S3_BUCKET are not in it: back the bucket up on its own.' : '') +
        ' Keep AUDIT_KEY (or DATA_DIR/audit.key) apart from it: a restore needs it.',
    );
    return 0;
  } catch (error) {
    console.error(`Nothing backed up: ${(error as Error).message}`);
    return 1;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

process.exitCode = await main();
