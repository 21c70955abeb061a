import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { migrateDatabase } from './database.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  url: string;
  child: ChildProcess;
  /** The JSON log lines written so far (stdout), parsed. */
  logs(): Record<string, unknown>[];
  /** Everything written (stdout and stderr), for a failing test to say why. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM, waits for the exit, removes the data folder. */
  stop(): Promise<void>;
}

/** The audit chain's key of the instances a test starts (they share one database). */
export const TEST_AUDIT_KEY = 'instance-test-audit-key-instance-test-audit-key';

/**
 * The real server as its own process (`node src/server.ts`, as a deployment runs it), not waited for.
 * Its stdout is a pipe this test reads (and may destroy: a reader gone away). No drain after SIGTERM
 * unless `env` sets SHUTDOWN_DRAIN_SECONDS (the tests of the drain do).
 */
export async function launchInstance(
  env: Record<string, string>,
  /** Another checkout's server (the previous release: previous-release.test.ts). */
  entry = serverEntry,
): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-instance-'));
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'never',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // One key for every instance of a test (PostgreSQL refuses to start without it).
      AUDIT_KEY: TEST_AUDIT_KEY,
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that ends abruptly leaves no server behind.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.removeListener('exit', orphaned));
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    logs: () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    output: () => `${out}\n${err}`,
    exited,
    stop,
  };
}

/**
 * The real server as a deployment starts it: on PostgreSQL the migrations first (`npm run migrate`'s
 * step, unless `env` sets MIGRATE_ON_START), then the process, ready once /readyz answers 200.
 */
export async function startInstance(env: Record<string, string>, entry = serverEntry): Promise<Instance> {
  if (env.DATABASE_URL && !env.MIGRATE_ON_START) await migrateDatabase(env.DATABASE_URL);
  const instance = await launchInstance(env, entry);
  try {
    await vi.waitFor(
      async () => {
        if (instance.child.exitCode !== null) throw new Error(`the server exited: ${instance.output()}`);
        const response = await fetch(`${instance.url}/readyz`);
        if (response.status !== 200) throw new Error(`not ready: ${response.status}`);
      },
      { timeout: 90_000, interval: 100 },
    );
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

/** One API call to an instance: status and parsed JSON (the multi-instance tests' client). */
export async function instanceApi(
  server: Instance,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}${V2}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** Signs in with a password on an instance; the access token. */
export async function signInAt(server: Instance, email: string, password: string): Promise<string> {
  const { status, json } = await instanceApi(server, 'POST', '/auth/local-login', undefined, {
    email,
    password,
  });
  expect(status).toBe(200);
  return json.accessToken as string;
}
