import { fill } from '@/i18n/fill'

import { EmailLayout, emailTexts, Paragraph, senderOf, type MessageBase } from './layout'
import type { OutgoingEmail } from './outbox'
import { renderEmail } from './render'
import type { StudioInfo } from './studio'

/** The dashboard's test message: the layout every message uses, so it shows how they will look. */
export function TestEmail({ locale, studio, at }: MessageBase & { at: string }) {
  return (
    <EmailLayout locale={locale} studio={studio}>
      {fill(emailTexts(locale).test.body, { studio: studio.name, at })
        .split('\n\n')
        .map((paragraph, i) => (
          <Paragraph key={i}>{paragraph}</Paragraph>
        ))}
    </EmailLayout>
  )
}

/** The dashboard's test message to the studio, in the studio's language. */
export async function testEmail(studio: StudioInfo, at: Date): Promise<OutgoingEmail> {
  const locale = studio.locale
  const rendered = await renderEmail(TestEmail, {
    locale,
    studio: senderOf(studio),
    at: at.toISOString(),
  })
  return {
    kind: 'test-email',
    locale,
    to: studio.notifyTo,
    subject: emailTexts(locale).test.subject,
    ...rendered,
  }
}
