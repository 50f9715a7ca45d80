import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures/test'

import { signInThroughUi } from './fixtures/admin'
import { e2eSecrets } from './fixtures/env'
import { uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()

test.describe('administrator login screen', { tag: PHONE }, () => {
  test('is English, noindex, describes its protection and verifies a stored token before showing anything', async ({
    page,
  }) => {
    // A token left from an old session: checked on load, removed when refused.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('adminToken', 'stale-token-that-the-server-does-not-know-aaaaaaa')
        sessionStorage.setItem('seeded', '1')
      }
    })
    const verified = page.waitForResponse((r) => r.url().includes('/api/admin/verify-token'))
    await page.goto('/admin')
    expect((await verified).status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Studio Dashboard' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    for (const line of [
      'Password protected',
      'Optional two-factor authentication',
      '24-hour session timeout',
      'Rate limited',
    ]) {
      await expect(page.getByText(line)).toBeVisible()
    }
    await expect(page.getByText('Contact Submissions')).toHaveCount(0)
    expect((await axe(page)).violations).toEqual([])

    // An empty password never reaches the server.
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()
  })

  test('moves to the 6-digit code step and back to the password with the keyboard', async ({ page }) => {
    await page.goto('/admin')
    await page.getByLabel('Password').fill(e2eSecrets.adminPassword)
    await page.keyboard.press('Enter')
    const code = page.getByLabel('Verification code')
    await expect(code).toBeFocused()
    await expect(code).toHaveAttribute('maxlength', '6')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(page.getByText('Please enter your 6-digit verification code.', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Back to Password' }).click()
    await expect(page.getByLabel('Password')).toBeVisible()
  })

  test('/admin/blog shows the same sign-in, and no post, before a session exists', async ({ page }) => {
    let listed = false
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/blog')) listed = true
    })
    await page.goto('/admin/blog')
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(listed).toBe(false)
  })
})

