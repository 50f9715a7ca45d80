import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/cms'
import { pageMetadata } from '@/lib/seo/metadata'

import { ExternalRedirect } from './ExternalRedirect'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'services.boudoir' }),
  ])
  return {
    ...pageMetadata({
      locale,
      path: '/services/boudoir',
      title: t('title'),
      description: t('description'),
      siteName: settings.studioName,
    }),
    // A waypoint to another site: nothing here for search engines to index.
    robots: { index: false, follow: true },
  }
}

/** /services/boudoir: a short message, then the browser goes to the boudoir site. */
export default async function BoudoirPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'services.boudoir' }),
  ])
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-4xl">{t('title')}</h1>
      <p role="status" className="max-w-md text-lg text-ink-soft">
        {t('redirecting')}
      </p>
      {settings.boudoirUrl && (
        <>
          <a href={settings.boudoirUrl} className="btn btn-primary mt-2">
            {t('link')}
          </a>
          <ExternalRedirect url={settings.boudoirUrl} />
        </>
      )}
    </section>
  )
}
