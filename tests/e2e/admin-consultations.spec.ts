/**
 * The dashboard's Consultations tab, in Chromium against the production
 * build: a consultation booked through the public call is listed with the inquiry of the same
 * address (its stage), a private note is kept, and a cancellation from the tab reaches the client as
 * a METHOD:CANCEL invitation at the loopback SMTP server.
 */
import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'

import { checkCalendar } from '@root/tests/helpers/icalendar'
import { mimeParts } from '@root/tests/helpers/mail'
import { expect, test } from './fixtures/test'

import { waitForMail } from './fixtures/mail'
import { signInAdmin } from './fixtures/admin-session'
import { asEditor, uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

test.beforeEach(async ({ page }) => stubExternalSites(page))

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/consultation-tab-shots'

test('a booked consultation is listed with its inquiry, takes a private note and is cancelled with an e-mail to the client', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000)
  const phone = info.project.name === 'phone'
  // Days of their own, three weeks out: the booking specs take the first days and the last ones.
  const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const slots = (
    (await (await request.get(`/api/consultations/slots?type=free-call&from=${from}&days=4`)).json()) as {
      slots: { start: string }[]
    }
  ).slots
  const slot = slots[phone ? 5 : 2]!
  const email = uniqueEmail(`consult-tab-${info.project.name}`)
  const name = `Tab ${info.project.name} ${email.split('@')[0]!.slice(-6)}`

  const inquiry = await asEditor(request, 'post', '/api/inquiries', {
    name,
    email,
    serviceType: 'wedding',
    message: 'A summer wedding, please call me.',
  })
  expect(inquiry.status()).toBe(201)
  const booked = await request.post('/api/consultations', {
    data: { type: 'free-call', start: slot.start, name, email, serviceType: 'wedding', notes: 'Evenings are best.' },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(booked.status()).toBe(201)
  const { id } = (await booked.json()) as { id: number }

  await signInAdmin(page.context(), page.context().request)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Consultations' }).click()
  const card = page.getByTestId(`consultation-${id}`)
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name })).toBeVisible()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(card.getByText('Evenings are best.')).toBeVisible()
  // The booking moved the inquirer's open inquiry on: the linked inquiry shows where it stands.
  await expect(card.getByText('Consultation booked', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Show the inquiry' }).click()
  await expect(card.getByText('A summer wedding, please call me.')).toBeVisible()
  await card.getByRole('button', { name: 'Hide the inquiry' }).click()

  await card.getByLabel('Private note').fill('Wants drone shots')
  await card.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByText('Note saved.', { exact: true })).toBeVisible()
  await page.reload()
  await page.getByRole('tab', { name: 'Consultations' }).click()
  await expect(page.getByTestId(`consultation-${id}`).getByLabel('Private note')).toHaveValue('Wants drone shots')

  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations,
  ).toEqual([])
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/tab-${info.project.name}.png`, fullPage: true })

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByTestId(`consultation-${id}`).getByRole('button', { name: 'Cancel consultation' }).click()
  await expect(page.getByText('Cancelled: the client was e-mailed.', { exact: true })).toBeVisible()
  const mail = await waitForMail(email, (m) => /method=CANCEL/i.test(m.raw))
  const part = mimeParts(mail.raw).find((p) => /^text\/calendar/i.test(p.headers['content-type'] ?? ''))
  const cancel = checkCalendar(part!.body, 'CANCEL')
  expect(cancel.problems).toEqual([])
  expect(cancel.events[0]!.start.instant!.toISOString()).toBe(slot.start)
  // Still upcoming, now cancelled, with nothing left to cancel.
  const after = page.getByTestId(`consultation-${id}`)
  await expect(after.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(after.getByRole('button', { name: 'Cancel consultation' })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/tab-cancelled-${info.project.name}.png`, fullPage: true })
})
