/**
 * A consultation booked, moved and cancelled through the production site in Chromium, in English
 * and in French: the picker by keyboard-reachable radios in the visitor's zone (Paris
 * for the French visitor) with Montréal's time beside; the e-mail at the loopback SMTP server with
 * an invitation that ical.js reads (start, zone, UID); the reschedule link → a new time with the
 * same UID and a higher SEQUENCE; the cancel link → METHOD:CANCEL, and the time is free again.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import AxeBuilder from '@axe-core/playwright'

import { checkCalendar } from '@root/tests/helpers/icalendar'
import { mimeParts } from '@root/tests/helpers/mail'
import { expect, test, type Page } from './fixtures/test'

import { linkIn, waitForMail, type ReceivedMail } from './fixtures/mail'
import { sharedToken } from './fixtures/admin-session'
import { E2E_BASE_URL } from './fixtures/env'
import { asEditor, uniqueEmail } from './fixtures/records'
import { localized } from './fixtures/site'
import { PHONE } from './fixtures/projects'

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()

function calendarOf(m: ReceivedMail): string {
  const part = mimeParts(m.raw).find((p) => /^text\/calendar/i.test(p.headers['content-type'] ?? ''))
  if (!part) throw new Error(`no calendar in "${m.subject}"`)
  return part.body
}

const TEXT = {
  en: {
    day: 'Day',
    time: 'Time',
    name: 'Name',
    email: 'E-mail',
    service: 'Service you are interested in',
    submit: 'Confirm the consultation',
    booked: 'Your consultation is booked',
    move: 'Move my consultation',
    moved: 'Your consultation is moved',
    cancel: 'Cancel my consultation',
    cancelled: 'Your consultation is cancelled',
    zone: 'America/Toronto',
  },
  fr: {
    day: 'Jour',
    time: 'Heure',
    name: 'Nom',
    email: 'Courriel',
    service: 'Service qui vous intéresse',
    submit: 'Confirmer la consultation',
    booked: 'Votre consultation est réservée',
    move: 'Déplacer ma consultation',
    moved: 'Votre consultation est déplacée',
    cancel: 'Annuler ma consultation',
    cancelled: 'Votre consultation est annulée',
    zone: 'Europe/Paris',
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = TEXT[locale]
  test.describe(`consultation (${locale})`, () => {
    test.use({ timezoneId: t.zone })

    test(
      'book → invitation → reschedule through the link → cancel → free again',
      { tag: PHONE },
      async ({ page, request }, info) => {
        test.setTimeout(150_000)
        const phone = info.project.name === 'phone'
        await page.goto(localized('/consultation', locale))
        const days = page.getByRole('group', { name: t.day })
        await expect(days.getByRole('radio').first()).toBeAttached()
        expect((await axe(page)).violations).toEqual([])
        await page.screenshot({ path: `/tmp/consultation-${locale}-${info.project.name}.png`, fullPage: true })

        // Each project and language takes its own day, so that runs side by side never race for one time.
        // Never the first day offered: its first time can be at the edge of the minimum notice, and turn
        // too soon between the page's load and the submit (seen once); a later day's times are a night
        // past it.
        const dayIndex = 1 + (locale === 'fr' ? 2 : 0) + (phone ? 1 : 0)
        await days.locator('label').nth(dayIndex).click()
        const times = page.getByRole('group', { name: t.time })
        const first = times.getByRole('radio').first()
        const start = await first.getAttribute('value')
        await times.locator('label').first().click()
        if (locale === 'fr') await expect(times.locator('label').first()).toContainText('Montréal')

        const email = uniqueEmail(`consult-${locale}`)
        await page.getByLabel(t.name, { exact: true }).fill('Camille Roy')
        await page.getByLabel(t.email, { exact: true }).fill(email)
        await page.getByLabel(t.service).selectOption('wedding')
        await page.getByRole('button', { name: t.submit }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.booked)
        expect((await axe(page)).violations).toEqual([])

        const invite = await waitForMail(email, (m) => /text\/calendar/i.test(m.raw))
        const booked = checkCalendar(calendarOf(invite), 'REQUEST')
        expect(booked.problems).toEqual([])
        expect(booked.events[0]!.start.tzid).toBe('America/Toronto')
        expect(booked.events[0]!.start.instant!.toISOString()).toBe(start)
        const uid = booked.events[0]!.uid

        await page.goto(linkIn(invite, 'action=reschedule'))
        const newTimes = page.getByRole('group', { name: t.time })
        await expect(newTimes.getByRole('radio').first()).toBeAttached()
        expect((await axe(page)).violations).toEqual([])
        const later = newTimes.getByRole('radio').last()
        const newStart = await later.getAttribute('value')
        expect(newStart).not.toBe(start)
        await newTimes.locator('label').last().click()
        await page.getByRole('button', { name: t.move }).click()
        await expect(page.getByRole('status').filter({ hasText: t.moved })).toBeVisible()

        // Sent at once, as the booking's invitation is: the outbox's own poll would take up to 30 s.
        const moved = await waitForMail(
          email,
          (m) => m !== invite && /text\/calendar/i.test(m.raw) && m.subject !== invite.subject,
          15_000,
        )
        const update = checkCalendar(calendarOf(moved), 'REQUEST')
        expect(update.problems).toEqual([])
        expect(update.events[0]!.uid).toBe(uid)
        expect(update.events[0]!.sequence).toBeGreaterThan(booked.events[0]!.sequence)
        expect(update.events[0]!.start.instant!.toISOString()).toBe(newStart)

        await page.goto(linkIn(moved, 'action=cancel'))
        await page.getByRole('button', { name: t.cancel }).click()
        await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible()
        const cancel = checkCalendar(
          calendarOf(await waitForMail(email, (m) => /method=CANCEL/i.test(m.raw), 15_000)),
          'CANCEL',
        )
        expect(cancel.problems).toEqual([])
        expect(cancel.events[0]!.uid).toBe(uid)

        // Free again: the slots call offers the cancelled time.
        const day = new Date(newStart!).toISOString().slice(0, 10)
        const from = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
        const slots = await (await request.get(`/api/consultations/slots?type=free-call&from=${from}&days=3`)).json()
        expect(slots.slots.map((s: { start: string }) => s.start)).toContain(newStart)
      },
    )
  })
}

test.describe("the owner's calendars", () => {
  test('a busy event of a calendar served on loopback hides its time; the private feed lists the consultation', async ({
    request,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'the availability is one global: one project changes it')
    test.setTimeout(90_000)
    const offered = async () =>
      (
        (await (await request.get('/api/consultations/slots?type=free-call&days=28')).json()) as {
          slots: { start: string; end: string }[]
        }
      ).slots
    const slots = await offered()
    const busy = slots[slots.length - 6]!
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//busy//EN',
      'BEGIN:VEVENT',
      'UID:busy@e2e',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(busy.start)}`,
      `DTEND:${stamp(busy.end)}`,
      'SUMMARY:Dentist',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      res.end(ics)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private.ics`
    try {
      const saved = await asEditor(request, 'post', '/api/globals/consultation-availability', {
        calendars: [{ label: 'Personal', url }],
      })
      expect(saved.status()).toBe(200)
      await expect
        .poll(async () => (await offered()).some((s) => s.start === busy.start), { timeout: 20_000 })
        .toBe(false)
    } finally {
      await asEditor(request, 'post', '/api/globals/consultation-availability', { calendars: [] })
      server.close()
    }

    const slot = slots[slots.length - 10]!
    const email = uniqueEmail('consult-feed')
    const booked = await request.post('/api/consultations', {
      data: { type: 'free-call', start: slot.start, name: 'Feed Test', email, serviceType: 'family' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(booked.status()).toBe(201)
    const { id } = (await booked.json()) as { id: number }
    const token = await sharedToken(request)
    const renewed = await request.post('/api/admin/consultations-feed', {
      data: {},
      headers: { Authorization: `Bearer ${token}`, Origin: E2E_BASE_URL },
    })
    expect(renewed.status()).toBe(201)
    const feedUrl = new URL(((await renewed.json()) as { url: string }).url)
    const feed = await request.get(feedUrl.pathname + feedUrl.search)
    expect(feed.status()).toBe(200)
    const calendar = checkCalendar(await feed.text())
    const event = calendar.events.find((e) => e.uid.startsWith(`consultation-${id}@`))
    expect(event?.start.instant?.toISOString()).toBe(slot.start)
  })
})

test('a visitor past their share of future consultations reads why on the form, in both languages', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one refusal per language is enough')
  test.setTimeout(60_000)
  // Two times held by one mailbox, far from the days the other tests pick.
  const mailbox = uniqueEmail('consult-share')
  const { slots } = (await (await request.get('/api/consultations/slots?type=free-call&days=40')).json()) as {
    slots: { start: string }[]
  }
  for (const slot of [slots[slots.length - 3]!, slots[slots.length - 1]!]) {
    const held = await request.post('/api/consultations', {
      data: { type: 'free-call', start: slot.start, name: 'Share Test', email: mailbox, serviceType: 'family' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(held.status()).toBe(201)
  }
  const said = {
    en: 'You already have as many upcoming consultations as one person can book.',
    fr: 'Vous avez déjà autant de consultations à venir qu’une personne peut en réserver.',
  }
  for (const locale of ['en', 'fr'] as const) {
    const t = TEXT[locale]
    await page.goto(localized('/consultation', locale))
    const days = page.getByRole('group', { name: t.day })
    await expect(days.getByRole('radio').first()).toBeAttached()
    await days.locator('label').nth(6).click()
    await page.getByRole('group', { name: t.time }).locator('label').first().click()
    await page.getByLabel(t.name, { exact: true }).fill('Share Test')
    // The same mailbox under a +tag.
    await page.getByLabel(t.email, { exact: true }).fill(mailbox.replace('@', `+${locale}@`))
    await page.getByLabel(t.service).selectOption('family')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(said[locale])).toBeVisible()
    // Said as what it is, not as a time someone else just took.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.booked)
    await page.screenshot({ path: `/tmp/consultation-share-${locale}.png`, fullPage: true })
  }
})
