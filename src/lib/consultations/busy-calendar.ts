import ICAL from 'ical.js'

import { addDays, ownerInstant, type Interval } from './rules'

/**
 * The busy times of an iCalendar text (the "secret address in iCal format" of a Google, Apple or
 * Outlook calendar) between `from` and `to`, read with ical.js (Mozilla's parser): recurring events
 * expanded by their RRULE/RDATE, minus EXDATE, with each RECURRENCE-ID override replacing its
 * occurrence. Times resolve through the calendar's own VTIMEZONEs; an all-day event blocks its
 * whole day in Montréal. Free (TRANSP:TRANSPARENT) and cancelled events block nothing. Throws on
 * text that is not iCalendar, so the caller keeps its last good copy.
 */
export function busyFromIcs(text: string, from: number, to: number): Interval[] {
  const root = new ICAL.Component(ICAL.parse(text))
  if (root.name !== 'vcalendar') throw new Error('not a VCALENDAR')
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtz)
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone)
  }
  const masters = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Event[] = []
  for (const vevent of root.getAllSubcomponents('vevent')) {
    // Given no exceptions, ical.js's Event scans every VEVENT of the calendar for overrides (any
    // UID's): quadratic, 18 s for a calendar of 10,000 events. They are related below, by UID.
    const event = new ICAL.Event(vevent, { exceptions: [] })
    if (event.isRecurrenceException()) exceptions.push(event)
    else masters.set(event.uid, event)
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception)

  const busy: Interval[] = []
  const add = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return
    const interval = start.isDate
      ? wholeDays(start, end)
      : { start: start.toJSDate().getTime(), end: end.toJSDate().getTime() }
    if (interval.end > from && interval.start < to) busy.push(interval)
  }
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      add(event.component, event.startDate, event.endDate ?? event.startDate)
      continue
    }
    const it = event.iterator()
    // Bounded however the rule is written: at most 20,000 steps (55 years of a daily series) to
    // reach the window, at most 1,500 occurrences inside it.
    let inside = 0
    for (let i = 0, next = it.next(); next && i < 20_000 && inside < 1500; i++, next = it.next()) {
      const details = event.getOccurrenceDetails(next)
      const start = details.startDate.toJSDate().getTime()
      if (start >= to) break
      if (details.endDate.toJSDate().getTime() <= from) continue
      inside++
      add(details.item.component, details.startDate, details.endDate)
    }
  }
  // Overrides of a series whose master is not in the feed still block their own time.
  for (const exception of exceptions) {
    if (!masters.has(exception.uid))
      add(exception.component, exception.startDate, exception.endDate ?? exception.startDate)
  }
  return busy
}

/** An all-day event (DATE values) as Montréal's days it covers. */
function wholeDays(start: ICAL.Time, end: ICAL.Time): Interval {
  const day = (t: ICAL.Time) =>
    `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`
  const first = day(start)
  const last = end && end.compare(start) > 0 ? day(end) : addDays(first, 1)
  return { start: ownerInstant(first, 0) ?? 0, end: ownerInstant(last, 0) ?? 0 }
}
