/**
 * iCalendar as a strict reader sees it: what the site sends is parsed by ical.js (Mozilla's, the
 * parser of Thunderbird), a library independent of the one that writes it (ical-generator), and
 * held to the structural rules of RFC 5545 and of the scheduling methods of RFC 5546 that calendar
 * programs rely on. The problems come back as a list, so that one failing run shows all of them.
 *
 * The times are resolved through the VTIMEZONE the object carries, never through the reader's own
 * time-zone database: a client without one (Outlook) sees exactly this.
 */
import ICAL from 'ical.js'

export interface CalendarTime {
  /** As written: the wall-clock time in its zone, 20270314T013000. */
  wall: string
  tzid: string | undefined
  /** The instant, resolved through the object's own VTIMEZONE (undefined when it has none). */
  instant: Date | undefined
  /** The zone's offset from UTC at that time, +/-HH:MM, from the object's own VTIMEZONE. */
  offset: string | undefined
}

export interface CalendarEvent {
  uid: string
  sequence: number
  status: string | undefined
  summary: string
  organizer: string
  attendees: string[]
  start: CalendarTime
  end: CalendarTime
}

export interface CheckedCalendar {
  method: string
  /** The TZIDs of the VTIMEZONE components. */
  timezones: string[]
  events: CalendarEvent[]
  /** Every rule broken, in words; empty for a valid object. */
  problems: string[]
}

/** Properties whose values may carry a TZID (RFC 5545 3.2.19). */
const ZONED = ['dtstart', 'dtend', 'due', 'recurrence-id', 'exdate', 'rdate']

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')
const stamp = (t: ICAL.Time) =>
  `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}${pad(t.second)}`
const formatOffset = (seconds: number) =>
  `${seconds < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(seconds) / 3600))}:${pad((Math.abs(seconds) % 3600) / 60)}`

function text(component: ICAL.Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name)
  return value === null || value === undefined ? undefined : String(value)
}

/** Lines are CRLF-terminated and folded at 75 octets (RFC 5545 3.1). */
function lineProblems(content: string): string[] {
  const problems: string[] = []
  if (!content.endsWith('\r\n')) problems.push('the object does not end with CRLF')
  const lines = content.replace(/\r\n$/, '').split('\r\n')
  lines.forEach((line, i) => {
    if (line.includes('\n') || line.includes('\r')) problems.push(`line ${i + 1} has a bare LF or CR`)
    const octets = Buffer.byteLength(line, 'utf8')
    if (octets > 75) problems.push(`line ${i + 1} is ${octets} octets long (more than 75): ${line.slice(0, 40)}…`)
  })
  return problems
}

/** A VTIMEZONE has a TZID and at least one STANDARD or DAYLIGHT with DTSTART, TZOFFSETFROM and TZOFFSETTO. */
function zoneProblems(zone: ICAL.Component): string[] {
  const tzid = text(zone, 'tzid')
  if (!tzid) return ['a VTIMEZONE has no TZID']
  const rules = [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')]
  if (rules.length === 0) return [`VTIMEZONE ${tzid} has neither STANDARD nor DAYLIGHT`]
  return rules.flatMap((rule) =>
    ['dtstart', 'tzoffsetfrom', 'tzoffsetto']
      .filter((name) => !rule.hasProperty(name))
      .map((name) => `VTIMEZONE ${tzid}: a ${rule.name.toUpperCase()} has no ${name.toUpperCase()}`),
  )
}

function calendarTime(event: ICAL.Component, name: string, zones: Map<string, ICAL.Timezone>): CalendarTime {
  const property = event.getFirstProperty(name)!
  const value = property.getFirstValue() as ICAL.Time
  const tzid = property.getParameter('tzid') as string | undefined
  const wall = stamp(value)
  if (value.isDate) return { wall, tzid, instant: undefined, offset: undefined }
  // The wall-clock fields as if they were UTC, then corrected by the zone's offset at that time.
  const asUtc = Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second)
  if (!tzid) {
    const utc = /Z$/.test(String(property.toICALString()))
    return { wall, tzid, instant: utc ? new Date(asUtc) : undefined, offset: utc ? '+00:00' : undefined }
  }
  const zone = zones.get(tzid)
  if (!zone) return { wall, tzid, instant: undefined, offset: undefined }
  const offset = zone.utcOffset(value)
  return { wall, tzid, instant: new Date(asUtc - offset * 1000), offset: formatOffset(offset) }
}

function mailto(value: string | undefined): string {
  return (value ?? '').replace(/^mailto:/i, '')
}

