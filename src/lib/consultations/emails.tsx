import { fill } from '@/i18n/fill'
import { languageTag } from '@/i18n/language-tag'
import enContact from '@/i18n/messages/en/contact.json'
import enEmail from '@/i18n/messages/en/email.json'
import frContact from '@/i18n/messages/fr/contact.json'
import frEmail from '@/i18n/messages/fr/email.json'
import type { Locale } from '@/i18n/routing'
import type { OutgoingEmail } from '@/lib/email/outbox'
import type { ConsultationStatus } from '@/lib/schemas/consultation'
import { LONG_DATE_TIME } from '@/lib/calendar/studio-time'
import { hoursText } from '@/lib/email/format'
import {
  ButtonLink,
  Details,
  EmailLayout,
  Greeting,
  Paragraph,
  senderOf,
  type MessageBase,
  type PageLink,
  type Row,
} from '@/lib/email/layout'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'

import { consultationInvitation } from './invitation'
import { consultationLink } from './links'
import { OWNER_TIME_ZONE } from './rules'

const texts = { en: enEmail.email, fr: frEmail.email }
const services: Record<Locale, Record<string, string>> = {
  en: enContact.contact.form.serviceTypes,
  fr: frContact.contact.form.serviceTypes,
}

/** What every message of a consultation says: who, when, how, and the type's names in both languages. */
export interface ConsultationMessage {
  id: number
  sequence: number
  start: number
  end: number
  status: ConsultationStatus
  name: string
  email: string
  phone?: string | null
  serviceType?: string | null
  notes?: string | null
  timeZone?: string | null
  locale: Locale
  typeNames: Record<Locale, string>
  modes: string[]
  videoLink?: string | null
  address?: Record<Locale, string | null | undefined>
  changeCutoffHours: number
}

export type ConsultationEvent = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

// Built once per language and zone: building a formatter costs more than using it (bench/api.ts),
// and each consultation e-mail formats its time three or four times. Zones are validated IANA
// names, so the map stays small.
const whenFormats = new Map<string, Intl.DateTimeFormat>()

/** e.g. "Monday, March 15, 2027, 9:00 a.m. EDT" in `zone`, in the reader's language. */
export function formatWhen(at: number, locale: Locale, zone: string): string {
  const key = `${locale}|${zone}`
  let format = whenFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(locale), { ...LONG_DATE_TIME, timeZone: zone })
    whenFormats.set(key, format)
  }
  return format.format(at)
}

function how(m: ConsultationMessage, locale: Locale): string[] {
  const c = texts[locale].consultation
  return m.modes.map((mode) => {
    if (mode === 'video' && m.videoLink) return fill(c.byVideo, { link: m.videoLink })
    if (mode === 'studio' && m.address?.[locale]) return fill(c.atStudio, { address: m.address[locale]! })
    if (mode === 'phone') return m.phone ? fill(c.byPhone, { phone: m.phone }) : c.byPhoneNoNumber
    return ''
  })
}

function rows(m: ConsultationMessage, locale: Locale, forStudio: boolean): Row[] {
  const c = texts[locale].consultation
  const zone = m.timeZone || OWNER_TIME_ZONE
  const list: [string, string | null | undefined][] = [
    [c.type, m.typeNames[locale]],
    [c.when, formatWhen(m.start, locale, zone)],
    [c.montreal, formatWhen(m.start, locale, OWNER_TIME_ZONE)],
    [c.how, how(m, locale).filter(Boolean).join('\n')],
    ...(forStudio ? ([[c.email, m.email]] as [string, string][]) : []),
    [c.phone, m.phone],
    [c.service, m.serviceType ? (services[locale][m.serviceType] ?? m.serviceType) : undefined],
    [c.notes, m.notes],
  ]
  return list.filter((r): r is Row => Boolean(r[1]))
}

/** The invitation, in the visitor's language: REQUEST while it holds, CANCEL once cancelled. */
export function invitationOf(m: ConsultationMessage, studio: StudioInfo, cancel: boolean) {
  const c = texts[m.locale].consultation
  const vars = { typeName: m.typeNames[m.locale], studio: studio.name }
  const video = m.modes.includes('video') && m.videoLink ? m.videoLink : undefined
  const address = m.modes.includes('studio') ? (m.address?.[m.locale] ?? undefined) : undefined
  return consultationInvitation({
    id: m.id,
    method: cancel ? 'CANCEL' : 'REQUEST',
    sequence: m.sequence,
    start: m.start,
    end: m.end,
    summary: fill(c.icalSummary, vars),
    description: [fill(c.icalDescription, vars), ...how(m, m.locale).filter(Boolean)].join('\n'),
    location: address ?? video ?? (m.modes.includes('phone') ? (m.phone ?? undefined) : undefined),
    url: video && /^https?:\/\//.test(video) ? video : undefined,
    studio: { name: studio.name, email: studio.email },
    attendee: { name: m.name, email: m.email },
    language: m.locale.toUpperCase(),
  })
}

