import { fill } from '@/i18n/fill'
import enBooking from '@/i18n/messages/en/booking.json'
import frBooking from '@/i18n/messages/fr/booking.json'
import type { Locale } from '@/i18n/routing'
import { formatSessionStart } from '@/lib/calendar/studio-time'
import { answered, choiceLabel, formatDollars, hoursText } from '@/lib/email/format'
import {
  ButtonLink,
  Details,
  EmailLayout,
  emailTexts,
  Greeting,
  Paragraph,
  senderOf,
  type MessageBase,
  type PageLink,
  type Row,
} from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'
import type { ClassBooking } from '@/lib/schemas/classBooking'

import type { SessionDetails } from './seats'

// Typed by the English file, so a French file that lacks a key does not compile.
const forms: Record<Locale, typeof enBooking.classes.booking> = {
  en: enBooking.classes.booking,
  fr: frBooking.classes.booking,
}

/** The rows describing a dated session: when, how long, where (the place or the video link). */
function sessionRows(session: SessionDetails, locale: Locale): Row[] {
  const e = emailTexts(locale).booking
  return [
    [e.session, formatSessionStart(session.startsAt, locale)],
    [e.duration, fill(e.durationMinutes, { minutes: session.durationMinutes })],
    [session.format === 'online' ? e.videoLink : e.place, session.location],
  ]
}

// The price is the catalogue's, always known here (the form may leave it out).
type BookingFields = Omit<ClassBooking, 'session' | 'waitlist' | 'totalCost'> & { totalCost: number }

/**
 * The studio gets everything the visitor typed. The visitor's copy goes to whatever address was
 * typed, so it repeats only what the form let them choose (lists, dates, the e-mail and phone),
 * never their free text: otherwise anyone could have the studio mail their own text, links
 * included, to a stranger.
 */
function bookingRows(
  booking: BookingFields,
  className: string,
  locale: Locale,
  audience: 'studio' | 'visitor',
  session?: SessionDetails,
): Row[] {
  const b = forms[locale]
  const f = b.fields
  const free = (value: string | undefined) => (audience === 'studio' ? value : undefined)
  return answered([
    [emailTexts(locale).booking.className, className],
    ...(session ? sessionRows(session, locale) : []),
    [f.fullName, free(booking.name)],
    [f.email, booking.email],
    [f.phone, booking.phone],
    [f.preferredFormat, choiceLabel(b.formats, booking.format)],
    [f.preferredDate, session ? undefined : booking.preferredDate],
    [f.preferredTime, choiceLabel(b.times, booking.preferredTime)],
    [f.experience, choiceLabel(b.experienceLevels, booking.experience)],
    [f.equipment, free(booking.equipment)],
    [f.goals, free(booking.goals)],
    [f.notes, free(booking.notes)],
    [b.totalCost, formatDollars(booking.totalCost, locale)],
  ])
}

/** The studio's notice of a booking (Reply-To: the visitor). */
export function BookingNotice({ locale, studio, intro, rows }: MessageBase & { intro: string; rows: Row[] }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Paragraph>{intro}</Paragraph>
      <Details heading={emailTexts(locale).fieldsHeading} rows={rows} />
    </EmailLayout>
  )
}

/**
 * Every message to the client about their booking (its acknowledgement, a change of status, a
 * seat offered, the reminder): what happened, the booking's rows, and the page to see or cancel
 * it, or to claim the seat.
 */
export function ClientMessage({
  locale,
  studio,
  name,
  intro,
  rows,
  link,
}: MessageBase & { name: string; intro: string; rows: Row[]; link?: PageLink }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Greeting locale={locale} name={name} />
      <Paragraph>{intro}</Paragraph>
      <Details heading={emailTexts(locale).booking.visitorCopy} rows={rows} />
      {link ? <ButtonLink {...link} /> : null}
    </EmailLayout>
  )
}

export interface BookingEmailOptions {
  session?: SessionDetails
  waitlisted?: boolean
  /** The signed page where the client sees and cancels the booking. */
  manageUrl?: string
  /** Hours before the session until which the client may cancel. */
  cutoffHours?: number
}

function manageLink(locale: Locale, options: BookingEmailOptions): PageLink | undefined {
  if (!options.manageUrl) return undefined
  const e = emailTexts(locale).booking
  const intro =
    options.session && options.cutoffHours !== undefined
      ? fill(e.manageIntro, { cutoff: hoursText(options.cutoffHours, locale) })
      : e.manageIntroRequest
  return { intro, label: e.manageLink, href: options.manageUrl }
}

