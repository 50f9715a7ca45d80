/**
 * bench/consultation-slots: the server's slot computation for 60 days with 3 busy external
 * calendars of 500 events each (a third of them weekly series, with EXDATEs and moved
 * occurrences), plus 120 booked consultations and 40 class sessions. What a slots call does once
 * the busy times are read: the calendars' busy times come from their stored copies (already
 * parsed), so the figure is the rules over them (merge, grid, DST-correct day by day). The parse of
 * the three calendars, done by the refresh job every 5 minutes and not by the call, is printed
 * beside, in this thread and in child processes as the refresh runs it. Target: p95 ≤ 50 ms. Prints figures; exits 1 when the p95 is over.
 *
 *   npx tsx bench/consultation-slots.ts        (BENCH_ROUNDS=200 by default)
 */
import { vtimezone } from '@/lib/calendar/vtimezone'
import { busyFromIcs } from '@/lib/consultations/busy-calendar'
import { busyInChild, PARSE_DEADLINE_MS } from '@/lib/consultations/busy-calendar-launcher'
import {
  addDays,
  computeSlots,
  ownerDate,
  ownerInstant,
  type AvailabilityRules,
  type Interval,
} from '@/lib/consultations/rules'

const ROUNDS = Number(process.env.BENCH_ROUNDS || 200)
const DAYS = 60
const now = Date.now()
const today = ownerDate(now)

const rules: AvailabilityRules = {
  weekly: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).flatMap((weekday) => [
    { weekday, from: '09:00', to: '12:00' },
    { weekday, from: '13:00', to: '19:00' },
  ]),
  overrides: [
    { date: addDays(today, 10), kind: 'off' },
    { date: addDays(today, 13), kind: 'extra', from: '10:00', to: '14:00' },
  ],
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  maxPerDay: 0,
  slotStepMinutes: 15,
}

let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const wall = (date: string, minutes: number) =>
  `${date.replace(/-/g, '')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`

/** A calendar of 500 events in the next 60 days: a third weekly series (with an EXDATE and a moved occurrence). */
function calendar(n: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN', vtimezone('America/Toronto').trimEnd()]
  for (let i = 0; i < 500; i++) {
    const day = addDays(today, Math.floor(random() * DAYS))
    const start = Math.floor(random() * 92) * 15
    const uid = `bench-${n}-${i}@bench`
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=America/Toronto:${wall(day, start)}`,
      `DTEND;TZID=America/Toronto:${wall(day, start + 30 + Math.floor(random() * 4) * 15)}`,
    )
    if (i % 3 === 0)
      lines.push('RRULE:FREQ=WEEKLY;COUNT=8', `EXDATE;TZID=America/Toronto:${wall(addDays(day, 7), start)}`)
    lines.push('END:VEVENT')
    if (i % 3 === 0) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        `RECURRENCE-ID;TZID=America/Toronto:${wall(addDays(day, 14), start)}`,
        `DTSTART;TZID=America/Toronto:${wall(addDays(day, 14), start + 60)}`,
        `DTEND;TZID=America/Toronto:${wall(addDays(day, 14), start + 90)}`,
        'END:VEVENT',
      )
    }
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\r\n')
}

const texts = [1, 2, 3].map(calendar)
const horizon = now + (DAYS + 2) * 86_400_000
const parseStart = performance.now()
const external = texts.flatMap((t) => busyFromIcs(t, now - 86_400_000, horizon))
const parseMs = performance.now() - parseStart
// What the refresh does now: each calendar in a child process of its own (its start included).
const workerStart = performance.now()
const inWorker = await Promise.all(texts.map((t) => busyInChild(t, now - 86_400_000, horizon)))
const workerMs = performance.now() - workerStart
const workerBusy = inWorker.reduce((n, r) => n + ('busy' in r ? r.busy.length : Number.NaN), 0)

const booked: Interval[] = Array.from({ length: 160 }, () => {
  const start = ownerInstant(addDays(today, Math.floor(random() * DAYS)), 9 * 60 + Math.floor(random() * 36) * 15)!
  return { start, end: start + 45 * 60_000 }
})
const busy = [...external, ...booked]

const timings: number[] = []
let count = 0
for (let i = 0; i < ROUNDS + 20; i++) {
  const t0 = performance.now()
  count = computeSlots({ rules, durationMinutes: 30, from: today, days: DAYS, now, busy: [...busy] }).length
  if (i >= 20) timings.push(performance.now() - t0)
}
timings.sort((a, b) => a - b)
const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!
console.log(
  `busy intervals: ${external.length} from 3 calendars (1,500 events, series expanded) + ${booked.length} booked`,
)
console.log(`parse of the 3 calendars (refresh job, not the call): ${parseMs.toFixed(1)} ms`)
console.log(
  `the same in child processes, one after the other as the refresh runs them: ${workerMs.toFixed(1)} ms (${workerBusy} busy intervals; deadline ${PARSE_DEADLINE_MS} ms each)`,
)
console.log(`slots for ${DAYS} days: ${count} free times; ${ROUNDS} rounds after 20 of warm-up`)
console.log(
  `p50 ${pct(50).toFixed(2)} ms · p95 ${pct(95).toFixed(2)} ms · max ${timings.at(-1)!.toFixed(2)} ms (target p95 ≤ 50 ms)`,
)
process.exit(pct(95) <= 50 ? 0 : 1)
