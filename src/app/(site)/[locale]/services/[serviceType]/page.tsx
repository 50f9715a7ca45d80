import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { Link } from '@/components/site/Link'
import { CheckList } from '@/components/site/sections/CheckList'
import type { Locale } from '@/i18n/routing'
import { getService, getSiteSettings, serviceIds } from '@/lib/cms'
import { pageMetadata } from '@/lib/seo/metadata'
import { seoImage } from '@/lib/seo/page-seo'

type Props = { params: Promise<{ locale: Locale; serviceType: string }> }

// Rendered on first visit, then served from the cache until the CMS expires its tags (an empty
// list keeps the build independent of the database, as the locale layout does).
export function generateStaticParams() {
  return []
}

async function load(serviceType: string, locale: Locale) {
  return (serviceIds as readonly string[]).includes(serviceType) ? getService(serviceType, locale) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, serviceType } = await params
  const service = await load(serviceType, locale)
  if (!service) return {}
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'services.meta' }),
  ])
  return pageMetadata({
    locale,
    path: `/services/${service.serviceId}`,
    title: service.title,
    description: service.description || t('description', { title: service.title, subtitle: service.subtitle ?? '' }),
    siteName: settings.studioName,
    image: seoImage(service.image),
  })
}

/** /services/{serviceType}; an unknown type is a 404 with 'Service Not Found'. */
export default async function ServicePage({ params }: Props) {
  const { locale, serviceType } = await params
  setRequestLocale(locale)
  const service = await load(serviceType, locale)
  if (!service) notFound()
  const t = await getTranslations({ locale, namespace: 'services' })
  const gallery = (service.gallery ?? []).filter((m) => typeof m === 'object')

  return (
    <>
      <section className="relative isolate overflow-hidden bg-night text-cream">
        <CmsImage media={service.image} fill priority alt="" sizes="100vw" className="-z-10 object-cover opacity-50" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-night/90 to-night/30" aria-hidden="true" />
        <div className="container-page flex min-h-[26rem] flex-col justify-end py-16">
          {service.subtitle && (
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">{service.subtitle}</p>
          )}
          <h1 className="mt-3 max-w-3xl text-4xl text-balance sm:text-6xl">{service.title}</h1>
        </div>
      </section>

      <div className="container-page grid gap-14 py-16 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <div className="grid gap-5 text-lg leading-relaxed text-ink-soft">
            <Paragraphs text={service.longDescription || service.description} />
          </div>
          {service.approach && (
            <section className="mt-12" aria-labelledby="service-approach">
              <h2 id="service-approach" className="text-3xl">
                {t('approach')}
              </h2>
              <div className="mt-4 grid gap-4 text-lg leading-relaxed text-ink-soft">
                <Paragraphs text={service.approach} />
              </div>
            </section>
          )}
        </div>
        <aside className="h-fit rounded-3xl border border-line bg-white p-8" aria-labelledby="service-includes">
          <h2 id="service-includes" className="text-2xl">
            {t('includes')}
          </h2>
          <CheckList
            items={service.includes}
            className="mt-5 grid gap-3"
            itemClassName="flex items-start gap-3"
            iconClassName="mt-1 size-4 shrink-0 text-gold-deep"
          />
          {service.pricing && (
            <div className="mt-8 border-t border-line pt-6">
              <h3 className="font-sans text-sm font-semibold uppercase tracking-widest text-gold-deep">
                {t('pricing')}
              </h3>
              <p className="mt-2 text-lg">{service.pricing}</p>
            </div>
          )}
          <div className="mt-8 grid gap-3">
            <Link href="/contact" className="btn btn-primary">
              {t('book')}
            </Link>
            <Link href="/pricing" className="btn btn-outline">
              {t('viewPricing')}
            </Link>
          </div>
        </aside>
      </div>

      {gallery.length > 0 && (
        <section className="container-page" aria-labelledby="service-gallery">
          <h2 id="service-gallery" className="text-3xl">
            {t('gallery')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {gallery.map((m) => (
              <li
                key={typeof m === 'object' ? m.id : m}
                className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-sand"
              >
                <CmsImage media={m} fill sizes="(min-width: 640px) 33vw, 100vw" className="object-cover" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
