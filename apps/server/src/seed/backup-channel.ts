import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded database's local backup channel (docs/deployment.md, "Backups"): the running server
 * holds the PGlite data folder, so `npm run backup` asks it, over a Unix socket in DATA_DIR that only
 * the folder's owner may open (mode 600), for a copy made by PGlite itself (`dumpDataDir`, under its
 * query lock: no statement runs meanwhile, so the copy is what a crash at that instant would leave,
 * which PostgreSQL's recovery makes whole on the first start). No HTTP endpoint serves it: a
 * stolen staff session, even an administrator's, cannot download the database; whoever can open the
 * socket could read DATA_DIR's files anyway.
 */
export const backupSocket = (dataDir: string): string => path.resolve(dataDir, 'backup.sock');

/** The one request of the channel, and the header line before the copy's bytes. */
const DUMP = 'dump\n';
type Header = { bytes: number } | { error: string };

/**
 * Serves the channel for `dump` (the open database's copy). A socket file left by a server that
 * ended without closing it is replaced. Resolves to `close`, or null when the socket cannot be made
 * (a DATA_DIR path beyond the 107 bytes a socket's path may have: `npm run backup` then says so).
 */
export async function serveBackupChannel(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: { warn: (o: object, m: string) => void },
): Promise<(() => Promise<void>) | null> {
  const file = backupSocket(dataDir);
  const server = net.createServer((socket) => {
    let asked = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      asked += chunk.toString('latin1');
      if (asked.length < DUMP.length) return;
      socket.removeAllListeners('data');
      if (asked !== DUMP) return void socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
      const answer = (header: Header, bytes?: Buffer) => {
        socket.write(`${JSON.stringify(header)}\n`);
        if (bytes) socket.end(bytes);
        else socket.end();
      };
      dump().then(
        async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          answer({ bytes: bytes.length }, bytes);
        },
        (error: unknown) => {
          log.warn({ err: error }, 'backup: copying the database failed');
          answer({ error: (error as Error).message });
        },
      );
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.removeListener('error', reject);
        resolve();
      });
    });
  try {
    fs.rmSync(file, { force: true });
    // Made owner-only from the start: the umask, for the moment of the bind (done within listen(),
    // before it returns: no other file of the process is made meanwhile), then set explicitly.
    const umask = process.umask(0o177);
    let listening: Promise<void>;
    try {
      listening = listen();
    } finally {
      process.umask(umask);
    }
    await listening;
    fs.chmodSync(file, 0o600);
  } catch (error) {
    log.warn({ err: error, socket: file }, 'backup: the local backup channel is not available');
    return null;
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}

/**
 * Asks the server holding `dataDir` for a copy of its database: the bytes, or null when no server
 * serves the channel (none runs on this folder, or one ended without removing its socket).
 */
export async function requestDump(dataDir: string): Promise<Buffer | null> {
  const file = backupSocket(dataDir);
  if (!fs.existsSync(file)) return null;
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(file, () => socket.write(DUMP));
    let connected = false;
    socket.once('connect', () => (connected = true));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket nobody listens on any more: no server holds the folder.
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('the server ended the backup channel without an answer'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Header;
      if ('error' in header)
        return reject(new Error(`the server could not copy its database: ${header.error}`));
      const bytes = all.subarray(newline + 1);
      if (bytes.length !== header.bytes) {
        return reject(
          new Error(`the server's copy arrived incomplete (${bytes.length} of ${header.bytes} bytes)`),
        );
      }
      resolve(bytes);
    });
  });
}
