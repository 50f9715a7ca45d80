/**
 * A booking without a session, paid through the studio's payment request, whose day has come: its
 * manage page (in the client's language) says the studio now decides and offers no cancel button,
 * where an outside tester got a full refund through it long after the class. The request is paid on
 * the Stripe fake's hosted page; the links are the ones the e-mails carry.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures/test'

import { sharedToken } from './fixtures/admin-session'
import { linkIn, waitForMail } from './fixtures/mail'
import { asEditor, uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const frBooking = JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages/fr/booking.json'), 'utf8')) as {
  classes: { manage: { cancel: string; date: string; errors: { datePassed: string } } }
}
const manage = frBooking.classes.manage

/** Yesterday in Montréal, as YYYY-MM-DD. */
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(Date.now() - 86_400_000)

test('a paid request whose day has come cannot be cancelled from its link: the studio decides (fr)', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const classId = `e2e-request-${tag}`
  const created = await asEditor(request, 'post', '/api/classes?locale=en', {
    classId,
    title: `Requested portraits ${tag}`,
    level: 'All levels',
    duration: '3 hours',
    price: 200,
    formatOptions: ['in-person'],
    cancellationCutoffHours: 48,
  })
  expect(created.status(), await created.text()).toBe(201)

  // The request, for yesterday: the class has been given.
  const email = uniqueEmail('request-cancel')
  const booked = await request.post('/api/class-bookings?locale=fr', {
    data: {
      name: `Élodie ${tag}`,
      email,
      phone: '(514) 555-0100',
      classType: classId,
      format: 'in-person',
      preferredDate: yesterday(),
      experience: 'some-experience',
      totalCost: 200,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const bookingId = ((await booked.json()) as { id: number }).id
  const acknowledgement = await waitForMail(email, (m) => m.text.includes('/classes/booking?token='))

  // The studio asks for the price, and the client pays through the e-mail's link.
  const asked = await request.post(`/api/admin/class-bookings/${bookingId}/payment-requests`, {
    headers: { authorization: `Bearer ${await sharedToken(request)}` },
    data: { amount: '200.00', descriptionEn: 'Portrait class', descriptionFr: 'Cours de portrait' },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const requestMail = await waitForMail(email, (m) => m.text.includes('/api/payments/requests/'))
  const opened = await request.get(linkIn(requestMail, '/api/payments/requests/'), { maxRedirects: 0 })
  expect(opened.status()).toBe(303)
  const paid = await request.post(opened.headers().location!, { form: { action: 'pay' }, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  await waitForMail(email, (m) => /^Reçu R-/.test(m.subject))

  const link = linkIn(acknowledgement, '/classes/booking?token=')
  await page.goto(link)
  await expect(page.getByTestId('booking-link-refusal')).toHaveText(manage.errors.datePassed)
  await expect(page.getByRole('button', { name: manage.cancel })).toHaveCount(0)
  await expect(page.getByText(manage.date, { exact: true })).toBeVisible()

  // The link's call says the same, and nothing is refunded.
  const token = new URL(link, 'http://x').searchParams.get('token')
  const refused = await request.post('/api/class-bookings/cancel?locale=fr', { data: { token } })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: 'DATE_PASSED', message: manage.errors.datePassed })
})
