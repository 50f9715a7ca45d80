'use client'

import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'

export type FormMessages = Record<string, unknown>

/** next-intl for a lazily loaded form: arrives with the form's own chunk, not with the page. */
export function FormIntl({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: FormMessages
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  )
}
