import type { Locale } from '@/i18n/routing'

import { expect, type Page, test } from './fixtures/test'

import { findRecords, uniqueEmail } from './fixtures/records'
import { localized, stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const text = {
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    referral: 'How did you hear about us?',
    message: 'Message',
    venue: 'Venue',
    coverage: 'Coverage needed',
    weddingDetails: 'Wedding details',
    submit: 'Send Message',
    eventDate: 'Event date',
    success: 'Message Sent Successfully',
    confirmation: 'Thank you, your message is on its way!',
    nameRequired: 'Name is required',
    pickDate: 'Pick a date',
    nextMonth: /next month/i,
    sendMessage: 'Write to me',
    faq: 'How far ahead should I book?',
  },
  fr: {
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    service: 'Service',
    referral: 'Comment avez-vous entendu parler de nous?',
    message: 'Message',
    venue: 'Lieu',
    coverage: 'Couverture souhaitée',
    weddingDetails: 'Détails du mariage',
    submit: 'Envoyer le message',
    eventDate: "Date de l'événement",
    success: 'Message envoyé avec succès',
    confirmation: 'Merci, votre message est en route!',
    nameRequired: 'Le nom est requis',
    pickDate: 'Choisissez une date',
    nextMonth: /mois suivant|next month/i,
    sendMessage: 'M’écrire',
    faq: 'Combien de temps à l’avance réserver?',
  },
} as const

