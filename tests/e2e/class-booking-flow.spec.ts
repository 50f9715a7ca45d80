/**
 * A class booking that runs itself, end to end in both languages: a visitor books a dated session
 * through the /classes form, the acknowledgement reaches the harness's SMTP server, the
 * administrator confirms it in /admin, the confirmation carries an invitation a real iCalendar
 * parser reads, the client cancels through the signed link of the e-mail (the seat shows free
 * again), and a visitor on the waitlist is offered the next freed seat by e-mail and claims it.
 * The test makes its own class and session of capacity 1 through the CMS's REST API, so it is
 * independent of the other specs running beside it.
 */
import fs from 'node:fs'
import path from 'node:path'

import ical from 'node-ical'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { expect, test, untilInteractive, type Page } from './fixtures/test'

import { E2E_BASE_URL } from './fixtures/env'
import { calendarPart, linkIn, waitForMail, type ReceivedMail } from './fixtures/mail'
import { signInAdmin } from './fixtures/admin-session'
import { asEditor, editorToken, findRecords, uniqueEmail } from './fixtures/records'
import { containsPhrase, englishLabels, localized, stubExternalSites } from './fixtures/site'

const SHOTS = '/tmp/h16e-shots'

type Tree = { [key: string]: string | Tree }
const messages = (locale: Locale, file: string): Tree =>
  JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages', locale, `${file}.json`), 'utf8')) as Tree
const at = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree)
  if (typeof value !== 'string') throw new Error(`no message ${key}`)
  return value
}

/** The session's start as iCalendar writes it in Montréal time (20310715T143000). */
const montrealStamp = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: STUDIO_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 })
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

const labels = englishLabels()
/** On a French page or e-mail: none of the site's English texts. */
function expectNoEnglish(locale: Locale, text: string, where: string) {
  if (locale !== 'fr') return
  expect(
    labels.filter((label) => containsPhrase(text, label)),
    `English on ${where}`,
  ).toEqual([])
}

/** Opens the HTML part of an e-mail in Chromium, checks it and keeps a screenshot of it. */
async function shootMail(page: Page, m: ReceivedMail, name: string, locale: Locale) {
  expect(m.html, `${name} has an HTML part`).toContain('</')
  await page.setContent(m.html)
  expectNoEnglish(locale, await page.locator('body').innerText(), `the ${name} e-mail`)
  await shoot(page, `mail-${name}`)
  await page.close()
}

const vevent = async (content: string) =>
  Object.values(await ical.async.parseICS(content)).find((c) => c?.type === 'VEVENT') as ical.VEvent

