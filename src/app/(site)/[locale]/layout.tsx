import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { Toaster } from '@/components/ui/toast'
import { clientMessages } from '@/i18n/client-messages'
import { routing } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/cms/site-settings'
import { siteUrl } from '@/lib/seo/site-url'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// Pages are rendered on first visit and then served from the cache until content changes.
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#faf7f2', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  const tToast = await getTranslations({ locale, namespace: 'ui.toast' })
  const messages = clientMessages(await getMessages({ locale }))

  return (
    <html lang={locale} dir="ltr">
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider messages={messages}>
          <Header studioName={settings.studioName} familyUrl={settings.familyUrl} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} settings={settings} />
          <Toaster
            labels={{
              close: tToast('close'),
              notification: tToast('notification'),
              // Radix substitutes the hotkey itself; keep the placeholder literal.
              viewport: tToast.raw('viewport') as string,
            }}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
