import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, DEMO_STAFF_PASSWORD, PORT } from './tests/env.ts';

// Per port, so several runs (E2E_PORT) can go side by side.
const dataDir = path.resolve(import.meta.dirname, `.artifacts/data-${PORT}`);

/**
 * Browser tests through the real production build served by the real server, on a fresh embedded
 * database with demo data, in the machine's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    command: `rm -rf "${dataDir}" && node ../apps/server/src/server.ts`,
    url: `${BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_STAFF_PASSWORD,
      ENV_NAME: 'e2e',
      LOG_LEVEL: 'warn',
    },
  },
});