test.beforeEach(async ({ page }) => stubExternalSites(page))

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)
  const booking = messages(locale, 'booking')
  const email = messages(locale, 'email')
  const b = (key: string) => at(booking, `classes.booking.${key}`)
  const manage = (key: string) => at(booking, `classes.manage.${key}`)
  const subject = (key: string, className: string) => fill(at(email, `email.${key}`), { className })

  test(`a session booked on /classes is acknowledged, confirmed with an invitation, cancelled by link, and its seat claimed from the waitlist (${locale})`, async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'one long flow with an admin sign-in: run once per language on desktop; it screenshots the phone width itself',
    )
    test.setTimeout(300_000)
    fs.mkdirSync(SHOTS, { recursive: true })

    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const classId = `e2e-night-${tag}`
    const title = { en: `Night Portraits ${tag}`, fr: `Portraits de nuit ${tag}` }
    const className = title[locale]
    // 30 days ahead at 18:30 UTC (14:30 or 13:30 in Montréal), whole minutes.
    const startsAt = new Date(Math.floor(Date.now() / 86_400_000 + 30) * 86_400_000 + 18.5 * 3_600_000)
    const place = '5445 avenue de Gaspé, Montréal'
    let sessionId = 0

    await test.step('the studio schedules a session of capacity 1 (CMS REST API, as an editor)', async () => {
      const created = await asEditor(request, 'post', '/api/classes?locale=en', {
        classId,
        title: title.en,
        level: 'All levels',
        duration: '90 min',
        price: 180,
        formatOptions: ['in-person'],
        isPublished: true,
      })
      expect(created.status(), await created.text()).toBe(201)
      const cls = ((await created.json()) as { doc: { id: number } }).doc
      const french = await asEditor(request, 'patch', `/api/classes/${cls.id}?locale=fr`, {
        title: title.fr,
        level: 'Tous niveaux',
        duration: '90 min',
      })
      expect(french.status(), await french.text()).toBe(200)
      const session = await asEditor(request, 'post', '/api/class-sessions?locale=en', {
        class: cls.id,
        startsAt: startsAt.toISOString(),
        startsAt_tz: STUDIO_TIME_ZONE,
        durationMinutes: 90,
        format: 'in-person',
        location: place,
        capacity: 1,
        note: `E2E ${tag}`,
      })
      expect(session.status(), await session.text()).toBe(201)
      sessionId = ((await session.json()) as { doc: { id: number } }).doc.id
    })

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: className }) })
    const sessionsOfCard = card.getByTestId('class-sessions')
    /** /classes, reloaded until the class (just published) and its session's seats show. */
    const openClasses = async (seats: string) => {
      await expect(async () => {
        await page.goto(L('/classes'))
        await expect(sessionsOfCard).toContainText(seats, { timeout: 3_000 })
      }).toPass({ timeout: 30_000 })
    }
    const panel = page.getByRole('tabpanel')
    const bookThroughForm = async (visitor: { name: string; email: string }, button: string) => {
      await sessionsOfCard.getByRole('button').first().click()
      await expect(panel.getByRole('combobox', { name: b('fields.selectClass'), exact: true })).toHaveValue(classId)
      await expect(panel.getByTestId('session-picker').getByRole('radio').first()).toBeChecked()
      await panel.getByLabel(b('fields.fullName')).fill(visitor.name)
      await panel.getByRole('textbox', { name: b('fields.email'), exact: true }).fill(visitor.email)
      await panel.getByLabel(b('fields.experience')).selectOption('some-experience')
      await panel.getByRole('button', { name: button }).click()
    }
    const oneOfOne = fill(b('sessions.seatsLeft'), { count: 1, capacity: 1 })

    const client = { name: `Léa Fortin ${tag}`, email: uniqueEmail(`flow-${locale}`) }
    let ack!: ReceivedMail
    await test.step('a visitor books the session through the form; the acknowledgement arrives', async () => {
      await openClasses(oneOfOne)
      await bookThroughForm(client, b('submit'))
      await expect(page.getByText(b('successTitle')).first()).toBeVisible()
      // The seat is held at once: the session is full for the next visitor.
      await openClasses(b('sessions.full'))
      ack = await waitForMail(client.email, (m) => m.subject.startsWith(subject('booking.visitorSubject', className)))
      expect(ack.text).toContain(`${locale === 'fr' ? '/fr' : ''}/classes/booking?token=`)
      expect(ack.text).toContain(place)
      await shootMail(await context.newPage(), ack, `acknowledgement-${locale}`, locale)
    })

    const [stored] = await findRecords<{ id: number; status: string; locale: string }>(request, 'bookings', {
      email: client.email,
    })
    expect(stored).toMatchObject({ status: 'pending', locale })

    await test.step('the administrator confirms it in /admin', async () => {
      // Its own browser context, signed in with the run's shared session: the visitor's pages keep
      // no administrator cookie, and no sign-in waits for a TOTP step of its own (the sign-in screen
      // is admin-dashboard.spec.ts's subject).
      const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'en-US' })
      await signInAdmin(adminContext, request)
      const admin = await adminContext.newPage()
      await admin.goto('/admin')
      await untilInteractive(admin)
      await admin.getByRole('tab', { name: 'Class Bookings' }).click()
      await admin.getByRole('searchbox', { name: /Search Class Bookings/ }).fill(client.email)
      const row = admin.getByRole('article', { name: client.name })
      await expect(row).toContainText(classId)
      const saved = admin.waitForResponse(
        (r) => r.url().includes(`/api/admin/class-bookings/${stored!.id}`) && r.request().method() === 'PATCH',
      )
      await row.getByLabel(`Status of the booking of ${client.name}`).selectOption('confirmed')
      expect((await saved).status()).toBe(200)
      await expect(admin.getByText('Status updated').first()).toBeVisible()
      await adminContext.close()
    })

    let uid = ''
    await test.step('the confirmation carries an invitation in Montréal time with the booking’s UID', async () => {
      const confirmation = await waitForMail(client.email, (m) =>
        m.subject.startsWith(subject('status.confirmedSubject', className)),
      )
      const invitation = calendarPart(confirmation)
      expect(invitation.method).toBe('REQUEST')
      expect(invitation.content).toContain(`TZID=${STUDIO_TIME_ZONE}:${montrealStamp(startsAt)}`)
      const event = await vevent(invitation.content)
      expect(event.start.toISOString()).toBe(startsAt.toISOString())
      expect(event.start.tz).toBe(STUDIO_TIME_ZONE)
      expect(event.end?.toISOString()).toBe(new Date(startsAt.getTime() + 90 * 60_000).toISOString())
      expect(event.uid).toMatch(new RegExp(`^class-booking-${stored!.id}@`))
      expect(event.summary).toContain(className)
      expect(event.location).toBe(place)
      uid = event.uid
      expect(confirmation.text).toContain(`${locale === 'fr' ? '/fr' : ''}/classes/booking?token=`)
      await shootMail(await context.newPage(), confirmation, `confirmation-${locale}`, locale)
    })

    await test.step('the client cancels through the link of the e-mail; the seat is free again', async () => {
      await page.goto(linkIn(ack, '/classes/booking?token='))
      await expect(page.getByRole('heading', { level: 1, name: manage('title') })).toBeVisible()
      await expect(page.getByTestId('booking-status')).toHaveText(manage('statuses.confirmed'))
      await expect(page.getByText(className)).toBeVisible()
      expectNoEnglish(locale, await page.locator('main').innerText(), 'the booking page')
      await shoot(page, `booking-link-${locale}`)
      await page.getByRole('button', { name: manage('cancel') }).click()
      await expect(page.getByTestId('booking-link-result')).toHaveText(manage('cancelled'))
      await page.reload()
      await expect(page.getByTestId('booking-status')).toHaveText(manage('statuses.cancelled'))
      await expect(page.getByRole('button', { name: manage('cancel') })).toHaveCount(0)

      const cancellation = await waitForMail(client.email, (m) =>
        m.subject.startsWith(subject('status.cancelledSubject', className)),
      )
      const withdrawn = calendarPart(cancellation)
      expect(withdrawn.method).toBe('CANCEL')
      expect((await vevent(withdrawn.content)).uid).toBe(uid)
      await shootMail(await context.newPage(), cancellation, `cancellation-${locale}`, locale)

      await openClasses(oneOfOne)
    })

    const holder = { name: `Marc Gagnon ${tag}`, email: uniqueEmail(`holder-${locale}`) }
    const waiting = { name: `Inès Roy ${tag}`, email: uniqueEmail(`waiting-${locale}`) }
    await test.step('another visitor takes the seat; the next one joins the waitlist through the form', async () => {
      const taken = await request.post(`/api/class-bookings?locale=${locale}`, {
        data: {
          name: holder.name,
          email: holder.email,
          classType: classId,
          session: sessionId,
          format: 'in-person',
          experience: 'advanced',
          totalCost: 180,
        },
      })
      expect(taken.status(), await taken.text()).toBe(201)
      await openClasses(b('sessions.full'))
      await bookThroughForm(waiting, b('joinWaitlist'))
      await expect(page.getByText(b('waitlistTitle')).first()).toBeVisible()
      const [listed] = await findRecords<{ status: string }>(request, 'bookings', { email: waiting.email })
      expect(listed?.status).toBe('waitlisted')
      const onList = await waitForMail(waiting.email, (m) =>
        m.subject.startsWith(subject('booking.waitlistSubject', className)),
      )
      await shootMail(await context.newPage(), onList, `waitlist-${locale}`, locale)
    })

    await test.step('the CMS list of sessions shows the seats taken and the waitlist, in the CMS language', async () => {
      const cmsContext = await browser.newContext({ baseURL: E2E_BASE_URL })
      await cmsContext.addCookies([
        { name: 'payload-token', value: await editorToken(request), url: E2E_BASE_URL },
        { name: 'payload-lng', value: locale, url: E2E_BASE_URL },
      ])
      const cms = await cmsContext.newPage()
      // No content language in the address: Payload would store it as the editor's choice, which
      // the CMS specs running beside this one (same editor) read, and their live preview would
      // switch language under them. The list shows the editor's last choice, whichever it is.
      await cms.goto(`/cms/collections/class-sessions?where[id][equals]=${sessionId}`)
      const cmsText = messages(locale, 'cms')
      const headers = cms.locator('thead th')
      await expect(headers.filter({ hasText: at(cmsText, 'cms.classSessions.seats') })).toHaveCount(1)
      await expect(headers.filter({ hasText: at(cmsText, 'cms.classSessions.waitlist') })).toHaveCount(1)
      const cells = async () => {
        const names = (await headers.allInnerTexts()).map((h) => h.trim())
        const values = (await cms.locator('tbody tr').first().locator('td').allInnerTexts()).map((c) => c.trim())
        return {
          seats: values[names.indexOf(at(cmsText, 'cms.classSessions.seats'))],
          waitlist: values[names.indexOf(at(cmsText, 'cms.classSessions.waitlist'))],
        }
      }
      await expect(cms.locator('tbody tr')).toHaveCount(1)
      expect(await cells()).toEqual({ seats: '1 / 1', waitlist: '1' })
      // The class column is filled in after the page: its title, in that content language.
      await expect(cms.locator('tbody tr').first()).toContainText(new RegExp(`${title.en}|${title.fr}`))
      await shoot(cms, `cms-sessions-${locale}`)
      await cmsContext.close()
    })

    await test.step('the seat freed by a cancellation is offered by e-mail and claimed through its link', async () => {
      const holderAck = await waitForMail(holder.email, (m) =>
        m.subject.startsWith(subject('booking.visitorSubject', className)),
      )
      const token = new URL(linkIn(holderAck, '/classes/booking?token='), 'http://x').searchParams.get('token')
      const cancelled = await request.post(`/api/class-bookings/cancel?locale=${locale}`, { data: { token } })
      expect(cancelled.status(), await cancelled.text()).toBe(200)

      const offer = await waitForMail(waiting.email, (m) => m.subject.startsWith(subject('offer.subject', className)))
      await shootMail(await context.newPage(), offer, `offer-${locale}`, locale)
      await page.goto(linkIn(offer, '/classes/booking/claim?token='))
      await expect(page.getByRole('heading', { level: 1, name: manage('claimTitle') })).toBeVisible()
      await expect(page.getByTestId('booking-status')).toHaveText(manage('statuses.waitlisted'))
      expectNoEnglish(locale, await page.locator('main').innerText(), 'the claim page')
      await shoot(page, `claim-${locale}`)
      await page.getByRole('button', { name: manage('claim') }).click()
      await expect(page.getByTestId('booking-link-result')).toHaveText(manage('claimed'))
      const [claimed] = await findRecords<{ status: string }>(request, 'bookings', { email: waiting.email })
      expect(claimed?.status).toBe('pending')
      // The seat is now the claimant's: the session stays full.
      await openClasses(b('sessions.full'))
    })
  })
}
