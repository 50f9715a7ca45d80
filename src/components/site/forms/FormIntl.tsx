'use client'

import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { z } from 'zod'

import type { Locale } from '@/i18n/routing'

// zod 4 probes `new Function` to decide whether to compile parsers; under the site's CSP (no
// 'unsafe-eval') that probe is reported as a violation. The interpreted parsers are plenty fast
// for a form.
z.config({ jitless: true })

export type FormMessages = Record<string, unknown>

/** next-intl for a lazily loaded form: arrives with the form's own chunk, not with the page. */
export function FormIntl({ locale, messages, children }: { locale: Locale; messages: FormMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  )
}
