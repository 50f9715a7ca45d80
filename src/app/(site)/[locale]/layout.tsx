import '@/app/(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { LivePreview } from '@/components/site/LivePreview'
import { SiteEnhancements } from '@/components/site/SiteEnhancements'
import type { NavLabels } from '@/components/site/nav-labels'
import { type UiStrings, UiStringsProvider } from '@/components/site/UiStrings'
import { Toaster } from '@/components/ui/toast'
import { routing } from '@/i18n/routing'
import { isPreview } from '@/lib/cms'
import { getSiteSettings } from '@/lib/cms/site-settings'
import { siteUrl } from '@/lib/seo/site-url'
import { manifestPath } from '@/lib/site/manifest'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** The message namespaces the layout hands to client components. */
type Messages = {
  nav: NavLabels
  notFound: UiStrings['notFound']
  services: { notFound: UiStrings['serviceNotFound'] }
  ui: { error: UiStrings['error'] }
}

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
    // The manifest of the page's language: installed from /fr, the app opens on /fr.
    manifest: manifestPath(locale),
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  const tToast = await getTranslations({ locale, namespace: 'ui.toast' })
  const messages = (await getMessages({ locale })) as unknown as Messages
  const uiStrings: UiStrings = {
    notFound: messages.notFound,
    serviceNotFound: messages.services.notFound,
    error: messages.ui.error,
  }
  // Only editors previewing from /cms get the live-preview client code; visitors never load it.
  const preview = await isPreview()

  return (
    <html lang={locale} dir="ltr">
      <body className="flex min-h-screen flex-col">
        {/* No NextIntlClientProvider here: client components get their strings as props (or from
            UiStrings), and forms bring their own <IntlIsland>; pages ship no i18n runtime. */}
        <UiStringsProvider value={uiStrings}>
          <Header studioName={settings.studioName} familyUrl={settings.familyUrl} labels={messages.nav} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} settings={settings} />
          <SiteEnhancements locale={locale} analyticsId={settings.analyticsId} />
          {preview && <LivePreview />}
          <Toaster
            labels={{
              close: tToast('close'),
              notification: tToast('notification'),
              // Radix substitutes the hotkey itself; keep the placeholder literal.
              viewport: tToast.raw('viewport') as string,
            }}
          />
        </UiStringsProvider>
      </body>
    </html>
  )
}
