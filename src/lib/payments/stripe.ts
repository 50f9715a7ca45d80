import crypto from 'node:crypto'

import type { Payload } from 'payload'
import Stripe from 'stripe'

import { GST_RATE_MILLI, QST_RATE_MILLI, ratePercent } from './amounts'
import type { StripeSettings } from './config'
import { forgetPaymentSettings, keepPaymentSetting, paymentSetting } from './store'

export type { Stripe }

/** One client per key and address; the official package, pointed at STRIPE_API_URL. */
const clients = new Map<string, Stripe>()

/**
 * Stripe's client for these settings. One retry at most (every call carries an Idempotency-Key,
 * so a retry never does a thing twice) and a short timeout: a visitor is waiting on the booking,
 * and a Stripe that does not answer is a 503 for them, not a hung request.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.apiUrl.origin}\n${settings.secretKey}`
  let client = clients.get(key)
  if (!client) {
    const url = settings.apiUrl
    const protocol = url.protocol === 'http:' ? 'http' : 'https'
    client = new Stripe(settings.secretKey, {
      host: url.hostname,
      port: Number(url.port || (protocol === 'http' ? 80 : 443)),
      protocol,
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    })
    clients.set(key, client)
  }
  return client
}

/** Which Stripe account (and server) a remembered id belongs to, without storing the key itself. */
const accountTag = (settings: StripeSettings) =>
  crypto.createHash('sha256').update(`${settings.apiUrl.origin}\n${settings.secretKey}`).digest('hex').slice(0, 16)

export interface TaxRateIds {
  gst: string
  qst: string
}

const TAX_RATES = {
  gst: {
    milli: GST_RATE_MILLI,
    params: { display_name: 'GST', description: 'TPS / GST', jurisdiction: 'CA', tax_type: 'gst' as const },
  },
  qst: {
    milli: QST_RATE_MILLI,
    params: {
      display_name: 'QST',
      description: 'TVQ / QST',
      jurisdiction: 'QC',
      state: 'QC',
      tax_type: 'qst' as const,
    },
  },
}

const knownTaxRates = new Map<string, TaxRateIds>()

/**
 * The ids of the GST and QST tax rates of this Stripe account, created once and remembered in
 * `payment_settings` (shared by every instance). Two instances creating them at the same moment
 * send the same Idempotency-Key, so Stripe answers both with the same rate, and the table's
 * PRIMARY KEY keeps the first row written: whichever wins, every instance reads the same id.
 */
export async function taxRateIds(payload: Payload, settings: StripeSettings): Promise<TaxRateIds> {
  const tag = accountTag(settings)
  const cached = knownTaxRates.get(tag)
  if (cached) return cached
  const stripe = stripeClient(settings)
  const ids: Partial<TaxRateIds> = {}
  for (const [kind, rate] of Object.entries(TAX_RATES) as [keyof TaxRateIds, (typeof TAX_RATES)['gst']][]) {
    const name = `stripe:${tag}:tax-rate:${kind}:${rate.milli}`
    const known = await paymentSetting(payload, name)
    if (known !== undefined) {
      ids[kind] = known
      continue
    }
    const created = await stripe.taxRates.create(
      { ...rate.params, country: 'CA', percentage: ratePercent(rate.milli), inclusive: false },
      { idempotencyKey: `tax-rate-${kind}-${rate.milli}-${tag}` },
    )
    ids[kind] = await keepPaymentSetting(payload, name, created.id)
  }
  const result = ids as TaxRateIds
  knownTaxRates.set(tag, result)
  return result
}

/**
 * Forgets the remembered tax rates of this account (memory and `payment_settings`), so the next
 * taxRateIds creates them again: for a rate Stripe no longer accepts (archived or deleted in its
 * dashboard, or another account behind the same key).
 */
export async function forgetTaxRates(payload: Payload, settings: StripeSettings): Promise<void> {
  const tag = accountTag(settings)
  knownTaxRates.delete(tag)
  await forgetPaymentSettings(payload, `stripe:${tag}:tax-rate:`)
}

/** Whether Stripe refused a request for what it asked (4xx), rather than failed to answer it. */
export const isStripeRefusal = (error: unknown) =>
  error instanceof Stripe.errors.StripeError &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 429
