import { defineConfig } from '@playwright/test';
import { WORKERS } from './tests/env.ts';

/**
 * Browser tests through the real production build served by the real server, on a fresh embedded
 * database with demo data, in the machine's Chromium (never a downloaded browser).
 *
 * WORKERS workers (E2E_WORKERS, 2 by default), each with a server and an embedded database of its
 * own (docs/testing.md), started together by servers.ts: slot i is served on E2E_PORT + i, and the
 * `test` of tests/fixtures.ts points baseURL at its worker's server.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  globalSetup: './servers.ts',
});