test('the administrator signs in with a TOTP code, handles the day’s records, publishes a post and signs out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const contactEmail = uniqueEmail(`admin-contact-${testInfo.project.name}`)
  const bookingEmail = uniqueEmail(`admin-booking-${testInfo.project.name}`)

  await test.step('a visitor sends a contact request and books a class through the public forms', async () => {
    // Fields by name: their labels belong to the public pages' own specs.
    await page.goto('/contact')
    const form = page.getByTestId('contact-form')
    await form.locator('[name="name"]').fill(`Inès Contact ${tag}`)
    await form.locator('[name="email"]').fill(contactEmail)
    await form.locator('[name="serviceType"]').selectOption('family')
    await form.locator('[name="referralSource"]').selectOption('google')
    await form.locator('[name="message"]').fill('We would like a family session in the fall, at Mount Royal.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent Successfully').first()).toBeVisible()

    await page.goto('/classes')
    await page.getByRole('tab', { name: 'Book a Class' }).click()
    const panel = page.getByRole('tabpanel')
    const bookingForm = panel.locator('form')
    // The form is loaded when its tab first opens: wait for it (or for the page's fallback).
    await bookingForm
      .or(panel.getByText('Booking opens soon', { exact: false }))
      .first()
      .waitFor()
    if (await bookingForm.count()) {
      await panel.locator('[name="name"]').fill(`Noé Booking ${tag}`)
      await panel.locator('[name="email"]').fill(bookingEmail)
      await panel.locator('[name="classType"]').selectOption('portrait-mastery')
      await panel.locator('[name="format"][value="online"]').check()
      await panel.locator('[name="experience"]').selectOption('some-experience')
      await panel.getByRole('button', { name: 'Book Class' }).click()
      await expect(page.getByText('Class Booking Submitted!').first()).toBeVisible()
    } else {
      // The classes page shows its "booking opens soon" fallback until the form is wired in: send
      // the booking through the call the form makes, so the dashboard part still runs.
      testInfo.annotations.push({
        type: 'note',
        description: 'classes page has no booking form yet; booking sent via POST /api/class-bookings',
      })
      const res = await request.post('/api/class-bookings', {
        data: {
          name: `Noé Booking ${tag}`,
          email: bookingEmail,
          classType: 'portrait-mastery',
          format: 'online',
          experience: 'some-experience',
          totalCost: 449,
        },
      })
      expect(res.status()).toBe(201)
    }
  })

  await test.step('signs in with the password and a TOTP code', async () => {
    await signInThroughUi(page)
    await expect(page.getByRole('tab', { name: 'Contact Submissions' })).toHaveAttribute('aria-selected', 'true')
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  await test.step('sees the contact request, newest first, and finds it by search', async () => {
    const search = page.getByRole('searchbox', { name: /Search Contact Submissions/ })
    await search.fill(contactEmail)
    const card = page.getByRole('article', { name: `Inès Contact ${tag}` })
    await expect(card).toBeVisible()
    await expect(card).toContainText('We would like a family session in the fall')
    await expect(card).toContainText(contactEmail)
    expect((await axe(page)).violations).toEqual([])

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync(await file.path(), 'utf8')
    expect(csv).toContain(contactEmail)
    expect(csv.split('\n')[0]).toContain('serviceType')
  })

  await test.step('sends a test e-mail through the harness’s SMTP server: the toast says it was sent', async () => {
    const answer = page.waitForResponse((r) => r.url().includes('/api/test-email'))
    await page.getByRole('button', { name: 'Test Email' }).click()
    expect((await answer).status()).toBe(200)
    await expect(page.getByText('Test email sent!', { exact: true }).first()).toBeVisible()
  })

  await test.step('sees the booking and confirms it', async () => {
    await page.getByRole('tab', { name: 'Class Bookings' }).click()
    await page.getByRole('searchbox', { name: /Search Class Bookings/ }).fill(bookingEmail)
    const card = page.getByRole('article', { name: `Noé Booking ${tag}` })
    await expect(card).toContainText('portrait-mastery')
    await expect(card).toContainText('Pending')
    const status = card.getByLabel(`Status of the booking of Noé Booking ${tag}`)
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/admin/class-bookings/') && r.request().method() === 'PATCH',
    )
    await status.selectOption('confirmed')
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Status updated').first()).toBeVisible()
    await page.reload()
    await page.getByRole('tab', { name: 'Class Bookings' }).click()
    await page.getByRole('searchbox', { name: /Search Class Bookings/ }).fill(bookingEmail)
    await expect(
      page.getByRole('article', { name: `Noé Booking ${tag}` }).getByLabel(/Status of the booking/),
    ).toHaveValue('confirmed')
  })

  const title = `Autumn light in Old Montreal ${tag}`
  const slug = `autumn-light-in-old-montreal-${tag}`.toLowerCase()
  await test.step('writes and publishes a post from /admin/blog (slug generated from the title)', async () => {
    await page.getByRole('link', { name: 'Blog Writer' }).click()
    await expect(page).toHaveURL(/\/admin\/blog$/)
    await expect(page.getByRole('heading', { name: 'Blog Administration', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Excerpt').fill('Where to find the warmest light this season.')
    await page
      .getByLabel('Content')
      .fill(
        '## Golden hour\n\nThe **cobblestones** glow just before sunset.\n\n- Rue Saint-Paul\n- Place Jacques-Cartier',
      )
    await page.getByLabel('Publish immediately').check()
    const created = page.waitForResponse((r) => r.url().includes('/api/admin/blog') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create Post' }).click()
    const res = await created
    expect(res.status()).toBe(201)
    expect(((await res.json()) as { slug: string }).slug).toBe(slug)
    await expect(page.getByText('Post created successfully').first()).toBeVisible()
    const item = page.getByRole('article', { name: title })
    await expect(item).toContainText('Published')
    await expect(item).toContainText(`/blog/${slug}`)
  })

  await test.step('finds the post on /blog and /fr/blog within seconds', async () => {
    for (const path of ['/blog', '/fr/blog']) {
      await expect(async () => {
        await page.goto(path)
        await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
    }
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Golden hour' })).toBeVisible()
    await expect(page.locator('strong', { hasText: 'cobblestones' })).toBeVisible()
  })

  await test.step('logs out; the token no longer opens anything', async () => {
    await page.goto('/admin')
    await expect(page.getByRole('tab', { name: 'Contact Submissions' })).toBeVisible()
    const token = await page.evaluate(() => localStorage.getItem('adminToken'))
    const loggedOut = page.waitForResponse((r) => r.url().includes('/api/admin/logout'))
    await page.getByRole('button', { name: 'Logout' }).click()
    expect((await loggedOut).status()).toBe(200)
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()

    const refused = await request.get('/api/admin/contacts', { headers: { Authorization: `Bearer ${token}` } })
    expect(refused.status()).toBe(401)
    const viaCookie = await page.evaluate(
      async () => (await fetch('/api/class-bookings', { credentials: 'include' })).status,
    )
    expect(viaCookie).toBe(401)
    await page.reload()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByText('Contact Submissions')).toHaveCount(0)
  })
})
