/**
 * "Exactly one row per accepted submission": the check shared by the load and fault modules.
 */
import { countRows } from './lib/data'
import type { Section } from './lib/report'
import { accepted, type Outcome } from './lib/submit'
import type { Site } from './lib/site'

export interface Ledger {
  accepted: number
  lost: number
  duplicated: number
  /** Stored although the site answered 4xx/5xx (a refused submission must store nothing). */
  storedAfterRefusal: number
}

/**
 * Every 2xx answer has exactly one row; a definite refusal (4xx, 5xx) has none; a request whose
 * answer never came (connection reset by a crash) may have zero or one, never two.
 */
export async function verifyLedger(
  section: Section,
  site: Site,
  prefix: string,
  outcomes: Outcome[],
  label: string,
): Promise<Ledger> {
  const counts = await countRows((text, values) => site.query<{ key: string; n: number }>(text, values), `${prefix}-`)
  const ok = outcomes.filter((o) => accepted(o) || (o.replay && accepted(o.replay)))
  const lost = ok.filter((o) => (counts.get(o.sub.tag) ?? 0) === 0)
  const duplicated = outcomes.filter((o) => (counts.get(o.sub.tag) ?? 0) > 1)
  const refused = outcomes.filter(
    (o) => o.status >= 400 && (!o.replay || o.replay.status >= 400) && (counts.get(o.sub.tag) ?? 0) > 0,
  )
  const known = new Set(outcomes.map((o) => o.sub.tag))
  const strays = [...counts.keys()].filter((k) => !known.has(k))
  section.checkAll(
    ok,
    (o) => (counts.get(o.sub.tag) ?? 0) === 1,
    `${label}: every 2xx submission has exactly one row`,
    (o) => `${o.sub.kind} ${o.sub.tag}: ${counts.get(o.sub.tag) ?? 0} rows`,
  )
  section.check(
    duplicated.length === 0,
    `${label}: no submission stored twice`,
    duplicated
      .slice(0, 5)
      .map((o) => o.sub.tag)
      .join(', ') || undefined,
  )
  section.check(
    refused.length === 0,
    `${label}: no row for a submission answered 4xx/5xx`,
    refused
      .slice(0, 5)
      .map((o) => `${o.sub.tag} ${o.status}`)
      .join(', ') || undefined,
  )
  section.check(
    strays.length === 0,
    `${label}: no row that no request asked for`,
    strays.slice(0, 5).join(', ') || undefined,
  )
  return { accepted: ok.length, lost: lost.length, duplicated: duplicated.length, storedAfterRefusal: refused.length }
}
