/**
 * The external calendars' parse in its worker thread (src/lib/consultations/busy-calendar-thread.ts):
 * busy times come back, text that is not iCalendar is answered as such, and a rule ical.js cannot
 * expand (its iterator never returns from one step) is abandoned at the deadline, the thread with it.
 */
import { describe, expect, it } from 'vitest'

import { busyInWorker } from '@/lib/consultations/busy-calendar-thread'

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

describe('busyInWorker', () => {
  it('answers the busy times of a calendar', async () => {
    const result = await busyInWorker(calendar(...event('daily@unit', 'RRULE:FREQ=DAILY')), from, to)
    expect(result).toEqual({
      busy: Array.from({ length: 7 }, (_, i) => [
        from + i * 86_400_000 + 10 * 3_600_000,
        from + i * 86_400_000 + 11 * 3_600_000,
      ]),
    })
  })

  it('answers text that is not iCalendar as invalid', async () => {
    expect(await busyInWorker('<html>not a calendar</html>', from, to)).toEqual({ failure: 'invalid' })
  })

  it.each(['DAILY', 'HOURLY', 'SECONDLY'])(
    'abandons FREQ=%s;BYMONTH=2;BYMONTHDAY=30 (it never matches) at the deadline',
    async (freq) => {
      const started = Date.now()
      const result = await busyInWorker(
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
})
