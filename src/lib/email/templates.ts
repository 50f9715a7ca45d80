import { fill } from '@/i18n/fill'
import enBooking from '@/i18n/messages/en/booking.json'
import enContact from '@/i18n/messages/en/contact.json'
import enEmail from '@/i18n/messages/en/email.json'
import frBooking from '@/i18n/messages/fr/booking.json'
import frContact from '@/i18n/messages/fr/contact.json'
import frEmail from '@/i18n/messages/fr/email.json'
import { perLanguage } from '@/i18n/language-tag'
import type { Locale } from '@/i18n/routing'

import { formatSessionStart } from '@/lib/calendar/studio-time'
import type { ClassBooking } from '@/lib/schemas/classBooking'
import type { Contact } from '@/lib/schemas/contact'
import type { OutgoingEmail } from './outbox'

/** Who the messages come from and go to; see studio.ts. */
export interface StudioInfo {
  name: string
  /** Public contact address shown in footers. */
  email: string
  /** Where notifications of new inquiries and bookings go. */
  notifyTo: string
  /** Language of the studio's notifications. */
  locale: Locale
  /** Postal address that every newsletter-type e-mail names (Canada's anti-spam law, s. 6(2)). */
  mailingAddress?: string
}

const en = { email: enEmail.email, contact: enContact.contact.form, booking: enBooking.classes.booking }
// Typed by the English files, so a French file that lacks a key does not compile.
const catalogues: Record<Locale, typeof en> = {
  en,
  fr: { email: frEmail.email, contact: frContact.contact.form, booking: frBooking.classes.booking },
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export type Row = [label: string, value: string]

/** What the e-mails say about a session. */
export interface SessionDetails {
  startsAt: Date
  durationMinutes: number
  format: 'online' | 'in-person'
  location: string
}

/** The rows the visitor filled in: an optional field left empty gets no line. */
function answered(rows: [string, string | undefined][]): Row[] {
  return rows.filter((row): row is Row => row[1] !== undefined && row[1] !== '')
}

function pick(map: Record<string, string>, value: string | undefined): string | undefined {
  return value === undefined ? undefined : (map[value] ?? value)
}

// Built once per language: every booking's two e-mails use them (bench/api.ts).
const money = perLanguage(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
)
const hours = perLanguage((tag) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'long' }))

function formatMoney(amount: number, locale: Locale): string {
  return money[locale].format(amount)
}

/**
 * Who reads the rows. The studio gets everything the visitor typed. The visitor's copy goes to
 * whatever address was typed, so it repeats only what the form let them choose (lists, dates, the
 * checked e-mail and phone), never their free text: otherwise anyone could have the studio mail
 * their own text, links included, to a stranger.
 */
type Audience = 'studio' | 'visitor'

/** The free text, for the studio's eyes only. */
const studioOnly = (audience: Audience, value: string | undefined) => (audience === 'studio' ? value : undefined)

function inquiryRows(inquiry: Contact, locale: Locale, audience: Audience): Row[] {
  const c = catalogues[locale].contact
  const f = c.fields
  const free = (value: string | undefined) => studioOnly(audience, value)
  return answered([
    [f.name, free(inquiry.name)],
    [f.email, inquiry.email],
    [f.phone, inquiry.phone],
    [f.serviceType, pick(c.serviceTypes, inquiry.serviceType)],
    [f.eventDate, inquiry.eventDate],
    [f.referralSource, pick(c.referralSources, inquiry.referralSource)],
    [f.venue, free(inquiry.venue)],
    [f.coverageNeeded, pick(c.coverage, inquiry.coverageNeeded)],
    [f.needVideographer, pick(c.videographer, inquiry.needVideographer)],
    [f.howYouMet, free(inquiry.howYouMet)],
    [f.weddingVibe, free(inquiry.weddingVibe)],
    [f.whyChooseUs, free(inquiry.whyChooseUs)],
    [f.importantMoments, free(inquiry.importantMoments)],
    [f.specialTraditions, free(inquiry.specialTraditions)],
    [f.movieGenre, free(inquiry.movieGenre)],
    [f.message, free(inquiry.message)],
  ])
}

