/**
 * Webhook delivery as Stripe does it: the event as pretty-printed JSON (the raw body is what the
 * signature covers), `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` keyed by the
 * endpoint's whole secret (`whsec_…` included), a fresh timestamp on every attempt, retries with
 * backoff on any answer outside 2xx, a timeout or a refused connection. Events are delivered each
 * on its own, so they may arrive out of order, as with Stripe.
 */
import { createHmac } from 'node:crypto'
import { EventEmitter } from 'node:events'

import type { Obj } from './state'

export interface Delivery {
  eventId: string
  type: string
  /** 1 for the first try of an automatic delivery, then 2, 3…; manual ones count on their own. */
  attempt: number
  kind: 'automatic' | 'redelivery' | 'concurrent'
  url: string
  /** The HTTP status, or null when no answer came (timeout, refused connection). */
  status: number | null
  error: string | null
  body: string
  signature: string
  startedAt: number
  durationMs: number
}

/** An endpoint in the same process (an integration test's handler), called with the POST Stripe would send. */
export type WebhookHandler = (request: Request) => Response | Promise<Response>

export interface WebhookOptions {
  url: string | null
  handler: WebhookHandler | null
  /** Event types the endpoint is subscribed to (`*` for all), as a Stripe webhook endpoint's enabled_events. */
  enabledEvents: string[]
  secret: string
  /** Waits before the 2nd, 3rd… attempt; its length is the number of retries. */
  retryDelaysMs: number[]
  timeoutMs: number
}

export function signatureHeader(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${v1}`
}

export class WebhookSender extends EventEmitter {
  readonly deliveries: Delivery[] = []
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly inFlight = new Set<Promise<unknown>>()
  private stopped = false

  constructor(
    private readonly opts: WebhookOptions,
    /** Called when an event reached the endpoint (its pending_webhooks drops to 0). */
    private readonly onDelivered: (event: Obj) => void,
  ) {
    super()
  }

  get url(): string | null {
    return this.opts.url
  }

  set url(value: string | null) {
    this.opts.url = value
  }

  get handler(): WebhookHandler | null {
    return this.opts.handler
  }

  set handler(value: WebhookHandler | null) {
    this.opts.handler = value
  }

  get secret(): string {
    return this.opts.secret
  }

  /** Whether an endpoint is set and subscribed to this type of event. */
  wants(type: string): boolean {
    if (!this.opts.url && !this.opts.handler) return false
    return this.opts.enabledEvents.includes('*') || this.opts.enabledEvents.includes(type)
  }

  /** Delivers a new event with retries (nothing when no endpoint wants it). */
  schedule(event: Obj): void {
    if (!this.wants(event.type)) return
    void this.track(this.attemptLoop(event, 1))
  }

  private async attemptLoop(event: Obj, attempt: number): Promise<void> {
    if (this.stopped || !this.wants(event.type)) return
    const d = await this.send(event, attempt, 'automatic')
    if (d.status !== null && d.status >= 200 && d.status < 300) return
    const delay = this.opts.retryDelaysMs[attempt - 1]
    if (delay === undefined || this.stopped) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.track(this.attemptLoop(event, attempt + 1))
    }, delay)
    this.timers.add(timer)
  }

  /** One POST of the event, signed now. */
  async send(event: Obj, attempt: number, kind: Delivery['kind']): Promise<Delivery> {
    const handler = this.opts.handler
    const url = this.opts.url ?? (handler ? 'http://localhost:3000/api/payments/stripe/webhook' : null)
    if (!url) throw new Error('The Stripe fake has no webhook endpoint')
    const body = JSON.stringify(event, null, 2)
    const signature = signatureHeader(body, this.opts.secret)
    const startedAt = Date.now()
    let status: number | null = null
    let error: string | null = null
    const init: RequestInit = {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'cache-control': 'no-cache',
        accept: '*/*; q=0.5, application/xml',
        'stripe-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(this.opts.timeoutMs),
      redirect: 'manual',
    }
    try {
      let res: Response
      if (handler) {
        const timeout = new Promise<never>((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason), { once: true }),
        )
        res = await Promise.race([Promise.resolve(handler(new Request(url, init))), timeout])
      } else res = await fetch(url, init)
      status = res.status
      await res.arrayBuffer().catch(() => undefined)
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
    }
    const delivery: Delivery = {
      eventId: event.id,
      type: event.type,
      attempt,
      kind,
      url,
      status,
      error,
      body,
      signature,
      startedAt,
      durationMs: Date.now() - startedAt,
    }
    // Any 2xx (a retry or a manual redelivery alike) counts as received, before anyone is told.
    if (status !== null && status >= 200 && status < 300) this.onDelivered(event)
    this.deliveries.push(delivery)
    this.emit('delivery', delivery)
    return delivery
  }

  track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p)
    void p.finally(() => this.inFlight.delete(p)).catch(() => undefined)
    return p
  }

  /** Resolves once no delivery is running or waiting for its retry. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.inFlight])
      if (this.inFlight.size === 0 && this.timers.size > 0) await new Promise((r) => setTimeout(r, 5))
    }
  }

  clear(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    this.deliveries.length = 0
  }

  stop(): void {
    this.stopped = true
    this.clear()
  }
}
