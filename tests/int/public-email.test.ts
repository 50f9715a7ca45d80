/**
 * E-mails through a real SMTP server on loopback. The e-mail adapter reads SMTP_URL when the
 * config is imported, so everything that imports it is loaded after the server is up (this file
 * runs in its own process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'
import { adapterDrizzle } from '@/platform/payload-adapter'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'studio@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'

const { api, apiJson, testPayload } = await import('./helpers/api')
const { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking, validInquiry } =
  await import('./helpers/public')
const { deliverDueEmails, retryDelayMs } = await import('@/lib/email/outbox')

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
  // Earlier files queued messages with no SMTP server configured. Sent first (the outbox is FIFO),
  // a backlog of a hundred or more held this file's messages past their wait (CI, one file order).
  await payload.delete({ collection: 'outbox', where: { status: { in: ['pending', 'failed'] } }, overrideAccess: true })
})

afterAll(async () => {
  await mail.close()
})

const post = (path: string, json: unknown) => apiJson(path, { method: 'POST', json, ip: nextIp() })

async function outboxFor(address: string) {
  return (
    await payload.find({
      collection: 'outbox',
      where: { or: [{ to: { equals: address } }, { replyTo: { equals: address } }] },
      overrideAccess: true,
      sort: 'id',
    })
  ).docs
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('e-mails of a contact inquiry', () => {
  it('notify the studio with every field (reply-to the visitor) and confirm to the visitor in French', async () => {
    const email = `fr-${uid()}@example.ca`
    const res = await post('/api/contact?locale=fr', validInquiry({ email, name: 'Chloé Bouchard' }))
    expect(res.status).toBe(201)

    const studio = await mail.waitFor(
      (m) => m.envelopeTo.includes('studio@studio.test') && m.headers['reply-to']?.includes(email),
    )
    expect(studio.subject).toBe('New inquiry from Chloé Bouchard (Wedding)')
    for (const value of [
      'Chloé Bouchard',
      email,
      '514 555 0199',
      'Wedding',
      '2031-07-12',
      'Google search',
      'Château Frontenac',
      'Full day',
      'At a concert',
      'Elegant',
      'Your light',
      'The vows',
      'Romantic comedy',
      'We are getting married next summer',
    ]) {
      expect(studio.text, value).toContain(value)
    }
    expect(studio.text).toContain('(French page)')
    expect(studio.html).toContain('Château Frontenac')

    const visitor = await mail.waitFor((m) => m.envelopeTo.includes(email))
    expect(visitor.subject).toBe('Nous avons bien reçu votre message · Lumière Studio')
    expect(visitor.text).toContain('Bonjour Chloé Bouchard,')
    expect(visitor.text).toContain("nous vous répondrons d'ici 24 heures")
    expect(visitor.text).toContain('Journée complète')
    expect(visitor.headers['reply-to']).toContain('hello@studio.test')

    await eventually(async () => (await outboxFor(email)).every((m) => m.status === 'sent'))
    const sent = await outboxFor(email)
    expect(sent).toHaveLength(2)
    for (const m of sent) {
      expect(m.attempts).toBe(1)
      expect(m.sentAt).toBeTruthy()
    }
  })

  it('escape what the visitor typed in the HTML version', async () => {
    const email = `xss-${uid()}@example.ca`
    await post(
      '/api/contact',
      validInquiry({ email, serviceType: 'other', message: '<script>alert(1)</script> please call' }),
    )
    const studio = await mail.waitFor(
      (m) => m.envelopeTo.includes('studio@studio.test') && m.headers['reply-to']?.includes(email),
    )
    expect(studio.html).not.toContain('<script>')
    expect(studio.html).toContain('&lt;script&gt;')
  })
})

describe('e-mails of a class booking', () => {
  it('confirm in English with the catalogue price', async () => {
    const email = `en-${uid()}@example.ca`
    await post('/api/class-bookings', validBooking({ email, totalCost: 0 }))
    const visitor = await mail.waitFor((m) => m.envelopeTo.includes(email))
    expect(visitor.subject).toBe('Your class booking request: Portrait Photography Mastery · Lumière Studio')
    expect(visitor.text).toContain("We'll contact you within 24 hours to confirm your class enrollment.")
    expect(visitor.text).toContain('$449')
    const studio = await mail.waitFor(
      (m) => m.envelopeTo.includes('studio@studio.test') && m.headers['reply-to']?.includes(email),
    )
    expect(studio.subject).toBe('New class booking: Portrait Photography Mastery (Élodie Tremblay)')
    for (const value of [
      'In-person (Montreal studio)',
      '2031-05-04',
      'Evening (6PM-9PM)',
      'Some experience',
      'Canon EOS R6',
      'Light faces well',
    ]) {
      expect(studio.text, value).toContain(value)
    }
  })

  it('confirm in French with the French class title', async () => {
    const email = `frb-${uid()}@example.ca`
    await post('/api/class-bookings?locale=fr', validBooking({ email }))
    const visitor = await mail.waitFor((m) => m.envelopeTo.includes(email))
    expect(visitor.subject).toBe('Votre demande de réservation : Maîtrise du portrait · Lumière Studio')
    expect(visitor.text).toContain("Merci d'avoir réservé le cours Maîtrise du portrait!")
    expect(visitor.text).toMatch(/449\s\$/)
  })
})

describe('newsletter welcome', () => {
  it('carries a working one-click unsubscribe link in the body and the List-Unsubscribe headers', async () => {
    const email = `nl-${uid()}@example.ca`
    await post('/api/newsletter?locale=fr', { email })
    // Subscribed through the link of the confirmation e-mail (double opt-in).
    const request = await mail.waitFor((m) => m.envelopeTo.includes(email))
    expect(request.subject).toBe("Confirmez votre abonnement à l'infolettre de Lumière Studio")
    const confirmLink = /https?:\/\/[^/\s]+(\/api\/newsletter\/confirm\?token=\S+)/.exec(request.text)![1]!
    expect((await api(confirmLink, { method: 'POST', body: '' })).status).toBe(200)
    const welcome = await mail.waitFor((m) => m.envelopeTo.includes(email) && m !== request)
    expect(welcome.subject).toBe("Bienvenue à l'infolettre de Lumière Studio")
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = /<([^>]+)>/.exec(welcome.headers['list-unsubscribe']!)![1]!
    expect(welcome.text).toContain(link)
    expect(welcome.html).toContain('Se désabonner')
    // Canada's anti-spam law: the sender and its mailing address, in every newsletter-type e-mail.
    expect(welcome.text).toContain('Envoyé par Lumière Studio, 123 rue Saint-Paul Ouest, Montréal (Québec) H2Y 1Z5.')
    const path = link.replace(/^https?:\/\/[^/]+/, '')

    const confirm = await api(path)
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('Me désabonner')
    const done = await api(path, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    const sub = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
    ).docs[0]!
    expect(sub.isActive).toBe(false)
  })
})

describe('outbox delivery', () => {
  it('marks a message failed with the error while SMTP is down, and sends it on a later attempt', async () => {
    mail.state.down = true
    const email = `down-${uid()}@example.ca`
    try {
      const res = await post('/api/newsletter', { email })
      // The visitor's request succeeds while the mail server is down.
      expect(res.status).toBe(201)
      await eventually(async () => (await outboxFor(email))[0]?.status === 'failed')
    } finally {
      mail.state.down = false
    }
    const [failed] = await outboxFor(email)
    expect(failed!.attempts).toBe(1)
    expect(failed!.lastError).toMatch(/421|not available/i)
    const wait = new Date(failed!.nextAttemptAt!).getTime() - Date.now()
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 5_000)
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1))

    // Not before its time…
    await deliverDueEmails(payload)
    expect((await outboxFor(email))[0]!.status).toBe('failed')
    // …then, once the backoff has passed, sent.
    await payload.update({
      collection: 'outbox',
      id: failed!.id,
      data: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await eventually(async () => {
      await deliverDueEmails(payload)
      return (await outboxFor(email))[0]!.status === 'sent'
    })
    const sent = (await outboxFor(email))[0]!
    expect(sent.attempts).toBe(2)
    expect(sent.lastError ?? null).toBeNull()
    await mail.waitFor((m) => m.envelopeTo.includes(email))
  })

  it('sends a backlog over a few reused SMTP connections, and closes them once idle', async () => {
    const { outboxInsert } = await import('@/lib/email/outbox')
    const { SMTP_IDLE_CLOSE_MS } = await import('@/lib/email/adapter')
    const tag = uid()
    const backlog = Array.from({ length: 30 }, (_, i) => ({
      to: `backlog-${tag}-${i}@example.ca`,
      subject: `Backlog ${i}`,
      text: 'Hello',
      kind: 'test-email' as const,
      locale: 'en' as const,
    }))
    await adapterDrizzle(payload).execute(outboxInsert(backlog))
    const connectionsBefore = mail.state.connections
    await eventually(async () => {
      await deliverDueEmails(payload)
      return backlog.every((m) => mail.received.some((r) => r.envelopeTo.includes(m.to)))
    })
    expect(mail.state.connections - connectionsBefore).toBeGreaterThan(0)
    // One connection per message was the old way: at most the pool's five now.
    expect(mail.state.connections - connectionsBefore).toBeLessThanOrEqual(5)
    await eventually(async () => mail.state.open === 0, SMTP_IDLE_CLOSE_MS + 5_000)
  })

  it('sends a message whose sender died mid-send once its claim expires, and leaves a live claim alone', async () => {
    const abandoned = `abandoned-${uid()}@example.ca`
    const claimed = `claimed-${uid()}@example.ca`
    const base = {
      subject: 'Test',
      text: 'Hello',
      kind: 'test-email' as const,
      locale: 'en' as const,
      status: 'pending' as const,
      attempts: 0,
    }
    await payload.create({
      collection: 'outbox',
      data: { ...base, to: abandoned, lockedUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'outbox',
      data: { ...base, to: claimed, lockedUntil: new Date(Date.now() + 600_000).toISOString() },
      overrideAccess: true,
    })
    await eventually(async () => {
      await deliverDueEmails(payload)
      return (await outboxFor(abandoned))[0]!.status === 'sent'
    })
    await mail.waitFor((m) => m.envelopeTo.includes(abandoned))
    expect((await outboxFor(claimed))[0]!.status).toBe('pending')
    expect(mail.received.some((m) => m.envelopeTo.includes(claimed))).toBe(false)
  })
})
