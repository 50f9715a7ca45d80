import { formatDate } from '@/components/site/format'
import { PolicyHeader, PolicySections } from '@/components/site/PolicySections'
import { PageCta } from '@/components/site/sections/CtaBand'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'

export const generateMetadata = cmsMetadata('policies-page')

export default async function PoliciesPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t] = await pageData(locale, 'policies-page')
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
