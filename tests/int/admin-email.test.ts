/**
 * GET /api/test-email through a real SMTP server on loopback. SMTP_URL is read when the config is
 * imported, so the config is loaded after the server is up (this file runs in its own process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailServer } from './helpers/mail'

const mail = await startMailServer()
process.env.SMTP_URL = mail.url
process.env.STUDIO_EMAIL = 'owner@studio.test'
process.env.EMAIL_FROM = 'no-reply@studio.test'
// No outbox timer in this process: a message sent at once was sent by the call's own wake-up.
process.env.OUTBOX_WORKER = '0'

const { apiJson, testPayload } = await import('./helpers/api')
const { bearer, cookie, signInAdmin } = await import('./helpers/admin')
const { ensureStudioSettings, nextIp, uid, validInquiry } = await import('./helpers/public')

let token: string

beforeAll(async () => {
  const payload = await testPayload()
  await ensureStudioSettings(payload)
  token = await signInAdmin()
})
afterAll(async () => {
  await mail.close()
})

describe('GET /api/test-email', () => {
  it('sends a test message to STUDIO_EMAIL and says so', async () => {
    const res = await apiJson('/api/test-email', { headers: cookie(token), ip: nextIp() })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ success: true })
    expect(res.data.message).toMatch(/owner@studio\.test/)
    const received = await mail.waitFor(
      (m) => m.envelopeTo.includes('owner@studio.test') && m.subject === 'Test e-mail from your website',
    )
    expect(received.text).toContain('test message')
  })

  it('reports a refusing mail server as a failure, keeping the message for a retry', async () => {
    mail.state.down = true
    try {
      const res = await apiJson('/api/test-email', { headers: cookie(token), ip: nextIp() })
      expect(res.status).toBe(200)
      expect(res.data.success).toBe(false)
      expect(res.data.message).toMatch(/refused|retried/)
    } finally {
      mail.state.down = false
    }
  })

  it('is limited to 5 per 10 minutes per address', async () => {
    const ip = nextIp()
    for (let i = 0; i < 5; i++)
      expect((await apiJson('/api/test-email', { headers: cookie(token), ip })).status).toBe(200)
    const sixth = await apiJson('/api/test-email', { headers: cookie(token), ip })
    expect(sixth.status).toBe(429)
  }, 120_000)
})

describe('a reply from the dashboard', () => {
  it('is sent at once, not at the outbox’s next turn', async () => {
    const email = `reply-${uid()}@example.ca`
    const inquiry = await apiJson('/api/contact?locale=en', {
      method: 'POST',
      json: validInquiry({ email }),
      ip: nextIp(),
    })
    expect(inquiry.status, JSON.stringify(inquiry.data)).toBe(201)
    const reply = await apiJson(`/api/admin/contacts/${inquiry.data.id}/reply`, {
      method: 'POST',
      json: { subject: 'About your session', body: 'Hello, thank you for writing.' },
      headers: bearer(token),
      ip: nextIp(),
    })
    expect(reply.status, JSON.stringify(reply.data)).toBe(202)
    const received = await mail.waitFor(
      (m) => m.envelopeTo.includes(email) && m.subject === 'About your session',
      5_000,
    )
    expect(received.text).toContain('thank you for writing')
  })
})