export async function bookingEmails(
  booking: BookingFields,
  classTitle: Record<Locale, string>,
  locale: Locale,
  studio: StudioInfo,
  options: BookingEmailOptions = {},
): Promise<OutgoingEmail[]> {
  const s = studio.locale
  const es = emailTexts(s)
  const ev = emailTexts(locale)
  const { session, waitlisted } = options
  const [toStudio, toVisitor] = await Promise.all([
    renderEmail(BookingNotice, {
      locale: s,
      studio: senderOf(studio),
      intro: fill(es.booking.studioIntro, { name: booking.name, locale: es.localeNames[locale] }),
      rows: bookingRows(booking, classTitle[s], s, 'studio', session),
    }),
    renderEmail(ClientMessage, {
      locale,
      studio: senderOf(studio),
      name: booking.name,
      intro: fill(waitlisted ? ev.booking.waitlistIntro : ev.booking.visitorIntro, { className: classTitle[locale] }),
      rows: bookingRows(booking, classTitle[locale], locale, 'visitor', session),
      link: manageLink(locale, options),
    }),
  ])
  return [
    {
      kind: 'booking-studio',
      locale: s,
      to: studio.notifyTo,
      replyTo: booking.email,
      subject: fill(waitlisted ? es.booking.studioWaitlistSubject : es.booking.studioSubject, {
        className: classTitle[s],
        name: booking.name,
      }),
      ...toStudio,
    },
    {
      kind: 'booking-confirmation',
      locale,
      to: booking.email,
      replyTo: studio.email,
      subject: `${fill(waitlisted ? ev.booking.waitlistSubject : ev.booking.visitorSubject, { className: classTitle[locale] })} · ${studio.name}`,
      ...toVisitor,
    },
  ]
}

export interface ClientBooking {
  id: number
  name: string
  email: string
  locale: Locale
}

export type StatusEmailStatus = 'confirmed' | 'cancelled' | 'completed'

/** A message to the client, in the language they booked in, with the studio as Reply-To. */
async function toClient(
  kind: OutgoingEmail['kind'],
  booking: ClientBooking,
  studio: StudioInfo,
  subject: string,
  content: { intro: string; rows: Row[]; link?: PageLink },
): Promise<OutgoingEmail> {
  const { locale } = booking
  const rendered = await renderEmail(ClientMessage, {
    locale,
    studio: senderOf(studio),
    name: booking.name,
    ...content,
  })
  return {
    kind,
    locale,
    to: booking.email,
    replyTo: studio.email,
    subject: `${subject} · ${studio.name}`,
    ...rendered,
  }
}

/**
 * The message a client receives when the studio (or the client, `selfService`) changes the
 * status of their booking, in the language they booked in. A confirmed or cancelled session
 * carries its calendar invitation (REQUEST or CANCEL, built by the caller).
 */
export async function bookingStatusEmail(
  booking: ClientBooking,
  status: StatusEmailStatus,
  className: string,
  studio: StudioInfo,
  options: {
    session?: SessionDetails
    manageUrl?: string
    cutoffHours?: number
    selfService?: boolean
    icalEvent?: OutgoingEmail['icalEvent']
  } = {},
): Promise<OutgoingEmail> {
  const locale = booking.locale
  const e = emailTexts(locale)
  const s = e.status
  const vars = {
    className,
    when: options.session ? formatSessionStart(options.session.startsAt, locale) : '',
  }
  const intro =
    status === 'confirmed'
      ? fill(options.session ? s.confirmedIntro : s.confirmedIntroRequest, vars)
      : status === 'cancelled'
        ? fill(options.selfService ? s.selfCancelledIntro : s.cancelledIntro, vars)
        : fill(s.completedIntro, vars)
  const subject = fill(
    status === 'confirmed' ? s.confirmedSubject : status === 'cancelled' ? s.cancelledSubject : s.completedSubject,
    vars,
  )
  const email = await toClient('booking-status', booking, studio, subject, {
    intro,
    rows:
      status === 'completed'
        ? []
        : [[e.booking.className, className], ...(options.session ? sessionRows(options.session, locale) : [])],
    link: status === 'confirmed' ? manageLink(locale, options) : undefined,
  })
  return { ...email, icalEvent: options.icalEvent }
}

/** A freed seat offered to the next person of the waitlist, with the link that claims it. */
export function seatOfferEmail(
  booking: ClientBooking,
  className: string,
  studio: StudioInfo,
  session: SessionDetails,
  until: Date,
  claimUrl: string,
): Promise<OutgoingEmail> {
  const locale = booking.locale
  const e = emailTexts(locale)
  const vars = {
    className,
    when: formatSessionStart(session.startsAt, locale),
    until: formatSessionStart(until, locale),
  }
  return toClient('booking-offer', booking, studio, fill(e.offer.subject, vars), {
    intro: fill(e.offer.intro, vars),
    // The video link of an online session goes only to its students: not before the seat is claimed.
    rows: [
      [e.booking.className, className],
      ...sessionRows(session, locale).slice(0, session.format === 'online' ? 2 : 3),
    ],
    link: { label: e.offer.claimLink, href: claimUrl },
  })
}

/** The reminder a day before a confirmed session. */
export function sessionReminderEmail(
  booking: ClientBooking,
  className: string,
  studio: StudioInfo,
  session: SessionDetails,
  manageUrl?: string,
): Promise<OutgoingEmail> {
  const locale = booking.locale
  const e = emailTexts(locale)
  const vars = { className, when: formatSessionStart(session.startsAt, locale) }
  return toClient('booking-reminder', booking, studio, fill(e.reminder.subject, vars), {
    intro: fill(e.reminder.intro, vars),
    rows: [[e.booking.className, className], ...sessionRows(session, locale)],
    link: manageLink(locale, { manageUrl }),
  })
}
