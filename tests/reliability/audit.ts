/**
 * Dependency audit: `npm audit --omit=dev` (what ships) with no high or critical advisory, unless
 * docs/testing.md explains it (a line under "Known advisories" naming the package).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'

import { ADVISORIES_DOC, knownAdvisories } from './lib/known-advisories'
import { Section } from './lib/report'

type Vulnerability = { name: string; severity: string; via: unknown[] }

interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>
  metadata?: { vulnerabilities?: Record<string, number> }
  error?: { summary?: string }
  message?: string
  statusCode?: number
}

/**
 * Statuses with which a registry that was reached says it has no advisory service (this
 * project's build machines' registry answers 405 to npm's bulk-advisory POST): nothing to learn
 * there, which is not a pass. Any other failure, a network error above all (the registry not
 * reached, refused, timed out), fails the audit: it says nothing of the registry's service.
 */
const NO_ADVISORY_SERVICE = [404, 405, 501]

export type AuditOutcome =
  | { kind: 'report'; report: AuditReport & { metadata: { vulnerabilities: Record<string, number> } } }
  | { kind: 'unavailable'; why: string }
  | { kind: 'failed'; why: string }

/** What one run of `npm audit --json` said. */
export function auditOutcome(
  result: Pick<SpawnSyncReturns<string>, 'stdout' | 'stderr' | 'error' | 'status'>,
): AuditOutcome {
  let report: AuditReport | undefined
  try {
    report = JSON.parse(result.stdout) as AuditReport
  } catch {
    report = undefined
  }
  if (report?.metadata?.vulnerabilities) return { kind: 'report', report: report as never }
  const why = (report?.error?.summary || report?.message || result.error?.message || result.stderr || '')
    .split('\n')[0]!
    .slice(0, 400)
  if (!result.error && report?.statusCode !== undefined && NO_ADVISORY_SERVICE.includes(report.statusCode))
    return { kind: 'unavailable', why: `registry: ${why.slice(0, 120)}` }
  return { kind: 'failed', why: why || `npm audit exited with ${result.status} and no report` }
}

export async function runAudit(): Promise<Section> {
  const section = new Section('audit')
  if (process.env.RELIABILITY_SKIP_AUDIT === '1') {
    // Only for a machine that cannot reach the registry's audit service; the summary says so.
    section.unavailable('not run: RELIABILITY_SKIP_AUDIT=1')
    section.figure('advisories', 'NOT RUN (RELIABILITY_SKIP_AUDIT=1)')
    console.log('  npm audit NOT RUN (RELIABILITY_SKIP_AUDIT=1): this is not a pass')
    return section
  }
  const outcome = auditOutcome(
    spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    }),
  )
  if (outcome.kind === 'unavailable') {
    section.unavailable(outcome.why)
    section.figure('advisories', `NOT AVAILABLE (${outcome.why})`)
    console.log(`  npm audit NOT AVAILABLE here (${outcome.why}): no advisory data, this is not a pass`)
    return section
  }
  if (outcome.kind === 'failed') {
    section.check(false, 'npm audit reached the registry and answered', outcome.why)
    return section
  }
  const { report } = outcome
  const counts = report.metadata.vulnerabilities
  section.figure(
    'advisories',
    Object.entries(counts)
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  )
  const known = knownAdvisories()
  const serious = Object.values(report.vulnerabilities ?? {}).filter(
    (v) => v.severity === 'high' || v.severity === 'critical',
  )
  const unexplained = serious.filter((v) => !known.includes(`\`${v.name}\``))
  section.figure('high/critical', serious.length)
  section.check(
    unexplained.length === 0,
    `no high or critical advisory in production dependencies, or explained in ${ADVISORIES_DOC}`,
    unexplained.map((v) => `${v.name} (${v.severity})`).join(', ') || undefined,
  )
  console.log(
    `  npm audit --omit=dev: ${section.figures.advisories}; high/critical ${serious.length} (${serious.length - unexplained.length} explained in ${ADVISORIES_DOC})`,
  )
  return section
}
