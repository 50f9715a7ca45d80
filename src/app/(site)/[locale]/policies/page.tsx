import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatDate } from '@/components/site/format'
import { PolicyHeader, PolicySections } from '@/components/site/PolicySections'
import { PageCta } from '@/components/site/sections/CtaBand'
import type { Locale } from '@/i18n/routing'
import { getGlobal } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getGlobal('policies-page', locale)
  return cmsPageMetadata({ locale, path: '/policies', seo: page.seo, namespace: 'policies' })
}

export default async function PoliciesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [page, t] = await Promise.all([
    getGlobal('policies-page', locale),
    getTranslations({ locale, namespace: 'policies' }),
  ])
  const { hero, cta } = page

  return (
    <>
      <PolicyHeader
        hero={hero}
        title={t('meta.title')}
        lastUpdated={page.lastUpdated && t('lastUpdated', { date: formatDate(page.lastUpdated, locale) })}
      />
      <PolicySections sections={page.sections ?? []} contentsLabel={t('contents')} />
      <PageCta cta={cta} primary={t('contact')} secondary={{ href: '/faq', label: t('faq') }} />
    </>
  )
}