/** The visitor's message: what happened, the consultation's rows, and the pages to move or cancel it. */
export function ConsultationVisitorMessage({
  locale,
  studio,
  name,
  intro,
  rows,
  links,
}: MessageBase & { name: string; intro: string; rows: Row[]; links: PageLink[] }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Greeting locale={locale} name={name} />
      <Paragraph>{intro}</Paragraph>
      <Details heading={texts[locale].consultation.copy} rows={rows} />
      {links.map((link, i) => (
        <ButtonLink key={i} {...link} />
      ))}
    </EmailLayout>
  )
}

/** The studio's notice of a consultation booked, moved or cancelled (Reply-To: the visitor). */
export function ConsultationNotice({ locale, studio, intro, rows }: MessageBase & { intro: string; rows: Row[] }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Paragraph>{intro}</Paragraph>
      <Details heading={texts[locale].fieldsHeading} rows={rows} />
    </EmailLayout>
  )
}

/**
 * The messages of a consultation event: the visitor's, in their language, with the invitation
 * and the signed reschedule and cancel links; and the studio's notification (not for a reminder).
 */
export async function consultationEmails(
  m: ConsultationMessage,
  event: ConsultationEvent,
  studio: StudioInfo,
): Promise<OutgoingEmail[]> {
  const v = texts[m.locale].consultation
  const typeName = m.typeNames[m.locale]
  const when = formatWhen(m.start, m.locale, m.timeZone || OWNER_TIME_ZONE)
  const pending = m.status === 'pending'
  const subjects: Record<ConsultationEvent, string> = {
    booked: pending ? v.pendingSubject : v.visitorSubject,
    rescheduled: v.rescheduledSubject,
    cancelled: v.cancelledSubject,
    reminder: v.reminderSubject,
  }
  const intros: Record<ConsultationEvent, string> = {
    booked: pending ? v.pendingIntro : v.visitorIntro,
    rescheduled: v.rescheduledIntro,
    cancelled: v.cancelledIntro,
    reminder: v.reminderIntro,
  }
  const cancel = event === 'cancelled'
  const claims = { id: m.id, sequence: m.sequence }
  const links: PageLink[] = cancel
    ? []
    : [
        {
          intro: fill(v.manageIntro, { cutoff: hoursText(m.changeCutoffHours, m.locale) }),
          label: v.rescheduleLink,
          href: consultationLink(claims, m.locale, 'reschedule'),
        },
        { label: v.cancelLink, href: consultationLink(claims, m.locale, 'cancel') },
      ]
  const toVisitor: OutgoingEmail = {
    kind: event === 'reminder' ? 'consultation-reminder' : 'consultation-confirmation',
    locale: m.locale,
    to: m.email,
    replyTo: studio.email,
    subject: `${fill(subjects[event], { when })} · ${studio.name}`,
    ...(await renderEmail(ConsultationVisitorMessage, {
      locale: m.locale,
      studio: senderOf(studio),
      name: m.name,
      intro: fill(intros[event], { typeName }),
      rows: rows(m, m.locale, false),
      links,
    })),
    // A pending request is not in anyone's calendar yet: its invitation comes with the approval.
    ...(pending && event === 'booked' ? {} : { icalEvent: invitationOf(m, studio, cancel) }),
  }
  if (event === 'reminder') return [toVisitor]
  const s = studio.locale
  const es = texts[s]
  const studioWhen = formatWhen(m.start, s, OWNER_TIME_ZONE)
  const studioSubject =
    event === 'cancelled'
      ? es.consultation.studioCancelledSubject
      : event === 'rescheduled'
        ? es.consultation.studioRescheduledSubject
        : es.consultation.studioSubject
  const toStudio: OutgoingEmail = {
    kind: 'consultation-studio',
    locale: s,
    to: studio.notifyTo,
    replyTo: m.email,
    subject: fill(studioSubject, { name: m.name, when: studioWhen }),
    ...(await renderEmail(ConsultationNotice, {
      locale: s,
      studio: senderOf(studio),
      intro: fill(es.consultation.studioIntro, {
        name: m.name,
        typeName: m.typeNames[s],
        locale: es.localeNames[m.locale],
      }),
      rows: rows(m, s, true),
    })),
  }
  // Both are about this consultation: the studio's notice is the person's data as much as their copy.
  const about = { collection: 'consultation-bookings', id: m.id } as const
  return [
    { ...toStudio, about },
    { ...toVisitor, about },
  ]
}
