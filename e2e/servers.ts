import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_STAFF_PASSWORD, PORT, WORKERS, baseUrlOf } from './tests/env.ts';

/**
 * Global setup of the browser suite (playwright.config.ts): one real server per Playwright worker,
 * all started at once (Playwright's `webServer` list starts them one after the other, and each
 * loads the demo data: about 20 s on an idle machine). Slot i listens on PORT + i with an embedded
 * database of its own in .artifacts/data-<port>, made fresh. DATABASE_URL is never passed on: a
 * PostgreSQL of the environment (CI sets TEST_DATABASE_URL for the API tests) is never shared.
 * Returns the teardown, which stops them.
 */
const READY_WITHIN_MS = 180_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function start(slot: number): { child: ChildProcess; ready: Promise<void> } {
  const port = PORT + slot;
  const dataDir = path.resolve(import.meta.dirname, `.artifacts/data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/src/server.ts')], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_STAFF_PASSWORD,
      ENV_NAME: 'e2e',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean))
      process.stderr.write(`[server ${port}] ${line}\n`);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`the server on ${port} stopped (${code ?? signal}) before it was ready:\n${stderr}`)),
    ),
  );
  const ready = (async () => {
    const url = `${baseUrlOf(slot)}/readyz`;
    const deadline = Date.now() + READY_WITHIN_MS;
    while (!(await answers(url))) {
      if (Date.now() > deadline)
        throw new Error(`the server on ${port} was not ready within ${READY_WITHIN_MS} ms`);
      // fixed-wait-ok: polling a process of our own for readiness, as Playwright's webServer does.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return { child, ready: Promise.race([ready, exited]) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  // SIGINT closes at once (SIGTERM would first drain for SHUTDOWN_DRAIN_SECONDS).
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(killer);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (let slot = 0; slot < WORKERS; slot++) {
    if (await answers(`${baseUrlOf(slot)}/readyz`)) {
      throw new Error(`${baseUrlOf(slot)} already answers: another run on that port? Set E2E_PORT.`);
    }
  }
  const started = Date.now();
  const servers = Array.from({ length: WORKERS }, (_, slot) => start(slot));
  // A runner that ends without the teardown (an error, a signal) takes its servers along.
  process.once('exit', () => servers.forEach(({ child }) => child.kill('SIGKILL')));
  const teardown = () => Promise.all(servers.map(({ child }) => stop(child))).then(() => undefined);
  try {
    await Promise.all(servers.map(({ ready }) => ready));
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(
    `${WORKERS} e2e server(s) ready on ${PORT}..${PORT + WORKERS - 1} in ${Date.now() - started} ms`,
  );
  return teardown;
}
