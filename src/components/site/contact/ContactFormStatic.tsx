import { getTranslations } from 'next-intl/server'

import { ContactFormBody } from '@/components/forms/ContactFormBody'
import { EventDateButton } from '@/components/forms/EventDateButton'
import { fieldRows } from '@/components/forms/field-rows'
import type { Locale } from '@/i18n/routing'
import type { ContactInput } from '@/lib/schemas/contact'

/**
 * The contact form as the server renders it: the same markup as the browser's form (ContactForm)
 * in its first state, with plain named controls, so the visitor sees it and can type in it before
 * its code has loaded (ContactFormSlot then carries what was typed over). Hidden when scripting is
 * off: it could not send anything, and the page's <noscript> gives the studio's address instead.
 * Posted by the browser itself (before the page's scripts run), it goes to this page, never into
 * an address.
 */
export async function ContactFormStatic({ locale }: { locale: Locale }) {
  const [t, notice] = await Promise.all([
    getTranslations({ locale, namespace: 'contact.form' }),
    getTranslations({ locale, namespace: 'privacyNotice' }),
  ])
  const rows = fieldRows<keyof ContactInput>({
    bind: (name) => ({ name }),
    invalid: () => false,
    error: () => undefined,
    uid: 'inquiry',
  })
  return (
    <div>
      <form method="post" noValidate aria-busy={false} data-testid="contact-form" className="noscript:hidden">
        <ContactFormBody
          t={(key) => t(key as never)}
          rows={rows}
          wedding={false}
          pending={false}
          notice={{ text: notice('contact'), link: notice('link'), newTab: notice('newTab') }}
          locale={locale}
          eventDate={
            <EventDateButton
              id={rows.id('eventDate')}
              fieldLabel={t('fields.eventDate')}
              text={t('datePicker.placeholder')}
              chosen={false}
            />
          }
        />
      </form>
    </div>
  )
}
