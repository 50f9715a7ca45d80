/**
 * A consultation of a type paid online, booked through the production site in Chromium, in English
 * and in French: the form says what is paid, sends the visitor to the hosted Checkout (the Stripe
 * fake on loopback), and the return page says, in the visitor's language, what the webhook recorded.
 */
import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './fixtures/test'

import { asEditor, findRecords, uniqueEmail } from './fixtures/records'
import { localized } from './fixtures/site'

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/shots-consult-pay'

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const TEXT = {
  en: {
    day: 'Day',
    time: 'Time',
    name: 'Name',
    email: 'E-mail',
    service: 'Service you are interested in',
    submit: 'Confirm the consultation',
    notice: /paid online when you book \(\$150\.00\)/,
    pay: 'Pay',
    paid: 'Payment received',
    body: /the time is yours/,
    back: 'Back to consultations',
  },
  fr: {
    day: 'Jour',
    time: 'Heure',
    name: 'Nom',
    email: 'Courriel',
    service: 'Service qui vous intéresse',
    submit: 'Confirmer la consultation',
    notice: /se paie en ligne à la réservation \(150,00\s\$\)/,
    pay: 'Payer',
    paid: 'Paiement reçu',
    body: /le créneau vous est réservé/,
    back: 'Retour aux consultations',
  },
} as const

test('a paid consultation: the form → Checkout → the return page, in English then in French', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000)
  const tag = `${info.project.name}-${Date.now().toString(36)}`
  const typeId = `e2e-paid-call-${tag}`
  // Listed after the seeded free call (order 900), so the other consultation specs keep theirs first.
  const created = await asEditor(request, 'post', '/api/consultation-types?locale=en', {
    typeId,
    name: `Paid planning ${tag}`,
    description: 'A planning session paid when booked',
    durationMinutes: 30,
    modes: ['video'],
    price: 150,
    onlinePayment: 'full',
    order: 900,
  })
  expect(created.status(), await created.text()).toBe(201)
  const typeDoc = ((await created.json()) as { doc: { id: number } }).doc
  const french = await asEditor(request, 'patch', `/api/consultation-types/${typeDoc.id}?locale=fr`, {
    name: `Planification payée ${tag}`,
    description: 'Une séance de planification payée à la réservation',
  })
  expect(french.status(), await french.text()).toBe(200)

  try {
    for (const locale of ['en', 'fr'] as const) {
      const t = TEXT[locale]
      await test.step(locale, async () => {
        await page.goto(localized('/consultation', locale))
        await page.locator(`input[name="type"][value="${typeId}"]`).check()
        await expect(page.getByTestId('consultation-payment-notice')).toHaveText(t.notice)
        const days = page.getByRole('group', { name: t.day })
        await expect(days.getByRole('radio').first()).toBeAttached()
        // A day of its own per project and language, late in the picker, away from the other specs'.
        const dayIndex = 6 + (locale === 'fr' ? 2 : 0) + (info.project.name === 'phone' ? 1 : 0)
        await days.locator('label').nth(dayIndex).click()
        const times = page.getByRole('group', { name: t.time })
        await times.locator('label').last().click()
        const email = uniqueEmail(`consult-pay-${locale}`)
        await page.getByLabel(t.name, { exact: true }).fill('Camille Roy')
        await page.getByLabel(t.email, { exact: true }).fill(email)
        await page.getByLabel(t.service).selectOption('wedding')
        expect((await axe(page)).violations).toEqual([])
        await shot(page, `form-${locale}-${info.project.name}`)

        await page.getByRole('button', { name: t.submit }).click()
        // The fake's hosted Checkout, in the visitor's language.
        const pay = page.getByRole('button', { name: t.pay, exact: true })
        await expect(pay).toBeVisible({ timeout: 15_000 })
        await pay.click()
        await expect(page).toHaveURL(new RegExp(`${locale === 'fr' ? '/fr' : ''}/consultation/payment\\?ref=`))
        // The webhook records the payment within moments; the page reads the database alone.
        await expect(async () => {
          await page.reload()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.paid, { timeout: 1_000 })
        }).toPass({ timeout: 30_000 })
        await expect(page.getByRole('status')).toHaveText(t.body)
        await expect(page.getByRole('link', { name: t.back })).toBeVisible()
        expect((await axe(page)).violations).toEqual([])
        await shot(page, `return-${locale}-${info.project.name}`)

        // The studio cancels it in /cms: its time goes back to the other specs, and it is refunded.
        const [booked] = await findRecords<{ id: number; status: string }>(request, 'consultation-bookings', {
          email,
        })
        expect(booked?.status).toBe('confirmed')
        const cancelled = await asEditor(request, 'patch', `/api/consultation-bookings/${booked!.id}`, {
          status: 'cancelled',
        })
        expect(cancelled.status(), await cancelled.text()).toBe(200)
      })
    }
  } finally {
    await asEditor(request, 'patch', `/api/consultation-types/${typeDoc.id}`, { hidden: true })
  }
})
