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
