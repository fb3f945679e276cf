import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_ENV } from './support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { shellUrl } from './support/origins';
import { FAKE_MODEL_ENV } from './tests/think/fake-model';

const root = path.resolve(__dirname, '..');
/** A data directory of its own, emptied at start (--fresh-data), so every run starts from a fresh installation. */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? path.join(root, '.tmp', `e2e-data-${new URL(shellUrl).port}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker: the two cores are shared by the server, six static origins and the browser.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: shellUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Bundles are built by `npm run test:e2e` before Playwright starts; this only serves them.
    command: `node ${path.join(root, 'scripts/start.mjs')} --no-build --fresh-data`,
    url: `${shellUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // FAKE_MODEL_ENV: Intel Analyst is configured to the model test double that THINK's streaming test starts.
    // The request limits stay at their defaults but one: every user of the suite shares one address, as a
    // section behind its gateway does, and the limits count signed-in work per session (server/README.md).
    // The session budget (300 a minute, a person working fast) is raised because the sources tests seed a
    // library of 300 documents through one session in seconds, which is set-up, not a person's pace.
    // Demo mode has no administrator: E2E_ADMIN_ENV creates the one the tests sign in with
    // (support/accounts.ts).
    env: {
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'development',
      DEMO_MODE: '1',
      RATE_LIMIT_SESSION_MAX: '5000',
      ...E2E_ADMIN_ENV,
      ...FAKE_MODEL_ENV,
    },
  },
});
