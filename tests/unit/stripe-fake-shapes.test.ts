/**
 * The Stripe fake's objects have the fields the `stripe` package's types give them, no fewer and
 * no invented ones: every required field of the interface is present, and every field present is
 * declared. The declarations are read from the package's own .d.ts files, so updating the package
 * re-checks the fake against the API version it pins.
 */
import fs from 'node:fs'
import path from 'node:path'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeFake, type StripeFake, type StripeObject } from '@/tests/fakes/stripe'

const resources = path.resolve(import.meta.dirname, '../../node_modules/stripe/esm/resources')

/** Field names of `export interface <name> {` in a resource's .d.ts: required and optional. */
function declared(file: string, name: string): { required: string[]; optional: string[] } {
  const text = fs.readFileSync(path.join(resources, file), 'utf8')
  const start = text.indexOf(`export interface ${name} {`)
  if (start < 0) throw new Error(`${name} not found in ${file}`)
  const block = text.slice(start, text.indexOf('\n}', start))
  const required: string[] = []
  const optional: string[] = []
  for (const [, field, opt] of block.matchAll(/^ {4}([a-z_0-9]+)(\?)?:/gm)) (opt ? optional : required).push(field!)
  return { required, optional }
}

let fake: StripeFake
const seen = new Map<string, StripeObject>()

beforeAll(async () => {
  fake = await startStripeFake()
  const stripe = new Stripe('sk_test_shapes', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
  const rate = await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
  const s = await stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://127.0.0.1:9/ok',
    line_items: [{ price_data: { currency: 'cad', unit_amount: 1000, product_data: { name: 'A' } }, quantity: 1, tax_rates: [rate.id] }], // prettier-ignore
  })
  fake.pay(s.id)
  const session = await stripe.checkout.sessions.retrieve(s.id)
  const pi = await stripe.paymentIntents.retrieve(session.payment_intent as string)
  const charge = await stripe.charges.retrieve(pi.latest_charge as string)
  const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 100 })
  const dispute = fake.dispute(charge.id)
  const items = await stripe.checkout.sessions.listLineItems(s.id, { expand: ['data.price.product'] })
  const item = items.data[0]!
  const price = item.price!
  const events = await stripe.events.list({ limit: 1 })
  for (const obj of [rate, session, pi, charge, refund, dispute, item, price, price.product, events.data[0]]) {
    seen.set((obj as StripeObject).object, obj as StripeObject)
  }
})

afterAll(() => fake.close())

describe.each([
  ['tax_rate', 'TaxRates.d.ts', 'TaxRate'],
  ['checkout.session', 'Checkout/Sessions.d.ts', 'Session'],
  ['payment_intent', 'PaymentIntents.d.ts', 'PaymentIntent'],
  ['charge', 'Charges.d.ts', 'Charge'],
  ['refund', 'Refunds.d.ts', 'Refund'],
  ['dispute', 'Disputes.d.ts', 'Dispute'],
  ['item', 'LineItems.d.ts', 'LineItem'],
  ['price', 'Prices.d.ts', 'Price'],
  ['product', 'Products.d.ts', 'Product'],
  ['event', 'Events.d.ts', 'EventBase'],
])('%s', (object, file, name) => {
  it(`has every required field of ${name} and none it does not declare`, () => {
    const obj = seen.get(object)!
    expect(obj, `no ${object} was made`).toBeDefined()
    const { required, optional } = declared(file, name)
    const keys = Object.keys(obj).filter((k) => k !== 'lastResponse')
    expect(required.filter((k) => !keys.includes(k))).toEqual([])
    expect(keys.filter((k) => !required.includes(k) && !optional.includes(k))).toEqual([])
  })
})
