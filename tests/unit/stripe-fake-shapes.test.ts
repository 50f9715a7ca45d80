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

import { startStripeFake, type StripeFake, type StripeObject } from '@root/tests/fakes/stripe'

const resources = path.resolve(import.meta.dirname, '../../node_modules/stripe/esm/resources')

/**
 * Field names of an interface in a resource's .d.ts, required and optional: `TaxRate` is
 * `export interface TaxRate {`, `Session.TotalDetails.Breakdown` the interface nested in the
 * `Session` and `TotalDetails` namespaces (four more spaces of indentation a level).
 */
function declared(file: string, dotted: string): { required: string[]; optional: string[] } {
  const text = fs.readFileSync(path.join(resources, file), 'utf8')
  const names = dotted.split('.')
  const pad = (level: number) => ' '.repeat(4 * level)
  const last = names.length - 1
  let at = 0
  if (last > 0) at = text.indexOf(`export declare namespace ${names[0]} {`)
  for (let i = 1; i < last && at >= 0; i++) at = text.indexOf(`\n${pad(i)}namespace ${names[i]} {`, at)
  const start =
    last === 0 ? text.indexOf(`export interface ${names[0]} {`) : text.indexOf(`\n${pad(last)}interface ${names[last]} {`, at) // prettier-ignore
  if (at < 0 || start < 0) throw new Error(`${dotted} not found in ${file}`)
  const block = text.slice(start, text.indexOf(`\n${pad(last)}}`, start + 1))
  const required: string[] = []
  const optional: string[] = []
  const field = new RegExp(`^ {${4 * (last + 1)}}([a-z_0-9]+)(\\?)?:`, 'gm')
  for (const [, name, opt] of block.matchAll(field)) (opt ? optional : required).push(name!)
  return { required, optional }
}

let fake: StripeFake
/** Each object the fake made, by the interface that declares it. */
const seen = new Map<string, StripeObject>()

beforeAll(async () => {
  fake = await startStripeFake()
  const stripe = new Stripe('sk_test_shapes', { ...fake.stripeConfig(), maxNetworkRetries: 0 })
  const rate = await stripe.taxRates.create({ display_name: 'GST', percentage: 5, inclusive: false })
  const create = () =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://127.0.0.1:9/ok',
      line_items: [{ price_data: { currency: 'cad', unit_amount: 1000, product_data: { name: 'A' } }, quantity: 1, tax_rates: [rate.id] }], // prettier-ignore
    })
  const s = await create()
  fake.pay(s.id)
  const session = await stripe.checkout.sessions.retrieve(s.id, { expand: ['total_details.breakdown'] })
  const pi = await stripe.paymentIntents.retrieve(session.payment_intent as string)
  const charge = await stripe.charges.retrieve(pi.latest_charge as string)
  const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 100 })
  await fake.waitForEvent('refund.updated')
  const settled = await stripe.refunds.retrieve(refund.id)
  const dispute = fake.dispute(charge.id)
  const items = await stripe.checkout.sessions.listLineItems(s.id, { expand: ['data.price.product', 'data.taxes'] })
  const item = items.data[0]!
  const price = item.price!
  const declined = await create()
  fake.decline(declined.id)
  const failed = await stripe.paymentIntents.retrieve(fake.object(declined.id)!.payment_intent)
  const delayed = await create()
  fake.payDelayed(delayed.id)
  const debitPi = await stripe.paymentIntents.retrieve(fake.object(delayed.id)!.payment_intent)
  const debit = await stripe.charges.retrieve(debitPi.latest_charge as string)
  const customer = await stripe.customers.create({ email: 'client@example.com', metadata: { proposal: '1' } })
  const saving = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customer.id,
    success_url: 'http://127.0.0.1:9/ok',
    payment_intent_data: { setup_future_usage: 'off_session' },
    line_items: [{ price_data: { currency: 'cad', unit_amount: 1000, product_data: { name: 'A' } }, quantity: 1 }],
  })
  fake.pay(saving.id)
  const savedPi = await stripe.paymentIntents.retrieve(fake.object(saving.id)!.payment_intent)
  const card = await stripe.paymentMethods.retrieve(savedPi.payment_method as string)
  const offSession = await stripe.paymentIntents.create({
    amount: 2000,
    currency: 'cad',
    customer: customer.id,
    payment_method: card.id,
    off_session: true,
    confirm: true,
  })
  const event = (await stripe.events.list({ limit: 1 })).data[0]!
  // A refund waiting for the customer's details, and one that failed after it had succeeded.
  const second = await create()
  fake.pay(second.id)
  const secondPi = fake.object(second.id)!.payment_intent as string
  fake.setRefundStatus('requires_action')
  const waiting = await stripe.refunds.create({ payment_intent: secondPi, amount: 100 })
  fake.setRefundStatus('succeeded')
  const returned = await stripe.refunds.create({ payment_intent: secondPi, amount: 100 })
  fake.settleRefund(returned.id, 'failed')
  const failedRefund = await stripe.refunds.retrieve(returned.id)
  const all: Array<[string, unknown]> = [
    ['TaxRate', rate],
    ['Session', session],
    ['Session.TotalDetails', session.total_details],
    ['Session.TotalDetails.Breakdown', session.total_details!.breakdown],
    ['Session.TotalDetails.Breakdown.Tax', session.total_details!.breakdown!.taxes[0]],
    ['Session.CustomerDetails', session.customer_details],
    ['Session.AutomaticTax', session.automatic_tax],
    ['Session.CustomText', session.custom_text],
    ['Session.InvoiceCreation', session.invoice_creation],
    ['Session.InvoiceCreation.InvoiceData', session.invoice_creation!.invoice_data],
    ['Session.PhoneNumberCollection', session.phone_number_collection],
    ['PaymentIntent', pi],
    ['PaymentIntent.LastPaymentError', failed.last_payment_error],
    ['Charge', charge],
    ['Charge.BillingDetails', charge.billing_details],
    ['Charge.Outcome', charge.outcome],
    ['Charge.PaymentMethodDetails', charge.payment_method_details],
    ['Charge.PaymentMethodDetails.Card', charge.payment_method_details!.card],
    ['Charge.PaymentMethodDetails.AcssDebit', debit.payment_method_details!.acss_debit],
    ['Refund', settled],
    ['Refund.DestinationDetails', settled.destination_details],
    ['Refund.DestinationDetails.Card', settled.destination_details!.card],
    ['Refund#requires_action', waiting],
    ['Refund.NextAction', waiting.next_action],
    ['Refund.NextAction.DisplayDetails', waiting.next_action!.display_details],
    ['Refund.NextAction.DisplayDetails.EmailSent', waiting.next_action!.display_details!.email_sent],
    ['Refund#failed', failedRefund],
    ['Dispute', dispute],
    ['Dispute.EvidenceDetails', dispute.evidence_details],
    ['Dispute.PaymentMethodDetails', dispute.payment_method_details],
    ['LineItem', item],
    ['LineItem.Tax', item.taxes![0]],
    ['Price', price],
    ['Product', price.product],
    ['Customer', customer],
    ['PaymentMethod', card],
    ['PaymentMethod.Card', card.card],
    ['PaymentIntent.OffSession', offSession],
    ['EventBase', event],
    ['Event.Request', event.request],
  ]
  for (const [name, value] of all) seen.set(name, value as StripeObject)
})

