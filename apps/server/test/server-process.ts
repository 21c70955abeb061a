import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { vi } from 'vitest';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  /** What the process wrote (stdout and stderr), for a test that fails to say why. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server as its own process (`node src/server.ts`), as a deployment runs several instances:
 * started with `env`, ready once /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-process-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'never',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
        const response = await fetch(`${url}/readyz`);
        if (response.status !== 200) throw new Error(`not ready: ${response.status}`);
      },
      { timeout: 60_000, interval: 100 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

/** A new, empty database on the PostgreSQL server of `adminUrl`; `drop` removes it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cmt_proc_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
