/**
 * Proposals end to end on the production site: the owner builds one in /admin from an inquiry and
 * sends it; the client opens the private link on a 390-px phone, reads the contract French first,
 * draws a signature with real touch input, consents, pays the deposit on the Stripe fake's hosted
 * Checkout, and the page then says signed and paid. The receipt and the signed contract reach the
 * harness's SMTP server (read with postal-mime); the PDF is read back with pdf.js and its digital
 * signature checked with poppler's pdfsig.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import PostalMime from 'postal-mime'

import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures/test'

import { sharedToken, signInAdmin } from './fixtures/admin-session'
import { E2E_BASE_URL } from './fixtures/env'
import { waitForMail } from './fixtures/mail'
import { PHONE } from './fixtures/projects'
import { findRecords, uniqueEmail } from './fixtures/records'
import { stubExternalSites } from './fixtures/site'

/** Screenshots to look at (not kept by the repository). */
const SHOTS = '/tmp/shots-proposals'
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()

const TEXT = {
  fr: {
    french: 'présenté en français',
    english: 'Consulter la version anglaise du contrat',
    name: 'Votre nom complet',
    consent: /J'accepte de signer ce contrat électroniquement/,
    submit: /^Signer et payer/,
    pay: 'Payer',
    signed: 'Signé',
    paid: /payé sur|Tout est payé/,
    download: 'Télécharger le contrat signé (PDF)',
  },
  en: {
    french: 'first presented in French',
    english: 'Read the English version of the contract',
    name: 'Your full name',
    consent: /I agree to sign this contract electronically/,
    submit: /^Sign and pay/,
    pay: 'Pay',
    signed: 'Signed',
    paid: /paid of|Everything is paid/,
    download: 'Download the signed contract (PDF)',
  },
} as const

/** The seeded services agreement's id (the CMS's own read, as an editor would). */
async function templateId(request: APIRequestContext): Promise<number> {
  const [template] = await findRecords<{ id: number }>(request, 'contract-templates', { key: 'photography-services' })
  expect(template, 'the seeded contract template').toBeTruthy()
  return template!.id
}

/** A proposal sent through the calls as written: its link's path. */
async function sentProposal(request: APIRequestContext, email: string, locale: 'fr' | 'en'): Promise<string> {
  const token = await sharedToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const created = await request.post('/api/admin/proposals', {
    headers,
    data: {
      client: { name: 'Camille Roy', email, locale },
      event: { date: `${new Date().getUTCFullYear() + 1}-06-12`, location: 'Chapelle Notre-Dame-de-Bon-Secours' },
      items: [
        {
          label: { fr: 'Reportage de mariage, 8 heures', en: 'Wedding coverage, 8 hours' },
          quantity: 1,
          unitAmount: 300000,
        },
      ],
      contractTemplate: await templateId(request),
      schedule: [
        { due: 'signing', percent: 30 },
        { due: `${new Date().getUTCFullYear() + 1}-05-29`, rest: true },
      ],
      autopay: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const sent = await request.post(`/api/admin/proposals/${id}/send`, { headers, data: {} })
  expect(sent.status(), await sent.text()).toBe(200)
  const { url } = (await sent.json()) as { url: string }
  const link = new URL(url)
  return link.pathname
}

/**
 * A signature drawn on the pad once its code has come: on a phone with the touchscreen (touchStart,
 * moves, touchEnd through the browser's input pipeline), at a desk with the mouse.
 */
async function draw(page: Page, touch: boolean) {
  const pad = page.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  await expect(pad).toHaveAttribute('data-ready', 'true')
  const box = (await pad.boundingBox())!
  if (!touch) {
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6)
    await page.mouse.down()
    for (let i = 1; i <= 24; i++)
      await page.mouse.move(
        box.x + box.width * (0.1 + (0.8 * i) / 24),
        box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)),
      )
    await page.mouse.up()
    await expect(pad).toHaveAttribute('data-filled', 'true')
    return
  }
  const cdp = await page.context().newCDPSession(page)
  const at = (x: number, y: number) => [{ x: box.x + box.width * x, y: box.y + box.height * y, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.1, 0.6) })
  for (let i = 1; i <= 24; i++) {
    const x = 0.1 + (0.8 * i) / 24
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, 0.5 + 0.25 * Math.sin(i / 2)) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  await expect(pad).toHaveAttribute('data-filled', 'true')
}

