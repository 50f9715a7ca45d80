import type { Locale } from '@/i18n/routing'

import { expect, type Page, test } from './fixtures/test'

import { localized, publicPages, serviceTypes, stubExternalSites } from './fixtures/site'

// These specs read pages as delivered; the service worker, installed anew in every test's fresh
// context, only added its precache downloads (monitoring-offline and site-console keep it).
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ page }) => stubExternalSites(page))

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), `${path} status`).toBe(200)
  await expect(page.locator('h1').first()).toBeVisible()
  return response
}

const main = (page: Page) => page.locator('main')

/** The titles of the posts the seed publishes (src/seed/content/posts.ts), and of its draft. */
const SEEDED_POSTS: Record<Locale, string[]> = {
  en: [
    'Planning your wedding-day timeline (with room to breathe)',
    'What to wear to your maternity session',
    'Film or digital? Choosing the look of your wedding',
  ],
  fr: [
    'Planifier l’horaire de votre mariage (en gardant du temps pour respirer)',
    'Quoi porter pour votre séance de maternité',
    'Argentique ou numérique? Choisir le style de vos photos de mariage',
  ],
}
const DRAFT_POST: Record<Locale, string> = {
  en: 'Five favourite Montreal spots for autumn portraits',
  fr: 'Cinq coins préférés de Montréal pour des portraits d’automne',
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)

  test.describe(`public pages (${locale})`, () => {
    test('every public page answers 200 with a heading, in its language', async ({ page }) => {
      for (const path of publicPages) {
        await open(page, L(path))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      }
    })

    test('home: hero buttons, stats, service cards without video, the video card, classes, featured work, CTA', async ({
      page,
    }) => {
      await open(page, L('/'))
      const hero = main(page).locator('section').first()
      await expect(hero.locator(`a[href="${L('/portfolio')}"]`)).toBeVisible()
      await expect(hero.locator(`a[href="${L('/contact')}"]`)).toBeVisible()
      if (locale === 'en') {
        await expect(hero.getByRole('link', { name: 'View My Work' })).toBeVisible()
        await expect(hero.getByRole('link', { name: 'Book Free Consultation' })).toBeVisible()
      }
      await expect(main(page).locator('dl').first()).toContainText('500+')
      const cards = main(page).locator('section[aria-labelledby="home-services"] > div > div.grid article')
      await expect(cards).toHaveCount(5)
      await expect(cards.locator(`a[href="${L('/services/video')}"]`)).toHaveCount(0)
      await expect(main(page).locator(`a[href="${L('/services/video')}"]`)).toHaveCount(1)
      await expect(
        main(page)
          .locator(`a[href="${L('/classes')}"]`)
          .first(),
      ).toBeVisible()
      await expect(main(page).locator(`a[href="${L('/portfolio')}"]`)).toHaveCount(2)
      await expect(main(page).locator('a[target="_blank"][href^="http"]').first()).toBeAttached()
    })

    test('about: story, highlights, stats with 10+ years, values, call to action', async ({ page }) => {
      await open(page, L('/about'))
      await expect(main(page).locator('#about-story')).toBeVisible()
      await expect(main(page).locator('section[aria-labelledby="about-stats"] dl')).toContainText('10+')
      await expect(
        main(page)
          .locator(`a[href="${L('/contact')}"]`)
          .last(),
      ).toBeVisible()
    })

    test('portfolio: a 600 px gallery frame, the service cards, contact and pricing', async ({ page }) => {
      await open(page, L('/portfolio'))
      const frame = main(page).locator('iframe')
      await expect(frame).toHaveCount(1)
      expect((await frame.boundingBox())?.height).toBe(600)
      await expect(main(page).locator('section[aria-labelledby="portfolio-services"] article')).toHaveCount(6)
      await expect(
        main(page)
          .locator(`a[href="${L('/contact')}"]`)
          .last(),
      ).toBeVisible()
      await expect(
        main(page)
          .locator(`a[href="${L('/pricing')}"]`)
          .last(),
      ).toBeVisible()
    })

    test('every service page: title, includes, pricing sentence, gallery, contact and pricing buttons', async ({
      page,
    }) => {
      for (const type of serviceTypes) {
        await open(page, L(`/services/${type}`))
        await expect(main(page).locator('#service-includes ~ ul li')).toHaveCount(7)
        await expect(main(page).locator('#service-gallery ~ ul li')).toHaveCount(3)
        await expect(main(page).locator(`aside a[href="${L('/contact')}"]`)).toBeVisible()
        await expect(main(page).locator(`aside a[href="${L('/pricing')}"]`)).toBeVisible()
      }
    })

    test('an unknown service type is a 404 with Service Not Found and View All Services', async ({ page }) => {
      const response = await page.goto(L('/services/underwater'))
      expect(response?.status()).toBe(404)
      const link = main(page).locator(`a[href="${L('/portfolio')}"]`)
      await expect(link).toBeVisible()
      if (locale === 'en') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found')
        await expect(link).toHaveText('View All Services')
      }
    })

    test('an unknown path is a 404 reading Page Not Found', async ({ page }) => {
      const response = await page.goto(L('/no-such-page'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'en' ? 'Page Not Found' : 'Page introuvable',
      )
    })

    test('/services/boudoir shows a redirecting message, then goes to the boudoir site', async ({ page }) => {
      await open(page, L('/services/boudoir'))
      await expect(page.getByRole('status')).toBeVisible()
      await page.waitForURL(
        (url) => url.hostname !== new URL(page.url()).hostname || !url.pathname.includes('boudoir'),
        { timeout: 10_000 },
      )
      await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible()
    })

    test('/classes and /photography-classes are the same page, Our Classes first', async ({ page }) => {
      for (const path of ['/classes', '/photography-classes']) {
        await open(page, L(path))
        const tabs = page.getByRole('tab')
        await expect(tabs).toHaveCount(3)
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${L('/classes')}$`))
      }
    })

    test('pricing: three wedding packages, four other services, FAQ, contact/VIP/portfolio actions', async ({
      page,
    }) => {
      await open(page, L('/pricing'))
      await expect(main(page).locator('section[aria-labelledby="pricing-weddings"] > ul > li')).toHaveCount(3)
      await expect(main(page).locator('section[aria-labelledby="pricing-services"] > div > ul > li')).toHaveCount(4)
      await expect(main(page).locator('section[aria-labelledby="pricing-faq"] dl > div').first()).toBeVisible()
      for (const href of ['/contact', '/viptreatment', '/portfolio'])
        await expect(
          main(page)
            .locator(`a[href="${L(href)}"]`)
            .last(),
        ).toBeVisible()
    })

    test('VIP: four feature cards, a price, contact and pricing links', async ({ page }) => {
      await open(page, L('/viptreatment'))
      await expect(main(page).locator('#vip-features ~ ul > li')).toHaveCount(4)
      await expect(main(page).locator('#vip-price ~ p').first()).toContainText(/\d/)
      for (const href of ['/contact', '/pricing'])
        await expect(
          main(page)
            .locator(`a[href="${L(href)}"]`)
            .last(),
        ).toBeVisible()
    })

    test('FAQ: five categories of four questions, contact blocks, three actions, 24-hour promise', async ({ page }) => {
      await open(page, L('/faq'))
      await expect(main(page).locator('h2[id^="faq-"]:not(#faq-contact)')).toHaveCount(5)
      await expect(main(page).getByRole('button', { expanded: false })).toHaveCount(20)
      await expect(main(page).locator('a[href^="tel:"]')).toBeVisible()
      await expect(main(page).locator('a[href^="mailto:"]').first()).toBeVisible()
      await expect(main(page).locator(`a[href="${L('/pricing')}"]`)).toBeVisible()
      await expect(main(page).locator(`a[href="${L('/contact')}"]`)).toBeVisible()
      await expect(main(page)).toContainText('24')
    })

    test('reviews: Client Love, stats strip, three featured stories, the testimonial grid', async ({ page }) => {
      await open(page, L('/reviews'))
      if (locale === 'en') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Love')
      await expect(main(page).locator('dl').first()).toContainText('5/5')
      await expect(main(page).locator('section[aria-labelledby="reviews-featured"] > ul > li')).toHaveCount(3)
      expect(await main(page).getByTestId('testimonials').locator('> li').count()).toBeGreaterThan(0)
    })

    test('policies: the terms, links to contact and FAQ', async ({ page }) => {
      await open(page, L('/policies'))
      await expect(main(page)).toContainText('50')
      for (const href of ['/contact', '/faq'])
        await expect(
          main(page)
            .locator(`a[href="${L(href)}"]`)
            .last(),
        ).toBeVisible()
    })

    test('blog: the published posts with 5 min read, each linking to its page', async ({ page }) => {
      await open(page, L('/blog'))
      const list = main(page).getByTestId('blog-posts')
      // The three posts the seed publishes (others may be published beside this test; the seed's
      // draft is never listed).
      for (const title of SEEDED_POSTS[locale])
        await expect(list.locator('> li h2', { hasText: title }), title).toHaveCount(1)
      await expect(list.locator('> li h2', { hasText: DRAFT_POST[locale] })).toHaveCount(0)
      const first = list.locator('> li').first()
      await expect(first).toContainText(locale === 'en' ? '5 min read' : '5 min de lecture')
      const link = first.locator('h2 a')
      const href = await link.getAttribute('href')
      expect(href).toMatch(new RegExp(`^${L('/blog/')}[a-z0-9-]+$`))
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator('article h1')).toBeVisible()
      await expect(page.locator('article time')).toBeVisible()
    })
  })
}
