'use client'

// First: configures zod before the form's schemas are evaluated.
import '@/components/forms/zod-jitless'

import { NextIntlClientProvider } from 'next-intl'

import { ContactForm } from '@/components/forms/ContactForm'
import type { Locale } from '@/i18n/routing'

export type ContactFormLazyProps = {
  locale: Locale
  messages: Record<string, unknown>
  /** What was typed in the server's copy of the form before this code arrived, by field name. */
  initial?: Record<string, string>
}

/** The form with the messages it reads (contact.form, validation), in its own chunk. */
export default function ContactFormLazy({ locale, messages, initial }: ContactFormLazyProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Toronto">
      <ContactForm initial={initial} />
    </NextIntlClientProvider>
  )
}
