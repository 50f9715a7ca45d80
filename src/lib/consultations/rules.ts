import { TZDate } from '@date-fns/tz'

/**
 * The bookable times of a consultation type, from the owner's availability. Pure: every
 * moment is a number of milliseconds since the epoch (UTC); the owner's rules are wall-clock times
 * in America/Toronto, turned into UTC day by day, so a day of 23 or 25 hours (the March and
 * November switches) gets exactly the times its wall clock shows. The visitor's own zone never
 * enters here: it only changes how the page writes the same instants.
 *
 * A candidate time is blocked by a busy interval when [start − buffer before, end + buffer after)
 * overlaps it. A booked consultation is stored with that same range (blockedFrom/blockedUntil), the
 * range the database's exclusion constraint compares, so what this module offers and what the
 * database accepts agree.
 */

export const OWNER_TIME_ZONE = 'America/Toronto'

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export const OVERRIDE_KINDS = ['extra', 'off'] as const
export type OverrideKind = (typeof OVERRIDE_KINDS)[number]

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/
/** "09:30", "24:00" (the end of a day). */
export const isClockTime = (value: string) => CLOCK.test(value)
const clockMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))

export interface AvailabilityRules {
  weekly: { weekday: Weekday; from: string; to: string }[]
  overrides: { date: string; kind: OverrideKind; from?: string | null; to?: string | null }[]
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  minimumNoticeHours: number
  horizonDays: number
  /** 0: no limit. */
  maxPerDay: number
  slotStepMinutes: number
}

export interface Interval {
  start: number
  end: number
}

export interface SlotInput {
  rules: AvailabilityRules
  durationMinutes: number
  /** First day, YYYY-MM-DD in Montréal. */
  from: string
  days: number
  now: number
  /** What is already taken: consultations (their blocked ranges), class sessions, external events. */
  busy: Interval[]
  /** Consultations already held per Montréal day (YYYY-MM-DD), for maxPerDay. */
  bookedPerDay?: ReadonlyMap<string, number>
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** YYYY-MM-DD `n` days after `date` (calendar arithmetic, no zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!

const ownerDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: OWNER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** The Montréal date of an instant. */
export const ownerDate = (at: number) => ownerDay.format(at)

/**
 * The instant of a wall-clock time in Montréal, or undefined when that time does not exist (the
 * hour skipped in March). An hour that happens twice (November) is its first occurrence.
 */
export function ownerInstant(date: string, minutes: number): number | undefined {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const at = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, OWNER_TIME_ZONE)
  // TZDate moves a time in the gap forward; reading it back tells.
  if (at.getDate() !== d || at.getHours() * 60 + at.getMinutes() !== minutes % (24 * 60)) {
    return minutes === 24 * 60 ? ownerInstant(addDays(date, 1), 0) : undefined
  }
  return at.getTime()
}

const offsetParts = new Intl.DateTimeFormat('en-US', {
  timeZone: OWNER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
})
/** Montréal's offset from UTC at an instant, in ms (negative: behind UTC). */
function offsetAt(at: number): number {
  const p = Object.fromEntries(offsetParts.formatToParts(at).map((x) => [x.type, x.value]))
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute))
  return wall - Math.floor(at / MINUTE) * MINUTE
}

/**
 * Wall-clock minutes of one Montréal day → instants. On the 363 days a year without a switch the
 * offset is the same all day: two offset readings, then arithmetic. On a switch day every time
 * goes through ownerInstant, which knows the skipped and the repeated hour.
 */
