import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** 'Page Not Found' in the page's language (seed 000 §8). */
export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="font-serif text-7xl text-gold-deep" aria-hidden="true">404</p>
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="max-w-md text-ink-soft">{t('description')}</p>
      <Link href="/" className="btn btn-primary mt-2">{t('home')}</Link>
    </section>
  )
}
