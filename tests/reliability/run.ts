/**
 * `npm run test:reliability`: the reliability and security suite. Starts its own
 * PostgreSQL, SMTP server and production site on loopback, runs every module, prints a summary
 * table and exits non-zero when any check failed. Everything it starts is stopped on exit,
 * failure and SIGINT; the run is bounded by RELIABILITY_TIMEOUT_S (default 20 minutes), not counting the
 * time it waits for the layer beside it to end.
 *
 *   RELIABILITY_ONLY=load,headers   run only these modules (the site is always started); relay: the
 *                                   SMTP relay refusing, dropping, answering 421, greeting late;
 *                                   calendar: a hostile external calendar read by the site;
 *                                   webhook: Stripe's webhook and Stripe's faults (the fake)
 *   (scale, last, needs Debian's redis-server and nginx: installed with apt-get when missing, as root)
 *   NEXT_DIST_DIR=.next-rel         build output (default .next, shared with the e2e layer)
 *   RELIABILITY_VERBOSE=1           echo the site's log
 *   RELIABILITY_QUIET_FILE=path     run beside another layer (npm test runs it beside the e2e layer):
 *                                   the site serves a copy of the build (.next-reliability), and the
 *                                   modules that time something or load the machine wait until
 *                                   this file exists (lib/beside.ts; the order below)
 */
import { runAccess, runTiming } from './access'
import { runAudit } from './audit'
import { runCalendar } from './calendar'
import { runDbFaults } from './db-faults'
import { runFuzz } from './fuzz'
import { runHeaders } from './headers'
import { runHostile } from './hostile'
import { runLoad } from './load'
import { runProcessFaults } from './process-faults'
import { runRelay } from './relay'
import { runScale } from './scale'
import { runStarved } from './starved'
import { runWebhook } from './webhook'
import { killAllServicesNow } from '@root/scripts/lib/services/process'
import { copyBuild } from './lib/build-copy'
import { quietFile, untilQuiet, waitedForQuiet } from './lib/beside'
import { Section } from './lib/report'
import { Site } from './lib/site'

const started = Date.now()
const only = process.env.RELIABILITY_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const wanted = (name: string) => !only || only.includes(name)
const site = new Site()
const sections: Section[] = []
let finishing = false

async function finish(code: number): Promise<never> {
  if (finishing) process.exit(code)
  finishing = true
  await site.close().catch((error: unknown) => console.error(`cleanup: ${(error as Error).message}`))
  process.exit(code)
}
process.on('SIGINT', () => {
  console.log('\nInterrupted: stopping the site and its database…')
  void finish(130)
})
process.on('SIGTERM', () => void finish(143))
process.on('exit', () => {
  site.killEverythingNow()
  killAllServicesNow() // redis-server and nginx of the scale module
})
const budget = Number(process.env.RELIABILITY_TIMEOUT_S || 20 * 60) * 1000
// The bound catches a hang of this suite's own work: the time spent waiting for the layer beside
// it to end (untilQuiet) grows with that layer, whose own limits bound it, so it is left out.
const overdue = setInterval(() => {
  if (Date.now() - started - waitedForQuiet() <= budget) return
  clearInterval(overdue)
  console.error(
    `\nThe suite exceeded its ${budget / 1000} s bound (not counting ${Math.round(waitedForQuiet() / 1000)} s waiting for the layer beside it): stopping.`,
  )
  void finish(1)
}, 1000)
overdue.unref()

async function module(name: string, fn: () => Promise<Section>): Promise<Section | undefined> {
  if (!wanted(name)) return undefined
  const t0 = Date.now()
  console.log(`\n── ${name} ──`)
  let section: Section
  try {
    section = await fn()
  } catch (error) {
    section = new Section(name)
    section.check(false, `${name} module crashed`, (error as Error).stack ?? String(error))
  }
  section.figure('seconds', Math.round((Date.now() - t0) / 1000))
  console.log(
    `  ${section.ok ? '✓' : '✗'} ${name}: ${section.checks} checks, ${section.failures.length} failed${section.checks === 0 ? ` (${section.notAvailable === undefined ? 'no check ran: a failure' : `NOT AVAILABLE: ${section.notAvailable}`})` : ''} (${section.figures.seconds} s)`,
  )
  sections.push(section)
  return section
}

