/**
 * The owner's external calendars against a calendar server on loopback (the outside world faked at
 * its own HTTP API): what an address may reach, how much is read, what is kept of a failure, and
 * that a calendar whose rules cannot be expanded in time is abandoned without holding up the
 * server's thread, its last good copy kept.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { PARSE_DEADLINE_MS } from '@/lib/consultations/busy-calendar-launcher'
import { readCopy, refreshCalendars, refreshExternalCalendars, type CalendarCopy } from '@/lib/consultations/external'
import { addDays, ownerDate, ownerInstant } from '@/lib/consultations/rules'
import { seedConsultations } from '@/seed'
import { testPayload } from './helpers/api'

let payload: Awaited<ReturnType<typeof testPayload>>

/** A calendar with one busy hour, 10:00 to 11:00 Montréal time, `days` from now. */
function goodCalendar(days = 5): string {
  const date = addDays(ownerDate(Date.now()), days)
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//int//EN',
    'BEGIN:VEVENT',
    'UID:good@int.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(ownerInstant(date, 600)!)}`,
    `DTEND:${stamp(ownerInstant(date, 660)!)}`,
    'SUMMARY:Private',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/**
 * A rule ical.js expands by scanning every second of a day for its one occurrence (about a
 * millisecond a day), from 1900: finite (the old in-thread parse gave up at its 20,000-step bound,
 * after tens of seconds with the server's thread held) but far past the deadline on any machine.
 */
function slowCalendar(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//int//EN',
    'BEGIN:VEVENT',
    'UID:slow@int.test',
    'DTSTAMP:20260101T000000Z',
    'DTSTART:19000101T030000Z',
    'DTEND:19000101T033000Z',
    'RRULE:FREQ=SECONDLY;BYHOUR=3;BYMINUTE=0;BYSECOND=0',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

const SECRET = 'INTERNAL-ONLY root password is hunter2'

interface Served {
  path: string
  /** Bytes of the huge answer written before the client went away. */
  written?: number
}
const served: Served[] = []
let calendarBody = goodCalendar()
let base = ''
let port = 0
let server: http.Server

const HUGE = 30 * 1024 * 1024

beforeAll(async () => {
  payload = await testPayload()
  await seedConsultations(payload)
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const entry: Served = { path: url.pathname }
    served.push(entry)
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname)
    if (hops) {
      const left = Number(hops[1])
      res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/calendar.ics' })
      return void res.end()
    }
    switch (url.pathname) {
      case '/calendar.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' })
        return void res.end(calendarBody)
      case '/to-loopback-name':
        // The same server under a name that resolves to loopback: refused after the lookup.
        res.writeHead(302, { location: `http://localhost:${port}/calendar.ics` })
        return void res.end()
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' })
        return void res.end()
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' })
        return void res.end()
      case '/secret.html':
        res.writeHead(200, { 'content-type': 'text/html' })
        return void res.end(`${SECRET}\n<html>admin console</html>`)
      case '/error':
        res.writeHead(500, { 'content-type': 'text/plain' })
        return void res.end(SECRET)
      case '/huge.ics': {
        // No Content-Length: only counting while reading can stop it.
        res.writeHead(200, { 'content-type': 'text/calendar' })
        const chunk = Buffer.alloc(64 * 1024, 0x41)
        let written = 0
        const pump = () => {
          while (written < HUGE) {
            written += chunk.length
            entry.written = written
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          res.end()
        }
        res.on('close', () => (entry.written = written))
        return pump()
      }
      default:
        res.writeHead(404)
        res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
}, 120_000)

afterAll(() => server?.close())

afterEach(() => {
  delete process.env.CALENDAR_FETCH_ALLOW_HOSTS
  served.length = 0
  calendarBody = goodCalendar()
})

const refresh = async (url: string): Promise<CalendarCopy> =>
  (await refreshCalendars(payload, [{ url, label: 'Personal' }], { horizonDays: 60 }))[0]!

describe('what a calendar address may reach', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT and metadata addresses, and other schemes, without a connection', async () => {
    const refused = [
      `${base}/calendar.ics`,
      `http://localhost:${port}/calendar.ics`,
      `http://[::1]:${port}/calendar.ics`,
      `http://[::ffff:127.0.0.1]:${port}/calendar.ics`,
      `http://[64:ff9b::7f00:1]:${port}/calendar.ics`,
      `http://0.0.0.0:${port}/calendar.ics`,
      `http://2130706433:${port}/calendar.ics`,
      'http://10.0.0.1/calendar.ics',
      'http://172.16.5.4/calendar.ics',
      'http://192.168.1.1/calendar.ics',
      'http://100.64.0.1/calendar.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/calendar.ics',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:25/',
      `webcal://127.0.0.1:${port}/calendar.ics`,
    ]
    for (const url of refused) {
      const copy = await refresh(url)
      expect(copy.error, url).toBe('UNREADABLE')
      expect(copy.busy, url).toEqual([])
    }
    expect(served).toEqual([])
  })

  it('CALENDAR_FETCH_ALLOW_HOSTS lets the named host through, and nothing else', async () => {
    process.env.CALENDAR_FETCH_ALLOW_HOSTS = 'calendar.intranet.test, 127.0.0.1'
    const copy = await refresh(`${base}/calendar.ics`)
    expect(copy.error).toBeNull()
    expect(copy.busy).toHaveLength(1)
    // The same loopback server under another name is not named by the list.
    expect((await refresh(`http://localhost:${port}/calendar.ics`)).error).toBe('UNREADABLE')
    expect(served.map((s) => s.path)).toEqual(['/calendar.ics'])
  })

  it('follows at most 3 redirects, each checked again: none to loopback by name, metadata or another scheme', async () => {
    process.env.CALENDAR_FETCH_ALLOW_HOSTS = '127.0.0.1'
    expect((await refresh(`${base}/redirect/3`)).error).toBeNull()
    served.length = 0
    expect((await refresh(`${base}/redirect/4`)).error).toBe('TOO_MANY_REDIRECTS')
    expect(served.map((s) => s.path)).toEqual(['/redirect/4', '/redirect/3', '/redirect/2', '/redirect/1'])
    for (const hop of ['/to-loopback-name', '/to-metadata', '/to-file']) {
      served.length = 0
      expect((await refresh(`${base}${hop}`)).error, hop).toBe('UNREADABLE')
      expect(served.map((s) => s.path)).toEqual([hop])
    }
  })

  it('stops reading at 5 MB, and keeps no word of an answer in what it stores', async () => {
    process.env.CALENDAR_FETCH_ALLOW_HOSTS = '127.0.0.1'
    const huge = await refresh(`${base}/huge.ics`)
    expect(huge.error).toBe('TOO_LARGE')
    await new Promise((r) => setTimeout(r, 200))
    const written = served.find((s) => s.path === '/huge.ics')!.written!
    // The connection was dropped soon after the limit (socket buffers aside), not read to the end.
    expect(written).toBeLessThan(12 * 1024 * 1024)

    const page = await refresh(`${base}/secret.html`)
    expect(page.error).toBe('NOT_A_CALENDAR')
    const failed = await refresh(`${base}/error`)
    expect(failed.error).toBe('HTTP_ERROR')
    // A port nobody listens on reads as a refused address does.
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect((await refresh(`http://127.0.0.1:${closedPort}/calendar.ics`)).error).toBe('UNREADABLE')
    for (const url of [`${base}/secret.html`, `${base}/error`]) {
      expect(JSON.stringify(await readCopy(payload, url))).not.toContain('INTERNAL-ONLY')
    }
  })
})

