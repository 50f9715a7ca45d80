import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/components/site/format'
import { PolicyHeader, PolicySections } from '@/components/site/PolicySections'
import { PageCta } from '@/components/site/sections/CtaBand'
import { cmsMetadata, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { getGlobal } from '@/lib/cms'

export const generateMetadata = cmsMetadata('policies-page', { path: '/policies', namespace: 'policies' })

export default async function PoliciesPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
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
