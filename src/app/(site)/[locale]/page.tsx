import { ExternalLink, Star } from 'lucide-react'

import { ServiceCard } from '@/components/site/ServiceCard'
import { CheckList } from '@/components/site/sections/CheckList'
import { PageCta } from '@/components/site/sections/CtaBand'
import { CopyHeading, Section } from '@/components/site/sections/Section'
import { StudioStats, studioRating } from '@/components/site/sections/StudioStats'
import { or } from '@/components/site/format'
import { CmsImage } from '@/components/ui/CmsImage'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { Link } from '@/components/site/Link'
import { cmsMetadata, pageData, pageLocale, uiLabels, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { getServices } from '@/lib/cms'
import { studioJsonLd } from '@/lib/seo/business'
import { JsonLd } from '@/lib/seo/json-ld'
import { seoImage } from '@/lib/seo/page-seo'
import { languageTag } from '@/i18n/language-tag'

export const generateMetadata = cmsMetadata('home-page', { image: (page) => page.hero.image, geo: true })

export default async function HomePage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, services, ui] = await pageData(locale, 'home-page', getServices, uiLabels)
  const { hero, about, classesPromo, featuredWork, cta } = page
  const video = services.find((s) => s.serviceId === 'video')
  const stats = settings.stats ?? {}
  const rating = studioRating(stats)

  return (
    <>
      <JsonLd data={await studioJsonLd(locale, seoImage(hero.image)?.url)} />

      <section className="relative isolate overflow-hidden bg-night text-cream">
        <CmsImage media={hero.image} fill priority alt="" sizes="100vw" className="-z-10 object-cover opacity-55" />
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-r from-night/90 via-night/60 to-night/20"
          aria-hidden="true"
        />
        <div className="container-page flex min-h-[36rem] flex-col justify-center py-20 sm:min-h-[40rem]">
          {hero.badges && hero.badges.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('badges')}>
              {hero.badges.map((b) => (
                <li
                  key={b.id ?? b.text}
                  className="rounded-full border border-cream/40 bg-night/50 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-gold-light"
                >
                  {b.text}
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-6 max-w-3xl text-4xl leading-tight text-balance sm:text-6xl">{hero.title}</h1>
          {hero.subtitle && <p className="mt-6 max-w-2xl text-lg text-cream/90 sm:text-xl">{hero.subtitle}</p>}
          <div className="mt-10 flex flex-wrap gap-3">
            <Link href="/portfolio" className="btn btn-light">
              {or(hero.primaryLabel, t('viewWork'))}
            </Link>
            <Link href="/contact" className="btn btn-outline-light">
              {or(hero.secondaryLabel, t('bookConsultation'))}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page grid items-center gap-12 py-20 lg:grid-cols-2" aria-labelledby="home-about">
        <div className="relative aspect-[4/5] overflow-hidden rounded-3xl bg-sand">
          <CmsImage media={about?.image} fill sizes="(min-width: 1024px) 36rem, 100vw" className="object-cover" />
        </div>
        <div>
          <SectionHeading id="home-about" align="left" eyebrow={about?.eyebrow} title={about?.title} />
          <div className="mt-5 grid gap-4 text-lg leading-relaxed text-ink-soft">
            <Paragraphs text={about?.body} />
          </div>
          <div className="mt-10">
            <StudioStats stats={settings.stats} show={['yearsHome', 'clients', 'events', 'rating']} t={t} />
          </div>
          <Link href="/about" className="btn btn-outline mt-10">
            {or(about?.linkLabel, t('aboutLink'))}
          </Link>
        </div>
      </section>

      <Section id="home-services" band="sand" copy={page.services} title={t('servicesTitle')}>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services
            .filter((s) => s.serviceId !== 'video')
            .map((s) => (
              <ServiceCard key={s.id} service={s} locale={locale} />
            ))}
        </div>

        {video && (
          <article
            className="relative mt-10 grid overflow-hidden rounded-3xl bg-night text-cream lg:grid-cols-2"
            aria-labelledby="home-video"
          >
            <div className="relative aspect-video lg:aspect-auto">
              <CmsImage
                media={video.image}
                fill
                alt=""
                sizes="(min-width: 1024px) 38rem, 100vw"
                className="object-cover"
              />
            </div>
            <div className="p-8 sm:p-12">
              <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">
                {page.video?.eyebrow || video.subtitle}
              </p>
              <h3 id="home-video" className="mt-3 text-3xl">
                {or(page.video?.title, video.title)}
              </h3>
              <div className="mt-4 grid gap-3 text-cream/90 leading-relaxed">
                <Paragraphs text={page.video?.body || video.description} />
              </div>
              <Link href="/services/video" className="btn btn-light mt-8">
                {or(page.video?.linkLabel, t('videoLink'))}
              </Link>
            </div>
          </article>
        )}
      </Section>

      <section className="container-page py-20" aria-labelledby="home-classes">
        <div className="grid gap-10 rounded-3xl border border-line bg-white p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <CopyHeading id="home-classes" align="left" copy={classesPromo} />
            <Link href="/classes" className="btn btn-primary mt-8">
              {or(classesPromo?.linkLabel, t('classesLink'))}
            </Link>
          </div>
          <CheckList
            items={classesPromo?.points}
            className="grid gap-3"
            itemClassName="flex items-start gap-3 rounded-2xl bg-cream p-4"
            iconClassName="mt-0.5 size-5 shrink-0 text-gold-deep"
          />
        </div>
      </section>

      <section className="container-page" aria-labelledby="home-work">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="order-2 lg:order-1">
            <CopyHeading id="home-work" align="left" copy={featuredWork} />
            <div className="mt-8 flex flex-wrap gap-3">
              {settings.galleryUrl && (
                <a href={settings.galleryUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
                  {or(featuredWork?.galleryLabel, t('galleryLink'))}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{ui('opensInNewTab')}</span>
                </a>
              )}
              <Link href="/portfolio" className="btn btn-outline">
                {or(featuredWork?.portfolioLabel, t('portfolioLink'))}
              </Link>
            </div>
            <p className="mt-8 flex items-center gap-2 text-sm text-ink-soft">
              <span className="flex text-gold-deep" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
              {t('ratingLine', {
                rating: rating.toLocaleString(languageTag(locale)),
                count: stats.reviewCount ?? 0,
              })}
            </p>
          </div>
          <div className="relative order-1 aspect-[3/2] overflow-hidden rounded-3xl bg-sand lg:order-2">
            <CmsImage
              media={featuredWork?.image}
              fill
              sizes="(min-width: 1024px) 36rem, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </section>

      <PageCta cta={cta} primary={t('ctaPrimary')} secondary={{ href: '/pricing', label: t('ctaSecondary') }} />
    </>
  )
}