describe('a calendar whose rules cannot be expanded in time', () => {
  it('is abandoned at its deadline, off the server’s thread, by the job and by a save; the last good copy stays', async () => {
    process.env.CALENDAR_FETCH_ALLOW_HOSTS = '127.0.0.1'
    // An address no earlier test stored a copy of: the good copy below is then the save's own,
    // never an older one the save's refresh replaces a moment later.
    const url = `${base}/calendar.ics?abandoned`
    await payload.updateGlobal({
      slug: 'consultation-availability',
      data: { calendars: [{ label: 'Personal', url }], horizonDays: 60 } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // The save reads it at once (in the background).
    let good: CalendarCopy | undefined
    for (let i = 0; i < 100 && !good?.fetchedAt; i++) {
      await new Promise((r) => setTimeout(r, 100))
      good = await readCopy(payload, url)
    }
    expect(good?.error).toBeNull()
    expect(good!.busy).toHaveLength(1)

    calendarBody = slowCalendar()
    // The event loop ticks every 50 ms while the job runs; the longest gap is how long the server's
    // thread was held.
    let last = performance.now()
    let longestGap = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      longestGap = Math.max(longestGap, now - last)
      last = now
    }, 50)
    const started = performance.now()
    try {
      await refreshExternalCalendars(payload)
    } finally {
      clearInterval(ticker)
    }
    const took = performance.now() - started
    const failed = await readCopy(payload, url)
    expect(failed).toMatchObject({ error: 'TOO_COMPLEX', busy: good!.busy, fetchedAt: good!.fetchedAt })
    expect(failed!.failedAt).not.toBeNull()
    expect(took).toBeLessThan(PARSE_DEADLINE_MS + 3000)
    expect(longestGap).toBeLessThan(1000)

    // Saved again (the owner edits another setting): the same, from the save's own refresh.
    const before = failed!.failedAt
    await payload.updateGlobal({
      slug: 'consultation-availability',
      data: { bufferAfterMinutes: 10 } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    let again = failed
    for (let i = 0; i < 150 && again?.failedAt === before; i++) {
      await new Promise((r) => setTimeout(r, 100))
      again = await readCopy(payload, url)
    }
    expect(again).toMatchObject({ error: 'TOO_COMPLEX', busy: good!.busy, fetchedAt: good!.fetchedAt })
  })
})
