import { ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'

import { ServiceCard } from '@/components/site/ServiceCard'
import { or } from '@/components/site/format'
import { PageCta } from '@/components/site/sections/CtaBand'
import { PageIntro, Section } from '@/components/site/sections/Section'
import { pageData, pageLocale, uiLabels, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import type { Locale } from '@/i18n/routing'
import { getGlobal, getServices } from '@/lib/cms'
import { studioJsonLd } from '@/lib/seo/business'
import { JsonLd } from '@/lib/seo/json-ld'
import { cmsPageMetadata } from '@/lib/seo/page-seo'

type Props = { params: Promise<{ locale: Locale }> }

/** Height of the embedded gallery, in pixels. */
const GALLERY_FRAME_HEIGHT = 600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [page, services] = await Promise.all([getGlobal('portfolio-page', locale), getServices(locale)])
  return cmsPageMetadata({
    locale,
    path: '/portfolio',
    seo: page.seo,
    namespace: 'portfolio',
    image: services[0]?.image,
    geo: true,
  })
}

export default async function PortfolioPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, services, ui] = await pageData(locale, 'portfolio-page', getServices, uiLabels)
  const { hero, gallery, cta } = page

  return (
    <>
      <JsonLd data={await studioJsonLd(locale)} />
      <PageIntro copy={hero} title={t('meta.title')} />

      {settings.galleryUrl && (
        <Section id="portfolio-gallery" className="container-page mt-14" copy={gallery}>
          <div className="mt-8 overflow-hidden rounded-3xl border border-line bg-sand shadow-sm">
            <iframe
              src={settings.galleryUrl}
              title={or(gallery?.frameTitle, t('frameTitle'))}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              className="block w-full"
              style={{ height: GALLERY_FRAME_HEIGHT }}
            />
          </div>
          <p className="mt-4 text-center">
            <a
              href={settings.galleryUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-gold-deep underline-offset-4 hover:underline"
            >
              {t('openGallery')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{ui('opensInNewTab')}</span>
            </a>
          </p>
        </Section>
      )}

      <Section id="portfolio-services" className="container-page mt-20" copy={page.services}>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <ServiceCard key={s.id} service={s} locale={locale} />
          ))}
        </div>
      </Section>

      <PageCta cta={cta} primary={t('ctaPrimary')} secondary={{ href: '/pricing', label: t('ctaSecondary') }} />
    </>
  )
}
