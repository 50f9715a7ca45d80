/**
 * Dependency audit: `npm audit --omit=dev` (what ships) with no high or critical advisory, unless
 * docs/testing.md explains it (a line under "Known advisories" naming the package).
 */
import { spawnSync } from 'node:child_process'

import { ADVISORIES_DOC, knownAdvisories } from './lib/known-advisories'
import { Section } from './lib/report'

type Vulnerability = { name: string; severity: string; via: unknown[] }

export async function runAudit(): Promise<Section> {
  const section = new Section('audit')
  if (process.env.RELIABILITY_SKIP_AUDIT === '1') {
    // Only for a machine that cannot reach the registry's audit service; the summary says so.
    section.figure('advisories', 'NOT RUN (RELIABILITY_SKIP_AUDIT=1)')
    console.log('  npm audit NOT RUN (RELIABILITY_SKIP_AUDIT=1): this is not a pass')
    return section
  }
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  let report:
    | {
        vulnerabilities?: Record<string, Vulnerability>
        metadata?: { vulnerabilities?: Record<string, number> }
        error?: { summary?: string }
        message?: string
      }
    | undefined
  try {
    report = JSON.parse(result.stdout)
  } catch {
    report = undefined
  }
  if (!report?.metadata?.vulnerabilities) {
    const why = (report?.error?.summary || report?.message || result.stderr || result.error?.message || '').slice(
      0,
      400,
    )
    // A registry without the advisory service (this project's CI mirror answers 405 to npm's
    // bulk-advisory POST) cannot tell us anything: reported as NOT AVAILABLE in the summary, never
    // as a pass, and not a failure of the project. Any other failure of npm audit is a failure.
    if (/\b(404|405|501)\b|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT/.test(why)) {
      section.figure('advisories', `NOT AVAILABLE (registry: ${why.split('\n')[0].slice(0, 120)})`)
      console.log(`  npm audit NOT AVAILABLE here (${why.split('\n')[0]}): no advisory data, this is not a pass`)
      return section
    }
    section.check(false, 'npm audit ran and answered', why)
    return section
  }
  const counts = report!.metadata!.vulnerabilities!
  section.figure(
    'advisories',
    Object.entries(counts)
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  )
  const known = knownAdvisories()
  const serious = Object.values(report!.vulnerabilities ?? {}).filter(
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