/** The rows describing a dated session: when, how long, where (the place or the video link). */
function sessionRows(session: SessionDetails, locale: Locale): Row[] {
  const e = catalogues[locale].email.booking
  return [
    [e.session, formatSessionStart(session.startsAt, locale)],
    [e.duration, fill(e.durationMinutes, { minutes: session.durationMinutes })],
    [session.format === 'online' ? e.videoLink : e.place, session.location],
  ]
}

// The price is the catalogue's, always known here (the form may leave it out).
type BookingFields = Omit<ClassBooking, 'session' | 'waitlist' | 'totalCost'> & { totalCost: number }

function bookingRows(
  booking: BookingFields,
  className: string,
  locale: Locale,
  audience: Audience,
  session?: SessionDetails,
): Row[] {
  const b = catalogues[locale].booking
  const f = b.fields
  const free = (value: string | undefined) => studioOnly(audience, value)
  return answered([
    [catalogues[locale].email.booking.className, className],
    ...(session ? sessionRows(session, locale) : []),
    [f.fullName, free(booking.name)],
    [f.email, booking.email],
    [f.phone, booking.phone],
    [f.preferredFormat, pick(b.formats, booking.format)],
    [f.preferredDate, session ? undefined : booking.preferredDate],
    [f.preferredTime, pick(b.times, booking.preferredTime)],
    [f.experience, pick(b.experienceLevels, booking.experience)],
    [f.equipment, free(booking.equipment)],
    [f.goals, free(booking.goals)],
    [f.notes, free(booking.notes)],
    [b.totalCost, formatMoney(booking.totalCost, locale)],
  ])
}

interface Layout {
  locale: Locale
  studio: StudioInfo
  paragraphs: string[]
  rowsHeading?: string
  rows?: Row[]
  /** Shown under the signature: unsubscribe line, reason for receiving. */
  after?: { text: string; html: string }[]
  greetingName?: string
}

