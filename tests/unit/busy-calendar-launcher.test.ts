/**
 * The external calendars' parse in its child process (src/lib/consultations/busy-calendar-launcher.ts):
 * busy times come back, text that is not iCalendar is answered as such, a rule ical.js cannot
 * expand (its iterator never returns from one step) is abandoned at the deadline, the process with
 * it, and a calendar that fills the parse's heap ends the parse alone, never this process.
 */
import { describe, expect, it } from 'vitest'

import { busyInChild } from '@/lib/consultations/busy-calendar-launcher'

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//unit//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n')
const event = (uid: string, rule: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20260101T100000Z',
  'DTEND:20260101T110000Z',
  rule,
  'END:VEVENT',
]
const from = Date.parse('2027-01-01T00:00:00Z')
const to = Date.parse('2027-01-08T00:00:00Z')

describe('busyInChild', () => {
  it('answers the busy times of a calendar', async () => {
    const result = await busyInChild(calendar(...event('daily@unit', 'RRULE:FREQ=DAILY')), from, to)
    expect(result).toEqual({
      busy: Array.from({ length: 7 }, (_, i) => [
        from + i * 86_400_000 + 10 * 3_600_000,
        from + i * 86_400_000 + 11 * 3_600_000,
      ]),
    })
  })

  it('answers text that is not iCalendar as invalid', async () => {
    expect(await busyInChild('<html>not a calendar</html>', from, to)).toEqual({ failure: 'invalid' })
  })

  it.each(['DAILY', 'HOURLY', 'SECONDLY'])(
    'abandons FREQ=%s;BYMONTH=2;BYMONTHDAY=30 (it never matches) at the deadline',
    async (freq) => {
      const started = Date.now()
      const result = await busyInChild(
        calendar(...event(`never-${freq}@unit`, `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`)),
        from,
        to,
        1500,
      )
      expect(result).toEqual({ failure: 'too-complex' })
      expect(Date.now() - started).toBeLessThan(4000)
    },
    20_000,
  )

  it('answers a calendar that fills the heap as too complex, and this process lives on', async () => {
    // 80,000 events in 5.0 MB, under the 5 MB an answer may have: ical.js holds each as a few
    // objects, and the parse fills a 64 MB heap within a second (256 MB, the site's, takes a few
    // times more text). In a worker thread, a heap filled this way could abort the whole process,
    // the server with it.
    const events = Array.from({ length: 80_000 }, (_, i) =>
      ['BEGIN:VEVENT', `UID:${i}`, 'DTSTART:20270102T100000Z', 'END:VEVENT'].join('\r\n'),
    )
    const text = calendar(events.join('\r\n'))
    expect(text.length).toBeLessThan(5 * 1024 * 1024)
    expect(await busyInChild(text, from, to, 20_000, 64)).toEqual({ failure: 'too-complex' })
    // Still here to answer the next one.
    expect(await busyInChild(calendar(...event('daily@unit', 'RRULE:FREQ=DAILY')), from, to)).toMatchObject({
      busy: expect.any(Array),
    })
  }, 60_000)
})
