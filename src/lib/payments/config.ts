/**
 * Whether the site takes payments online, and where it reaches Stripe (docs/configuration.md).
 * Read at each use, not at start: without STRIPE_SECRET_KEY nothing of src/lib/payments runs and
 * every booking is made as before ("pay at the studio").
 */
export interface StripeSettings {
  secretKey: string
  /** The signing secret of the webhook endpoint; without it every webhook call is refused. */
  webhookSecret: string | undefined
  /** Stripe's API, or a compatible server (the tests' fake on loopback). */
  apiUrl: URL
}

export const STRIPE_DEFAULT_API_URL = 'https://api.stripe.com'

export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  if (!secretKey) return undefined
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    apiUrl: new URL(env.STRIPE_API_URL?.trim() || STRIPE_DEFAULT_API_URL),
  }
}

export const paymentsEnabled = (env: NodeJS.ProcessEnv = process.env) => stripeSettings(env) !== undefined

/** How long a visitor has to pay once Checkout opens; the seat is held that long. */
export const CHECKOUT_MINUTES = 30

/**
 * After a Checkout session's own expiry, the site waits this long for Stripe's
 * `checkout.session.expired` before its sweep expires the session itself and frees the seat.
 */
export const SWEEP_GRACE_MINUTES = 5
