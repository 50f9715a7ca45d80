import { getVtimezoneComponent } from '@touch4it/ical-timezones'

/**
 * The VTIMEZONE component of an IANA zone, CRLF-terminated, for every iCalendar object the site
 * writes: RFC 5545 (3.6.5) wants one for each TZID an object names, and Outlook reads the time of
 * an invitation from it alone (Google and Apple guess from the name).
 *
 * The rules come from @touch4it/ical-timezones, which reads `zones/<zone>.ics` beside its own
 * index.js at run time: it is declared in next.config.ts's `serverExternalPackages`, so that the
 * server loads it from node_modules rather than from a bundle chunk without the zone files (where
 * it answers null; docs/server-bundle.md). A missing component is an error, never a silent
 * omission: an invitation without it would be read at the wrong hour by the clients that matter.
 */
export function vtimezone(tzid: string): string {
  const component = getVtimezoneComponent(tzid)
  if (!component || !component.includes('BEGIN:VTIMEZONE')) {
    throw new Error(`No VTIMEZONE for ${tzid}: the zone data of @touch4it/ical-timezones cannot be read`)
  }
  return component.replace(/\r?\n/g, '\r\n').replace(/(\r\n)*$/, '\r\n')
}

/**
 * An iCalendar object as ical-generator writes it (without calendar-level time zone, whose
 * generator hook also turns DTSTAMP into a floating local time), completed: the VTIMEZONE of each
 * zone it names, before its first component, and the CRLF that ends its last line (RFC 5545 3.1).
 */
export function withTimezones(calendar: string, tzids: readonly string[]): string {
  const content = calendar.replace(/(\r\n)*$/, '\r\n')
  const at = content.search(/^BEGIN:(VEVENT|VTODO|VJOURNAL|VFREEBUSY)\r$/m)
  if (at < 0) throw new Error('An iCalendar object without component')
  return content.slice(0, at) + [...new Set(tzids)].map(vtimezone).join('') + content.slice(at)
}
