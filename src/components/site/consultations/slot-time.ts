import type { Locale } from '@/i18n/routing'

/** The studio's zone: the times the owner keeps, and the visitor's until the browser says theirs. */
export const OWNER_ZONE = 'America/Toronto'

/** The visitor's zone as the browser reports it; Montréal's when it cannot tell. */
export function detectedZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OWNER_ZONE
  } catch {
    return OWNER_ZONE
  }
}

/** Every zone the browser knows, the current one included even when it is not among them. */
export function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : [OWNER_ZONE, 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Vancouver', 'UTC']
  return all.includes(current) ? all : [current, ...all]
}

const tag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA')
/** The day (`YYYY-MM-DD`) a time falls on in a zone. */
export const dayKey = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
/** `2:30 p.m.` in a zone. */
export const formatTime = (iso: string, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
/** The whole time of a booking: its weekday, date, hour and zone. */
export const formatWhen = (iso: string, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
/** A day key (`YYYY-MM-DD`) as a day button says it: `Tue, Mar 3`. */
export const formatDay = (key: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T12:00:00Z`),
  )

/** A day key `n` days later (or earlier). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
