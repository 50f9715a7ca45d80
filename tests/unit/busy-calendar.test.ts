/**
 * busyFromIcs (src/lib/consultations/busy-calendar.ts) on its own thread: an override
 * (RECURRENCE-ID) moves an occurrence of its own series only, whatever else the calendar holds at
 * the same time.
 */
import { describe, expect, it } from 'vitest'

import { busyFromIcs } from '@/lib/consultations/busy-calendar'

const series = (uid: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20270104T150000Z',
  'DTEND:20270104T160000Z',
  'RRULE:FREQ=DAILY;COUNT=3',
  'END:VEVENT',
]

describe('busyFromIcs', () => {
  it('applies an override to its own series only', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//unit//EN',
      ...series('a@unit'),
      ...series('b@unit'),
      // b's second occurrence moves two hours later; a's stays.
      'BEGIN:VEVENT',
      'UID:b@unit',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID:20270105T150000Z',
      'DTSTART:20270105T170000Z',
      'DTEND:20270105T180000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    const busy = busyFromIcs(text, Date.parse('2027-01-01T00:00:00Z'), Date.parse('2027-01-10T00:00:00Z'))
    const starts = busy.map((b) => new Date(b.start).toISOString()).sort()
    expect(starts).toEqual([
      '2027-01-04T15:00:00.000Z',
      '2027-01-04T15:00:00.000Z',
      '2027-01-05T15:00:00.000Z',
      '2027-01-05T17:00:00.000Z',
      '2027-01-06T15:00:00.000Z',
      '2027-01-06T15:00:00.000Z',
    ])
  })
})
