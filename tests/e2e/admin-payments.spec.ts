import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures/test'

import { signInAdmin } from './fixtures/admin-session'
import { asEditor, uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/payments-admin-shots'

/** A class paid online in full, one session ahead, and a booking of it paid on the fake's hosted Checkout. */
async function paidBooking(request: APIRequestContext, tag: string, email: string) {
  const billing = await asEditor(request, 'post', '/api/globals/site-settings?locale=en', {
    billing: { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' },
  })
  expect(billing.status(), await billing.text()).toBe(200)
  const created = await asEditor(request, 'post', '/api/classes?locale=en', {
    classId: `e2e-paid-${tag}`,
    title: `Paid Portraits ${tag}`,
    level: 'All levels',
    duration: '3 hours',
    price: 449,
    formatOptions: ['in-person'],
    onlinePayment: 'full',
  })
  expect(created.status(), await created.text()).toBe(201)
  const cls = ((await created.json()) as { doc: { id: number } }).doc
  const french = await asEditor(request, 'patch', `/api/classes/${cls.id}?locale=fr`, {
    title: `Portraits payés ${tag}`,
    level: 'Tous niveaux',
    duration: '3 heures',
  })
  expect(french.status(), await french.text()).toBe(200)
  const session = await asEditor(request, 'post', '/api/class-sessions?locale=en', {
    class: cls.id,
    startsAt: new Date(Math.floor(Date.now() / 86_400_000 + 20) * 86_400_000 + 18 * 3_600_000).toISOString(),
    startsAt_tz: 'America/Toronto',
    durationMinutes: 180,
    format: 'in-person',
    location: '5445 avenue de Gaspé, Montréal',
    capacity: 4,
  })
  expect(session.status(), await session.text()).toBe(201)
  const sessionId = ((await session.json()) as { doc: { id: number } }).doc.id
  const booked = await request.post('/api/class-bookings?locale=fr', {
    data: {
      name: `Élodie ${tag}`,
      email,
      phone: '(514) 555-0100',
      classType: `e2e-paid-${tag}`,
      session: sessionId,
      format: 'in-person',
      experience: 'some-experience',
      preferredTime: 'evening',
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string }
  // The hosted page's Pay button, as the client would press it.
  const paid = await request.post(checkoutUrl, { form: { action: 'pay' }, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  return { checkoutUrl }
}

/**
 * The Stripe fake behind the site (its hosted page's origin): the refunds Stripe holds for the
 * booking paid through `checkoutUrl`, read through Stripe's API as the studio's account.
 */
async function stripeRefunds(request: APIRequestContext, checkoutUrl: string) {
  const fake = new URL(checkoutUrl).origin
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!
  const auth = { authorization: 'Bearer sk_test_e2e' }
  const session = (await (
    await request.get(`${fake}/v1/checkout/sessions/${sessionId}`, { headers: auth })
  ).json()) as {
    payment_intent: string
  }
  const list = (await (
    await request.get(`${fake}/v1/refunds?payment_intent=${session.payment_intent}`, { headers: auth })
  ).json()) as { data: { id: string; status: string }[] }
  return { fake, refunds: list.data }
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('the Payments tab lists a paid booking with its taxes, refunds part of it, and reads in French', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`
  const email = uniqueEmail(`pay-${testInfo.project.name}`)
  const { checkoutUrl } = await paidBooking(request, tag, email)

  await signInAdmin(context, request)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Payments' }).click()
  await expect(page.getByRole('heading', { name: 'Totals to file' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search Payments' }).fill(email)
  const card = page.getByRole('article').filter({ hasText: email })
  // The webhook confirms the payment within moments of the Pay button.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Search Payments' }).fill(email.toUpperCase())
    await page.getByRole('searchbox', { name: 'Search Payments' }).fill(email)
    await expect(card.getByText('Paid', { exact: true })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(card.getByRole('strong')).toHaveText('$516.24')
  await expect(card.getByText('$22.45')).toBeVisible()
  await expect(card.getByText('$44.79')).toBeVisible()
  await expect(page.getByTestId('payment-totals')).toBeVisible()

  await card.getByRole('button', { name: /^Refund payment no\. \d+$/ }).click()
  const form = card.getByRole('form')
  const amount = form.getByLabel('Amount to refund (CAD, taxes included)')
  await expect(amount).toHaveValue('516.24')
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
  await shot(page, `payments-${testInfo.project.name}-en`)

  await test.step('a refund needs a reason and cannot exceed what remains', async () => {
    await form.getByRole('button', { name: 'Refund $516.24' }).click()
    await expect(form.getByText('Say why this amount is refunded')).toBeVisible()
    await amount.fill('600')
    await form.getByLabel('Reason (kept with the refund)').fill('Session shortened')
    await form.getByRole('button', { name: 'Refund $600.00' }).click()
    await expect(page.getByText('This refund is more than what remains of the payment.').first()).toBeVisible()
    await amount.fill('100.00')
    await form.getByRole('button', { name: 'Refund $100.00' }).click()
    await expect(page.getByText('Refund sent', { exact: true }).first()).toBeVisible()
    await expect(card.getByText('Partly refunded')).toBeVisible()
    await expect(card.getByText(/Refunded by the studio \(Session shortened\)/)).toBeVisible()
  })

  await test.step('a refund the card’s issuer returns shows as failed, and is tried again from the tab', async () => {
    const { fake, refunds } = await stripeRefunds(request, checkoutUrl)
    expect(refunds.map((r) => r.status)).toEqual(['succeeded'])
    const returned = await request.post(`${fake}/_fake/refunds/${refunds[0]!.id}/failed`)
    expect(returned.status()).toBe(200)
    const refundLine = card.getByRole('listitem').filter({ hasText: 'Session shortened' })
    // The tab keeps what it read for a while: the studio reloads it to see what Stripe said since.
    await expect(async () => {
      await page.reload()
      await page.getByRole('tab', { name: 'Payments' }).click()
      await page.getByRole('searchbox', { name: 'Search Payments' }).fill(email)
      await expect(refundLine.getByText('Failed', { exact: true })).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(refundLine.getByText('Why: the card is expired or canceled')).toBeVisible()
    await expect(card.getByText('Paid', { exact: true })).toBeVisible()
    await shot(page, `payments-${testInfo.project.name}-failed-refund`)
    await refundLine.getByRole('button', { name: /^Try refund no\. \d+ again$/ }).click()
    await expect(page.getByText('Refund sent', { exact: true }).first()).toBeVisible()
    await expect(card.getByText(/Retry of refund no\. \d+/)).toBeVisible()
    await expect(card.getByText(/Tried again as refund no\. \d+/)).toBeVisible()
    await expect(card.getByText('Partly refunded')).toBeVisible()
    expect((await stripeRefunds(request, checkoutUrl)).refunds.map((r) => r.status).sort()).toEqual([
      'failed',
      'succeeded',
    ])
  })

  await test.step('in French', async () => {
    await page.getByRole('button', { name: 'Afficher en français' }).click()
    await expect(page.getByRole('heading', { name: 'Totaux à déclarer' })).toBeVisible()
    await page
      .getByRole('group', { name: 'Regrouper les totaux par' })
      .getByRole('button', { name: 'Trimestre' })
      .click()
    const frCard = page.getByRole('article').filter({ hasText: email })
    await expect(frCard.getByText('Remboursé en partie')).toBeVisible()
    await expect(frCard.getByText(/^516,24\s\$$/).first()).toBeVisible()
    await frCard.getByRole('button', { name: /^Rembourser le paiement no \d+$/ }).click()
    await expect(frCard.getByLabel('Montant à rembourser (CAD, taxes comprises)')).toHaveValue('416,24')
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([])
    await shot(page, `payments-${testInfo.project.name}-fr`)
  })
})
