import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { api, apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validInquiry } from './helpers/public'
import { startPaymentsSuite } from './helpers/stripe'

/*
 * Payment requests from the dashboard: the studio asks an inquirer for an amount, the client gets
 * the e-mail in their language with a link to the site, the link opens Stripe's Checkout (the
 * same session when opened twice), and the paid webhook books the inquiry through the pipeline.
 */

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let token: string

beforeAll(async () => {
  ;({ payload, fake, close, token } = await startPaymentsSuite())
}, 120_000)

afterAll(async () => {
  await close?.()
})

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token) })

async function inquiry(locale: 'en' | 'fr') {
  const email = `request-${uid()}@example.ca`
  const res = await apiJson(`/api/contact?locale=${locale}`, {
    method: 'POST',
    json: validInquiry({ name: 'Camille Roy', email }),
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.data)).toBeLessThan(300)
  return { id: Number(res.data.id), email }
}

const mailsTo = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, limit: 20, overrideAccess: true })).docs

const request = (inquiryId: number, json: Record<string, unknown>) =>
  admin(`/api/admin/contacts/${inquiryId}/payment-requests`, { method: 'POST', json })

const body = {
  amount: '1 250,50',
  descriptionEn: 'Wedding coverage, deposit',
  descriptionFr: 'Couverture du mariage, acompte',
}

describe('a payment request from an inquiry', () => {
  it('e-mails the client in French, the link opens Checkout once, the webhook books the inquiry', async () => {
    const { id, email } = await inquiry('fr')
    const res = await request(id, body)
    expect(res.status, JSON.stringify(res.data)).toBe(201)
    expect(res.data).toMatchObject({
      purpose: 'request',
      status: 'pending',
      offerName: 'Couverture du mariage, acompte',
      subtotal: 125_050,
      gst: 6_253,
      qst: 12_474,
      total: 143_777,
      paidFor: { kind: 'inquiry', id },
    })

    const mail = (await mailsTo(email)).find((m) => m.subject.includes('Couverture du mariage'))
    expect(mail?.subject).toContain('Demande de paiement')
    expect(mail?.text).toMatch(/1\s437,77/)
    const link = /http:\/\/\S+\/api\/payments\/requests\/(\S+)/.exec(mail!.text!)
    expect(link).not.toBeNull()
    const path = `/api/payments/requests/${link![1]}`

    // No session before the link is followed: it never expires in the mailbox.
    expect(
      fake
        .requests()
        .filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === String(res.data.id)),
    ).toHaveLength(0)
    const first = await api(path, { ip: nextIp() })
    expect(first.status).toBe(303)
    const checkout = first.headers.get('location')!
    expect(checkout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    const second = await api(path, { ip: nextIp() })
    expect(second.headers.get('location')).toBe(checkout)
    const [row] = await execute(payload, sql`SELECT checkout_session_id FROM payments WHERE id = ${res.data.id}`)
    const sessionId = String(row!.checkout_session_id)
    const created = fake
      .requests()
      .filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/checkout/sessions' &&
          r.params.client_reference_id === String(res.data.id),
      )
    expect(created).toHaveLength(1)
    expect(created[0]!.params).toMatchObject({ locale: 'fr-CA', customer_email: email })

    fake.pay(sessionId)
    await fake.webhooksIdle()
    const paid = await admin(`/api/admin/payments?q=${res.data.id}`)
    expect(paid.data.find((p: { id: number }) => p.id === res.data.id)).toMatchObject({
      status: 'paid',
      total: 143_777,
    })
    const detail = await admin(`/api/admin/contacts/${id}`)
    expect(detail.data.inquiry.stage).toBe('booked')
    expect(detail.data.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'stage', actor: 'site' })]),
    )

    // Opened after it was paid: the return page, which says so; no new session.
    const after = await api(path, { ip: nextIp() })
    expect(after.status).toBe(303)
    expect(after.headers.get('location')).toContain('/fr/classes/payment?ref=')
    expect(
      fake
        .requests()
        .filter(
          (r) =>
            r.method === 'POST' &&
            r.path === '/v1/checkout/sessions' &&
            r.params.client_reference_id === String(res.data.id),
        ),
    ).toHaveLength(1)
  })

  it('an expired session is replaced by a new one when the link is followed again', async () => {
    const { id } = await inquiry('en')
    const res = await request(id, body)
    const [mail] = (await mailsTo(res.data.email)).filter((m) => m.subject.includes('Wedding coverage'))
    expect(mail?.subject).toContain('Payment request')
    const path = new URL(/http:\/\/\S+\/api\/payments\/requests\/\S+/.exec(mail!.text!)![0]).pathname
    const first = (await api(path, { ip: nextIp() })).headers.get('location')
    const [row] = await execute(payload, sql`SELECT checkout_session_id FROM payments WHERE id = ${res.data.id}`)
    fake.expire(String(row!.checkout_session_id))
    await fake.webhooksIdle()
    const again = (await api(path, { ip: nextIp() })).headers.get('location')
    expect(again).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    expect(again).not.toBe(first)
    const [now] = await execute(
      payload,
      sql`SELECT status, checkout_session_id FROM payments WHERE id = ${res.data.id}`,
    )
    expect(now).toMatchObject({ status: 'pending' })
    expect(now!.checkout_session_id).not.toBe(row!.checkout_session_id)
  })

  it('two openings of the link at the same moment give the same session', async () => {
    const { id } = await inquiry('en')
    const res = await request(id, body)
    const [mail] = (await mailsTo(res.data.email)).filter((m) => m.subject.includes('Wedding coverage'))
    const path = new URL(/http:\/\/\S+\/api\/payments\/requests\/\S+/.exec(mail!.text!)![0]).pathname
    const answers = await Promise.all([
      api(path, { ip: nextIp() }),
      api(path, { ip: nextIp() }),
      api(path, { ip: nextIp() }),
    ])
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303])
    expect(new Set(answers.map((a) => a.headers.get('location'))).size).toBe(1)
    const sessions = new Set(
      fake
        .requests()
        .filter(
          (r) =>
            r.path === '/v1/checkout/sessions' &&
            r.params.client_reference_id === String(res.data.id) &&
            r.status === 200,
        )
        .map((r) => r.idempotencyKey),
    )
    expect(sessions.size).toBe(1)
  })

  it('refuses a malformed amount or a missing description (400), an unknown inquiry (404), a forged link (404)', async () => {
    const { id } = await inquiry('en')
    for (const bad of [
      { ...body, amount: '12.345' },
      { ...body, amount: '0' },
      { ...body, descriptionFr: ' ' },
    ]) {
      const res = await request(id, bad)
      expect(res.status).toBe(400)
    }
    expect((await request(99_999_999, body)).status).toBe(404)
    expect((await api('/api/payments/requests/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { ip: nextIp() })).status).toBe(404)
    const [count] = await execute(payload, sql`SELECT count(*) AS n FROM payments WHERE inquiry_id = ${id}`)
    expect(Number(count!.n)).toBe(0)
  })
})