afterAll(() => fake.close())

describe.each([
  ['TaxRates.d.ts', 'TaxRate'],
  ['Checkout/Sessions.d.ts', 'Session'],
  ['Checkout/Sessions.d.ts', 'Session.TotalDetails'],
  ['Checkout/Sessions.d.ts', 'Session.TotalDetails.Breakdown'],
  ['Checkout/Sessions.d.ts', 'Session.TotalDetails.Breakdown.Tax'],
  ['Checkout/Sessions.d.ts', 'Session.CustomerDetails'],
  ['Checkout/Sessions.d.ts', 'Session.AutomaticTax'],
  ['Checkout/Sessions.d.ts', 'Session.CustomText'],
  ['Checkout/Sessions.d.ts', 'Session.InvoiceCreation'],
  ['Checkout/Sessions.d.ts', 'Session.InvoiceCreation.InvoiceData'],
  ['Checkout/Sessions.d.ts', 'Session.PhoneNumberCollection'],
  ['PaymentIntents.d.ts', 'PaymentIntent'],
  ['PaymentIntents.d.ts', 'PaymentIntent.LastPaymentError'],
  ['Charges.d.ts', 'Charge'],
  ['Charges.d.ts', 'Charge.BillingDetails'],
  ['Charges.d.ts', 'Charge.Outcome'],
  ['Charges.d.ts', 'Charge.PaymentMethodDetails'],
  ['Charges.d.ts', 'Charge.PaymentMethodDetails.Card'],
  ['Charges.d.ts', 'Charge.PaymentMethodDetails.AcssDebit'],
  ['Refunds.d.ts', 'Refund'],
  ['Refunds.d.ts', 'Refund.DestinationDetails'],
  ['Refunds.d.ts', 'Refund.DestinationDetails.Card'],
  ['Refunds.d.ts', 'Refund#requires_action'],
  ['Refunds.d.ts', 'Refund.NextAction'],
  ['Refunds.d.ts', 'Refund.NextAction.DisplayDetails'],
  ['Refunds.d.ts', 'Refund.NextAction.DisplayDetails.EmailSent'],
  ['Refunds.d.ts', 'Refund#failed'],
  ['Disputes.d.ts', 'Dispute'],
  ['Disputes.d.ts', 'Dispute.EvidenceDetails'],
  ['Disputes.d.ts', 'Dispute.PaymentMethodDetails'],
  ['LineItems.d.ts', 'LineItem'],
  ['LineItems.d.ts', 'LineItem.Tax'],
  ['Prices.d.ts', 'Price'],
  ['Products.d.ts', 'Product'],
  ['Customers.d.ts', 'Customer'],
  ['PaymentMethods.d.ts', 'PaymentMethod'],
  ['PaymentMethods.d.ts', 'PaymentMethod.Card'],
  ['Events.d.ts', 'EventBase'],
  ['Events.d.ts', 'Event.Request'],
])('%s %s', (file, name) => {
  it('has every required field and none undeclared', () => {
    const obj = seen.get(name)
    expect(obj, `no ${name} was made`).toBeTruthy()
    // `Refund#failed`: another state of the same interface.
    const { required, optional } = declared(file, name.split('#')[0]!)
    expect(required.length + optional.length, `${name} has no fields in ${file}`).toBeGreaterThan(0)
    const keys = Object.keys(obj!).filter((k) => k !== 'lastResponse')
    expect(required.filter((k) => !keys.includes(k))).toEqual([])
    expect(keys.filter((k) => !required.includes(k) && !optional.includes(k))).toEqual([])
  })
})
