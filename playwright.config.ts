import { defineConfig, devices } from '@playwright/test'

import { findChromium } from './scripts/ensure-chromium'
import { E2E_BASE_URL } from './tests/e2e/fixtures/env'
import { PHONE, phoneTestMatch } from './tests/e2e/fixtures/projects'

const executablePath = findChromium()
const launchOptions = {
  executablePath,
  // This machine has no network: Chromium's background services would only fail and slow it down.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  // After the web server is up: the administrator's shared session, made once (tests/e2e/global-setup.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Four against the one site: tests wait on the site, on e-mails and on TOTP steps, and with
  // Chromium's headless shell three still left a 2-core machine a fifth idle; four took the layer's
  // tests from 7.2 to 6.0 min (docs/testing.md). E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS || 4),
  // A committed test.only would run that test alone and pass: refused in CI.
  forbidOnly: Boolean(process.env.CI),
  // A failed test is tried once more in CI, and one that then passes is named as flaky: in the list
  // reporter's summary and, through the flaky reporter, in npm test's last lines
  // (docs/testing.md says why it does not fail the run; --fail-on-flaky-tests makes it).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/flaky-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recorded on a failed test's retry (CI retries once), not on every test: recording each one
    // and keeping it only on failure cost about 6 % of the layer's CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'phone',
      // Only the pages whose phone layout differs: the PHONE tests of the specs of PHONE_SPECS
      // (tests/e2e/fixtures/projects.ts; the unit gate phone-pass checks this selection).
      testMatch: phoneTestMatch,
      grep: new RegExp(PHONE),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: process.env.PLAYWRIGHT_BASE_URL
    ? undefined
    : {
        command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
        url: `${E2E_BASE_URL}/`,
        reuseExistingServer: false,
        // Includes `next build` when the sources changed since the last one.
        timeout: 15 * 60_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      },
})
