import { Award, Camera, Globe, Heart, Sparkles, Users } from 'lucide-react'

import { CardGrid } from '@/components/site/sections/CardGrid'
import { PageCta } from '@/components/site/sections/CtaBand'
import { Section } from '@/components/site/sections/Section'
import { StudioStats } from '@/components/site/sections/StudioStats'
import { CmsImage } from '@/components/ui/CmsImage'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { studioJsonLd } from '@/lib/seo/business'
import { JsonLd } from '@/lib/seo/json-ld'
import { seoImage } from '@/lib/seo/page-seo'

const icons = { camera: Camera, heart: Heart, globe: Globe, award: Award, users: Users, sparkles: Sparkles } as const

export const generateMetadata = cmsMetadata('about-page', { image: (page) => page.hero.image, geo: true })

export default async function AboutPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings] = await pageData(locale, 'about-page')
  const { hero, story, bio, philosophy, cta } = page

  return (
    <>
      <JsonLd data={await studioJsonLd(locale, seoImage(hero.image)?.url)} />
      <section className="container-page grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <SectionHeading as="h1" align="left" eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle} />
        </div>
        <div className="relative aspect-[4/5] overflow-hidden rounded-3xl bg-sand">
          <CmsImage
            media={hero.image}
            fill
            priority
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="object-cover"
          />
        </div>
      </section>

      <section className="bg-white py-20" aria-labelledby="about-story">
        <div className="container-page max-w-4xl">
          <SectionHeading id="about-story" eyebrow={story?.eyebrow} title={story?.title} />
          <div className="mt-8 grid gap-5 text-lg leading-relaxed text-ink-soft">
            <Paragraphs text={story?.body} />
            <Paragraphs text={story?.body2} />
          </div>
        </div>
        {page.highlights && page.highlights.length > 0 && (
          <CardGrid
            items={page.highlights}
            icon={(h) => icons[h.icon ?? 'camera']}
            className="container-page mt-14 grid gap-6 md:grid-cols-3"
            cardClassName="rounded-2xl border border-line bg-cream p-8"
            size="lg"
          />
        )}
      </section>

      <section
        className="container-page grid items-center gap-12 py-20 lg:grid-cols-[1fr_1.3fr]"
        aria-labelledby="about-bio"
      >
        <div className="relative aspect-square overflow-hidden rounded-3xl bg-sand">
          <CmsImage media={bio?.image} fill sizes="(min-width: 1024px) 30rem, 100vw" className="object-cover" />
        </div>
        <div>
          <SectionHeading id="about-bio" align="left" eyebrow={bio?.eyebrow} title={bio?.title} />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-ink-soft">
            <Paragraphs text={bio?.body} />
            <Paragraphs text={bio?.body2} />
          </div>
        </div>
      </section>

      <section className="bg-night py-20 text-cream" aria-labelledby="about-philosophy">
        <div className="container-page max-w-4xl text-center">
          <SectionHeading id="about-philosophy" tone="dark" eyebrow={philosophy?.eyebrow} title={philosophy?.title} />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-cream/90">
            <Paragraphs text={philosophy?.body} />
          </div>
          {philosophy?.quote && (
            <blockquote className="mt-10 font-serif text-2xl italic text-gold-light sm:text-3xl">
              “{philosophy.quote}”
            </blockquote>
          )}
        </div>
      </section>

      <Section id="about-stats" className="container-page py-20" copy={page.statsIntro}>
        <div className="mt-12">
          <StudioStats stats={settings.stats} show={['yearsAbout', 'clients', 'weddings', 'corporateClients']} t={t} />
        </div>
      </Section>

      {page.values && page.values.length > 0 && (
        <Section id="about-values" className="container-page" copy={page.valuesIntro}>
          <CardGrid
            items={page.values}
            className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            cardClassName="rounded-2xl border border-line bg-white p-7"
            size="md"
          />
        </Section>
      )}

      <PageCta cta={cta} primary={t('ctaPrimary')} secondary={{ href: '/portfolio', label: t('ctaSecondary') }} />
    </>
  )
}
