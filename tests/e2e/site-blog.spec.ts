import { expect, test } from './fixtures/test'

import { e2eSecrets } from './fixtures/env'

/**
 * A marketer publishes a post in the CMS and it is live on /blog and /blog/{slug}, in both
 * languages, with no deploy: the CMS hooks expire the cached pages.
 */
test('a post published in the CMS appears on /blog and at /blog/{slug}', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one publication is enough; both projects share the database')
  const login = await request.post('/api/users/login', {
    // Overridable to run this spec against a developer's own site.
    data: {
      username: process.env.E2E_EDITOR_USERNAME || e2eSecrets.cmsEditor.username,
      password: process.env.E2E_EDITOR_PASSWORD || e2eSecrets.cmsEditor.password,
    },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }

  // Visit the blog first so the list is in the cache: publishing must expire it.
  await page.goto('/blog')
  await page.goto('/fr/blog')

  const slug = `e2e-published-${Date.now()}`
  const paragraph = (text: string) => ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  })
  const created = await request.post('/api/posts?locale=en', {
    headers,
    data: {
      title: 'Golden hour on Mount Royal',
      slug,
      excerpt: 'Where and when to shoot at sunset.',
      content: paragraph('The light turns warm an hour before sunset.'),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const translated = await request.patch(`/api/posts/${doc.id}?locale=fr`, {
    headers,
    data: {
      title: 'L’heure dorée au mont Royal',
      excerpt: 'Où et quand photographier au coucher du soleil.',
      content: paragraph('La lumière se réchauffe une heure avant le coucher du soleil.'),
      _status: 'published',
    },
  })
  expect(translated.status(), await translated.text()).toBe(200)

  await expect(async () => {
    await page.goto('/blog')
    await expect(page.locator(`a[href="/blog/${slug}"]`)).toHaveText('Golden hour on Mount Royal', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await page.locator(`a[href="/blog/${slug}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden hour on Mount Royal')
  await expect(page.locator('article')).toContainText('The light turns warm an hour before sunset.')
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/blog/${slug}$`),
  )
  const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .find((d) => d['@type'] === 'BlogPosting')
  expect(posting?.headline).toBe('Golden hour on Mount Royal')

  await expect(async () => {
    await page.goto(`/fr/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’heure dorée au mont Royal', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await page.goto('/fr/blog')
  await expect(page.locator(`a[href="/fr/blog/${slug}"]`)).toBeVisible()

  const feed = await request.get('/feed.xml')
  expect(await feed.text()).toContain(`/blog/${slug}`)

  await request.delete(`/api/posts/${doc.id}`, { headers })
})