async function pickNextMonthDay(page: Page, locale: Locale) {
  const t = text[locale]
  await page.getByRole('button', { name: `${t.eventDate}: ${t.pickDate}` }).click()
  const calendar = page.getByRole('dialog')
  await calendar.getByRole('button', { name: t.nextMonth }).click()
  await calendar.locator('td[data-day$="-15"]:not([data-outside]) button').first().click()
  await expect(calendar).toBeHidden()
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)
  const t = text[locale]

  test.describe(`contact page (${locale})`, () => {
    test('shows the option cards, contact info, destinations, quick booking and the FAQ', async ({ page }) => {
      await page.goto(L('/contact'))
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByRole('link', { name: t.sendMessage })).toHaveAttribute('href', '#contact-form')
      // The scheduling buttons lead to the site's own booking page ("on the site" is the default).
      const schedule = page.locator(`main a[href="${L('/consultation')}"]`)
      await expect(schedule.first()).toBeVisible()
      await expect(page.locator('main a[target="_blank"][href*="consultation"]')).toHaveCount(0)
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible()
      await expect(page.locator('section[aria-labelledby="contact-destinations"] ul > li')).toHaveCount(3)
      await expect(page.locator('section[aria-labelledby="contact-quick"] ol > li')).toHaveCount(3)
      const question = page.getByRole('button', { name: t.faq })
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true')
      await page.getByRole('link', { name: t.sendMessage }).click()
      await expect(page).toHaveURL(/#contact-form$/)
    })

    test(`has its form in the page's HTML, in its language`, async ({ request }) => {
      const html = await (await request.get(L('/contact'))).text()
      const form = /<form\b[^>]*data-testid="contact-form"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? ''
      for (const name of ['name', 'email', 'phone', 'serviceType', 'referralSource', 'message'])
        expect(form).toMatch(new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"`))
      expect(form).toContain(`>${t.submit}</button>`)
      expect(form).toContain(`aria-label="${t.eventDate.replace("'", '&#x27;')}: ${t.pickDate}"`)
    })

    test.describe('before its code has loaded', () => {
      // The service worker would fetch the scripts itself, out of reach of page.route.
      test.use({ serviceWorkers: 'block' })

      test("loads the form's code only once the visitor comes to the form", async ({ page }) => {
        // A phone's screen: the form is well below the fold.
        await page.setViewportSize({ width: 390, height: 844 })
        // Time the test moves on by hand (below), so that no timer of the page can go unseen.
        await page.clock.install()
        await page.goto(L('/contact'))
        const scripts: string[] = []
        page.on('request', (r) => {
          if (r.url().includes('/_next/static/chunks/')) scripts.push(r.url())
        })
        const field = await page.getByTestId('contact-form').getByLabel(t.name).elementHandle()
        // A minute of the page's timers, then whatever they started: the server's form is still there
        // (the live one replaces it as soon as its code arrives).
        await page.clock.fastForward('01:00')
        await page.waitForLoadState('networkidle')
        expect(await field!.evaluate((el) => el.isConnected)).toBe(true)
        const before = scripts.splice(0)
        // Brought into view, the form's code is asked for, now and not before (none of these scripts
        // was among those the page's timers had asked for), and the live form takes the server's place.
        await page.locator('#contact-form').scrollIntoViewIfNeeded()
        await expect.poll(() => scripts.length).toBeGreaterThan(0)
        expect(scripts.filter((url) => before.includes(url))).toEqual([])
        await expect.poll(() => field!.evaluate((el) => el.isConnected)).toBe(false)
      })

      test(
        "keeps what was typed, the focus and the caret while the form's code arrives",
        { tag: PHONE },
        async ({ page }) => {
          await page.setViewportSize({ width: 390, height: 844 })
          await page.goto(L('/contact'))
          // The form's code waits until the visitor has typed.
          let release!: () => void
          const held = new Promise<void>((resolve) => (release = resolve))
          let asked = 0
          await page.route('**/_next/static/chunks/**', async (route) => {
            asked++
            await held
            await route.continue()
          })
          const form = page.getByTestId('contact-form')
          const name = form.getByLabel(t.name)
          const before = await name.elementHandle()
          await name.click()
          await page.keyboard.type('Camille Roy')
          await form.getByLabel(t.service).selectOption('wedding')
          const message = form.getByRole('textbox', { name: t.message, exact: true })
          await message.click()
          await page.keyboard.type('A summer wedding')
          expect(asked).toBeGreaterThan(0)
          expect(await before!.evaluate((el) => el.isConnected)).toBe(true)

          release()
          await expect.poll(() => before!.evaluate((el) => el.isConnected)).toBe(false)
          await expect(form.getByLabel(t.name)).toHaveValue('Camille Roy')
          await expect(form.getByLabel(t.service)).toHaveValue('wedding')
          await expect(page.getByTestId('wedding-fields')).toBeVisible()
          await expect(message).toBeFocused()
          await page.keyboard.type(' by the river')
          await expect(message).toHaveValue('A summer wedding by the river')
        },
      )

      test("acts on a press of the date and of Send made before the form's code arrived", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(L('/contact'))
        let release!: () => void
        const held = new Promise<void>((resolve) => (release = resolve))
        await page.route('**/_next/static/chunks/**', async (route) => {
          await held
          await route.continue()
        })
        let posted = false
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes('/api/contact')) posted = true
        })
        const form = page.getByTestId('contact-form')
        await form.getByRole('button', { name: t.submit }).click()
        release()
        await expect(page.getByText(t.nameRequired)).toBeVisible()
        expect(posted).toBe(false)

        await page.reload()
        let again!: () => void
        const heldAgain = new Promise<void>((resolve) => (again = resolve))
        await page.unrouteAll({ behavior: 'wait' })
        await page.route('**/_next/static/chunks/**', async (route) => {
          await heldAgain
          await route.continue()
        })
        await page.getByRole('button', { name: `${t.eventDate}: ${t.pickDate}` }).click()
        again()
        await expect(page.getByRole('dialog')).toBeVisible()
      })
    })

    test(
      'refuses an empty form with the field messages, without calling the server',
      { tag: PHONE },
      async ({ page }) => {
        await page.goto(L('/contact'))
        let posted = false
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes('/api/contact')) posted = true
        })
        await page.getByRole('button', { name: t.submit }).click()
        await expect(page.getByText(t.nameRequired)).toBeVisible()
        expect(posted).toBe(false)
      },
    )

    test(
      'sends a wedding inquiry with its wedding fields, then a corporate one without them',
      { tag: PHONE },
      async ({ page, request }) => {
        await page.goto(L('/contact'))
        const form = page.getByTestId('contact-form')
        const wedding = uniqueEmail(`wedding-${locale}`)

        await form.getByLabel(t.name).fill('Camille Roy')
        await form.getByRole('textbox', { name: t.email, exact: true }).fill(wedding)
        await form.getByLabel(t.phone).fill('(514) 555-0123')
        await expect(page.getByTestId('wedding-fields')).toHaveCount(0)
        await form.getByLabel(t.service).selectOption('wedding')
        await expect(page.getByTestId('wedding-fields')).toBeVisible()
        await form.getByLabel(t.venue).fill('Domaine Cataraqui')
        await form.getByLabel(t.coverage).selectOption('full-day')
        await pickNextMonthDay(page, locale)
        await form.getByLabel(t.referral).selectOption('google')
        await form
          .getByRole('textbox', { name: t.message, exact: true })
          .fill('We would love you to photograph our wedding next year.')
        await form.getByRole('button', { name: t.submit }).click()

        await expect(page.getByText(t.success).first()).toBeVisible()
        await expect(page.getByText(t.confirmation)).toBeVisible()
        // Reset, date included.
        await expect(form.getByLabel(t.name)).toHaveValue('')
        await expect(page.getByRole('button', { name: `${t.eventDate}: ${t.pickDate}` })).toBeVisible()
        await expect(page.getByTestId('wedding-fields')).toHaveCount(0)

        const [stored] = await findRecords<{ venue?: string; eventDate?: string; locale: string }>(
          request,
          'inquiries',
          {
            email: wedding,
          },
        )
        expect(stored?.venue).toBe('Domaine Cataraqui')
        expect(stored?.eventDate).toMatch(/^\d{4}-\d{2}-15$/)
        expect(stored?.locale).toBe(locale)
        const mails = await findRecords<{ kind: string; locale: string }>(request, 'outbox', { to: wedding })
        expect(mails.map((m) => [m.kind, m.locale])).toEqual([['inquiry-confirmation', locale]])

        const corporate = uniqueEmail(`corporate-${locale}`)
        await form.getByLabel(t.name).fill('Nora Haddad')
        await form.getByRole('textbox', { name: t.email, exact: true }).fill(corporate)
        await form.getByLabel(t.service).selectOption('wedding')
        await form.getByLabel(t.venue).fill('Should not be kept')
        await form.getByLabel(t.service).selectOption('corporate')
        await expect(page.getByTestId('wedding-fields')).toHaveCount(0)
        await form
          .getByRole('textbox', { name: t.message, exact: true })
          .fill('Headshots for a team of twelve in March, please.')
        await form.getByRole('button', { name: t.submit }).click()
        await expect(page.getByText(t.confirmation)).toBeVisible()
        await expect(form.getByLabel(t.name)).toHaveValue('')
        const [second] = await findRecords<{ serviceType: string; venue?: string | null }>(request, 'inquiries', {
          email: corporate,
        })
        expect(second?.serviceType).toBe('corporate')
        expect(second?.venue ?? null).toBeNull()
      },
    )
  })
}
