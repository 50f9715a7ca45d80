/**
 * A calendar server on loopback, the outside world of the owner's external calendars faked at its
 * own HTTP API: a good calendar, a hostile one (recurrence rules ical.js cannot expand in time),
 * redirect chains, redirects to internal addresses and a 30 MB answer. It records what it was
 * asked, and how much of the huge answer was written before the reader went away.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Site } from './site'

const HUGE_BYTES = 30 * 1024 * 1024

/** Rules that never match (ical.js's iterator does not return from one step) and one that matches rarely, from 2000. */
export function hostileCalendar(): string {
  const event = (uid: string, rule: string, start = '20000101T030000Z') => [
    'BEGIN:VEVENT',
    `UID:${uid}@reliability.test`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${start.replace('T03', 'T04')}`,
    `RRULE:${rule}`,
    'END:VEVENT',
  ]
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//reliability//EN',
    ...event('never-daily', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
    ...event('never-hourly', 'FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30'),
    ...event('never-secondly', 'FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30'),
    ...event('rare-minutely', 'FREQ=MINUTELY;BYHOUR=3'),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/** One busy hour, five days from now. */
export function goodCalendar(): string {
  const start = new Date(Date.now() + 5 * 86_400_000)
  start.setUTCHours(15, 0, 0, 0)
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//reliability//EN',
    'BEGIN:VEVENT',
    'UID:good@reliability.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

export interface CalendarServer {
  base: string
  port: number
  /** Paths asked, in order. */
  asked: string[]
  /** Bytes of /huge.ics written before its reader went away (the last request's). */
  hugeWritten: () => number
  /** What /switch.ics serves: a good calendar, then the same address turned hostile. */
  serve: (kind: 'good' | 'hostile') => void
  close: () => Promise<void>
}

export async function startCalendarServer(): Promise<CalendarServer> {
  const asked: string[] = []
  let hugeWritten = 0
  let port = 0
  let switched: 'good' | 'hostile' = 'good'
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    asked.push(path)
    const hops = /^\/redirect\/(\d+)$/.exec(path)
    if (hops) {
      const left = Number(hops[1])
      res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/good.ics' })
      return void res.end()
    }
    const redirect = (location: string) => {
      res.writeHead(302, { location })
      res.end()
    }
    switch (path) {
      case '/good.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' })
        return void res.end(goodCalendar())
      case '/hostile.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' })
        return void res.end(hostileCalendar())
      case '/switch.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' })
        return void res.end(switched === 'good' ? goodCalendar() : hostileCalendar())
      case '/to-loopback-name':
        return redirect(`http://localhost:${port}/internal-secret`)
      case '/to-ipv6-loopback':
        return redirect(`http://[::1]:${port}/internal-secret`)
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/')
      case '/to-file':
        return redirect('file:///etc/passwd')
      case '/internal-secret':
        res.writeHead(200, { 'content-type': 'text/plain' })
        return void res.end('INTERNAL-SECRET-LINE')
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' })
        return void res.end('INTERNAL-SECRET-LINE\n<html></html>')
      case '/huge.ics': {
        res.writeHead(200, { 'content-type': 'text/calendar' })
        const chunk = Buffer.alloc(64 * 1024, 0x41)
        let written = 0
        hugeWritten = 0
        const pump = () => {
          while (written < HUGE_BYTES) {
            written += chunk.length
            hugeWritten = written
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          res.end()
        }
        res.on('error', () => {})
        return pump()
      }
      default:
        res.writeHead(404)
        res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    asked,
    hugeWritten: () => hugeWritten,
    serve: (kind) => void (switched = kind),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The stored copy of one calendar address (src/lib/consultations/external.ts keys it so). */
export async function storedCopy(
  site: Site,
  url: string,
): Promise<{ error: string | null; fetchedAt: string | null; failedAt: string | null; busy: unknown[] } | undefined> {
  const key = `consultations:calendar:${crypto.createHash('sha256').update(url).digest('hex').slice(0, 32)}`
  const [row] = await site.query<{ data: never }>('SELECT data FROM payload_kv WHERE key = $1', [key])
  return row?.data
}

/** The codes a failed calendar may be stored with: fixed, never words of the answer. */
export const CALENDAR_ERRORS = new Set([
  'UNREADABLE',
  'HTTP_ERROR',
  'TOO_LARGE',
  'TOO_MANY_REDIRECTS',
  'NOT_A_CALENDAR',
  'TOO_COMPLEX',
  'PARSER_UNAVAILABLE',
])
