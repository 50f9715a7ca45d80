/**
 * Finds a Chromium for Playwright. Order: CHROMIUM_PATH, Debian's headless shell
 * (/usr/bin/chromium-headless-shell), Debian's /usr/bin/chromium, then (as root)
 * `apt-get install chromium-headless-shell`, otherwise Playwright's own download. Prints what it
 * did and the path on the last line, so callers can read it.
 *
 * Why the headless shell first: it is the same Chromium (Blink, V8, the same Debian version as
 * the `chromium` package) without the desktop browser around it, and it is what Playwright itself
 * runs for headless tests when it downloads its own browsers. On two cores the end-to-end layer
 * spent about two thirds of its CPU in Chromium; the shell needs about half of that (site-a11y:
 * 121 → 80 core-seconds, 65 → 44 s), so the same tests run in less time. Nothing here needs the
 * desktop browser: no extensions, no headed window. `bench/lighthouse.ts` keeps the full browser
 * (CHROME_PATH), as Lighthouse expects.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const SHELL = '/usr/bin/chromium-headless-shell'
const CANDIDATES = [SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser']

export function findChromium(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, ...CANDIDATES]) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  return undefined
}

export function ensureChromium(log: (line: string) => void = console.log): string | undefined {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const found = findChromium()
  // A machine that only has the desktop browser gets the shell too, when that is possible: the
  // suite then takes the same time on every machine of a kind. Without root, the browser it has.
  if (found && (found === SHELL || process.env.CHROMIUM_PATH || !isRoot)) return found
  if (isRoot) {
    log("Installing Debian's chromium-headless-shell with apt-get (running as root)…")
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch (error) {
      if (found) {
        log(`Could not install chromium-headless-shell (${(error as Error).message}); using ${found}`)
        return found
      }
      throw error
    }
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