function dayClock(date: string): (minutes: number) => number | undefined {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`)
  // Just before the day begins in Montréal (UTC−4 or −5) and just after it ends.
  const early = offsetAt(midnightUtc + 3 * 60 * MINUTE)
  const late = offsetAt(midnightUtc + 29 * 60 * MINUTE)
  if (early !== late) return (minutes) => ownerInstant(date, minutes)
  return (minutes) => midnightUtc + minutes * MINUTE - early
}

/** The owner's open intervals of one Montréal day, in wall-clock minutes. */
export function openMinutes(rules: AvailabilityRules, date: string): [number, number][] {
  const overrides = rules.overrides.filter((o) => o.date === date)
  if (overrides.some((o) => o.kind === 'off')) return []
  const weekday = weekdayOf(date)
  const open: [number, number][] = rules.weekly
    .filter((w) => w.weekday === weekday)
    .map((w) => [clockMinutes(w.from), clockMinutes(w.to)])
  for (const o of overrides) {
    if (o.kind === 'extra' && o.from && o.to && isClockTime(o.from) && isClockTime(o.to)) {
      open.push([clockMinutes(o.from), clockMinutes(o.to)])
    }
  }
  return open.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0])
}

/** Busy intervals sorted and merged, so that one binary search answers "is this free?". */
export function mergeBusy(busy: Interval[]): Interval[] {
  const sorted = busy.filter((b) => b.end > b.start).sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const b of sorted) {
    const last = merged[merged.length - 1]
    if (last && b.start <= last.end) last.end = Math.max(last.end, b.end)
    else merged.push({ start: b.start, end: b.end })
  }
  return merged
}

/** Whether [start, end) overlaps a merged busy list. */
export function overlaps(merged: Interval[], start: number, end: number): boolean {
  let lo = 0
  let hi = merged.length
  // First interval ending after `start`.
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (merged[mid]!.end <= start) lo = mid + 1
    else hi = mid
  }
  return lo < merged.length && merged[lo]!.start < end
}

/** The range a consultation at `start` holds, buffers included (what the exclusion constraint compares). */
export function blockedRange(rules: AvailabilityRules, start: number, durationMinutes: number): Interval {
  return {
    start: start - rules.bufferBeforeMinutes * MINUTE,
    end: start + (durationMinutes + rules.bufferAfterMinutes) * MINUTE,
  }
}

interface Candidate {
  start: number
  end: number
  date: string
}

/** Every start time of a day's open intervals on the owner's grid, before any other rule. */
function dayCandidates(rules: AvailabilityRules, date: string, durationMinutes: number): Candidate[] {
  const step = Math.max(5, rules.slotStepMinutes)
  const out: Candidate[] = []
  const seen = new Set<number>()
  const clock = dayClock(date)
  for (const [from, to] of openMinutes(rules, date)) {
    // The interval's end on the wall clock, as an instant: a call may not run past it, even on a
    // day whose clock jumps.
    const close = clock(to)
    for (let m = from; m + durationMinutes <= to; m += step) {
      const start = clock(m)
      if (start === undefined || seen.has(start)) continue
      const end = start + durationMinutes * MINUTE
      if (close !== undefined && end > close) continue
      seen.add(start)
      out.push({ start, end, date })
    }
  }
  return out.sort((a, b) => a.start - b.start)
}

export type SlotRefusal = 'past' | 'notice' | 'horizon' | 'unavailable' | 'offGrid' | 'taken'

/** Why a candidate is not bookable now, or undefined when it is. */
function refusal(input: SlotInput, merged: Interval[], c: Candidate): SlotRefusal | undefined {
  const { rules, now } = input
  if (c.start <= now) return 'past'
  if (c.start < now + rules.minimumNoticeHours * 60 * MINUTE) return 'notice'
  if (c.start > now + rules.horizonDays * DAY) return 'horizon'
  if (rules.maxPerDay > 0 && (input.bookedPerDay?.get(c.date) ?? 0) >= rules.maxPerDay) return 'taken'
  const blocked = blockedRange(rules, c.start, input.durationMinutes)
  if (overlaps(merged, blocked.start, blocked.end)) return 'taken'
  return undefined
}

/** The bookable times of `days` Montréal days from `from`, in order. */
export function computeSlots(input: SlotInput): Interval[] {
  const merged = mergeBusy(input.busy)
  const slots: Interval[] = []
  const last = input.now + input.rules.horizonDays * DAY
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i)
    // Days wholly past or beyond the horizon have nothing to offer (the ±1 day covers any offset).
    const noon = Date.parse(`${date}T12:00:00Z`)
    if (noon + DAY < input.now || noon - DAY > last) continue
    for (const c of dayCandidates(input.rules, date, input.durationMinutes)) {
      if (!refusal(input, merged, c)) slots.push({ start: c.start, end: c.end })
    }
  }
  return slots
}

/**
 * Why `start` cannot be booked (the 400s and 409 of POST /api/consultations), or undefined when it
 * can. The rules in the order a visitor can act on: a time in the past, too soon, too far, not an
 * hour the owner works, not on the grid, then taken.
 */
export function checkStart(input: Omit<SlotInput, 'from' | 'days'>, start: number): SlotRefusal | undefined {
  const { rules, now } = input
  if (start <= now) return 'past'
  if (start < now + rules.minimumNoticeHours * 60 * MINUTE) return 'notice'
  if (start > now + rules.horizonDays * DAY) return 'horizon'
  const date = ownerDate(start)
  const end = start + input.durationMinutes * MINUTE
  const inside = openMinutes(rules, date).some(([from, to]) => {
    const open = ownerInstant(date, from)
    const close = ownerInstant(date, to)
    return open !== undefined && close !== undefined && start >= open && end <= close
  })
  if (!inside) return 'unavailable'
  const candidate = dayCandidates(rules, date, input.durationMinutes).find((c) => c.start === start)
  if (!candidate) return 'offGrid'
  return refusal({ ...input, from: date, days: 1 }, mergeBusy(input.busy), candidate)
}
