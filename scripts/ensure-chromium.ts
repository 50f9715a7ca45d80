/**
 * Finds a Chromium for Playwright. Order: CHROMIUM_PATH, Debian's /usr/bin/chromium, then (as
 * root) `apt-get install chromium`, otherwise Playwright's own download. Prints what it did and
 * the path on the last line, so callers can read it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export function findChromium(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  return undefined
}

export function ensureChromium(log: (line: string) => void = console.log): string | undefined {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot) {
    log("No Chromium found: installing Debian's chromium with apt-get (running as root)…")
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = findChromium()
    if (installed) {
      log(`Installed ${installed}`)
      return installed
    }
  }
  log("No Chromium found and not root: downloading Playwright's own Chromium (npx playwright install chromium)…")
  execFileSync('node_modules/.bin/playwright', ['install', 'chromium'], { stdio: 'inherit' })
  return undefined // Playwright then uses its own browser.
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium()
  console.log(path ?? 'playwright-managed')
}
