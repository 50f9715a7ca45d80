import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { fetchPublic, OutboundError, parseHostList } from '@/lib/security/outbound'

import { busyInChild } from './busy-calendar-launcher'
import type { Interval } from './rules'

/**
 * The owner's external calendars (their busy times block consultation slots): fetched every few
 * minutes by the one instance that holds the scheduler's lock, parsed (busy-calendar.ts, in a
 * child process with a deadline and a heap of its own: busy-calendar-launcher.ts starts it, and
 * busy-calendar-child-main.ts is its body), and kept in payload_kv as the last good copy of each
 * address with the time of its last success and of its last failure. The slots call
 * only reads these copies: an unreachable or broken calendar never makes it fail, it keeps blocking
 * what it blocked when it was last read.
 *
 * An address is whatever someone pasted, fetched by the server: only public internet addresses
 * are read (src/lib/security/outbound.ts), CALENDAR_FETCH_ALLOW_HOSTS naming the hosts let through
 * whatever they resolve to (an intranet's calendar server; the tests' loopback server).
 */
/** How often the `external-calendars` loop reads them (src/lib/jobs/background-loops.ts). */
export const CALENDAR_REFRESH_MS = 5 * 60_000
const FETCH_TIMEOUT_MS = 10_000
const MAX_BYTES = 5 * 1024 * 1024
const DAY_MS = 86_400_000

/**
 * Why a calendar was not read, as stored and shown: a fixed code, never the other side's words.
 * Refused and unreachable addresses share one, so that what the dashboard shows of an address
 * does not tell a host that exists from one that does not, or an internal one from either.
 */
export type CalendarError =
  | 'UNREADABLE'
  | 'HTTP_ERROR'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'NOT_A_CALENDAR'
  | 'TOO_COMPLEX'
  | 'PARSER_UNAVAILABLE'

export interface CalendarCopy {
  url: string
  label?: string | null
  busy: [number, number][]
  fetchedAt: string | null
  failedAt: string | null
  error: CalendarError | null
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

class CalendarFailure extends Error {
  constructor(readonly code: CalendarError) {
    super(code)
  }
}

const OUTBOUND_CODES = {
  refused: 'UNREADABLE',
  unreachable: 'UNREADABLE',
  status: 'HTTP_ERROR',
  'too-large': 'TOO_LARGE',
  redirects: 'TOO_MANY_REDIRECTS',
} as const satisfies Record<string, CalendarError>

async function fetchText(url: string): Promise<string> {
  // webcal:// is how calendar apps write an https address they subscribe to.
  const target = url.trim().replace(/^webcal:\/\//i, 'https://')
  try {
    const body = await fetchPublic(target, {
      allowHosts: parseHostList(process.env.CALENDAR_FETCH_ALLOW_HOSTS),
      maxBytes: MAX_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxRedirects: 3,
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    })
    return body.toString('utf8')
  } catch (error) {
    throw new CalendarFailure(error instanceof OutboundError ? OUTBOUND_CODES[error.kind] : 'UNREADABLE')
  }
}

/** The busy times of a calendar's text, parsed off the server's thread and within its deadline. */
async function parseBusy(payload: Payload, text: string, from: number, to: number): Promise<[number, number][]> {
  const result = await busyInChild(text, from, to)
  if ('busy' in result) return result.busy
  if (result.failure === 'unavailable') {
    payload.logger.error({ msg: `External calendars: the parsing process did not run: ${result.detail}` })
    throw new CalendarFailure('PARSER_UNAVAILABLE')
  }
  throw new CalendarFailure(result.failure === 'too-complex' ? 'TOO_COMPLEX' : 'NOT_A_CALENDAR')
}

/** The horizon of the consultation settings, in days (the window a calendar is expanded over). */
async function horizonDays(payload: Payload): Promise<number> {
  const availability = await payload.findGlobal({ slug: 'consultation-availability', depth: 0, overrideAccess: true })
  return availability.horizonDays
}

/**
 * Reads every calendar once; a failure keeps the last good copy and records its code. Busy times
 * are kept for what can be booked: from now to the horizon (`horizonDays`, read from the settings
 * when not given), and a day more for the Montréal day the horizon ends in.
 */
export async function refreshCalendars(
  payload: Payload,
  calendars: { url: string; label?: string | null }[],
  options: { now?: number; horizonDays?: number } = {},
): Promise<CalendarCopy[]> {
  const now = options.now ?? Date.now()
  const days = options.horizonDays ?? (await horizonDays(payload))
  const until = now + (days + 1) * DAY_MS
  return Promise.all(
    calendars.map(async ({ url, label }) => {
      const previous = await readCopy(payload, url)
      let copy: CalendarCopy
      try {
        const busy = await parseBusy(payload, await fetchText(url), now, until)
        copy = { url, label, busy, fetchedAt: new Date(now).toISOString(), failedAt: null, error: null }
      } catch (error) {
        copy = {
          url,
          label,
          busy: previous?.busy ?? [],
          fetchedAt: previous?.fetchedAt ?? null,
          failedAt: new Date(now).toISOString(),
          error: error instanceof CalendarFailure ? error.code : 'UNREADABLE',
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

/**
 * One turn of the `external-calendars` loop, every CALENDAR_REFRESH_MS on the instance holding the
 * scheduler's lock only (src/lib/jobs/background-loops.ts): reads every calendar the owner listed.
 */
export async function refreshExternalCalendars(payload: Payload): Promise<void> {
  const availability = await payload.findGlobal({ slug: 'consultation-availability', depth: 0, overrideAccess: true })
  const calendars = (availability.calendars ?? []).filter((c) => c.url)
  if (calendars.length) await refreshCalendars(payload, calendars, { horizonDays: availability.horizonDays })
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
