import { Clock } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NewsletterSlot } from '@/components/site/NewsletterSlot'
import { formMessages } from '@/components/forms/form-messages'
import { PostCover } from '@/components/site/PostCover'
import { formatDate, or } from '@/components/site/format'
import { PageIntro, Section } from '@/components/site/sections/Section'
import { Link } from '@/components/site/Link'
import { pageData, pageLocale, type LocaleProps } from '@/app/(site)/[locale]/cms-page'
import type { Locale } from '@/i18n/routing'
import { getGlobal, getPosts } from '@/lib/cms'
import { cmsPageMetadata } from '@/lib/seo/page-seo'
import { absoluteUrl, localizedPath } from '@/lib/seo/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getGlobal('blog-page', locale)
  const metadata = await cmsPageMetadata({ locale, path: '/blog', seo: page.seo, namespace: 'blog' })
  const t = await getTranslations({ locale, namespace: 'blog' })
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: absoluteUrl(localizedPath('/feed.xml', locale)), title: t('rss') }] },
    },
  }
}

/**
 * Published posts, newest first, each with the fixed '5 min read'.
 *
 * A loading state belongs to a list fetched in the browser. Here the list is part of the
 * page's cached HTML, so there is nothing to wait for. The earlier loading.tsx skeleton was baked
 * into that cached HTML: every visitor saw it flash until React revealed the list (about 0.4 s
 * later), and it pushed back LCP.
 */
export default async function BlogPage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, t, _settings, posts] = await pageData(locale, 'blog-page', getPosts)
  const { hero, newsletter } = page

  return (
    <>
      <PageIntro copy={hero} title={t('meta.title')} />

      <section className="container-page mt-14" aria-label={or(hero?.title, t('meta.title'))}>
        {posts.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-line bg-white p-12 text-center">
            <h2 className="text-3xl">{t('empty')}</h2>
            <p className="mt-3 text-ink-soft">{t('emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
            {posts.map((post, index) => (
              <li key={post.id}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-shadow focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-deep hover:shadow-lg">
                  <PostCover
                    post={post}
                    priority={index === 0}
                    sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                      {post.publishedAt && (
                        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
                      )}
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {t('readTime')}
                      </span>
                    </p>
                    <h2 className="mt-3 text-2xl">
                      <Link
                        href={`/blog/${post.slug}`}
                        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    {post.excerpt && <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{post.excerpt}</p>}
                    <p aria-hidden="true" className="mt-5 text-sm font-semibold text-gold-deep">
                      {t('readMore')} →
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Section
        id="blog-newsletter"
        className="container-page mt-24"
        inner="mx-auto max-w-3xl rounded-3xl bg-night px-6 py-12 text-center text-cream sm:px-12"
        tone="dark"
        copy={newsletter}
      >
        <div className="mx-auto mt-8 max-w-md text-left">
          <NewsletterSlot locale={locale} messages={await formMessages(locale)} />
        </div>
      </Section>
    </>
  )
}
