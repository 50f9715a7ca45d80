import { Quote, Star } from 'lucide-react'

import { CmsImage } from '@/components/ui/CmsImage'
import { PageCta } from '@/components/site/sections/CtaBand'
import { QuoteAuthor } from '@/components/site/sections/QuoteAuthor'
import { PageIntro, Section } from '@/components/site/sections/Section'
import { StudioStats } from '@/components/site/sections/StudioStats'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { cmsMetadata, pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import { getPublishedReviews } from '@/lib/cms'

export const generateMetadata = cmsMetadata('reviews-page', { image: (page) => page.featuredStories?.[0]?.image })

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-gold-deep" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`size-4 ${i < rating ? 'fill-current' : ''}`} />
      ))}
    </p>
  )
}

/** 'Client Love': stats strip, three featured stories, the published testimonials. */
export default async function ReviewsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, settings, reviews] = await pageData(locale, 'reviews-page', getPublishedReviews)
  const { hero, cta } = page

  return (
    <>
      <PageIntro copy={hero} title={t('title')}>
        <div className="mx-auto mt-12 max-w-4xl rounded-3xl bg-night px-6 py-10 sm:px-10">
          <StudioStats
            tone="dark"
            stats={settings.stats}
            show={['clients', 'events', 'yearsHome', 'ratingReviewsStrip']}
            t={t}
          />
        </div>
      </PageIntro>

      {page.featuredStories && page.featuredStories.length > 0 && (
        <Section id="reviews-featured" className="container-page mt-20" copy={page.featuredIntro} title={t('featured')}>
          <ul className="mt-12 grid gap-8 lg:grid-cols-3">
            {page.featuredStories.map((s) => (
              <li
                key={s.id ?? s.title}
                className="flex flex-col overflow-hidden rounded-3xl border border-line bg-white"
              >
                <div className="relative aspect-[4/3] bg-sand">
                  <CmsImage media={s.image} fill sizes="(min-width: 1024px) 24rem, 100vw" className="object-cover" />
                </div>
                <article className="flex flex-1 flex-col p-7">
                  <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">{s.service}</p>
                  <h3 className="mt-2 text-2xl">{s.title}</h3>
                  <p className="mt-1 text-sm font-semibold">{s.names}</p>
                  <div className="mt-4 grid flex-1 gap-3 leading-relaxed text-ink-soft">
                    <Paragraphs text={s.story} />
                  </div>
                  {s.quote && (
                    <blockquote className="mt-5 border-l-2 border-gold-deep pl-4 font-serif text-lg italic">
                      “{s.quote}”
                    </blockquote>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="reviews-all" band="sand" className="mt-20" copy={page.grid} title={t('all')}>
        {reviews.length === 0 ? (
          <p className="mt-10 text-center text-ink-soft">{t('empty')}</p>
        ) : (
          <ul className="mt-12 columns-1 gap-6 sm:columns-2 lg:columns-3" data-testid="testimonials">
            {reviews.map((r) => (
              <li key={r.id} className="mb-6 break-inside-avoid rounded-3xl border border-line bg-white p-7">
                <figure>
                  <Quote aria-hidden="true" className="size-6 text-gold-deep" />
                  <Stars rating={r.rating} label={t('rating', { rating: r.rating })} />
                  <blockquote className="mt-3 leading-relaxed">{r.content}</blockquote>
                  <QuoteAuthor image={r.image} avatar="sm" name={r.name}>
                    {r.service && <span className="block text-sm text-ink-soft">{r.service}</span>}
                  </QuoteAuthor>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <PageCta cta={cta} primary={t('ctaPrimary')} secondary={{ href: '/portfolio', label: t('ctaSecondary') }} />
    </>
  )
}
