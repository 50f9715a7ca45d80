/**
 * A visitor pays for a class online, end to end in each language, against the production site and
 * the Stripe fake on loopback (scripts/e2e-server.ts): the /classes form sends them to the fake's
 * hosted Checkout, where they press Pay as a client would; the fake's signed webhook confirms the
 * booking, which the return page then says; the receipt reaches the harness's SMTP server and is
 * read with a MIME parser of its own (postal-mime) and its PDF with pdf.js, and its amounts must be
 * what the fake charged. The client then cancels through the link of the confirmation e-mail: the
 * refund is seen at the fake through Stripe's API, and the credit note arrives with its PDF.
 * A second test follows a payment request the studio e-mails, to the return page's own words.
 */
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import Stripe from 'stripe'

import { fill } from '@/i18n/fill'
import { formatCents } from '@/i18n/money'
import type { Locale } from '@/i18n/routing'
import { STUDIO_TIME_ZONE } from '@/lib/calendar/studio-time'
import { expect, test, type APIRequestContext, type Page } from './fixtures/test'

import { sharedToken } from './fixtures/admin-session'
import { linkIn, waitForMail, type ReceivedMail } from './fixtures/mail'
import { asEditor, findRecords, uniqueEmail } from './fixtures/records'
import { containsPhrase, englishLabels, localized, stubExternalSites } from './fixtures/site'

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/shots-pay-visitor'

type Tree = { [key: string]: string | Tree }
const messages = (locale: Locale, file: string): Tree =>
  JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages', locale, `${file}.json`), 'utf8')) as Tree
const at = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, tree)
  if (typeof value !== 'string') throw new Error(`no message ${key}`)
  return value
}

/** Spaces as Intl writes them in French amounts (narrow and no-break) made plain, runs of space made one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 })
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

let labels: string[] | undefined
/** On a French page or e-mail: none of the site's English texts. */
function expectNoEnglish(locale: Locale, text: string, where: string) {
  if (locale !== 'fr') return
  labels ??= englishLabels()
  expect(
    labels.filter((label) => containsPhrase(text, label)),
    `English on ${where}`,
  ).toEqual([])
}

/** The message as a strict MIME parser reads it (not the harness's own reader), with its one PDF. */
async function strictlyParsed(m: ReceivedMail) {
  const { default: PostalMime } = await import('postal-mime')
  const parsed = await PostalMime.parse(m.raw)
  const pdfs = parsed.attachments.filter((a) => a.mimeType === 'application/pdf')
  expect(pdfs, `one PDF attached to "${parsed.subject}"`).toHaveLength(1)
  const content = pdfs[0]!.content
  const bytes = typeof content === 'string' ? new Uint8Array(Buffer.from(content, 'base64')) : new Uint8Array(content)
  return { parsed, text: plain(parsed.text ?? ''), filename: pdfs[0]!.filename, pdf: bytes }
}

