import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { startStripeFake, type StripeFake } from '@/tests/fakes/stripe'

import { api } from './api'

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