/** Parses `content` strictly and checks it; throws only when ical.js cannot read it at all. */
export function checkCalendar(content: string, expectedMethod?: 'REQUEST' | 'CANCEL'): CheckedCalendar {
  const problems = lineProblems(content)
  const root = new ICAL.Component(ICAL.parse(content) as unknown[])
  if (root.name !== 'vcalendar') problems.push(`the object is a ${root.name}, not a VCALENDAR`)
  if (text(root, 'version') !== '2.0') problems.push(`VERSION is ${text(root, 'version')}, not 2.0`)
  if (!text(root, 'prodid')) problems.push('no PRODID')
  const method = text(root, 'method') ?? ''
  if (!method) problems.push('no METHOD')
  if (expectedMethod && method !== expectedMethod) problems.push(`METHOD is ${method}, not ${expectedMethod}`)

  const zoneComponents = root.getAllSubcomponents('vtimezone')
  problems.push(...zoneComponents.flatMap(zoneProblems))
  const zones = new Map(
    zoneComponents
      .filter((z) => text(z, 'tzid'))
      .map((z) => [text(z, 'tzid')!, new ICAL.Timezone({ component: z, tzid: text(z, 'tzid')! })]),
  )

  // RFC 5545 3.2.19 and 3.6.5: every TZID a property names has its VTIMEZONE in the same object.
  const used = new Set<string>()
  const walk = (component: ICAL.Component) => {
    if (component.name === 'vtimezone') return
    for (const property of component.getAllProperties()) {
      const tzid = property.getParameter('tzid')
      if (typeof tzid === 'string' && ZONED.includes(property.name)) used.add(tzid)
    }
    component.getAllSubcomponents().forEach(walk)
  }
  walk(root)
  for (const tzid of used)
    if (!zones.has(tzid)) problems.push(`TZID ${tzid} is used but the object has no VTIMEZONE for it`)

  const events = root.getAllSubcomponents('vevent').map((event): CalendarEvent => {
    const uid = text(event, 'uid') ?? ''
    const where = `VEVENT ${uid || '(no UID)'}`
    // RFC 5545 3.6.1 and RFC 5546 3.2.2 (REQUEST) / 3.2.5 (CANCEL).
    for (const name of ['uid', 'dtstamp', 'dtstart', 'organizer', 'sequence']) {
      if (!event.hasProperty(name)) problems.push(`${where} has no ${name.toUpperCase()}`)
    }
    if (event.hasProperty('dtend') && event.hasProperty('duration')) problems.push(`${where} has DTEND and DURATION`)
    const dtstamp = event.getFirstProperty('dtstamp')
    if (dtstamp && !/Z$/.test(dtstamp.toICALString())) problems.push(`${where}: DTSTAMP is not in UTC`)
    const sequence = Number(event.getFirstPropertyValue('sequence') ?? 0)
    if (!Number.isInteger(sequence) || sequence < 0 || sequence > 2 ** 31 - 1)
      problems.push(`${where}: SEQUENCE ${sequence} is not a non-negative 32-bit integer`)
    const organizer = String(event.getFirstPropertyValue('organizer') ?? '')
    if (!/^mailto:[^@\s]+@[^@\s]+$/i.test(organizer))
      problems.push(`${where}: ORGANIZER ${organizer} is not a mailto: address`)
    const attendees = event.getAllProperties('attendee').map((a) => String(a.getFirstValue()))
    if (attendees.length === 0) problems.push(`${where} has no ATTENDEE`)
    for (const a of attendees)
      if (!/^mailto:[^@\s]+@[^@\s]+$/i.test(a)) problems.push(`${where}: ATTENDEE ${a} is not a mailto: address`)
    const status = text(event, 'status')
    if (method === 'CANCEL' && status !== undefined && status !== 'CANCELLED')
      problems.push(`${where}: a CANCEL whose STATUS is ${status}`)
    const start = calendarTime(event, 'dtstart', zones)
    const end = event.hasProperty('dtend') ? calendarTime(event, 'dtend', zones) : start
    if (start.instant && end.instant && end.instant < start.instant) problems.push(`${where} ends before it starts`)
    return {
      uid,
      sequence,
      status,
      summary: text(event, 'summary') ?? '',
      organizer: mailto(organizer),
      attendees: attendees.map(mailto),
      start,
      end,
    }
  })
  if (events.length === 0) problems.push('no VEVENT')
  return { method, timezones: [...zones.keys()], events, problems }
}
