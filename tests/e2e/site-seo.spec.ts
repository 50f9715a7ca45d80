import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { localized, publicPages } from './fixtures/site'

const origin = (url: string) => new URL(url).origin

for (const locale of ['en', 'fr'] as Locale[]) {
  test(`every page has its title, description, canonical, hreflang, Open Graph and Twitter tags (${locale})`, async ({
    page,
  }) => {
    const titles = new Set<string>()
    for (const path of publicPages) {
      const url = localized(path, locale)
      await page.goto(url)
      const head = page.locator('head')
      const title = await page.title()
      expect(title.length, `${url} title`).toBeGreaterThan(5)
      titles.add(title)
      await expect(head.locator('meta[name="description"]'), url).toHaveAttribute('content', /.{30,}/)
      const canonicalPath = path === '/photography-classes' ? '/classes' : path
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname, `${url} canonical`).toBe(localized(canonicalPath, locale))
      for (const [lang, l] of [
        ['en', 'en'],
        ['fr', 'fr'],
        ['x-default', 'en'],
      ] as const) {
        const href = await head.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
        expect(new URL(href!).pathname, `${url} hreflang ${lang}`).toBe(localized(canonicalPath, l))
      }
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
      await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        locale === 'en' ? 'en_CA' : 'fr_CA',
      )
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(head.locator('meta[name="twitter:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
    }
    // One title per page (the two class addresses are the same page).
    expect(titles.size).toBe(publicPages.length - 1)
  })

  test(`home, about and portfolio carry LocalBusiness data rated 4.9 and location tags (${locale})`, async ({
    page,
  }) => {
    for (const path of ['/', '/about', '/portfolio']) {
      await page.goto(localized(path, locale))
      const data = await page.locator('script[type="application/ld+json"]').allTextContents()
      const business = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'LocalBusiness')
      expect(business, path).toBeTruthy()
      expect(business.aggregateRating.ratingValue).toBe(4.9)
      await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'CA-QC')
      await expect(page.locator('meta[name="keywords"]')).toHaveCount(1)
    }
  })
}

test('robots.txt allows the site and disallows the private areas', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const body = await res.text()
  for (const path of ['/admin', '/cms', '/monitoring', '/api']) expect(body).toContain(`Disallow: ${path}`)
  expect(body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
})

test('sitemap.xml lists every public page in both languages with alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  for (const path of publicPages.filter((p) => p !== '/photography-classes')) {
    expect(locs, path).toContain(localized(path, 'en'))
    expect(locs, path).toContain(localized(path, 'fr'))
  }
  expect(xml).toContain('hreflang="fr"')
  expect(xml).toContain('hreflang="x-default"')
})

test('RSS feeds of published posts in English and French', async ({ request, baseURL }) => {
  for (const [path, lang] of [
    ['/feed.xml', 'en-CA'],
    ['/fr/feed.xml', 'fr-CA'],
  ] as const) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type']).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain(`<language>${lang}</language>`)
    expect(xml).toContain(`<atom:link href="${origin(baseURL!)}${path}"`)
  }
  expect((await request.get('/en/feed.xml')).status()).toBe(404)
})
