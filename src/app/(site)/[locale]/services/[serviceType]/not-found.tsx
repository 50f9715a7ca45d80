import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** Unknown service type (seed 000 §8): 'Service Not Found' and a way back to all services. */
export default async function ServiceNotFound() {
  const t = await getTranslations('services.notFound')
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="max-w-md text-ink-soft">{t('description')}</p>
      <Link href="/portfolio" className="btn btn-primary mt-2">{t('viewAll')}</Link>
    </section>
  )
}
