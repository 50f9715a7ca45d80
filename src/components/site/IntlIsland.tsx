import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'

/**
 * next-intl for the client components inside (forms: useTranslations, validation messages).
 * The site layout deliberately has no NextIntlClientProvider, so pages without such components
 * ship no message-formatting runtime; a page with a form wraps the form in an island, e.g.
 * `<IntlIsland locale={locale}><ContactForm /></IntlIsland>`.
 */
export async function IntlIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = clientMessages(await getMessages({ locale }))
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  )
}
