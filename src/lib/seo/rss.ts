import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { getPosts, getSiteSettings } from '@/lib/cms'

import { absoluteUrl, localizedPath } from './paths'
import { languageTag } from '@/i18n/language-tag'

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** RSS 2.0 of the published posts in one language, newest first. */
export async function rssFeed(locale: Locale): Promise<Response> {
  const [posts, settings, t] = await Promise.all([
    getPosts(locale, { limit: 50 }),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog.meta' }),
  ])
  const blogUrl = absoluteUrl(localizedPath('/blog', locale))
  const selfUrl = absoluteUrl(localizedPath('/feed.xml', locale))
  const items = posts
    .map((p) => {
      const url = absoluteUrl(localizedPath(`/blog/${p.slug}`, locale))
      return [
        '<item>',
        `<title>${escape(p.title)}</title>`,
        `<link>${url}</link>`,
        `<guid isPermaLink="true">${url}</guid>`,
        p.excerpt ? `<description>${escape(p.excerpt)}</description>` : '',
        p.publishedAt ? `<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : '',
        '</item>',
      ].join('')
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escape(t('feedTitle', { studio: settings.studioName }))}</title>
<link>${blogUrl}</link>
<description>${escape(t('description'))}</description>
<language>${languageTag(locale)}</language>
<atom:link href="${selfUrl}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
