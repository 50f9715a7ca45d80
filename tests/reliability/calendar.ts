/**
 * A hostile external calendar against the production site. The owner's calendar addresses are
 * read by the server at each save of the settings, every 5 minutes and after a restart; a calendar
 * whose recurrence rules ical.js cannot expand (one step of its iterator never returns) used to stop
 * every request while it was parsed. Served here on loopback (named in CALENDAR_FETCH_ALLOW_HOSTS,
 * lib/site.ts), saved through the CMS's REST call, then read by the job after a restart: meanwhile
 * the home page and /api/health are asked every 200 ms and must each answer within 2 s, the
 * calendar must be abandoned at its deadline (TOO_COMPLEX) and its last good copy kept.
 */
import { cmsSignIn } from './lib/admin'
import { startCalendarServer, storedCopy, type CalendarServer } from './lib/calendar-server'
import { request } from './lib/http'
import { Section, sleep } from './lib/report'
import type { Site } from './lib/site'

const ANSWER_WITHIN_MS = 2000

type Copy = Awaited<ReturnType<typeof storedCopy>>

/** Asks the home page and /api/health in turn until `until` settles; the slowest answers and the failures. */
async function probe(site: Site, until: Promise<unknown>) {
  let done = false
  void until.finally(() => (done = true))
  const slow: string[] = []
  let asked = 0
  let slowest = 0
  for (let i = 0; !done; i++) {
    const path = i % 2 ? '/api/health' : '/'
    const res = await request(site.baseUrl, path, { timeoutMs: 10_000 })
    asked++
    slowest = Math.max(slowest, res.ms)
    if (res.ms > ANSWER_WITHIN_MS || res.status === 0 || res.status >= 500)
      slow.push(`#${i} ${path} → ${res.status || res.error} in ${Math.round(res.ms)} ms`)
    await sleep(200)
  }
  return { asked, slowest, slow }
}

/** Until the stored copy of `url` has a failure newer than `after`, or `timeoutMs`. */
async function failureAfter(site: Site, url: string, after: string | null | undefined, timeoutMs: number) {
  const started = Date.now()
  for (;;) {
    const copy = await storedCopy(site, url).catch(() => undefined)
    if (copy?.failedAt && copy.failedAt !== after) return copy
    if (Date.now() - started > timeoutMs) return copy
    await sleep(250)
  }
}

/**
 * The restarted site's `external-calendars` loop takes its first turn (which reads every calendar)
 * this long after the start instead of a minute: the same turn, 30 s less waiting for it. Long enough
 * for the restart's readiness check and the warm-up below to come first: a few seconds on a quiet
 * machine, up to about fifteen on a loaded one.
 */
const FIRST_TURN_S = 30

/**
 * A (re)started site renders its pages again on their first visit: slow whatever the calendars.
 * Done before any probe (and, after a restart, before the job's first turn, FIRST_TURN_S later).
 */
async function warmUp(site: Site) {
  for (const path of ['/', '/api/health', '/', '/api/health']) await request(site.baseUrl, path, { timeoutMs: 30_000 })
}

export async function runCalendar(site: Site): Promise<Section> {
  const section = new Section('calendar')
  const calendars: CalendarServer = await startCalendarServer()
  const cms = await cmsSignIn(site)
  const save = (list: { label: string; url: string }[]) =>
    request(site.baseUrl, '/api/globals/consultation-availability', {
      json: { calendars: list },
      headers: { authorization: `JWT ${cms.token}`, 'x-forwarded-for': '198.51.100.30' },
    })
  // One address, read while good, then turned hostile: its last good copy must stay.
  const url = `${calendars.base}/switch.ics`
  try {
    await warmUp(site)
    calendars.serve('good')
    const first = await save([{ label: 'Reliability', url }])
    section.check(
      first.status === 200,
      'the calendar settings are saved',
      `${first.status} ${first.body.slice(0, 200)}`,
    )
    let good: Copy
    for (let i = 0; i < 120 && !good?.fetchedAt; i++) {
      await sleep(250)
      good = await storedCopy(site, url)
    }
    section.check(
      good?.error === null && good.busy.length === 1,
      'a good calendar on loopback (allowed by name) is read at the save',
      good,
    )
    const kept = (copy: Copy) =>
      copy?.error === 'TOO_COMPLEX' &&
      copy.fetchedAt === good?.fetchedAt &&
      JSON.stringify(copy.busy) === JSON.stringify(good?.busy)

    // 1. A save: its refresh reads the hostile calendar in the background.
    calendars.serve('hostile')
    const t0 = Date.now()
    const abandoned = save([{ label: 'Reliability (hostile)', url }]).then(() =>
      failureAfter(site, url, undefined, 60_000),
    )
    const atSave = await probe(site, abandoned)
    const copy = await abandoned
    section.check(
      kept(copy),
      'a calendar whose rules cannot be expanded is abandoned after a save (TOO_COMPLEX), its last good copy kept',
      copy,
    )
    section.figure('abandoned after save (s)', Math.round((Date.now() - t0) / 100) / 10)
    section.check(
      atSave.slow.length === 0 && atSave.asked >= 10,
      `the site answers within ${ANSWER_WITHIN_MS} ms while a save's refresh parses it (${atSave.asked} asked)`,
      atSave.slow.slice(0, 5).join(' | '),
    )

    // 2. The job, after a restart (its first turn reads every calendar): the same.
    await site.stopApp()
    await site.startApp({ env: { CALENDARS_FIRST_READ_S: String(FIRST_TURN_S) } })
    await warmUp(site)
    const t1 = Date.now()
    const byJob = failureAfter(site, url, copy?.failedAt, 180_000)
    const atJob = await probe(site, byJob)
    const jobCopy = await byJob
    section.check(
      jobCopy?.failedAt !== copy?.failedAt && kept(jobCopy),
      'the refresh job after a restart abandons it too, the last good copy kept',
      jobCopy,
    )
    section.figure('job refresh after restart (s)', Math.round((Date.now() - t1) / 1000))
    section.check(
      atJob.slow.length === 0 && atJob.asked >= 10,
      `the site answers within ${ANSWER_WITHIN_MS} ms while the job parses it (${atJob.asked} asked)`,
      atJob.slow.slice(0, 5).join(' | '),
    )
    section.figure('slowest answer (ms)', Math.round(Math.max(atSave.slowest, atJob.slowest)))
  } finally {
    // Nothing left for the modules after this one to read.
    await save([]).catch(() => undefined)
    await calendars.close()
  }
  return section
}
