import { fill } from '@/i18n/fill'
import enContact from '@/i18n/messages/en/contact.json'
import frContact from '@/i18n/messages/fr/contact.json'
import type { Locale } from '@/i18n/routing'
import { answered, choiceLabel } from '@/lib/email/format'
import {
  ButtonLink,
  Details,
  EmailLayout,
  emailTexts,
  Greeting,
  Paragraph,
  senderOf,
  type MessageBase,
  type Row,
} from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'
import type { Contact } from '@/lib/schemas/contact'

// Typed by the English file, so a French file that lacks a key does not compile.
const forms: Record<Locale, typeof enContact.contact.form> = { en: enContact.contact.form, fr: frContact.contact.form }

/**
 * Who reads the rows. The studio gets everything the visitor typed. The visitor's copy goes to
 * whatever address was typed, so it repeats only what the form let them choose (lists, dates, the
 * e-mail and phone), never their free text: otherwise anyone could have the studio mail their own
 * text, links included, to a stranger.
 */
type Audience = 'studio' | 'visitor'

function inquiryRows(inquiry: Contact, locale: Locale, audience: Audience): Row[] {
  const c = forms[locale]
  const f = c.fields
  const free = (value: string | undefined) => (audience === 'studio' ? value : undefined)
  return answered([
    [f.name, free(inquiry.name)],
    [f.email, inquiry.email],
    [f.phone, inquiry.phone],
    [f.serviceType, choiceLabel(c.serviceTypes, inquiry.serviceType)],
    [f.eventDate, inquiry.eventDate],
    [f.referralSource, choiceLabel(c.referralSources, inquiry.referralSource)],
    [f.venue, free(inquiry.venue)],
    [f.coverageNeeded, choiceLabel(c.coverage, inquiry.coverageNeeded)],
    [f.needVideographer, choiceLabel(c.videographer, inquiry.needVideographer)],
    [f.howYouMet, free(inquiry.howYouMet)],
    [f.weddingVibe, free(inquiry.weddingVibe)],
    [f.whyChooseUs, free(inquiry.whyChooseUs)],
    [f.importantMoments, free(inquiry.importantMoments)],
    [f.specialTraditions, free(inquiry.specialTraditions)],
    [f.movieGenre, free(inquiry.movieGenre)],
    [f.message, free(inquiry.message)],
  ])
}

/** The studio's notice of a new inquiry (Reply-To: the visitor). */
export function InquiryNotice({ locale, studio, intro, rows }: MessageBase & { intro: string; rows: Row[] }) {
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Paragraph>{intro}</Paragraph>
      <Details heading={emailTexts(locale).fieldsHeading} rows={rows} />
    </EmailLayout>
  )
}

/** The visitor's acknowledgement: what they chose, never what they wrote. */
export function InquiryConfirmation({
  locale,
  studio,
  name,
  service,
  rows,
}: MessageBase & { name: string; service: string; rows: Row[] }) {
  const t = emailTexts(locale).inquiry
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Greeting locale={locale} name={name} />
      <Paragraph>{fill(t.visitorIntro, { service })}</Paragraph>
      <Details heading={t.visitorCopy} rows={rows} />
    </EmailLayout>
  )
}

export async function inquiryEmails(inquiry: Contact, locale: Locale, studio: StudioInfo): Promise<OutgoingEmail[]> {
  const s = studio.locale
  const es = emailTexts(s)
  const ev = emailTexts(locale)
  const [toStudio, toVisitor] = await Promise.all([
    renderEmail(InquiryNotice, {
      locale: s,
      studio: senderOf(studio),
      intro: fill(es.inquiry.studioIntro, { name: inquiry.name, locale: es.localeNames[locale] }),
      rows: inquiryRows(inquiry, s, 'studio'),
    }),
    renderEmail(InquiryConfirmation, {
      locale,
      studio: senderOf(studio),
      name: inquiry.name,
      service: choiceLabel(forms[locale].serviceTypes, inquiry.serviceType) ?? '',
      rows: inquiryRows(inquiry, locale, 'visitor'),
    }),
  ])
  return [
    {
      kind: 'inquiry-studio',
      locale: s,
      to: studio.notifyTo,
      replyTo: inquiry.email,
      subject: fill(es.inquiry.studioSubject, {
        name: inquiry.name,
        service: choiceLabel(forms[s].serviceTypes, inquiry.serviceType) ?? '',
      }),
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

/** The administrator's reply as written: its paragraphs, the studio's name above and its line below. */
export function InquiryReply({ locale, studio, paragraphs }: MessageBase & { paragraphs: string[] }) {
  return (
    <EmailLayout locale={locale} studio={studio}>
      {paragraphs.map((p, i) => (
        <Paragraph key={i} keepLines>
          {p}
        </Paragraph>
      ))}
    </EmailLayout>
  )
}

/**
 * The administrator's reply to an inquiry, as written, in the inquiry's language, with the
 * studio's footer; the client's answer goes to the studio (Reply-To).
 */
export async function inquiryReplyEmail(
  to: string,
  locale: Locale,
  studio: StudioInfo,
  reply: { subject: string; body: string },
): Promise<OutgoingEmail> {
  const rendered = await renderEmail(InquiryReply, {
    locale,
    studio: senderOf(studio),
    paragraphs: reply.body.split(/\n{2,}/),
  })
  return { kind: 'inquiry-reply', locale, to, replyTo: studio.email, subject: reply.subject, ...rendered }
}

/** The studio's reminder of an unanswered inquiry, with the way to the dashboard. */
export function InquiryReminder({
  locale,
  studio,
  intro,
  rows,
  dashboardUrl,
}: MessageBase & { intro: string; rows: Row[]; dashboardUrl: string }) {
  const t = emailTexts(locale)
  return (
    <EmailLayout locale={locale} studio={studio} signed>
      <Paragraph>{intro}</Paragraph>
      <Details heading={t.fieldsHeading} rows={rows} />
      <ButtonLink label={t.inquiry.dashboardLink} href={dashboardUrl} />
    </EmailLayout>
  )
}

/** The studio's reminder of an inquiry still unanswered after `hours` (the 24-hour promise). */
export async function inquiryReminderEmail(
  inquiry: { name: string; email: string; serviceType: string; message: string },
  hours: number,
  studio: StudioInfo,
  dashboardUrl: string,
): Promise<OutgoingEmail> {
  const s = studio.locale
  const f = forms[s]
  const vars = { name: inquiry.name, hours, service: choiceLabel(f.serviceTypes, inquiry.serviceType) ?? '' }
  const rendered = await renderEmail(InquiryReminder, {
    locale: s,
    studio: senderOf(studio),
    intro: fill(emailTexts(s).inquiry.reminderIntro, vars),
    rows: [
      [f.fields.email, inquiry.email],
      [f.fields.message, inquiry.message],
    ],
    dashboardUrl,
  })
  return {
    kind: 'inquiry-reminder',
    locale: s,
    to: studio.notifyTo,
    replyTo: inquiry.email,
    subject: fill(emailTexts(s).inquiry.reminderSubject, vars),
    ...rendered,
  }
}