/** Plain text first (what many studio inboxes show), and a simple HTML version of the same. */
export function render({ locale, studio, paragraphs, rowsHeading, rows = [], after = [], greetingName }: Layout) {
  const e = catalogues[locale].email
  const vars = { studio: studio.name, email: studio.email }
  const greeting = greetingName ? fill(e.greeting, { name: greetingName }) : undefined
  const signature = fill(e.signature, vars)
  const footer = fill(e.footer, vars)

  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [rowsHeading ?? e.fieldsHeading, ...rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    signature,
    '',
    ...after.map((a) => a.text),
    footer,
  ].join('\n')

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #eee'
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Georgia,serif;color:#2b2520">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:32px;border:1px solid #e8e0d4">
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}
${paragraphs.map((p) => `<p style="line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${
  rows.length
    ? `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(rowsHeading ?? e.fieldsHeading)}</h2>
<table style="border-collapse:collapse;width:100%;font-family:Arial,sans-serif;font-size:14px">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="${cell};width:40%">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p style="margin-top:24px;white-space:pre-line">${escapeHtml(signature)}</p>
${after.map((a) => `<p style="font-size:13px;color:#6b625a">${a.html}</p>`).join('\n')}
<p style="font-size:12px;color:#8a8178;border-top:1px solid #eee;padding-top:12px">${escapeHtml(footer)}</p>
</div></body></html>`
  return { text, html }
}

export function inquiryEmails(inquiry: Contact, locale: Locale, studio: StudioInfo): OutgoingEmail[] {
  const s = studio.locale
  const studioService = pick(catalogues[s].contact.serviceTypes, inquiry.serviceType) ?? ''
  const visitorService = pick(catalogues[locale].contact.serviceTypes, inquiry.serviceType) ?? ''
  const es = catalogues[s].email
  const ev = catalogues[locale].email
  const toStudio = render({
    locale: s,
    studio,
    paragraphs: [fill(es.inquiry.studioIntro, { name: inquiry.name, locale: es.localeNames[locale] })],
    rows: inquiryRows(inquiry, s, 'studio'),
  })
  const toVisitor = render({
    locale,
    studio,
    greetingName: inquiry.name,
    paragraphs: [fill(ev.inquiry.visitorIntro, { service: visitorService })],
    rowsHeading: ev.inquiry.visitorCopy,
    rows: inquiryRows(inquiry, locale, 'visitor'),
  })
  return [
    {
      kind: 'inquiry-studio',
      locale: s,
      to: studio.notifyTo,
      replyTo: inquiry.email,
      subject: fill(es.inquiry.studioSubject, { name: inquiry.name, service: studioService }),
      ...toStudio,
    },
    {
      kind: 'inquiry-confirmation',
      locale,
      to: inquiry.email,
      replyTo: studio.email,
      subject: `${ev.inquiry.visitorSubject} · ${studio.name}`,
      ...toVisitor,
    },
  ]
}

/** A link paragraph under the details (manage or claim a booking). */
export function linkBlock(intro: string, label: string, url: string): { text: string; html: string } {
  return {
    text: intro ? `${intro}\n${url}` : `${label}: ${url}`,
    html: `${intro ? `${escapeHtml(intro)}<br>` : ''}<a href="${escapeHtml(url)}" style="display:inline-block;margin-top:8px;padding:10px 18px;background:#2b2520;color:#fff;text-decoration:none;border-radius:6px;font-family:Arial,sans-serif">${escapeHtml(label)}</a>`,
  }
}

export interface BookingEmailOptions {
  session?: SessionDetails
  waitlisted?: boolean
  /** The signed page where the client sees and cancels the booking. */
  manageUrl?: string
  /** Hours before the session until which the client may cancel. */
  cutoffHours?: number
}

function manageBlock(locale: Locale, options: BookingEmailOptions) {
  if (!options.manageUrl) return []
  const e = catalogues[locale].email.booking
  const intro =
    options.session && options.cutoffHours !== undefined
      ? fill(e.manageIntro, { cutoff: hoursText(options.cutoffHours, locale) })
      : e.manageIntroRequest
  return [linkBlock(intro, e.manageLink, options.manageUrl)]
}

export function hoursText(count: number, locale: Locale): string {
  return hours[locale].format(count)
}

export function bookingEmails(
  booking: BookingFields,
  classTitle: Record<Locale, string>,
  locale: Locale,
  studio: StudioInfo,
  options: BookingEmailOptions = {},
): OutgoingEmail[] {
  const s = studio.locale
  const es = catalogues[s].email
  const ev = catalogues[locale].email
  const { session, waitlisted } = options
  const toStudio = render({
    locale: s,
    studio,
    paragraphs: [fill(es.booking.studioIntro, { name: booking.name, locale: es.localeNames[locale] })],
    rows: bookingRows(booking, classTitle[s], s, 'studio', session),
  })
  const toVisitor = render({
    locale,
    studio,
    greetingName: booking.name,
    paragraphs: [
      fill(waitlisted ? ev.booking.waitlistIntro : ev.booking.visitorIntro, { className: classTitle[locale] }),
    ],
    rowsHeading: ev.booking.visitorCopy,
    rows: bookingRows(booking, classTitle[locale], locale, 'visitor', session),
    after: manageBlock(locale, options),
  })
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

/**
 * Every newsletter message carries a one-click unsubscribe link in its body and in the
 * List-Unsubscribe headers (RFC 8058), which mail apps show as their own "Unsubscribe" button.
 */
/** Who sends a newsletter-type e-mail, with the studio's mailing address when the settings hold it. */
function newsletterSender(
  t: { sender: string; senderNoAddress: string },
  studio: StudioInfo,
): { text: string; html: string } {
  const address = studio.mailingAddress?.replace(/\s*\n\s*/g, ', ').trim()
  const text = address
    ? fill(t.sender, { studio: studio.name, address })
    : fill(t.senderNoAddress, { studio: studio.name, email: studio.email })
  return { text, html: escapeHtml(text) }
}

export function newsletterWelcomeEmail(
  email: string,
  locale: Locale,
  studio: StudioInfo,
  unsubscribeUrl: string,
): OutgoingEmail {
  const e = catalogues[locale].email
  const { text, html } = render({
    locale,
    studio,
    paragraphs: [e.newsletter.welcomeBody],
    after: [
      {
        text: fill(e.newsletter.unsubscribe, { url: unsubscribeUrl }),
        html: `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#8a6d3b">${escapeHtml(e.newsletter.unsubscribeLink)}</a>`,
      },
      { text: e.newsletter.reason, html: escapeHtml(e.newsletter.reason) },
      newsletterSender(e.newsletter, studio),
    ],
  })
  return {
    kind: 'newsletter-welcome',
    locale,
    to: email,
    replyTo: studio.email,
    subject: fill(e.newsletter.welcomeSubject, { studio: studio.name }),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * The request for consent (CASL s. 10(1)): sent on sign-up, in the sign-up's
 * language, to the address typed. It names the studio and its mailing address, says what will be
 * sent and that consent can be withdrawn, and carries the confirmation link; without a click,
 * nothing else is ever sent. It repeats nothing the visitor typed but the address itself.
 */
export function newsletterConfirmEmail(
  email: string,
  locale: Locale,
  studio: StudioInfo,
  confirmUrl: string,
): OutgoingEmail {
  const n = catalogues[locale].email.newsletter
  const { text, html } = render({
    locale,
    studio,
    paragraphs: [fill(n.confirmBody, { studio: studio.name, email })],
    after: [
      linkBlock(n.confirmIntro, n.confirmButton, confirmUrl),
      { text: n.confirmIgnore, html: escapeHtml(n.confirmIgnore) },
      { text: n.confirmWithdraw, html: escapeHtml(n.confirmWithdraw) },
      { text: n.confirmReason, html: escapeHtml(n.confirmReason) },
      newsletterSender(n, studio),
    ],
  })
  return {
    kind: 'newsletter-confirm',
    locale,
    to: email,
    replyTo: studio.email,
    subject: fill(n.confirmSubject, { studio: studio.name }),
    text,
    html,
  }
}

/** The dashboard's test message to the studio: plain text, in the studio's language. */
export function testEmail(studio: StudioInfo, at: Date): OutgoingEmail {
  const e = catalogues[studio.locale].email.test
  return {
    kind: 'test-email',
    locale: studio.locale,
    to: studio.notifyTo,
    subject: e.subject,
    text: fill(e.body, { studio: studio.name, at: at.toISOString() }),
  }
}

export interface ClientBooking {
  id: number
  name: string
  email: string
  locale: Locale
}

export type StatusEmailStatus = 'confirmed' | 'cancelled' | 'completed'

/**
 * The message a client receives when the studio (or the client, `selfService`) changes the
 * status of their booking, in the language they booked in. A confirmed or cancelled session
 * carries its calendar invitation (REQUEST or CANCEL, built by the caller).
 */
export function bookingStatusEmail(
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
): OutgoingEmail {
  const locale = booking.locale
  const e = catalogues[locale].email
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
  const { text, html } = render({
    locale,
    studio,
    greetingName: booking.name,
    paragraphs: [intro],
    rowsHeading: e.booking.visitorCopy,
    rows:
      status === 'completed'
        ? []
        : [[e.booking.className, className], ...(options.session ? sessionRows(options.session, locale) : [])],
    after: status === 'confirmed' ? manageBlock(locale, options) : [],
  })
  return {
    kind: 'booking-status',
    locale,
    to: booking.email,
    replyTo: studio.email,
    subject: `${subject} · ${studio.name}`,
    text,
    html,
    icalEvent: options.icalEvent,
  }
}

/** A freed seat offered to the next person of the waitlist, with the link that claims it. */
export function seatOfferEmail(
  booking: ClientBooking,
  className: string,
  studio: StudioInfo,
  session: SessionDetails,
  until: Date,
  claimUrl: string,
): OutgoingEmail {
  const locale = booking.locale
  const e = catalogues[locale].email
  const vars = {
    className,
    when: formatSessionStart(session.startsAt, locale),
    until: formatSessionStart(until, locale),
  }
  const { text, html } = render({
    locale,
    studio,
    greetingName: booking.name,
    paragraphs: [fill(e.offer.intro, vars)],
    rowsHeading: e.booking.visitorCopy,
    // The video link of an online session goes only to its students: not before the seat is claimed.
    rows: [
      [e.booking.className, className],
      ...sessionRows(session, locale).slice(0, session.format === 'online' ? 2 : 3),
    ],
    after: [linkBlock('', e.offer.claimLink, claimUrl)],
  })
  return {
    kind: 'booking-offer',
    locale,
    to: booking.email,
    replyTo: studio.email,
    subject: `${fill(e.offer.subject, vars)} · ${studio.name}`,
    text,
    html,
  }
}

/** The reminder a day before a confirmed session. */
export function sessionReminderEmail(
  booking: ClientBooking,
  className: string,
  studio: StudioInfo,
  session: SessionDetails,
  manageUrl?: string,
): OutgoingEmail {
  const locale = booking.locale
  const e = catalogues[locale].email
  const vars = { className, when: formatSessionStart(session.startsAt, locale) }
  const { text, html } = render({
    locale,
    studio,
    greetingName: booking.name,
    paragraphs: [fill(e.reminder.intro, vars)],
    rowsHeading: e.booking.visitorCopy,
    rows: [[e.booking.className, className], ...sessionRows(session, locale)],
    after: manageUrl ? manageBlock(locale, { manageUrl }) : [],
  })
  return {
    kind: 'booking-reminder',
    locale,
    to: booking.email,
    replyTo: studio.email,
    subject: `${fill(e.reminder.subject, vars)} · ${studio.name}`,
    text,
    html,
  }
}

/**
 * The administrator's reply to an inquiry, as written, in the inquiry's language, with the
 * studio's footer; the client's answer goes to the studio (Reply-To).
 */
export function inquiryReplyEmail(
  to: string,
  locale: Locale,
  studio: StudioInfo,
  reply: { subject: string; body: string },
): OutgoingEmail {
  const e = catalogues[locale].email
  const footer = fill(e.footer, { studio: studio.name, email: studio.email })
  const paragraphs = reply.body.split(/\n{2,}/)
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Georgia,serif;color:#2b2520">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:32px;border:1px solid #e8e0d4">
${paragraphs.map((p) => `<p style="line-height:1.6;white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#8a8178;border-top:1px solid #eee;padding-top:12px">${escapeHtml(footer)}</p>
</div></body></html>`
  return {
    kind: 'inquiry-reply',
    locale,
    to,
    replyTo: studio.email,
    subject: reply.subject,
    text: `${reply.body}\n\n${footer}`,
    html,
  }
}

/** The studio's reminder of an inquiry still unanswered after `hours` (the 24-hour promise). */
export function inquiryReminderEmail(
  inquiry: { name: string; email: string; serviceType: string; message: string },
  hours: number,
  studio: StudioInfo,
  dashboardUrl: string,
): OutgoingEmail {
  const s = studio.locale
  const e = catalogues[s].email
  const service = pick(catalogues[s].contact.serviceTypes, inquiry.serviceType) ?? inquiry.serviceType
  const vars = { name: inquiry.name, hours, service }
  const { text, html } = render({
    locale: s,
    studio,
    paragraphs: [fill(e.inquiry.reminderIntro, vars)],
    rows: [
      [catalogues[s].contact.fields.email, inquiry.email],
      [catalogues[s].contact.fields.message, inquiry.message],
    ],
    after: [linkBlock('', e.inquiry.dashboardLink, dashboardUrl)],
  })
  return {
    kind: 'inquiry-reminder',
    locale: s,
    to: studio.notifyTo,
    replyTo: inquiry.email,
    subject: fill(e.inquiry.reminderSubject, vars),
    text,
    html,
  }
}