/** The client's part: open, read French first, sign on the phone, pay the deposit, see it signed and paid. */
async function signAndPay(page: Page, linkPath: string, locale: 'fr' | 'en', tag: string, touch: boolean) {
  const t = TEXT[locale]
  const url = locale === 'fr' && !linkPath.startsWith('/fr/') ? `/fr${linkPath}` : linkPath
  const res = await page.goto(url)
  expect(res?.headers()['cache-control']).toBe('private, no-store')
  expect(res?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByText(t.french)).toBeVisible()
  // The English version is there, closed, one express step away.
  await expect(page.getByText(t.english)).toBeVisible()
  expect((await axe(page)).violations).toEqual([])
  await shot(page, `before-${locale}-${tag}`)

  await page.getByLabel(t.name).fill('Camille Roy')
  await draw(page, touch)
  await page.getByRole('checkbox', { name: t.consent }).check()
  await page.getByRole('button', { name: t.submit }).click()
  const pay = page.getByRole('button', { name: t.pay, exact: true })
  await expect(pay).toBeVisible({ timeout: 15_000 })
  // Signed, not yet paid: the page in another tab says so and offers the deposit's payment.
  const signed = await page.context().newPage()
  await signed.goto(url)
  await expect(signed.getByRole('heading', { name: t.signed, exact: true })).toBeVisible()
  await shot(signed, `signed-${locale}-${tag}`)
  await signed.close()
  await pay.click()
  // Back on the site; the webhook records the payment within moments.
  await page.goto(url)
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('proposal-paid')).toHaveText(t.paid, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: t.signed, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: t.download })).toBeVisible()
  expect((await axe(page)).violations).toEqual([])
  await shot(page, `paid-${locale}-${tag}`)
}

/** The signed contract e-mailed to the client: read back with pdf.js, its digital signature checked by pdfsig. */
async function checkContractMail(email: string) {
  const mail = await waitForMail(email, (m) => /\.pdf/i.test(m.raw) && /contra/i.test(m.subject + m.raw), 90_000)
  const parsed = await PostalMime.parse(mail.raw)
  const attachment = parsed.attachments.find((a) => a.mimeType === 'application/pdf')
  expect(attachment, 'the signed contract attached').toBeTruthy()
  const pdf = Buffer.from(attachment!.content as ArrayBuffer)
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false })
    .promise
  const last = await document.getPage(document.numPages)
  const evidence = (await last.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ')
  expect(evidence).toContain('Camille Roy')
  expect(evidence).toMatch(/[0-9a-f]{64}/)
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proposal-pdf-')), 'contract.pdf')
  fs.writeFileSync(file, pdf)
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' })
  expect(`${run.stdout}${run.stderr}`).toContain('Signature is Valid')
  // One byte changed: no longer valid.
  const changed = Buffer.from(pdf)
  changed[Math.floor(changed.length / 3)] ^= 1
  fs.writeFileSync(file, changed)
  const again = spawnSync('pdfsig', [file], { encoding: 'utf8' })
  expect(`${again.stdout}${again.stderr}`).not.toContain('Signature is Valid')
}

test.beforeEach(async ({ page }) => stubExternalSites(page))

test.describe('the client signs and pays', { tag: PHONE }, () => {
  for (const locale of ['fr', 'en'] as const) {
    test(`in ${locale === 'fr' ? 'French' : 'English'}: open the link, draw, consent, pay the deposit`, async ({
      page,
      request,
    }, info) => {
      test.setTimeout(240_000)
      const email = uniqueEmail(`proposal-${locale}-${info.project.name}`)
      const link = await sentProposal(request, email, locale)
      const invitation = await waitForMail(email)
      expect(invitation.text).toContain(link)
      await signAndPay(page, link, locale, info.project.name, info.project.name === 'phone')
      await checkContractMail(email)
    })
  }
})

