import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLATFORM_PORT, PSP_PORT, WEB_PORT } from './tests/support/env';

/**
 * e2e against the real stack: the platform (fresh temporary DATA_DIR, PGlite), the reference
 * payment provider (psp/main.ts, same DATA_DIR) and the built web (server/index.ts), all on test ports so they never collide with `npm start`
 * (3000/3001) or an example host page (3100).
 */
const isCI = Boolean(process.env.CI);
// One random session secret per run, shared by the stack (webServer inherits the environment)
// and the workers (tests that look inside the sealed session cookie).
process.env.SESSION_SECRETS ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two cores: the stack needs one, the browser the other. E2E_WORKERS=2 on bigger boxes.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node_modules/.bin/tsx tests/support/stack.ts --web ${WEB_PORT} --platform ${PLATFORM_PORT} --psp ${PSP_PORT}`,
    url: `http://127.0.0.1:${WEB_PORT}/`,
    timeout: 240_000,
    reuseExistingServer: !isCI && process.env.E2E_REUSE === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
