/**
 * `npm run stripe:fake [-- --port 12111 --site http://localhost:3000 --secret whsec_…]`: the Stripe
 * fake of the tests (tests/fakes/stripe) for local work. It prints the API URL and the webhook
 * signing secret to give the site, and POSTs every event, signed, to the site's
 * /api/payments/stripe/webhook. Its control API (/_fake/…) drives payments by hand; the hosted
 * Checkout page (each session's url) has buttons for each outcome. Ctrl-C stops it.
 */
import { parseArgs } from 'node:util'

import { startStripeFake } from '@root/tests/fakes/stripe'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    site: { type: 'string', default: 'http://localhost:3000' },
    secret: { type: 'string' },
    'no-webhooks': { type: 'boolean', default: false },
  },
})

const webhookUrl = values['no-webhooks'] ? null : new URL('/api/payments/stripe/webhook', values.site).toString()
const fake = await startStripeFake({
  host: values.host,
  port: Number(values.port),
  webhookUrl,
  webhookSecret: values.secret,
})

const log = (line: string) => process.stdout.write(`${line}\n`)
log(`Stripe fake listening on ${fake.url}`)
log(`  API URL (the site's STRIPE_API_URL): ${fake.url}`)
log(`  any secret key of the form sk_test_… is accepted`)
log(`  webhook signing secret: ${fake.webhookSecret}`)
log(`  webhooks: ${webhookUrl ?? 'none (--no-webhooks)'}`)
log(`  control API: ${fake.url}/_fake (requests, deliveries, faults, clock; see docs/testing.md)`)

// Each delivery, as it happens: what reached the site and how it answered.
let seen = 0
setInterval(() => {
  const all = fake.deliveries()
  if (all.length < seen) seen = 0 // a reset through the control API
  for (; seen < all.length; seen++) {
    const d = all[seen]!
    log(`webhook ${d.type} ${d.eventId} attempt ${d.attempt}: ${d.status ?? d.error}`)
  }
}, 500).unref()

const stop = () => {
  void fake.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
