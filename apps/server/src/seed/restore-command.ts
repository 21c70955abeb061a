import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MigrationsPending, openDatabase } from '../db/client.ts';
import { backupMac, configuredAuditKey, deploymentFingerprint } from '../lib/audit-key.ts';
import { BadBackup, readBackup } from './backup-file.ts';
import { commandConfig } from './command-config.ts';

/**
 * `npm run restore -- <file> [--audit-key-file <path>]`: a backup of `npm run backup` into an empty
 * DATA_DIR (docs/deployment.md, "Backups"). The whole file is read and checked first, the copy is
 * made in a folder beside DATA_DIR and moved in only once complete: a truncated file, a file of
 * another deployment or a DATA_DIR with something in it changes nothing.
 */
const usage =
  'Use: npm run restore -- <file> [--audit-key-file <path>]\n' +
  "Restores a backup of `npm run backup` into DATA_DIR, which must be empty (or hold only the deployment's audit.key).\n" +
  "The deployment's key comes from AUDIT_KEY, or --audit-key-file (the old DATA_DIR/audit.key, copied in), or DATA_DIR/audit.key.";

/** What DATA_DIR holds that a restore would overwrite (its own audit.key excepted), or null when absent. */
const occupants = (dataDir: string): string[] | null =>
  fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((name) => name !== 'audit.key') : null;

function parseArgs(args: string[]): { file: string; keyFile?: string } | null {
  const rest = [...args];
  let keyFile: string | undefined;
  const at = rest.indexOf('--audit-key-file');
  if (at >= 0) {
    keyFile = rest[at + 1];
    if (!keyFile) return null;
    rest.splice(at, 2);
  }
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return null;
  return { file: path.resolve(rest[0]!), keyFile };
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(usage);
    return 1;
  }
  const config = commandConfig();
  if (!config) return 1;
  const refuse = (message: string) => {
    console.error(`Nothing restored: ${message}`);
    return 1;
  };
  if (config.DATABASE_URL) {
    return refuse(
      'DATABASE_URL is set. This restores the embedded database; PostgreSQL is restored with its own tools (docs/deployment.md, "Backups").',
    );
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const before = occupants(dataDir);
  if (before?.length) {
    return refuse(
      `DATA_DIR (${dataDir}) is not empty (${before.slice(0, 5).join(', ')}${before.length > 5 ? ', …' : ''}). ` +
        'A restore writes only into an empty folder: name a new DATA_DIR, or move this one aside.',
    );
  }
  // The deployment's key: AUDIT_KEY, the key file given, the audit.key already in DATA_DIR; all that are there agree.
  let given: string | undefined;
  if (args.keyFile) {
    try {
      given = fs.readFileSync(args.keyFile, 'utf8').trim();
    } catch {
      return refuse(`the key file ${args.keyFile} cannot be read.`);
    }
  }
  const inPlace = configuredAuditKey({ DATA_DIR: config.DATA_DIR });
  const keys = new Set([config.AUDIT_KEY, given, inPlace].filter((k): k is string => Boolean(k)));
  if (keys.size > 1)
    return refuse('AUDIT_KEY, --audit-key-file and DATA_DIR/audit.key differ: give one key.');
  const [key] = keys;
  if (!key) {
    return refuse(
      "the deployment's key is needed: set AUDIT_KEY, or give --audit-key-file with the audit.key kept beside the backup.",
    );
  }
  // A key from a file is kept where the server reads it; AUDIT_KEY stays the environment's.
  const keyToWrite = given && !config.AUDIT_KEY && !inPlace ? given : null;
  let backup;
  try {
    backup = readBackup(args.file);
  } catch (error) {
    if (error instanceof BadBackup) return refuse(error.message);
    throw error;
  }
  if (backup.info.deployment !== deploymentFingerprint(key)) {
    return refuse(
      `${args.file} is a backup of another deployment (made under another AUDIT_KEY than the one given). ` +
        'Its audit chain would not verify here: restore it with its own key.',
    );
  }
  const expectedMac = Buffer.from(backupMac(key, backup.digest), 'hex');
  const givenMac = Buffer.from(backup.mac, 'hex');
  if (givenMac.length !== expectedMac.length || !timingSafeEqual(givenMac, expectedMac)) {
    return refuse(
      `${args.file} was changed after it was written: its contents are not those its deployment's key vouched for.`,
    );
  }
  // Made beside DATA_DIR (same file system: moved in by renaming), removed whatever happens.
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(dataDir)}.restore-`));
  try {
    for (const { key: name, bytes } of backup.files) {
      const target = path.join(staging, 'files', name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
    }
    if (keyToWrite) fs.writeFileSync(path.join(staging, 'audit.key'), `${keyToWrite}\n`, { mode: 0o600 });
    // PGlite unpacks its copy and opens it (what a crash at the copy's instant would leave is made
    // whole here); migrations, if this version has newer ones, are the server's at its start.
    let pending: string[] = [];
    try {
      const database = await openDatabase({
        dataDir: staging,
        from: new Blob([new Uint8Array(backup.database)]),
        migrations: 'check',
      });
      await database.close();
    } catch (error) {
      if (!(error instanceof MigrationsPending)) throw error;
      pending = error.pending;
    }
    // Checked again now that the copy is ready: something written meanwhile is never replaced.
    const now = occupants(dataDir);
    if (now?.length) return refuse(`something was written into ${dataDir} meanwhile (${now.join(', ')}).`);
    if (now === null) {
      fs.renameSync(staging, dataDir);
    } else {
      for (const name of fs.readdirSync(staging)) {
        fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      }
    }
    console.log(
      `Restored ${args.file} (made ${backup.info.createdAt}) into ${dataDir}: the database and ${backup.files.length} stored ` +
        `file${backup.files.length === 1 ? '' : 's'}.` +
        (pending.length
          ? ` This version has ${pending.length} newer migration${pending.length === 1 ? '' : 's'}: the server applies them at its start.`
          : '') +
        ' Start the server on it and check GET /audit-log/verify (docs/deployment.md, "Backups").',
    );
    return 0;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

process.exitCode = await main();
