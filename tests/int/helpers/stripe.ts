import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { startStripeFake, type StripeFake } from '@root/tests/fakes/stripe'

import { signInAdmin } from './admin'
import { api, testPayload } from './api'
import { classWithSession, type ClassOptions } from './classes'
import { ensureStudioSettings } from './public'

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

/** A class of its own, paid online as asked (in full at $449 unless told), with one session a week ahead. */
export const paidClass = (
  payload: Payload,
  {
    onlinePayment = 'full',
    startsInHours = 7 * 24,
    ...options
  }: Omit<ClassOptions, 'idPrefix' | 'startsAt'> & { startsInHours?: number } = {},
) =>
  classWithSession(payload, {
    ...options,
    idPrefix: 'paid-class',
    onlinePayment,
    cutoffHours: options.cutoffHours ?? 48,
    lateRefund: options.lateRefund ?? 0,
    startsAt: new Date(Date.now() + startsInHours * 3600_000),
  })

/**
 * What every payments file starts with: its database with the studio's settings, registered for
 * GST and QST, the Stripe harness, and the administrator signed in. The caller closes the harness.
 */
export async function startPaymentsSuite() {
  const payload = await testPayload()
  await ensureStudioSettings(payload)
  await setTaxNumbers(payload, true)
  const { fake, close } = await startPaymentsHarness()
  const token = await signInAdmin()
  return { payload, fake, close, token }
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

/** The refunds of a payment, oldest first. */
export const refundsOf = async (payload: Payload, paymentId: number) =>
  (
    await payload.find({
      collection: 'refunds',
      where: { payment: { equals: paymentId } },
      sort: 'id',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/**
 * Waits until `check` holds (what happens after a commit: refunds sent to the fake, credit notes).
 * It returns as soon as it holds; the bound is for a busy 2-core machine, where after-commit work
 * has waited over 5 s behind the other test files.
 */
export async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}
