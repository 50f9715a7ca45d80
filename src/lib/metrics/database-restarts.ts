/**
 * The embedded PostgreSQL's unasked exits and restarts, as scripts/start.ts (which supervises it)
 * tells the server process over its IPC channel (src/server/serve.ts): /monitoring raises an alert
 * for a day after each, so that a database that died and came back without a person is still
 * noticed. One record per process, on globalThis: serve.ts writes it, and the route handlers Next
 * bundles separately (with their own copy of this module) read it.
 */
export interface DatabaseRestart {
  /** When the server was back, epoch ms. */
  at: number
  /** How long it was down. */
  downMs: number
  /** Why it stopped: the signal or exit code. */
  reason: string
}

export const RESTART_ALERT_HOURS = 24
const KEPT = 50
const KEY = Symbol.for('studio.monitoring.databaseRestarts')
type Holder = { [KEY]?: DatabaseRestart[] }

function restarts(): DatabaseRestart[] {
  const holder = globalThis as Holder
  return (holder[KEY] ??= [])
}

export function recordDatabaseRestart(restart: DatabaseRestart): void {
  const list = restarts()
  list.push(restart)
  if (list.length > KEPT) list.shift()
}

/** The restarts of the last RESTART_ALERT_HOURS, oldest first. */
export function recentDatabaseRestarts(now = Date.now()): DatabaseRestart[] {
  const since = now - RESTART_ALERT_HOURS * 3_600_000
  return restarts().filter((r) => r.at > since)
}
