import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import {
  aroundLink,
  ButtonLink,
  EmailLayout,
  emailTexts,
  FooterNote,
  InlineLink,
  Note,
  Paragraph,
  senderOf,
  type MessageBase,
} from '@/lib/email/layout'
import type { OutgoingEmail } from '@/lib/email/outbox'
import { renderEmail } from '@/lib/email/render'
import type { StudioInfo } from '@/lib/email/studio'

interface Sent extends MessageBase {
  /** Who sends it, with the studio's mailing address when the settings hold one. */
  sender: string
}

/** Who sends a newsletter-type e-mail: Canada's anti-spam law (s. 6(2)) wants its mailing address. */
function senderLine(locale: Locale, studio: StudioInfo): string {
  const t = emailTexts(locale).newsletter
  const address = studio.mailingAddress?.replace(/\s*\n\s*/g, ', ').trim()
  return address
    ? fill(t.sender, { studio: studio.name, address })
    : fill(t.senderNoAddress, { studio: studio.name, email: studio.email })
}

const sent = (locale: Locale, studio: StudioInfo): Sent => ({
  locale,
  studio: senderOf(studio),
  sender: senderLine(locale, studio),
})

/** The welcome, once the subscription is confirmed, with the one-click way out in its footer. */
export function NewsletterWelcome({ locale, studio, sender, unsubscribeUrl }: Sent & { unsubscribeUrl: string }) {
  const t = emailTexts(locale).newsletter
  // The sentence ends with the link: the HTML shows its label there, the plain text its address.
  const { before, after } = aroundLink(t.unsubscribe, 'url')
  return (
    <EmailLayout
      locale={locale}
      studio={studio}
      signed
      notes={
        <>
          <FooterNote>
            {before}
            <InlineLink href={unsubscribeUrl}>{t.unsubscribeLink}</InlineLink>
            {after}
          </FooterNote>
          <FooterNote>{t.reason}</FooterNote>
          <FooterNote>{sender}</FooterNote>
        </>
      }
    >
      <Paragraph>{t.welcomeBody}</Paragraph>
    </EmailLayout>
  )
}

/**
 * Every newsletter message carries a one-click unsubscribe link in its body and in the
 * List-Unsubscribe headers (RFC 8058), which mail apps show as their own "Unsubscribe" button.
 */
export async function newsletterWelcomeEmail(
  email: string,
  locale: Locale,
  studio: StudioInfo,
  unsubscribeUrl: string,
): Promise<OutgoingEmail> {
  const rendered = await renderEmail(NewsletterWelcome, { ...sent(locale, studio), unsubscribeUrl })
  return {
    kind: 'newsletter-welcome',
    locale,
    to: email,
    replyTo: studio.email,
    subject: fill(emailTexts(locale).newsletter.welcomeSubject, { studio: studio.name }),
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The request for consent: what will be sent, the button that confirms, and how to say no. */
export function NewsletterConfirm({
  locale,
  studio,
  sender,
  email,
  confirmUrl,
}: Sent & { email: string; confirmUrl: string }) {
  const t = emailTexts(locale).newsletter
  return (
    <EmailLayout
      locale={locale}
      studio={studio}
      signed
      notes={
        <>
          <FooterNote>{t.confirmReason}</FooterNote>
          <FooterNote>{sender}</FooterNote>
        </>
      }
    >
      <Paragraph>{fill(t.confirmBody, { studio: studio.name, email })}</Paragraph>
      <ButtonLink intro={t.confirmIntro} label={t.confirmButton} href={confirmUrl} />
      <Note>{t.confirmIgnore}</Note>
      <Note>{t.confirmWithdraw}</Note>
    </EmailLayout>
  )
}

/**
 * The request for consent (CASL s. 10(1)): sent on sign-up, in the sign-up's
 * language, to the address typed. It names the studio and its mailing address, says what will be
 * sent and that consent can be withdrawn, and carries the confirmation link; without a click,
 * nothing else is ever sent. It repeats nothing the visitor typed but the address itself.
 */
export async function newsletterConfirmEmail(
  email: string,
  locale: Locale,
  studio: StudioInfo,
  confirmUrl: string,
): Promise<OutgoingEmail> {
  const rendered = await renderEmail(NewsletterConfirm, { ...sent(locale, studio), email, confirmUrl })
  return {
    kind: 'newsletter-confirm',
    locale,
    to: email,
    replyTo: studio.email,
    subject: fill(emailTexts(locale).newsletter.confirmSubject, { studio: studio.name }),
    ...rendered,
  }
}
