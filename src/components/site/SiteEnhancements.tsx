import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'

import { Analytics } from './Analytics'
import { localizedPath } from '@/i18n/locale-path'
import { ServiceWorker } from './ServiceWorker'
import { WebVitals } from './WebVitals'

/**
 * What every public page gets besides its content: web vitals, the offline worker and its update
 * banner, and analytics behind the visitor's consent. Labels are resolved here, on the server, and
 * passed as props (the site ships no i18n runtime); the client parts are small and load their
 * heavier pieces (web-vitals, the banners) only when needed.
 */
export async function SiteEnhancements({ locale, analyticsId }: { locale: Locale; analyticsId?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'consent' })
  return (
    <>
      <Analytics
        measurementId={(analyticsId ?? '').trim()}
        preferencesLabel={t('preferences')}
        labels={{
          region: t('region'),
          title: t('title'),
          body: t('body'),
          accept: t('accept'),
          decline: t('decline'),
          policy: t('policy'),
          policyHref: localizedPath('/privacy', locale),
        }}
      />
      <WebVitals />
      <ServiceWorker
        labels={{ message: t('update.message'), refresh: t('update.refresh'), dismiss: t('update.dismiss') }}
      />
    </>
  )
}
