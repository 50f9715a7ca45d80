import { defineConfig, devices } from '@playwright/test'

import { findChromium } from './scripts/ensure-chromium'
import { E2E_BASE_URL } from './tests/e2e/fixtures/env'

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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three against the one site: with two, a 2-core machine still sat about a third idle (tests wait
  // on the site, on e-mails, on TOTP steps); three passed the whole suite and took its specs from
  // 230 s to 131 s (docs/testing.md). E2E_WORKERS=2 gives the former run.
  workers: Number(process.env.E2E_WORKERS || 3),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
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
