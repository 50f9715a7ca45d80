/**
 * Newsletter double opt-in and its proof of consent (Canada's anti-spam law), through a real SMTP
 * server on loopback and the real PostgreSQL. The e-mail adapter reads SMTP_URL when the config is
 * imported, so everything that imports it is loaded after the server is up (this file runs in its
 * own process).
 */
import { sql } from '@payloadcms/db-postgres'
import PostalMime from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import enNewsletter from '@/i18n/messages/en/newsletter.json'
import frNewsletter from '@/i18n/messages/fr/newsletter.json'

import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'studio@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { api, apiJson, testPayload } = await import('./helpers/api')
const { ensureStudioSettings, nextIp, uid } = await import('./helpers/public')
const { execute } = await import('@/lib/db/statements')
const { confirmToken } = await import('@/lib/email/confirm-link')
const { applyRetention } = await import('@/lib/privacy/retention')

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  await ensureStudioSettings(payload)
  await payload.delete({ collection: 'outbox', where: { status: { in: ['pending', 'failed'] } }, overrideAccess: true })
})

afterAll(async () => {
  await mail.close()
})

const DAY = 24 * 3600_000
const signUp = (
  email: string,
  options: { locale?: 'fr'; json?: Record<string, unknown>; headers?: Record<string, string> } = {},
) =>
  apiJson(`/api/newsletter${options.locale ? '?locale=fr' : ''}`, {
    method: 'POST',
    json: { email, ...options.json },
    headers: options.headers,
    ip: nextIp(),
  })

const subscriber = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]

const outboxCount = (email: string, kind: 'newsletter-confirm' | 'newsletter-welcome') =>
  payload
    .count({ collection: 'outbox', where: { to: { equals: email }, kind: { equals: kind } }, overrideAccess: true })
    .then((r) => r.totalDocs)