/**
 * Until the outbox has no message left that it can send now (at most 3 minutes): the timing module
 * compares sign-ins whose database writes would otherwise wait behind thousands of e-mails being
 * marked sent, a difference of load rather than of code. Messages still leased to a process the
 * calendar module's restart stopped are not being sent by anyone until their lease runs out (up to
 * 2 minutes); waiting for them measured nothing.
 */
async function untilOutboxSent(site: Site) {
  const t0 = Date.now()
  const pending = async () =>
    (
      await site.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox
          WHERE status = 'pending' AND (locked_until IS NULL OR locked_until <= now())`,
      )
    )[0]!.n
  let left = await pending()
  if (left === 0) return
  console.log(`\n(waiting for the outbox to send ${left} e-mails before the timed modules)`)
  while (left > 0 && Date.now() - t0 < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    left = await pending()
  }
  console.log(`  ${left === 0 ? 'sent' : `${left} still queued`} after ${Math.round((Date.now() - t0) / 1000)} s`)
}

/**
 * The crash test. First on a quiet outbox; it leaves a check pending (e-mails in flight at the
 * crash are sent once their 120 s claim lease runs out): the function it returns runs that check,
 * once other modules have filled that time.
 */
async function crashTest(): Promise<() => Promise<void>> {
  let finishLater: (() => Promise<void>) | undefined
  const section = await module('process-faults', async () => {
    const run = await runProcessFaults(site)
    finishLater = run.finishLater
    return run.section
  })
  return async () => {
    if (!finishLater || !section) return
    console.log('\n── process-faults (e-mail in flight at the crash) ──')
    try {
      await finishLater()
    } catch (error) {
      section.check(false, 'in-flight e-mail check crashed', (error as Error).stack)
    }
  }
}

try {
  await module('audit', runAudit)
  if (quietFile) process.env.NEXT_DIST_DIR = copyBuild('reliability')
  console.log('\nStarting PostgreSQL, SMTP and the site (building first if the sources changed)…')
  await site.init()
  await site.startApp()
  console.log(
    `  site on ${site.baseUrl}, PostgreSQL on 127.0.0.1:${site.db.port}, SMTP on 127.0.0.1:${site.mail.port} (${Math.round((Date.now() - started) / 1000)} s)`,
  )
  if (quietFile) {
    // Beside another layer (RELIABILITY_QUIET_FILE, lib/beside.ts), in two parts. First, while the
    // other layer still runs, the modules that check what happens rather than how fast: headers,
    // the relay faults (mostly waiting for retries), the crash test, fuzz (whose rendering waits
    // allow for a busy machine then, render.ts), access, the crash test's in-flight e-mail (whose
    // 120 s lease has run out by then), the webhook, load and db-faults (their checks count answers
    // and records), and calendar (mostly waiting for a job's turn; its answers, bound at 2 s, take
    // tens of milliseconds). Then, once the other layer has ended and the outbox has sent what
    // load and db-faults queued, the rest on a machine this suite has to itself: timing and hostile
    // (they compare answer times), starved (it saturates the machine) and scale.
    await module('headers', () => runHeaders(site))
    await module('relay', () => runRelay(site))
    const inFlightMail = await crashTest()
    await module('fuzz', () => runFuzz(site))
    await module('access', () => runAccess(site))
    await inFlightMail()
    // After the in-flight e-mail check: it stops PostgreSQL for a moment.
    await module('webhook', () => runWebhook(site))
    await module('load', () => runLoad(site))
    await module('db-faults', () => runDbFaults(site))
    await module('calendar', () => runCalendar(site))
    await untilQuiet()
    await untilOutboxSent(site)
    await module('timing', () => runTiming(site))
    await module('hostile', () => runHostile(site))
    await module('starved', () => runStarved(site))
  } else {
    // Alone, in the order each module's comment explains.
    await module('headers', () => runHeaders(site))
    // On a quiet site, before the crash test leaves minutes of e-mail to send (see runTiming).
    await module('timing', () => runTiming(site))
    // An outside tester's attacks, on a quiet site too: it times an image and the home page under attack.
    await module('hostile', () => runHostile(site))
    // A hostile external calendar, read at a save and by the job after a restart: the site must
    // keep answering within 2 s, so on a quiet machine too.
    await module('calendar', () => runCalendar(site))
    // On a quiet outbox, which it leaves quiet (every message of its bursts sent).
    await module('relay', () => runRelay(site))
    const inFlightMail = await crashTest()
    // After the crash test: their thousands of e-mails queue behind the ones it checks.
    await module('load', () => runLoad(site))
    await module('db-faults', () => runDbFaults(site))
    // It restarts the site on a saturated machine: after the modules that time anything.
    await module('starved', () => runStarved(site))
    await module('fuzz', () => runFuzz(site))
    await module('access', () => runAccess(site))
    await inFlightMail()
    await module('webhook', () => runWebhook(site))
  }
  // Last: it stops the suite's site and runs two instances with Redis, S3 and nginx instead.
  await module('scale', () => runScale(site))
} catch (error) {
  const section = new Section('setup')
  section.check(false, 'suite setup', (error as Error).stack ?? String(error))
  if (site.app) console.error(site.app.output.slice(-40).join('\n'))
  sections.push(section)
}

const figure = (name: string, key: string) => sections.find((s) => s.name === name)?.figures[key]
const lost = sections.reduce((sum, s) => sum + Number(s.figures.lost ?? 0), 0)
console.log('\n━━ Reliability and security summary ━━')
const rows: [string, string, string][] = [['module', 'result', 'figures']]
for (const s of sections) {
  const figures = Object.entries(s.figures)
    .filter(([k]) => k !== 'seconds')
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')
  rows.push([s.name, s.result, `${figures}; ${s.figures.seconds} s`])
}
const width = [0, 1].map((i) => Math.max(...rows.map((r) => r[i]!.length)))
for (const [i, r] of rows.entries()) {
  console.log(`${r[0].padEnd(width[0]!)} | ${r[1].padEnd(width[1]!)} | ${r[2]}`)
  if (i === 0) console.log(`${'-'.repeat(width[0]!)}-+-${'-'.repeat(width[1]!)}-+-${'-'.repeat(40)}`)
}
console.log('')
console.log(
  `Load held:            ${figure('load', 'accepted') ?? '-'} accepted of ${figure('load', 'submissions') ?? '-'} at ${figure('load', 'throughput') ?? '-'}, p99 ${figure('load', 'p99') ?? '-'}`,
)
console.log(
  `Faults survived:      ${sections.filter((s) => ['db-faults', 'process-faults'].includes(s.name) && s.ok).length} of ${sections.filter((s) => ['db-faults', 'process-faults'].includes(s.name)).length} (database stopped ${figure('db-faults', 'down') ?? '-'}, SIGKILL mid-load)`,
)
console.log(
  `Hostile inputs tried: ${figure('fuzz', 'cases') ?? '-'} (5xx ${figure('fuzz', '5xx') ?? '-'}, leaks ${figure('fuzz', 'leaks') ?? '-'})`,
)
console.log(`Records lost:         ${lost}`)
const failed = sections.filter((s) => !s.ok)
// A section that ran no check is a failure of its own, beside the failed checks of the others.
const failures = failed.flatMap((s) =>
  (s.failures.length ? s.failures : ['no check ran']).map((f) => `[${s.name}] ${f}`),
)
const notAvailable = sections.filter((s) => s.ok && s.checks === 0)
console.log(
  `\n${failed.length === 0 ? `✓ All checks passed${notAvailable.length ? ', but not every section could check' : ''}` : `✗ ${failures.length} failure(s):`} (${Math.round((Date.now() - started) / 1000)} s)`,
)
for (const f of failures) console.log(`  ${f.slice(0, 800)}`)
for (const s of notAvailable) console.log(`  NOT AVAILABLE, not a pass: ${s.name} (${s.notAvailable})`)
await finish(failed.length === 0 ? 0 : 1)
