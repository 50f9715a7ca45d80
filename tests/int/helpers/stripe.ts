import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { startStripeFake, type StripeFake } from '@/tests/fakes/stripe'

import { api, type testPayload } from './api'
import { uid } from './public'

/**
 * The Stripe fake on loopback, with the site's env pointed at it, and a small HTTP server on
 * loopback that hands each webhook delivery to the real /api handlers (as the site's server would):
 * the body goes through byte for byte.
 */
export async function startPaymentsHarness(): Promise<{ fake: StripeFake; close: () => Promise<void> }> {
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v
      api(req.url ?? '/', { method: req.method, body: Buffer.concat(chunks), headers })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
          res.end(Buffer.from(await answer.arrayBuffer()))
        })
        .catch((error: unknown) => {
          res.writeHead(500)
          res.end(String(error))
        })
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const port = (receiver.address() as AddressInfo).port
  const fake = await startStripeFake({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
    webhookRetryDelaysMs: [200, 500],
  })
  process.env.STRIPE_SECRET_KEY = 'sk_test_payments_int'
  process.env.STRIPE_WEBHOOK_SECRET = fake.webhookSecret
  process.env.STRIPE_API_URL = fake.url
  return {
    fake,
    close: async () => {
      delete process.env.STRIPE_SECRET_KEY
      delete process.env.STRIPE_WEBHOOK_SECRET
      delete process.env.STRIPE_API_URL
      await fake.close()
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    },
  }
}

type Payload = Awaited<ReturnType<typeof testPayload>>

/** Registered for GST and QST (both numbers), or a small supplier (none). */
export async function setTaxNumbers(payload: Payload, registered: boolean) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      billing: registered
        ? { legalName: 'Studio Lumière inc.', gstNumber: '123456789 RT0001', qstNumber: '1234567890 TQ0001' }
        : { legalName: 'Studio Lumière', gstNumber: '', qstNumber: '' },
    },
    context: { disableRevalidate: true },
  })
}

type Payment = 'none' | 'full' | 'deposit'

/** A class of its own, paid online as asked (in full at $449 unless told), with one session a week ahead. */
export async function paidClass(
  payload: Payload,
  {
    onlinePayment = 'full' as Payment,
    price = 449,
    depositPercent,
    capacity = 8,
    cutoffHours = 48,
    lateRefund = 0,
    startsInHours = 7 * 24,
  }: {
    onlinePayment?: Payment
    price?: number
    depositPercent?: number
    capacity?: number
    cutoffHours?: number
    lateRefund?: number
    startsInHours?: number
  } = {},
) {
  const classId = `paid-class-${uid()}`
  const cls = await payload.create({
    collection: 'classes',
    locale: 'en',
    data: {
      classId,
      title: 'Portrait Mastery',
      level: 'All levels',
      duration: '3 hours',
      price,
      formatOptions: ['in-person'],
      onlinePayment,
      depositPercent,
      cancellationCutoffHours: cutoffHours,
      lateCancellationRefundPercent: lateRefund,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'classes',
    id: cls.id,
    locale: 'fr',
    data: { title: 'Maîtrise du portrait', level: 'Tous niveaux', duration: '3 heures' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const session = await payload.create({
    collection: 'class-sessions',
    data: {
      class: cls.id,
      startsAt: new Date(Date.now() + startsInHours * 3600_000).toISOString(),
      startsAt_tz: 'America/Toronto',
      durationMinutes: 180,
      format: 'in-person',
      location: '123 rue Saint-Paul, Montréal',
      capacity,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { classId, sessionId: session.id }
}

/** The e-mails queued to `to`, its receipts and credit notes aside (receiptsTo). */
export const mailsTo = async (payload: Payload, to: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: to }, kind: { not_equals: 'payment-receipt' } },
      limit: 100,
      overrideAccess: true,
    })
  ).docs

/** The receipts and credit notes issued to `to`, oldest first. */
export const receiptsTo = async (payload: Payload, to: string) =>
  (
    await payload.find({
      collection: 'receipts',
      where: { email: { equals: to } },
      sort: 'issuedAt',
      limit: 100,
      overrideAccess: true,
    })
  ).docs

/** The refunds of a payment. */
export const refundsOf = async (payload: Payload, paymentId: number) =>
  (
    await payload.find({
      collection: 'refunds',
      where: { payment: { equals: paymentId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** Waits until `check` holds (what happens after a commit: refunds sent to the fake, credit notes). */
export async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}
