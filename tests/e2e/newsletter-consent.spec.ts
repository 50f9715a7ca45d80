/**
 * Newsletter double opt-in against the production build, in both languages: the
 * blog's form → the request for consent reaches the harness's SMTP server (read by postal-mime, a
 * strict MIME parser, not the harness's own reader) in the sign-up's language, naming the studio
 * and its mailing address → the dashboard's list shows the address inactive → the link, opened in
 * the browser, asks; its button confirms → active → the welcome, a newsletter-type e-mail, names
 * the mailing address and its unsubscribe link works in the browser → inactive again.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import PostalMime from 'postal-mime'

import type { Locale } from '@/i18n/routing'

import { expect, test } from './fixtures/test'

import { E2E_BASE_URL } from './fixtures/env'
import { waitForMail, type ReceivedMail } from './fixtures/mail'
import { sharedToken } from './fixtures/admin-session'
import { uniqueEmail } from './fixtures/records'
import { localized, stubExternalSites } from './fixtures/site'
import { PHONE } from './fixtures/projects'

test.beforeEach(async ({ page }) => stubExternalSites(page))

const MAILING_ADDRESS = '123 rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5, Canada'

const text = {
  en: {
    emailLabel: 'Email address',
    subscribe: 'Subscribe',
    toast: 'Check your inbox',
    subject: 'Confirm your subscription to the Lumière Studio newsletter',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will be sent to you',
    sender: `Sent by Lumière Studio, ${MAILING_ADDRESS}.`,
    confirm: 'Confirm my subscription',
    confirmed: 'Your subscription is confirmed',
    welcome: 'Welcome to the Lumière Studio newsletter',
    unsubscribe: 'Unsubscribe',
    unsubscribed: "You're unsubscribed",
  },
  fr: {
    emailLabel: 'Adresse courriel',
    subscribe: "S'abonner",
    toast: 'Vérifiez votre boîte de réception',
    subject: "Confirmez votre abonnement à l'infolettre de Lumière Studio",
    ignore: "Si vous n'avez rien demandé, ignorez ce courriel : rien ne vous sera envoyé",
    sender: `Envoyé par Lumière Studio, ${MAILING_ADDRESS}.`,
    confirm: 'Confirmer mon abonnement',
    confirmed: 'Votre abonnement est confirmé',
    welcome: "Bienvenue à l'infolettre de Lumière Studio",
    unsubscribe: 'Me désabonner',
    unsubscribed: 'Vous êtes désabonné',
  },
} satisfies Record<Locale, Record<string, string>>

interface ListedSubscriber {
  email: string
  isActive: boolean
  source: string | null
  confirmedAt: string | null
  unsubscribedAt: string | null
  locale: string
}

/** The address as the dashboard's newsletter list shows it (GET /api/admin/newsletters). */
async function listed(request: APIRequestContext, email: string): Promise<ListedSubscriber> {
  const res = await request.get(`/api/admin/newsletters?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await sharedToken(request)}` },
  })
  expect(res.status()).toBe(200)
  const rows = ((await res.json()) as ListedSubscriber[]).filter((s) => s.email === email)
  expect(rows).toHaveLength(1)
  return rows[0]!
}

/** Screenshots for a person to look at, only when SHOTS_DIR asks for them (never committed). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

const parse = (m: ReceivedMail) => PostalMime.parse(m.raw)

// Read as a file: Playwright's loader does not import JSON modules without an import attribute.
const readConsentText = (locale: Locale): string =>
  (
    JSON.parse(fs.readFileSync(path.resolve('src/i18n/messages', locale, 'newsletter.json'), 'utf8')) as {
      newsletter: { consentText: string }
    }
  ).newsletter.consentText

for (const locale of ['en', 'fr'] as const) {
  const t = text[locale]
  test(
    `newsletter sign-up is confirmed by its e-mailed link and withdrawn by the welcome's (${locale})`,
    { tag: PHONE },
    async ({ page, request }, testInfo) => {
      test.setTimeout(120_000)
      const size = testInfo.project.name === 'phone' ? 390 : 1280
      const email = uniqueEmail(`optin-${locale}-${testInfo.project.name}`)

      await page.goto(localized('/blog', locale))
      await page.getByLabel(t.emailLabel).fill(email)
      // The form shows the very sentence the server stores as proof, and fits in the room its lazy
      // slot keeps for it (else the page jumps when it loads).
      const slot = page.locator('[data-newsletter-slot]')
      const consentText = readConsentText(locale)
      await expect(slot.locator('form')).toContainText(consentText)
      const reserved = await slot.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))
      expect((await slot.locator('form').boundingBox())!.height).toBeLessThanOrEqual(reserved)
      await page.getByRole('button', { name: t.subscribe }).click()
      await expect(page.getByText(t.toast).first()).toBeVisible()

      // The request for consent, as a mail program reads it.
      const request1 = await parse(await waitForMail(email, (m) => m.subject === t.subject))
      expect(request1.subject).toBe(t.subject)
      expect(request1.to?.[0]?.address).toBe(email)
      expect(request1.html).toMatch(new RegExp(`<html [^>]*lang="${locale}"`))
      expect(request1.text).toContain(t.sender)
      expect(request1.text).toContain(t.ignore)
      const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[^\s"<]+/.exec(request1.text ?? '')![0]
      expect(new URL(link).origin).toBe(new URL(E2E_BASE_URL).origin)
      expect(request1.html).toContain(link.replace(/&/g, '&amp;'))
      await page.setContent(request1.html!)
      await shot(page, `confirm-email-${locale}-${size}`)

      // Signed up, not subscribed: the proof is there, the address is not active.
      const pending = await listed(request, email)
      expect(pending).toMatchObject({ isActive: false, confirmedAt: null, locale, source: localized('/blog', locale) })

      const confirmPath = link.replace(/^https?:\/\/[^/]+/, '')
      await page.goto(confirmPath)
      await expect(page.getByRole('button', { name: t.confirm })).toBeVisible()
      await shot(page, `confirm-page-${locale}-${size}`)
      expect((await listed(request, email)).isActive).toBe(false) // opening the link confirms nothing
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible()
      await shot(page, `confirmed-page-${locale}-${size}`)
      const active = await listed(request, email)
      expect(active.isActive).toBe(true)
      expect(active.confirmedAt).toBeTruthy()

      // The welcome: a newsletter-type e-mail with the mailing address and a working unsubscribe link.
      const welcome = await waitForMail(email, (m) => m.subject === t.welcome)
      const parsed = await parse(welcome)
      expect(parsed.text).toContain(t.sender)
      const unsubscribe = /<([^>]+)>/.exec(welcome.headers['list-unsubscribe']!)![1]!
      expect(parsed.text).toContain(unsubscribe)
      await page.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, ''))
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.getByRole('heading', { name: t.unsubscribed })).toBeVisible()
      const withdrawn = await listed(request, email)
      expect(withdrawn.isActive).toBe(false)
      expect(withdrawn.unsubscribedAt).toBeTruthy()
    },
  )
}
