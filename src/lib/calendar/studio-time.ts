import { perLanguage } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'

/** The studio's time zone: sessions are scheduled, shown and invited to in Montréal time. */
export const STUDIO_TIME_ZONE = 'America/Toronto'

/** How the e-mails write a start: "Saturday, March 14, 2031, 10:00 a.m. EDT" (its zone given apart). */
export const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

// Built once per language (bench/api.ts).
const sessionStart = (tag: string) => new Intl.DateTimeFormat(tag, { ...LONG_DATE_TIME, timeZone: STUDIO_TIME_ZONE })
const sessionStarts = perLanguage(sessionStart)
// "Sat, Mar 14, 2031, 10:00 a.m. EDT": the short form the class cards and the booking form's session
// picker show.
const sessionLabels = perLanguage(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: STUDIO_TIME_ZONE,
    }),
)
const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** e.g. "Saturday, March 14, 2031, 10:00 a.m. (EDT)", in the studio's time zone. */
export function formatSessionStart(iso: string | Date, locale: Locale): string {
  return sessionStarts[locale].format(new Date(iso))
}

/**
 * e.g. "Sat, Mar 14, 2031, 10:00 a.m. EDT" / "sam. 14 mars 2031, 10 h 00 HAE", in the studio's time
 * zone. Written by the server into each session of GET /api/class-bookings/sessions, so that the
 * browser builds no date formatter: the first one a page builds loads the language's calendar and
 * time-zone data, a long task on a phone.
 */
export function formatSessionLabel(iso: string | Date, locale: Locale): string {
  return sessionLabels[locale].format(new Date(iso))
}

const studioDays = perLanguage((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: STUDIO_TIME_ZONE }))

/** e.g. "Saturday, March 14, 2031" / "samedi 14 mars 2031": a day in the studio's time zone, without a time. */
export function formatStudioDay(iso: string | Date, locale: Locale): string {
  return studioDays[locale].format(new Date(iso))
}

/** YYYY-MM-DD of a moment in the studio's time zone. */
export function studioDate(iso: string | Date): string {
  return isoDate.format(new Date(iso))
}