/** The confirmation e-mail as it reached the SMTP server, read by a strict MIME parser. */
async function confirmationMail(email: string, after = 0) {
  const received = await mail.waitFor(
    (m) => m.envelopeTo.includes(email) && /confirm/i.test(m.subject) && mail.received.indexOf(m) >= after,
  )
  const parsed = await PostalMime.parse(received.raw)
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[^\s"<]+/.exec(parsed.text ?? '')?.[0]
  expect(link, 'confirmation link in the text part').toBeTruthy()
  expect(parsed.html).toContain(link!.replace(/&/g, '&amp;'))
  return { parsed, path: link!.replace(/^https?:\/\/[^/]+/, '') }
}

const confirmPost = (path: string) => api(path, { method: 'POST', body: '' })

describe('newsletter double opt-in', () => {
  it('keeps a sign-up pending with its proof until the e-mailed link is confirmed, then welcomes once', async () => {
    const email = `optin-${uid()}@example.ca`
    const before = Date.now()
    const res = await signUp(email, { locale: 'fr', json: { source: '/fr/blog' } })
    expect(res.status).toBe(201)

    const pending = (await subscriber(email))!
    expect(pending.isActive).toBe(false)
    expect(pending.confirmedAt ?? null).toBeNull()
    expect(pending.source).toBe('/fr/blog')
    expect(pending.locale).toBe('fr')
    // The text the form shows, from the server's own messages in the sign-up's language.
    expect(pending.consentText).toBe(frNewsletter.newsletter.consentText)
    expect(new Date(pending.subscribedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // The request for consent (CASL s. 10(1)): in French, names the studio and its mailing address.
    const { parsed, path } = await confirmationMail(email)
    expect(parsed.subject).toBe("Confirmez votre abonnement à l'infolettre de Lumière Studio")
    expect(parsed.text).toContain('Lumière Studio')
    expect(parsed.text).toContain('Envoyé par Lumière Studio, 123 rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5.')
    expect(parsed.text).toContain("Si vous n'avez rien demandé, ignorez ce courriel : rien ne vous sera envoyé")
    expect(parsed.html).toContain('lang="fr"')
    expect(await outboxCount(email, 'newsletter-welcome')).toBe(0)

    // A mail scanner's GET changes nothing; the page asks.
    const page = await api(path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Confirmer mon abonnement')
    expect(html).toContain('Confirm my subscription')
    expect(html).toContain('<form method="post"')
    expect((await subscriber(email))!.isActive).toBe(false)

    const done = await confirmPost(path)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Votre abonnement est confirmé')
    const active = (await subscriber(email))!
    expect(active.isActive).toBe(true)
    expect(active.confirmedAt).toBeTruthy()
    expect(active.consentText).toBe(frNewsletter.newsletter.consentText)
    const welcome = await mail.waitFor((m) => m.envelopeTo.includes(email) && /Bienvenue/.test(m.subject))
    expect(welcome.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/)

    // Opened twice: "already confirmed", nothing changed, no second welcome.
    const twice = await confirmPost(path)
    expect(twice.status).toBe(200)
    expect(await twice.text()).toContain('Déjà confirmé')
    expect((await subscriber(email))!.confirmedAt).toBe(active.confirmedAt)
    expect((await api(path)).status).toBe(200)
    expect(await outboxCount(email, 'newsletter-welcome')).toBe(1)
  })

  it('takes the page from the Referer when the form sends none, never from another site', async () => {
    const a = `ref-${uid()}@example.ca`
    await signUp(a, { headers: { referer: 'http://localhost:3000/blog?utm=x' } })
    expect((await subscriber(a))!.source).toBe('/blog')
    expect((await subscriber(a))!.consentText).toBe(enNewsletter.newsletter.consentText)
    expect((await subscriber(a))!.locale).toBe('en')

    const b = `evil-${uid()}@example.ca`
    const res = await signUp(b, {
      json: { source: 'https://evil.example/x' },
      headers: { referer: 'https://evil.example/page' },
    })
    expect(res.status).toBe(201)
    expect((await subscriber(b))!.source ?? null).toBeNull()

    const c = `slash-${uid()}@example.ca`
    await signUp(c, { json: { source: '//evil.example/x' }, headers: { referer: 'http://localhost:3000/fr/blog' } })
    expect((await subscriber(c))!.source).toBe('/fr/blog')
  })

  it('refuses tampered, malformed and expired links with a clear page, changing nothing', async () => {
    const email = `bad-${uid()}@example.ca`
    await signUp(email)
    const { path } = await confirmationMail(email)
    const token = new URL(path, 'http://x').searchParams.get('token')!
    const mac = token.split('.')[2]!
    const tampered = path.replace(mac, `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`)
    for (const bad of [tampered, '/api/newsletter/confirm?token=abc', '/api/newsletter/confirm']) {
      const get = await api(bad)
      expect(get.status, bad).toBe(400)
      expect(await get.text()).toContain('This link is not valid')
      expect((await confirmPost(bad)).status, bad).toBe(400)
    }
    // Another address under the same signature: the signature covers the address.
    const [, at, sig] = token.split('.')
    const other = `/api/newsletter/confirm?token=${Buffer.from('victim@example.ca').toString('base64url')}.${at}.${sig}`
    expect((await confirmPost(other)).status).toBe(400)
    expect((await subscriber(email))!.isActive).toBe(false)

    // Expired: a genuine link of a sign-up 8 days old.
    const old = new Date(Date.now() - 8 * DAY).toISOString()
    const sub = (await subscriber(email))!
    await payload.update({ collection: 'subscribers', id: sub.id, data: { subscribedAt: old }, overrideAccess: true })
    const expired = `/api/newsletter/confirm?token=${confirmToken(email, old)}`
    const page = await api(expired)
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('sign up again')
    const post = await confirmPost(expired)
    expect(post.status).toBe(410)
    expect(await post.text()).toContain('Abonnez-vous de nouveau')
    expect((await subscriber(email))!.isActive).toBe(false)
    expect(await outboxCount(email, 'newsletter-welcome')).toBe(0)
  })

  it('never subscribes from the link of an older sign-up, a withdrawn one, or an erased address', async () => {
    const email = `old-${uid()}@example.ca`
    await signUp(email)
    const first = await confirmationMail(email)
    // Ask again past the 10-minute pause: a new sign-up with a new link.
    const sub = (await subscriber(email))!
    const elevenMinutes = new Date(Date.now() - 11 * 60_000).toISOString()
    await payload.update({
      collection: 'subscribers',
      id: sub.id,
      data: { subscribedAt: elevenMinutes },
      overrideAccess: true,
    })
    const seen = mail.received.length
    await signUp(email)
    const second = await confirmationMail(email, seen)
    expect(second.path).not.toBe(first.path)

    const stale = await confirmPost(first.path)
    expect(stale.status).toBe(410)
    expect(await stale.text()).toContain('A newer confirmation e-mail was sent')
    expect((await subscriber(email))!.isActive).toBe(false)
    expect((await confirmPost(second.path)).status).toBe(200)
    expect((await subscriber(email))!.isActive).toBe(true)

    // Withdrawn through the unsubscribe link: the confirmation link does not bring it back.
    const welcome = await mail.waitFor((m) => m.envelopeTo.includes(email) && /Welcome/.test(m.subject))
    const unsubscribe = /<([^>]+)>/.exec(welcome.headers['list-unsubscribe']!)![1]!.replace(/^https?:\/\/[^/]+/, '')
    expect((await api(unsubscribe, { method: 'POST', body: '' })).status).toBe(200)
    const again = await confirmPost(second.path)
    expect(again.status).toBe(410)
    const withdrawn = (await subscriber(email))!
    expect(withdrawn.isActive).toBe(false)
    expect(withdrawn.unsubscribedAt).toBeTruthy()
    expect(await outboxCount(email, 'newsletter-welcome')).toBe(1)

    // Erased: the link finds no sign-up and creates none.
    const erased = `erased-${uid()}@example.ca`
    await signUp(erased)
    const link = await confirmationMail(erased)
    await payload.delete({ collection: 'subscribers', where: { email: { equals: erased } }, overrideAccess: true })
    expect((await confirmPost(link.path)).status).toBe(410)
    expect(await subscriber(erased)).toBeUndefined()
  })

  it('confirms once when the button is pressed twice at the same moment: one welcome e-mail', async () => {
    const email = `race-${uid()}@example.ca`
    await signUp(email)
    const { path } = await confirmationMail(email)
    const answers = await Promise.all([confirmPost(path), confirmPost(path), confirmPost(path)])
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const texts = await Promise.all(answers.map((r) => r.text()))
    expect(texts.filter((t) => t.includes('Your subscription is confirmed'))).toHaveLength(1)
    expect(texts.filter((t) => t.includes('Already confirmed'))).toHaveLength(2)
    expect(await outboxCount(email, 'newsletter-welcome')).toBe(1)
  })
})

describe('retention of unconfirmed sign-ups', () => {
  it('deletes exactly the unconfirmed sign-ups older than the period (7 days), nothing confirmed', async () => {
    await payload.updateGlobal({ slug: 'privacy-settings', data: { unconfirmedSignupsDays: 7 }, overrideAccess: true })
    const now = new Date()
    const tag = uid()
    const row = async (
      name: string,
      ageMs: number,
      values: { active?: boolean; confirmed?: boolean; withdrawn?: boolean },
    ) => {
      const at = new Date(now.getTime() - ageMs).toISOString()
      const [r] = await execute(
        payload,
        sql`INSERT INTO subscribers (email, is_active, subscribed_at, locale, consent_text, confirmed_at, unsubscribed_at, created_at, updated_at)
            VALUES (${`${name}-${tag}@example.ca`}, ${values.active ?? false}, ${at}, 'en', 'text',
                    ${values.confirmed ? at : null}, ${values.withdrawn ? now.toISOString() : null}, ${at}, ${at})
            RETURNING id`,
      )
      return Number(r!.id)
    }
    const oldPending = await row('old-pending', 7 * DAY + 3600_000, {})
    const youngPending = await row('young-pending', 7 * DAY - 3600_000, {})
    const oldActive = await row('old-active', 400 * DAY, { active: true, confirmed: true })
    const oldWithdrawn = await row('old-withdrawn', 400 * DAY, { confirmed: true, withdrawn: true })

    const run = await applyRetention(payload, now)
    const left = await execute(
      payload,
      sql`SELECT id FROM subscribers WHERE email LIKE ${`%-${tag}@example.ca`} ORDER BY id`,
    )
    expect(left.map((r) => Number(r.id))).toEqual([youngPending, oldActive, oldWithdrawn])
    expect(left.map((r) => Number(r.id))).not.toContain(oldPending)
    expect(run.removed.unconfirmedSignupsDays).toBeGreaterThanOrEqual(1)
    expect(run.periods.unconfirmedSignupsDays).toBe(7)
  })
})
