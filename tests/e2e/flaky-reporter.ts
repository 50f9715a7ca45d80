import fs from 'node:fs'
import path from 'node:path'

import type { Reporter, Suite } from '@playwright/test/reporter'

import { E2E_FLAKY_FILE } from './fixtures/env'

/**
 * Names every test that passed only on its retry (CI retries a failed test once): written to
 * E2E_FLAKY_FILE, which `npm test` prints in its last lines, where it is seen, and shown by the list
 * reporter's own summary. Such a test still fails the run with `--fail-on-flaky-tests`.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite
    fs.rmSync(E2E_FLAKY_FILE, { force: true })
  }

  onEnd() {
    const flaky = (this.root?.allTests() ?? [])
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => {
        const [, project, , ...titles] = test.titlePath()
        const file = path.relative(process.cwd(), test.location.file)
        return `[${project}] ${file}:${test.location.line} › ${titles.join(' › ')}`
      })
    fs.writeFileSync(E2E_FLAKY_FILE, JSON.stringify(flaky, null, 1))
  }

  printsToStdio() {
    return false
  }
}
