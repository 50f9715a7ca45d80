import { RichText } from '@payloadcms/richtext-lexical/react'
import { ArrowLeft, Clock } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PostCover } from '@/components/site/PostCover'
import { formatDate } from '@/components/site/format'
import { Link } from '@/components/site/Link'
import type { Locale } from '@/i18n/routing'
import { getPostBySlug, getSiteSettings, notFoundUnlessRedirected, type Post } from '@/lib/cms'
import { blogPostingJsonLd, JsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'
import { seoImage } from '@/lib/seo/page-seo'

import { richTextConverters } from './converters'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Each post is rendered on its first visit and cached until a post changes (the CMS hook expires
// the posts tag), so a newly published post needs no build.
export function generateStaticParams() {
  return []
}

function coverUrl(post: { coverImage?: unknown; coverImageUrl?: string | null }) {
  const uploaded = seoImage(post.coverImage as never)
  return uploaded ?? (post.coverImageUrl ? { url: post.coverImageUrl } : null)
}

/**
 * What search engines and shares see: the editor's SEO fields (plugin-seo, in the page's language),
 * else the post's own title, excerpt and cover.
 */
function postSeo(post: Post) {
  return {
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt || post.title,
    image: seoImage(post.meta?.image) ?? coverUrl(post),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const post = await getPostBySlug(slug, locale)
  if (!post) return {}
  const settings = await getSiteSettings(locale)
  const seo = postSeo(post)
  return pageMetadata({
    locale,
    path: `/blog/${post.slug}`,
    title: seo.title,
    description: seo.description,
    siteName: settings.studioName,
    image: seo.image,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  })
}

/** One post (/blog/{slug}): same slug in both languages, the copy in the page's language. */
export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const post = await getPostBySlug(slug, locale)
  if (!post) return notFoundUnlessRedirected(`/blog/${slug}`, locale)
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'blog' })])

  return (
    <article className="pb-8">
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          description: postSeo(post).description,
          slug: post.slug,
          locale,
          image: postSeo(post).image?.url,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          publisher: settings.studioName,
        })}
      />
      <header className="container-page max-w-3xl pt-12 lg:pt-16">
        <Link
          href="/blog"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-gold-deep underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight text-balance sm:text-5xl">{post.title}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-soft">
          {post.publishedAt && (
            <time dateTime={post.publishedAt}>{t('published', { date: formatDate(post.publishedAt, locale) })}</time>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t('readTime')}
          </span>
        </p>
        {post.excerpt && <p className="mt-6 text-xl leading-relaxed text-ink-soft">{post.excerpt}</p>}
      </header>
      <div className="container-page mt-10 max-w-5xl">
        <PostCover post={post} priority sizes="(min-width: 1024px) 64rem, 100vw" className="rounded-3xl" />
      </div>
      <RichText
        data={post.content}
        converters={richTextConverters}
        className="prose-post container-page mt-12 max-w-3xl"
      />
    </article>
  )
}
