import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { busyFromIcs } from './busy-calendar'
import type { Interval } from './rules'

/**
 * The owner's external calendars (issue 26): fetched every few minutes by the one instance that
 * holds the scheduler's lock, parsed (busy-calendar.ts), and kept in payload_kv as the last good
 * copy of each address with the time of its last success and of its last failure. The slots call
 * only reads these copies: an unreachable or broken calendar never makes it fail, it keeps
 * blocking what it blocked when it was last read.
 */
export const REFRESH_MS = 5 * 60_000
const FETCH_TIMEOUT_MS = 10_000
const MAX_BYTES = 5 * 1024 * 1024
/** Busy times kept: from a day ago to this far ahead (the longest horizon the CMS allows, and a day). */
const AHEAD_MS = 731 * 86_400_000

export interface CalendarCopy {
  url: string
  label?: string | null
  busy: [number, number][]
  fetchedAt: string | null
  failedAt: string | null
  error: string | null
}

const keyOf = (url: string) =>
  `consultations:calendar:${crypto.createHash('sha256').update(url).digest('hex').slice(0, 32)}`

export async function readCopy(payload: Payload, url: string): Promise<CalendarCopy | undefined> {
  return ((await payload.kv.get(keyOf(url))) as CalendarCopy | null) ?? undefined
}

/** Busy times of these calendars between `from` and `to`, from their last good copies. */
export async function externalBusy(payload: Payload, urls: string[], from: number, to: number): Promise<Interval[]> {
  const copies = await Promise.all(urls.map((url) => readCopy(payload, url).catch(() => undefined)))
  const busy: Interval[] = []
  for (const copy of copies) {
    for (const [start, end] of copy?.busy ?? []) if (end > from && start < to) busy.push({ start, end })
  }
  return busy
}

async function fetchText(url: string): Promise<string> {
  // webcal:// is how calendar apps write an https address they subscribe to.
  const target = url.replace(/^webcal:\/\//i, 'https://')
  if (!/^https?:\/\//i.test(target)) throw new Error('not an http(s) address')
  const res = await fetch(target, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const text = await res.text()
  if (text.length > MAX_BYTES) throw new Error('larger than 5 MB')
  return text
}

/** Reads every calendar once; a failure keeps the last good copy and records the error. */
export async function refreshCalendars(
  payload: Payload,
  calendars: { url: string; label?: string | null }[],
  now = Date.now(),
): Promise<CalendarCopy[]> {
  return Promise.all(
    calendars.map(async ({ url, label }) => {
      const previous = await readCopy(payload, url)
      let copy: CalendarCopy
      try {
        const busy = busyFromIcs(await fetchText(url), now - 86_400_000, now + AHEAD_MS)
        copy = {
          url,
          label,
          busy: busy.map((b) => [b.start, b.end]),
          fetchedAt: new Date(now).toISOString(),
          failedAt: null,
          error: null,
        }
      } catch (error) {
        copy = {
          url,
          label,
          busy: previous?.busy ?? [],
          fetchedAt: previous?.fetchedAt ?? null,
          failedAt: new Date(now).toISOString(),
          error: (error as Error).message.slice(0, 200),
        }
        payload.logger.warn({ msg: `External calendar "${label || 'calendar'}" unreadable: ${copy.error}` })
      }
      // Two writers of a new key at once (a save's refresh and the job's): the loser's insert is
      // refused as a duplicate; once the row exists, the second try updates it.
      await payload.kv.set(keyOf(url), copy).catch(() => payload.kv.set(keyOf(url), copy))
      return copy
    }),
  )
}

let lastRun = 0

/**
 * From the minute housekeeping, every REFRESH_MS: a loop that runs on the instance holding the
 * scheduler's lock only (src/lib/jobs/scheduler.ts).
 */
export async function refreshCalendarsIfDue(payload: Payload): Promise<void> {
  if (Date.now() - lastRun < REFRESH_MS) return
  lastRun = Date.now()
  const availability = await payload.findGlobal({ slug: 'consultation-availability', depth: 0, overrideAccess: true })
  const calendars = (availability.calendars ?? []).filter((c) => c.url)
  if (calendars.length) await refreshCalendars(payload, calendars)
}

/** For /monitoring: each calendar's last success and last failure. */
export async function calendarHealth(payload: Payload) {
  const availability = await payload.findGlobal({ slug: 'consultation-availability', depth: 0, overrideAccess: true })
  return Promise.all(
    (availability.calendars ?? []).map(async (c) => {
      const copy = await readCopy(payload, c.url)
      return {
        label: c.label || null,
        fetchedAt: copy?.fetchedAt ?? null,
        failedAt: copy?.failedAt ?? null,
        error: copy?.error ?? null,
        busyTimes: copy?.busy.length ?? 0,
      }
    }),
  )
}
