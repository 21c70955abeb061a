import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';

/**
 * The keys of the audit chain's anchoring (docs/requirements.md §D10, docs/audit-chain.md), each derived from
 * AUDIT_KEY so that one secret serves four purposes without one MAC ever standing for another.
 * AUDIT_KEY never reaches the database: a database superuser can recompute every SHA-256 link but
 * none of these.
 */
export interface AuditKeys {
  /** The HMAC of each seal. */
  seal: Buffer;
  /** The signature of each checkpoint in the file store. */
  checkpoint: Buffer;
  /** The signature of the "verified through" marker of incremental verification. */
  verified: Buffer;
  /** The signature of an exported month of the audit log and of its record (lib/audit-archive.ts). */
  archive: Buffer;
}

const derive = (key: Buffer, purpose: string) => createHmac('sha256', key).update(purpose).digest();

export const auditKeysOf = (key: string | Buffer): AuditKeys => {
  const secret = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  return {
    seal: derive(secret, 'cmt audit seal v1'),
    checkpoint: derive(secret, 'cmt audit checkpoint v1'),
    verified: derive(secret, 'cmt audit verified v1'),
    archive: derive(secret, 'cmt audit archive v1'),
  };
};

const AUDIT_KEY_REQUIRED =
  'Invalid configuration:\n  AUDIT_KEY: required with DATABASE_URL (at least 32 bytes, the same on every instance; e.g. `openssl rand -base64 48`)';

/** The server's start, before it touches the database: PostgreSQL without AUDIT_KEY is refused, naming it. */
export function requireAuditKey(config: Pick<Config, 'AUDIT_KEY' | 'DATABASE_URL'>): void {
  if (config.DATABASE_URL && !config.AUDIT_KEY) throw new ConfigError(AUDIT_KEY_REQUIRED);
}

/** Where the embedded database's generated key is kept: beside the database, never inside it. */
export const auditKeyFile = (config: Pick<Config, 'DATA_DIR'>): string =>
  path.resolve(config.DATA_DIR, 'audit.key');

/**
 * AUDIT_KEY from the environment; with the embedded database and no AUDIT_KEY, the one kept in
 * DATA_DIR/audit.key (made on first start, readable by the owner only). On PostgreSQL the key must
 * come from the environment, the same on every instance: a start without it is refused, naming it.
 */
export function resolveAuditKey(
  config: Pick<Config, 'AUDIT_KEY' | 'DATA_DIR'>,
  kind: 'pglite' | 'postgres',
): AuditKeys {
  if (config.AUDIT_KEY) return auditKeysOf(config.AUDIT_KEY);
  if (kind === 'postgres') throw new ConfigError(AUDIT_KEY_REQUIRED);
  const file = auditKeyFile(config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(stored) < 32) {
    throw new ConfigError(`Invalid configuration:\n  AUDIT_KEY: ${file} holds fewer than 32 bytes`);
  }
  return auditKeysOf(stored);
}

/**
 * AUDIT_KEY as configured, or the embedded database's kept one (DATA_DIR/audit.key), or null: never
 * generated here (the backup and restore commands only read it).
 */
export function configuredAuditKey(config: Pick<Config, 'AUDIT_KEY' | 'DATA_DIR'>): string | null {
  if (config.AUDIT_KEY) return config.AUDIT_KEY;
  try {
    return fs.readFileSync(auditKeyFile(config), 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * What a backup carries to name its deployment without the key (docs/deployment.md, "Backups"): a
 * MAC of a fixed text under AUDIT_KEY, so a restore refuses a file made under another key. The key
 * cannot be recovered from it, and it stands for nothing else the key signs.
 */
export const deploymentFingerprint = (key: string): string =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update('cmt backup deployment v1').digest('hex');

/**
 * The MAC a backup file carries over its contents' SHA-256, under a key derived from AUDIT_KEY: a
 * file altered and re-hashed by someone without the key is refused at restore.
 */
export const backupMac = (key: string, digest: string): string =>
  createHmac('sha256', derive(Buffer.from(key, 'utf8'), 'cmt backup file v1'))
    .update(digest)
    .digest('hex');
