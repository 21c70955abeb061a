import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * The embedded database's backup file (docs/deployment.md, "Backups"), gzip-compressed:
 *
 *     CMT-BACKUP 1\n
 *     {"name":"backup.json","bytes":N}\n <N bytes>   what it is, and whose (the deployment's fingerprint)
 *     {"name":"pg.tar","bytes":N}\n <N bytes>        PGlite's copy of the database
 *     {"name":"files/<key>","bytes":N}\n <N bytes>   each file of the file store, by key
 *     {"name":"end.json","bytes":N}\n <N bytes>      how many parts came before, their SHA-256, and its MAC
 *
 * A file cut short lacks `end.json` (or gzip's own end), a damaged one fails the hash, one altered
 * and re-hashed fails the MAC (under a key derived from AUDIT_KEY: `backupMac`): each is refused
 * before anything is written.
 */
const MAGIC = 'CMT-BACKUP 1\n';

export interface BackupInfo {
  format: 1;
  createdAt: string;
  /** `deploymentFingerprint` of its AUDIT_KEY (lib/audit-key.ts): never the key. */
  deployment: string;
}

export interface BackupContents {
  info: BackupInfo;
  /** The SHA-256 of every part before the closing one, and the MAC the file claims for it. */
  digest: string;
  mac: string;
  database: Buffer;
  /** The file store's files: key and bytes. */
  files: Array<{ key: string; bytes: Buffer }>;
}

/** Why a backup file cannot be restored, said to the person running the command. */
export class BadBackup extends Error {}

/** Writes the backup to `file` (through a file beside it, renamed once complete: never half a file under the name). */
export async function writeBackup(
  file: string,
  /** The MAC of the contents' SHA-256 (`backupMac` under the deployment's key). */
  macOf: (digest: string) => string,
  info: BackupInfo,
  database: Buffer,
  files: Iterable<{ key: string; read: () => Buffer | null }>,
): Promise<void> {
  const temporary = `${file}.${process.pid}.partial`;
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(temporary, { mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const hash = createHash('sha256');
  let parts = 0;
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  const part = async (name: string, bytes: Buffer) => {
    await write(Buffer.from(`${JSON.stringify({ name, bytes: bytes.length })}\n`));
    await write(bytes);
    parts += 1;
  };
  try {
    await write(Buffer.from(MAGIC));
    await part('backup.json', Buffer.from(JSON.stringify(info)));
    await part('pg.tar', database);
    for (const { key, read } of files) {
      const bytes = read();
      if (bytes) await part(`files/${key}`, bytes);
    }
    const digest = hash.digest('hex');
    const end = Buffer.from(JSON.stringify({ parts, sha256: digest, mac: macOf(digest) }));
    gzip.end(
      Buffer.concat([Buffer.from(`${JSON.stringify({ name: 'end.json', bytes: end.length })}\n`), end]),
    );
    await done;
    fs.renameSync(temporary, file);
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** Reads and checks a whole backup file: its contents, or `BadBackup` saying what is wrong with it. */
export function readBackup(file: string): BackupContents {
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch (error) {
    throw new BadBackup(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  let data: Buffer;
  try {
    data = zlib.gunzipSync(raw);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BadBackup(
      code === 'Z_BUF_ERROR'
        ? `${file} is truncated (its compressed data ends early): it is not a complete backup.`
        : `${file} is not a backup of this application (not gzip data, or damaged).`,
    );
  }
  if (data.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) {
    throw new BadBackup(`${file} is not a backup of this application (it does not start as one).`);
  }
  const truncated = () =>
    new BadBackup(`${file} is truncated: it ends before its closing part, so it is not a complete backup.`);
  const hash = createHash('sha256');
  hash.update(data.subarray(0, MAGIC.length));
  let offset = MAGIC.length;
  const parts: Array<{ name: string; bytes: Buffer }> = [];
  let closing: { parts: number; sha256: string; mac: string };
  for (;;) {
    const newline = data.indexOf(10, offset);
    if (newline < 0) throw truncated();
    let header: { name?: unknown; bytes?: unknown };
    try {
      header = JSON.parse(data.subarray(offset, newline).toString('utf8')) as typeof header;
    } catch {
      throw new BadBackup(`${file} is damaged (a part's header at byte ${offset} is not readable).`);
    }
    if (
      typeof header.name !== 'string' ||
      !Number.isSafeInteger(header.bytes) ||
      (header.bytes as number) < 0
    ) {
      throw new BadBackup(`${file} is damaged (a part's header at byte ${offset} is not readable).`);
    }
    const end = newline + 1 + (header.bytes as number);
    if (end > data.length) throw truncated();
    const bytes = data.subarray(newline + 1, end);
    if (header.name === 'end.json') {
      closing = JSON.parse(bytes.toString('utf8')) as typeof closing;
      if (closing.parts !== parts.length || closing.sha256 !== hash.digest('hex')) {
        throw new BadBackup(
          `${file} is damaged: its contents do not match the checksum it was written with.`,
        );
      }
      if (end !== data.length) throw new BadBackup(`${file} is damaged: it goes on after its closing part.`);
      break;
    }
    hash.update(data.subarray(offset, end));
    parts.push({ name: header.name, bytes });
    offset = end;
  }
  const [first, second, ...rest] = parts;
  if (first?.name !== 'backup.json' || second?.name !== 'pg.tar') {
    throw new BadBackup(`${file} is damaged: its parts are not those of a backup.`);
  }
  const info = JSON.parse(first.bytes.toString('utf8')) as BackupInfo;
  if (info.format !== 1) throw new BadBackup(`${file} is a backup of a format this version does not read.`);
  const files = rest.map(({ name, bytes }) => {
    const key = name.slice('files/'.length);
    // Keys are the server's own (`<folder>/<uuid>.<ext>`): never a path out of the file store.
    if (
      !name.startsWith('files/') ||
      key.split('/').some((step) => step === '..' || step === '' || step === '.')
    ) {
      throw new BadBackup(`${file} is damaged: it holds a part named ${JSON.stringify(name)}.`);
    }
    return { key, bytes };
  });
  return { info, digest: closing.sha256, mac: String(closing.mac), database: second.bytes, files };
}
