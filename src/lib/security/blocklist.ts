import { activeBlocks, type Queryable } from './store'

/**
 * This instance's copy of the active blocks. The truth is in PostgreSQL (a block made by one
 * instance holds on all of them); the copy is refreshed every few seconds so that screening a
 * request costs a Map lookup, not a query. When the database is unreachable the last copy stays.
 */
export const BLOCKLIST_REFRESH_MS = 5_000

interface State {
  blocked: Map<string, number>
  loadedAt: number
  loading?: Promise<void>
}

const KEY = Symbol.for('studio.security.blocklist')
function state(): State {
  const holder = globalThis as { [KEY]?: State }
  return (holder[KEY] ??= { blocked: new Map(), loadedAt: 0 })
}

export function isBlocked(ip: string, now = Date.now()): boolean {
  const until = state().blocked.get(ip)
  return until !== undefined && until > now
}

/** Remember a block made here at once, before the next refresh. */
export function noteBlocked(ip: string, until: number): void {
  const s = state()
  s.blocked.set(ip, Math.max(until, s.blocked.get(ip) ?? 0))
}

export async function refreshBlocklist(db: Queryable): Promise<void> {
  const s = state()
  s.loading ??= activeBlocks(db)
    .then((rows) => {
      s.blocked = new Map(rows.map((r) => [r.ip, r.until]))
    })
    .finally(() => {
      // After a failure too: retry at the next interval, not on every request of an outage.
      s.loadedAt = Date.now()
      s.loading = undefined
    })
  return s.loading
}

/** Refreshes when the copy is older than the refresh interval; for callers without a timer. */
export async function ensureFreshBlocklist(db: Queryable): Promise<void> {
  if (Date.now() - state().loadedAt < BLOCKLIST_REFRESH_MS) return
  await refreshBlocklist(db)
}

/** Tests only. */
export function clearBlocklistCache(): void {
  const s = state()
  s.blocked.clear()
  s.loadedAt = 0
}
