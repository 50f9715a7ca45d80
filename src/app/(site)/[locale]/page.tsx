import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

type Props = { params: Promise<{ locale: Locale }> }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('home')
  return (
    <section className="container-page py-24">
      <h1 className="max-w-3xl text-5xl leading-tight">{t('title')}</h1>
      <p className="mt-6 max-w-2xl text-lg text-ink-soft">{t('subtitle')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/portfolio" className="btn btn-primary">{t('viewWork')}</Link>
        <Link href="/contact" className="btn btn-outline">{t('bookConsultation')}</Link>
      </div>
    </section>
  )
}
