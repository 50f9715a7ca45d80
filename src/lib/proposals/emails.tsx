import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import { ButtonLink, EmailLayout, Greeting, Paragraph, senderOf, type MessageBase } from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'

import { proposalTexts } from './messages'
import { proposalReference } from './model'

/**
 * The proposals' e-mails, on the shared layout (src/lib/email/layout.tsx): the client's link once
 * sent, the reminders of an installment, the pay link after a saved card's charge failed, and the
 * signed contract to both parties once booked. Each in its reader's language, the studio as
 * Reply-To of the client's.
 */

/** A message to the client about their proposal: the greeting, what it says, and the button to their page. */
export function ProposalMessage({
  locale,
  studio,
  name,
  paragraphs,
  action,
  toStudio,
}: MessageBase & {
  name?: string
  paragraphs: string[]
  action?: { label: string; href: string }
  /** The studio's own copy: not signed by the studio to itself. */
  toStudio?: boolean
}) {
  return (
    <EmailLayout locale={locale} studio={studio} signed={!toStudio}>
      <Greeting locale={locale} name={name} />
      {paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
      {action ? <ButtonLink label={action.label} href={action.href} /> : null}
    </EmailLayout>
  )
}

/** The client as their proposal's e-mails address them. */
export interface ProposalRecipient {
  id: number
  client: { name: string; email: string; locale: Locale }
}

/** An installment as the e-mails about it name it. */
export interface InstallmentMention {
  position: number
  count: number
  amount: number
  /** Its day, already written in the client's language (a reminder's). */
  due?: string
}

const clientEmail = async (
  p: ProposalRecipient,
  studio: StudioInfo,
  subject: string,
  content: { paragraphs: string[]; action?: { label: string; href: string } },
): Promise<OutgoingEmail> => ({
  kind: 'other',
  locale: p.client.locale,
  to: p.client.email,
  replyTo: studio.email,
  subject,
  ...(await renderEmail(ProposalMessage, {
    locale: p.client.locale,
    studio: senderOf(studio),
    name: p.client.name,
    ...content,
  })),
})

/** The proposal sent: the client's private link, the total and until when it stands. */
export function proposalSentEmail(
  p: ProposalRecipient,
  studio: StudioInfo,
  details: { event: string; total: number; expiry: string; url: string },
): Promise<OutgoingEmail> {
  const locale = p.client.locale
  const t = proposalTexts(locale).email
  const vars = {
    studio: studio.name,
    event: details.event,
    total: formatCents(details.total, locale),
    expiry: details.expiry,
  }
  return clientEmail(p, studio, `${fill(t.sentSubject, vars)} · ${proposalReference(p.id)}`, {
    paragraphs: [fill(t.sentIntro, vars), fill(t.sentTotal, vars), fill(t.sentExpiry, vars)],
    action: { label: t.sentLink, href: details.url },
  })
}

const installmentVars = (studio: StudioInfo, i: InstallmentMention, locale: Locale) => ({
  studio: studio.name,
  position: i.position + 1,
  count: i.count,
  amount: formatCents(i.amount, locale),
  due: i.due ?? '',
})

/** A saved card's charge failed: the client is asked to pay the installment through their page. */
export function chargeFailedEmail(
  p: ProposalRecipient,
  studio: StudioInfo,
  installment: InstallmentMention,
  link: string,
): Promise<OutgoingEmail> {
  const locale = p.client.locale
  const t = proposalTexts(locale).email
  const vars = installmentVars(studio, installment, locale)
  return clientEmail(p, studio, `${fill(t.payLinkSubject, vars)} · ${proposalReference(p.id)}`, {
    paragraphs: [fill(t.payLinkIntro, vars), t.payLinkNote],
    action: { label: t.payLinkAction, href: link },
  })
}

/** Which reminder of an installment: a week before its day, the day before, or three days late. */
export type ReminderKind = 'week' | 'day' | 'late'

/** An installment's reminder, with the link to pay it on the client's page. */
export function installmentReminderEmail(
  p: ProposalRecipient,
  studio: StudioInfo,
  kind: ReminderKind,
  installment: InstallmentMention,
  link: string,
): Promise<OutgoingEmail> {
  const locale = p.client.locale
  const t = proposalTexts(locale).email
  const vars = installmentVars(studio, installment, locale)
  const intro = kind === 'late' ? t.late : kind === 'day' ? t.reminderDay : t.reminderWeek
  return clientEmail(p, studio, fill(kind === 'late' ? t.lateSubject : t.reminderSubject, vars), {
    paragraphs: [fill(intro, vars), t.payNote],
    action: { label: t.payAction, href: link },
  })
}

/** The signed contract's copies once booked: to the client in their language, and to the studio in its own. */
export async function contractEmails(p: ProposalRecipient, studio: StudioInfo, pdf: Buffer): Promise<OutgoingEmail[]> {
  const reference = proposalReference(p.id)
  const attachment = (locale: Locale) => ({
    filename: `${locale === 'fr' ? 'contrat' : 'contract'}-${reference}.pdf`,
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  })
  const client = proposalTexts(p.client.locale).email
  const own = proposalTexts(studio.locale).email
  const vars = { studio: studio.name, reference, client: p.client.name }
  const toClient = await clientEmail(p, studio, `${fill(client.contractSubject, vars)} · ${reference}`, {
    paragraphs: [client.contractIntro, client.contractNote],
  })
  const toStudio = await renderEmail(ProposalMessage, {
    locale: studio.locale,
    studio: senderOf(studio),
    paragraphs: [fill(own.contractStudioIntro, vars)],
    toStudio: true,
  })
  return [
    { ...toClient, attachments: [attachment(p.client.locale)] },
    {
      kind: 'other',
      locale: studio.locale,
      to: studio.notifyTo,
      subject: fill(own.contractStudioSubject, vars),
      ...toStudio,
      attachments: [attachment(studio.locale)],
    },
  ]
}