// pdf.js reads the metrics of the PDF's standard fonts (Helvetica) from its own folder.
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`

/** The PDF's text as pdf.js (Mozilla's reader) extracts it, and each page drawn into a PNG to look at. */
async function readPdf(bytes: Uint8Array, shotName: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const pdf = await getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise
  const pages: string[] = []
  fs.mkdirSync(SHOTS, { recursive: true })
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    const viewport = page.getViewport({ scale: 1.5 })
    // pdf.js's own canvas in Node (@napi-rs/canvas), which it draws with when no DOM is there.
    const factory = pdf.canvasFactory as {
      create: (w: number, h: number) => { canvas: { toBuffer: (type: string) => Buffer }; context: unknown }
    }
    const drawn = factory.create(viewport.width, viewport.height)
    await page.render({ canvasContext: drawn.context as CanvasRenderingContext2D, viewport, canvas: null }).promise
    fs.writeFileSync(path.join(SHOTS, `${shotName}-page${n}.png`), drawn.canvas.toBuffer('image/png'))
  }
  await pdf.destroy()
  return plain(pages.join('\n'))
}

/** The e-mail's HTML part opened in Chromium, checked for English on a French client's copy, and shot. */
async function shootMail(page: Page, html: string, name: string) {
  expect(html, `${name} has an HTML part`).toContain('</')
  await page.setContent(html)
  await shoot(page, name)
  await page.close()
}

/** Stripe's own API, as the site's code calls it, at the fake the checkout address belongs to. */
const stripeAt = (checkoutUrl: string) => {
  const url = new URL(checkoutUrl)
  return new Stripe('sk_test_e2e', {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    telemetry: false,
    maxNetworkRetries: 0,
  })
}

test.beforeEach(async ({ page }) => stubExternalSites(page))

const BILLING = { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' }

/** The studio sells a class online in full at $449, taxed, with one session ahead (CMS REST API, as an editor). */
async function paidClassWithSession(
  request: APIRequestContext,
  classId: string,
  title: { en: string; fr: string },
  capacity: number,
) {
  const billing = await asEditor(request, 'post', '/api/globals/site-settings?locale=en', { billing: BILLING })
  expect(billing.status(), await billing.text()).toBe(200)
  const created = await asEditor(request, 'post', '/api/classes?locale=en', {
    classId,
    title: title.en,
    level: 'All levels',
    duration: '3 hours',
    price: 449,
    formatOptions: ['in-person'],
    onlinePayment: 'full',
    isPublished: true,
  })
  expect(created.status(), await created.text()).toBe(201)
  const cls = ((await created.json()) as { doc: { id: number } }).doc
  const french = await asEditor(request, 'patch', `/api/classes/${cls.id}?locale=fr`, {
    title: title.fr,
    level: 'Tous niveaux',
    duration: '3 heures',
  })
  expect(french.status(), await french.text()).toBe(200)
  const session = await asEditor(request, 'post', '/api/class-sessions?locale=en', {
    class: cls.id,
    startsAt: new Date(Math.floor(Date.now() / 86_400_000 + 25) * 86_400_000 + 18 * 3_600_000).toISOString(),
    startsAt_tz: STUDIO_TIME_ZONE,
    durationMinutes: 180,
    format: 'in-person',
    location: '5445 avenue de Gaspé, Montréal',
    capacity,
  })
  expect(session.status(), await session.text()).toBe(201)
  return ((await session.json()) as { doc: { id: number } }).doc.id
}

for (const locale of ['en', 'fr'] as Locale[]) {
  const L = (p: string) => localized(p, locale)
  const booking = messages(locale, 'booking')
  const email = messages(locale, 'email')
  const pay = messages(locale, 'payments')
  const b = (key: string) => at(booking, `classes.booking.${key}`)
  const manage = (key: string) => at(booking, `classes.manage.${key}`)
  const page_ = (key: string) => at(pay, `payments.page.${key}`)
  const money = (cents: number) => plain(formatCents(cents, locale))
  const fake = {
    en: { pay: 'Pay', title: 'Checkout (Stripe test fake)' },
    fr: { pay: 'Payer', title: 'Paiement (simulation Stripe de test)' },
  }[locale]

  test(`a visitor pays a class on Checkout, is confirmed by the webhook, gets the receipt, cancels by link and gets the refund and its credit note (${locale})`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'one long flow per language, on desktop: it screenshots the phone width itself',
    )
    test.setTimeout(240_000)
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const classId = `e2e-paid-visit-${tag}`
    const title = { en: `Paid Night Portraits ${tag}`, fr: `Portraits de nuit payés ${tag}` }
    const className = title[locale]
    const client = { name: `Élodie Fortin ${tag}`, email: uniqueEmail(`pay-visitor-${locale}`) }

    await test.step('the studio sells a class online, taxed, with one session ahead (CMS REST API)', async () => {
      await paidClassWithSession(request, classId, title, 4)
    })

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: className }) })
    const sessionsOfCard = card.getByTestId('class-sessions')
    const panel = page.getByRole('tabpanel')

    await test.step('the booking form says the class is paid online, and sends the visitor to Checkout', async () => {
      // Reloaded until the class, just published, shows with its session.
      await expect(async () => {
        await page.goto(L('/classes'))
        await expect(sessionsOfCard.getByRole('button').first()).toBeVisible({ timeout: 3_000 })
      }).toPass({ timeout: 30_000 })
      await sessionsOfCard.getByRole('button').first().click()
      await expect(panel.getByRole('combobox', { name: b('fields.selectClass'), exact: true })).toHaveValue(classId)
      await panel.getByLabel(b('fields.fullName')).fill(client.name)
      await panel.getByRole('textbox', { name: b('fields.email'), exact: true }).fill(client.email)
      await panel.getByLabel(b('fields.experience')).selectOption('some-experience')
      await expect(panel.getByTestId('booking-pays-online')).toHaveText(at(pay, 'payments.form.payNotice'))
      await expectAccessible(page)
      expectNoEnglish(locale, await page.locator('main').innerText(), 'the booking form')
      await page.evaluate(() => window.scrollTo(0, 0))
      await shoot(page, `booking-with-payment-${locale}`)
      await panel.getByRole('button', { name: b('submit') }).click()
      await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 })
    })

    const checkoutUrl = page.url()
    const stripe = stripeAt(checkoutUrl)

    await test.step('on the hosted Checkout, in the visitor’s language, the visitor pays', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fake.title)
      await expect(page.locator('tbody')).toContainText(className)
      // 449.00 + GST 22.45 + QST 44.79 (each tax on the price, rounded to the cent).
      await expect(page.locator('tfoot strong')).toHaveText(formatCents(51_624, locale))
      await page.getByRole('button', { name: fake.pay, exact: true }).click()
      await page.waitForURL(/\/classes\/payment\?ref=/)
      expect(new URL(page.url()).pathname).toBe(L('/classes/payment'))
    })

    await test.step('the return page says the payment is received once the webhook has confirmed it', async () => {
      const heading = page.getByRole('heading', { level: 1 })
      await expect(async () => {
        if ((await heading.textContent()) !== page_('paidTitle')) await page.reload()
        await expect(heading).toHaveText(page_('paidTitle'), { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      const main = page.getByTestId('payment-return')
      await expect(main.getByRole('status')).toHaveText(page_('paidBody'))
      await expect(main).toContainText(className)
      await expect(main).toContainText(formatCents(51_624, locale))
      await expectAccessible(page)
      expectNoEnglish(locale, await page.locator('main').innerText(), 'the return page')
      await shoot(page, `return-page-${locale}`)
      const [stored] = await findRecords<{ status: string; locale: string }>(request, 'bookings', {
        email: client.email,
      })
      expect(stored).toMatchObject({ status: 'confirmed', locale })
    })

    const [payment] = await findRecords<{
      id: number
      status: string
      total: number
      gst: number
      qst: number
      checkoutSessionId: string
      paymentIntentId: string
    }>(request, 'payments', { email: client.email })
    expect(payment).toMatchObject({ status: 'paid' })

    // What the fake charged, through Stripe's API: the total, and each tax by its rate.
    const session = await stripe.checkout.sessions.retrieve(payment!.checkoutSessionId)
    const intent = await stripe.paymentIntents.retrieve(payment!.paymentIntentId)
    const items = await stripe.checkout.sessions.listLineItems(payment!.checkoutSessionId, { expand: ['data.taxes'] })
    const taxes = new Map<string, number>()
    for (const tax of items.data.flatMap((item) => item.taxes ?? [])) {
      const rateId = typeof tax.rate === 'string' ? tax.rate : tax.rate.id
      const rate = await stripe.taxRates.retrieve(rateId)
      taxes.set(String(rate.percentage), (taxes.get(String(rate.percentage)) ?? 0) + tax.amount)
    }
    const charged = {
      total: session.amount_total!,
      subtotal: session.amount_subtotal!,
      gst: taxes.get('5')!,
      qst: taxes.get('9.975')!,
    }
    expect(intent.status).toBe('succeeded')
    expect(intent.amount_received).toBe(charged.total)
    expect(charged.subtotal + charged.gst + charged.qst).toBe(charged.total)
    expect(session.currency).toBe('cad')
    expect(session.locale).toBe(locale === 'fr' ? 'fr-CA' : 'en')

    let receiptNumber = ''
    await test.step('the receipt e-mail, French first, and its PDF say what the fake charged', async () => {
      const mail = await waitForMail(client.email, (m) => m.subject.startsWith('Reçu R-'))
      const { parsed, text, filename, pdf } = await strictlyParsed(mail)
      receiptNumber = /^Reçu (R-\d{4}-\d{6}) /.exec(parsed.subject ?? '')![1]!
      expect(parsed.subject).toMatch(new RegExp(`^Reçu ${receiptNumber} de .+ / Receipt ${receiptNumber} from .+$`))
      expect(filename).toBe(`${receiptNumber}.pdf`)
      const fr = (cents: number) => plain(formatCents(cents, 'fr'))
      const en = (cents: number) => plain(formatCents(cents, 'en'))
      for (const line of [
        `Sous-total: ${fr(charged.subtotal)}`,
        `TPS (5 %): ${fr(charged.gst)}`,
        `TVQ (9,975 %): ${fr(charged.qst)}`,
        `Total: ${fr(charged.total)}`,
        `Subtotal: ${en(charged.subtotal)}`,
        `GST (5%): ${en(charged.gst)}`,
        `QST (9.975%): ${en(charged.qst)}`,
        `Total: ${en(charged.total)}`,
      ])
        expect(text).toContain(line)
      expect(text.indexOf('Sous-total')).toBeLessThan(text.indexOf('Subtotal'))
      expect(text).toContain(`No d’inscription TPS ${BILLING.gstNumber}`)
      expect(text).toContain(`QST registration no. ${BILLING.qstNumber}`)
      expect(text).toContain(title.fr)
      expect(text).toContain(title.en)
      expect(text).toContain(payment!.paymentIntentId)

      const read = await readPdf(pdf, `receipt-pdf-${locale}`)
      for (const words of [
        receiptNumber,
        BILLING.legalName,
        client.name,
        title.fr,
        title.en,
        fr(charged.gst),
        fr(charged.qst),
        fr(charged.total),
        en(charged.gst),
        en(charged.qst),
        en(charged.total),
      ])
        expect(read).toContain(words)
      expect(read.indexOf('Sous-total')).toBeLessThan(read.indexOf('Subtotal'))
      await shootMail(await context.newPage(), parsed.html ?? '', `receipt-mail-${locale}`)
    })

    await test.step('the client cancels through the link of the confirmation e-mail', async () => {
      const confirmed = await waitForMail(client.email, (m) =>
        m.subject.startsWith(fill(at(email, 'email.status.confirmedSubject'), { className })),
      )
      await page.goto(linkIn(confirmed, '/classes/booking?token='))
      await expect(page.getByRole('heading', { level: 1, name: manage('title') })).toBeVisible()
      await expect(page.getByTestId('booking-status')).toHaveText(manage('statuses.confirmed'))
      await expectAccessible(page)
      expectNoEnglish(locale, await page.locator('main').innerText(), 'the booking page')
      await shoot(page, `booking-link-${locale}`)
      await page.getByRole('button', { name: manage('cancel') }).click()
      await expect(page.getByTestId('booking-link-result')).toHaveText(manage('cancelled'))
    })

    await test.step('the refund reaches the fake once, for everything paid', async () => {
      let refunds: Stripe.Refund[] = []
      await expect
        .poll(
          async () => {
            refunds = (await stripe.refunds.list({ payment_intent: payment!.paymentIntentId })).data
            return refunds.length
          },
          { timeout: 20_000 },
        )
        .toBe(1)
      expect(refunds[0]).toMatchObject({ amount: charged.total, status: 'succeeded', currency: 'cad' })
      // Booked once the site has Stripe's answer, a moment after Stripe made it.
      await expect
        .poll(
          async () =>
            (
              await findRecords<{ status: string; amountRefunded: number }>(request, 'payments', {
                email: client.email,
              })
            )[0],
          { timeout: 10_000 },
        )
        .toMatchObject({ status: 'refunded', amountRefunded: charged.total })
    })

    await test.step('the client is told of the refund, and gets its credit note with the taxes given back', async () => {
      const told = await waitForMail(client.email, (m) =>
        m.subject.startsWith(
          fill(at(pay, 'payments.email.refundSubject'), { amount: formatCents(charged.total, locale), className }),
        ),
      )
      expectNoEnglish(locale, told.text, 'the refund e-mail')
      const mail = await waitForMail(client.email, (m) => m.subject.startsWith('Note de crédit NC-'))
      const { parsed, text, filename, pdf } = await strictlyParsed(mail)
      const number = /^Note de crédit (NC-\d{4}-\d{6}) /.exec(parsed.subject ?? '')![1]!
      expect(filename).toBe(`${number}.pdf`)
      expect(text).toContain(`Corrige le reçu ${receiptNumber}`)
      expect(text).toContain(`TPS (5 %): ${plain(formatCents(charged.gst, 'fr'))}`)
      expect(text).toContain(`QST (9.975%): ${plain(formatCents(charged.qst, 'en'))}`)
      const read = await readPdf(pdf, `credit-note-pdf-${locale}`)
      for (const words of [number, receiptNumber, 'Annulation par le client', money(charged.total)])
        expect(read).toContain(words)
      await shootMail(await context.newPage(), parsed.html ?? '', `credit-note-mail-${locale}`)
    })
  })

  test(`a payment request paid through its e-mail's link: the return page speaks of the payment, not of a seat (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'once per language, on desktop: it screenshots the phone width itself')
    test.setTimeout(120_000)
    const client = uniqueEmail(`pay-request-${locale}`)
    const billing = await asEditor(request, 'post', '/api/globals/site-settings?locale=en', { billing: BILLING })
    expect(billing.status(), await billing.text()).toBe(200)
    const sent = await request.post(`/api/contact?locale=${locale}`, {
      data: {
        name: 'Camille Roy',
        email: client,
        serviceType: 'family',
        referralSource: 'google',
        message: 'A family session in June.',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id } = (await sent.json()) as { id: number }
    const asked = await request.post(`/api/admin/contacts/${id}/payment-requests`, {
      headers: { Authorization: `Bearer ${await sharedToken(request)}` },
      data: { amount: '250.00', descriptionEn: 'Wedding deposit', descriptionFr: 'Acompte du mariage' },
    })
    expect(asked.status(), await asked.text()).toBe(201)
    const description = locale === 'fr' ? 'Acompte du mariage' : 'Wedding deposit'
    const mail = await waitForMail(client, (m) => m.subject.includes(description))

    await page.goto(linkIn(mail, '/api/payments/requests/'))
    await page.waitForURL(/\/c\/pay\//)
    await page.getByRole('button', { name: fake.pay, exact: true }).click()
    await page.waitForURL(/\/classes\/payment\?ref=/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(async () => {
      if ((await heading.textContent()) !== page_('request.paidTitle')) await page.reload()
      await expect(heading).toHaveText(page_('request.paidTitle'), { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    const main = page.getByTestId('payment-return')
    await expect(main.getByRole('status')).toHaveText(page_('request.paidBody'))
    await expect(main).toContainText(description)
    await expect(main).not.toContainText(page_('paidBody'))
    await expect(main.getByRole('link', { name: page_('backHome') })).toHaveAttribute('href', L('/'))
    await expectAccessible(page)
    expectNoEnglish(locale, await page.locator('main').innerText(), 'the return page of a request')
    await shoot(page, `return-page-request-${locale}`)
  })
  test(`a seat offered from the waitlist of a class paid online is claimed through Checkout and confirmed (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'once per language, on desktop: it screenshots the phone width itself')
    test.setTimeout(180_000)
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const classId = `e2e-paid-claim-${tag}`
    const title = { en: `Paid Studio Lighting ${tag}`, fr: `Éclairage de studio payé ${tag}` }
    const className = title[locale]
    const sessionId = await paidClassWithSession(request, classId, title, 1)
    const book = async (who: string, waitlist: boolean) => {
      const res = await request.post(`/api/class-bookings?locale=${locale}`, {
        data: {
          name: `${who} ${tag}`,
          email: uniqueEmail(`pay-claim-${waitlist ? 'waiting' : 'holder'}-${locale}`),
          classType: classId,
          session: sessionId,
          format: 'in-person',
          experience: 'some-experience',
          ...(waitlist && { waitlist: true }),
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      return (await res.json()) as { email: string; status: string; checkoutUrl?: string }
    }
    // The only seat is held for a first visitor's payment; the next one joins the waitlist.
    const holder = await book('Marc', false)
    expect(holder.status).toBe('pending_payment')
    const waiting = await book('Inès', true)
    expect(waiting.status).toBe('waitlisted')

    // The first visitor leaves Checkout unpaid until it expires (the fake's control API):
    // Stripe's event releases the seat, which is offered to the waitlist by e-mail.
    const [held] = await findRecords<{ checkoutSessionId: string }>(request, 'payments', { email: holder.email })
    const expired = await request.post(
      `${new URL(holder.checkoutUrl!).origin}/_fake/checkout/sessions/${held!.checkoutSessionId}/expire`,
    )
    expect(expired.status(), await expired.text()).toBe(200)
    const offer = await waitForMail(waiting.email, (m) =>
      m.subject.startsWith(fill(at(email, 'email.offer.subject'), { className })),
    )

    await page.goto(linkIn(offer, '/classes/booking/claim?token='))
    await expect(page.getByRole('heading', { level: 1, name: manage('claimTitle') })).toBeVisible()
    await expect(page.getByTestId('claim-pays-online')).toHaveText(at(pay, 'payments.form.payNotice'))
    await expectAccessible(page)
    expectNoEnglish(locale, await page.locator('main').innerText(), 'the claim page')
    await shoot(page, `claim-paid-${locale}`)
    await page.getByRole('button', { name: manage('claim') }).click()
    await page.waitForURL(/\/c\/pay\//, { timeout: 20_000 })
    await expect(page.locator('tbody')).toContainText(className)
    const [claimed] = await findRecords<{ status: string }>(request, 'bookings', { email: waiting.email })
    expect(claimed?.status).toBe('pending_payment')
    await page.getByRole('button', { name: fake.pay, exact: true }).click()
    await page.waitForURL(/\/classes\/payment\?ref=/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(async () => {
      if ((await heading.textContent()) !== page_('paidTitle')) await page.reload()
      await expect(heading).toHaveText(page_('paidTitle'), { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('payment-return')).toContainText(className)
    const [confirmed] = await findRecords<{ status: string }>(request, 'bookings', { email: waiting.email })
    expect(confirmed?.status).toBe('confirmed')
  })
}
