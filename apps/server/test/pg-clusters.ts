import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL clusters a test makes and removes itself (never the shared TEST_DATABASE_URL one), with
 * the machine's server programs: the restore drill (backup-pitr.test.ts) and the read replicas
 * (read-replicas.test.ts). PostgreSQL refuses to run as root: as root, its programs run as the
 * `postgres` user, and the work folder is theirs.
 */
export const pgBinDir = (() => {
  const root = '/usr/lib/postgresql';
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return found ?? null;
})();

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs (as `postgres` when this is root); its stderr in the error. */
export async function pgRun(program: string, args: string[]): Promise<string> {
  const command = path.join(pgBinDir!, program);
  try {
    const { stdout } = asRoot
      ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 120_000 })
      : await run(command, args, { timeout: 120_000 });
    return stdout;
  } catch (error) {
    throw new Error(
      `${program} failed: ${(error as { stderr?: string }).stderr ?? (error as Error).message}`,
      { cause: error },
    );
  }
}

/** A query on a cluster of the test, as `postgres`, over a connection of its own. */
export async function clusterQuery<T extends pg.QueryResultRow>(
  port: number,
  text: string,
  database = 'postgres',
): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A work folder with the clusters started in it, all stopped and removed by `remove()`. */
export interface ClusterWork {
  dir: string;
  /** A folder in `dir` owned by whoever runs the clusters. */
  folder(name: string): string;
  /** A new cluster in `dir/name` on `port`, ready to stream its WAL to replicas, started. */
  makePrimary(name: string, port: number, settings?: string[]): Promise<string>;
  /** Starts the cluster in `dataDir` (its log beside it); `remove()` stops it. */
  start(dataDir: string): Promise<void>;
  /** Stops the cluster in `dataDir` (`fast`: connections closed, a clean shutdown). */
  stop(dataDir: string, mode?: 'fast' | 'immediate'): Promise<void>;
  remove(): Promise<void>;
}

export function clusterWork(prefix: string): ClusterWork {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const owner = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : null;
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const started = new Set<string>();
  const folder = (name: string) => {
    const made = path.join(dir, name);
    fs.mkdirSync(made, { recursive: true });
    if (owner) fs.chownSync(made, owner.uid, owner.gid);
    return made;
  };
  const start = async (dataDir: string) => {
    started.add(dataDir);
    const log = path.join(dir, `${path.basename(dataDir)}.log`);
    await pgRun('pg_ctl', ['-D', dataDir, '-l', log, '-w', 'start']).catch((error: Error) => {
      throw new Error(`${error.message}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`, {
        cause: error,
      });
    });
  };
  return {
    dir,
    folder,
    async makePrimary(name, port, settings = []) {
      const dataDir = path.join(dir, name);
      await pgRun('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
      fs.appendFileSync(
        path.join(dataDir, 'postgresql.conf'),
        [
          `port = ${port}`,
          "listen_addresses = '127.0.0.1'",
          `unix_socket_directories = '${dir}'`,
          'fsync = off',
          'wal_level = replica',
          'max_wal_senders = 4',
          ...settings,
          '',
        ].join('\n'),
      );
      await start(dataDir);
      return dataDir;
    },
    start,
    async stop(dataDir, mode = 'fast') {
      await pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      started.delete(dataDir);
    },
    async remove() {
      for (const dataDir of started)
        await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {});
      started.clear();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