test('an unknown or malformed link says it leads nowhere, in the language of the URL', async ({ page }) => {
  for (const [path, title] of [
    ['/proposals/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'This link does not work'],
    ['/fr/proposals/%3Cscript%3E', 'Ce lien ne fonctionne pas'],
  ] as const) {
    const res = await page.goto(path)
    expect(res?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})

/**
 * Done when: an owner who never used the site sends a proposal from an inquiry, and a client signs
 * it in French on a phone and pays the deposit. The time it took is reported, not asserted.
 */
test('from an inquiry to a paid deposit, owner then client', async ({ page, context, browser }, info) => {
  test.skip(info.project.name === 'phone', 'the owner works at a desk; the client part runs on its own phone context')
  test.setTimeout(300_000)
  const started = Date.now()
  const email = uniqueEmail('proposal-done')
  await page.goto('/fr/contact')
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Nom complet').fill('Camille Roy')
  await form.getByRole('textbox', { name: 'Courriel', exact: true }).fill(email)
  await form.getByLabel('Service').selectOption('wedding')
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Mariage en juin prochain, 120 invités.')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Merci, votre message est en route!')).toBeVisible()

  await signInAdmin(context, context.request)
  await page.goto('/admin')
  await page.getByRole('searchbox').fill(email)
  const card = page.locator('article', { hasText: email })
  await card.getByRole('button', { name: 'Open the inquiry of Camille Roy' }).click()
  await card.getByRole('button', { name: 'Create proposal' }).click()
  const proposal = page.locator('form[aria-labelledby="proposal-form-title"]')
  const field = (name: string) => proposal.getByRole('textbox', { name, exact: true })
  await expect(field('Full name')).toHaveValue('Camille Roy')
  await expect(field('E-mail')).toHaveValue(email)
  await field('Date').fill(`${new Date().getUTCFullYear() + 1}-06-12`)
  await field('Place').fill('Chapelle Notre-Dame-de-Bon-Secours')
  await field('Description (French)').fill('Reportage de mariage, 8 heures')
  await field('Description (English)').fill('Wedding coverage, 8 hours')
  await field('Unit price ($)').fill('3000')
  await proposal.getByLabel('Contract template').selectOption({ index: 1 })
  await proposal.getByRole('button', { name: 'Save as draft' }).click()
  // With the studio's tax numbers, GST and QST on top; without them, the total alone.
  await expect(page.getByTestId('proposal-totals')).toContainText(/\$3,449\.25|\$3,000\.00/)
  await shot(page, 'admin-draft-1280')
  const row = page.getByTestId('proposal-card').filter({ hasText: email })
  await row.getByRole('button', { name: 'Send', exact: true }).click()
  const invitation = await waitForMail(email, (m) => /proposals\//.test(m.text))
  const link = new URL(invitation.text.match(/https?:\/\/\S+\/proposals\/\S+/)![0]).pathname
  await expect(row).toContainText('Sent')
  expect((await axe(page)).violations).toEqual([])
  await shot(page, 'admin-tab-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'admin-tab-390')
  await page.setViewportSize({ width: 1280, height: 900 })

  const phone = await phoneContext(browser)
  const client = await phone.newPage()
  await stubExternalSites(client)
  await signAndPay(client, link, 'fr', 'done-when', true)
  await phone.close()
  const seconds = Math.round((Date.now() - started) / 1000)
  info.annotations.push({ type: 'duration', description: `inquiry to paid deposit: ${seconds} s (target 180 s)` })
  console.log(`proposals: inquiry to paid deposit in ${seconds} s (target 180 s, not asserted)`)
  await checkContractMail(email)
})

/** A 390-px touch phone (the phone project's device), for the client's part of a desktop test. */
function phoneContext(browser: Browser) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-CA',
  })
}
