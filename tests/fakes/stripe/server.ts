/**
 * A Stripe-compatible server on loopback for the tests and for local work: the part of Stripe's API
 * the site calls (tax rates, Checkout Sessions, payment intents, charges, refunds, events), its
 * idempotency rules, its hosted Checkout page (the fake's own) and signed webhooks, plus a control
 * API under /_fake (and as methods) to drive payments, faults and the clock from a test.
 *
 * Idempotency, as Stripe documents it: a POST's `Idempotency-Key` is scoped to the API key; the
 * same key with the same parameters replays the saved answer (same status and body, header
 * `Idempotent-Replayed: true`); with other parameters or another endpoint it is a 400
 * `idempotency_error`; while the first request is still running, a second one gets a 409
 * `idempotency_error` (Stripe answers at once and does not wait). A result is saved only once the
 * endpoint has started executing: a request refused by validation (a 400 or 404) saves nothing
 * and may be sent again with the same key. Keys are forgotten after 24 hours. Faults injected by
 * the control API stand in front of the API: they save nothing either.
 */
import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import Stripe from 'stripe'

import { apiError, authError, invalidRequest, rateLimited, StripeApiError, unrecognizedUrl } from './errors'
import { canonical, parseForm, type FormObject } from './form'
import { newId } from './ids'
import { pageLanguage, renderCheckout, renderMessage } from './page'
import { rejectUnknown } from './params'
import { ROUNDING_MODES, type RoundingMode } from './amounts'
import {
  StripeState,
  type EventRequest,
  type Obj,
  type OffSessionOutcome,
  type PayAs,
  type RefundOutcome,
} from './state'
import { WebhookSender, type Delivery, type WebhookHandler } from './webhooks'

export type { Delivery, WebhookHandler } from './webhooks'
export type { Obj as StripeObject, OffSessionOutcome, PayAs, RefundOutcome } from './state'
export type { RoundingMode } from './amounts'

export interface StripeFakeOptions {
  /** Interface to listen on; loopback by default. */
  host?: string
  /** 0 (the default) lets the system pick a free port. */
  port?: number
  /** Where events are POSTed; none by default (set it later with setWebhookUrl). */
  webhookUrl?: string | null
  /**
   * Instead of (or besides naming) a URL: a handler in this process that receives each delivery
   * as a `Request` (an integration test's route), with the same body, headers and retries.
   */
  webhookHandler?: WebhookHandler | null
  /** Event types the endpoint is subscribed to; every type (`['*']`) by default. */
  enabledEvents?: string[]
  /** The endpoint's signing secret; a fresh `whsec_…` by default. */
  webhookSecret?: string
  /** Waits before each retry of a failed delivery; default 1 s, 5 s, 30 s, 2 min, 10 min. */
  webhookRetryDelaysMs?: number[]
  /** How long a delivery waits for the endpoint's answer; default 10 s. */
  webhookTimeoutMs?: number
  /** When set, only these keys are accepted; otherwise any `sk_test_…` or `rk_test_…` key. */
  apiKeys?: string[]
  /** The version events are rendered in; the `stripe` package's pinned version by default. */
  apiVersion?: string
  /**
   * The status new refunds get: 'succeeded' (default, as card refunds in test mode), 'pending' or
   * 'requires_action' (settle with settleRefund); setRefundStatus changes it later.
   */
  refunds?: RefundOutcome
  /** How often open sessions are checked against their expires_at; default 1 s. */
  expiryCheckMs?: number
  /** How an exact half cent of tax is rounded: 'half-up' (default), 'half-even' or 'half-down'. */
  taxRounding?: RoundingMode
}

export interface RecordedRequest {
  requestId: string
  at: number
  method: string
  path: string
  /** Parsed parameters (the form body of a POST, the query of a GET), bracket notation resolved. */
  params: FormObject
  idempotencyKey: string | null
  apiKey: string | null
  stripeVersion: string | null
  /** The status answered, or null when the fault dropped or held the connection. */
  status: number | null
  replayed: boolean
  fault: string | null
}

/**
 * A status (429: Stripe's rate limit; 500, 502, 503…: an API error), or 'hang' (no answer),
 * 'reset' (the connection dropped) or 'delay' (held, then run).
 */
export type FaultMode = number | 'hang' | 'reset' | 'delay'

export interface Fault {
  mode: FaultMode
  /** How many matching requests it applies to (1 by default). */
  count?: number
  /** Only requests with this method / whose path starts with this string or matches this RegExp. */
  method?: string
  path?: string | RegExp
  /** 'delay': how long the request is held (its idempotency key in flight) before it runs. */
  delayMs?: number
  /** 'hang': run the request (and save its idempotent result) but never answer. */
  execute?: boolean
}

interface IdempotentEntry {
  endpoint: string
  fingerprint: string
  state: 'running' | 'done'
  status: number
  body: string
  requestId: string
  at: number
}

interface Answer {
  status: number
  body: unknown
}

type Handler = (params: FormObject, match: RegExpMatchArray) => Obj

const DAY_MS = 24 * 60 * 60 * 1000

export interface StripeFake {
  /** `http://127.0.0.1:<port>`: the API base, also the origin of the hosted pages. */
  readonly url: string
  readonly host: string
  readonly port: number
  readonly protocol: 'http'
  readonly webhookSecret: string
  readonly webhookUrl: string | null
  /** What `new Stripe(key, { ...fake.stripeConfig() })` needs to talk to the fake. */
  stripeConfig(): { host: string; port: number; protocol: 'http' }
  setWebhookUrl(url: string | null): void
  setWebhookHandler(handler: WebhookHandler | null): void
  requests(): RecordedRequest[]
  events(): Obj[]
  deliveries(): Delivery[]
  /** A stored object by id (live, not a copy), or undefined. */
  object(id: string): Obj | undefined
  /** Every stored object of a kind (`charge`, `payment_intent`, `customer`…), oldest first. */
  objects(kind: string): Obj[]
  waitForEvent(match: string | ((event: Obj) => boolean), timeoutMs?: number): Promise<Obj>
  waitForDelivery(match: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>
  /** Resolves once no webhook delivery is running or waiting to be retried. */
  webhooksIdle(): Promise<void>
  /** Pays by card; `as`: Stripe charges another amount or currency than the session said. */
  pay(sessionId: string, as?: PayAs): Obj
  /** Pays a Checkout session made outside the site (a Payment Link, another app): the completed session. */
  payForeign(opts: {
    amount: number
    currency?: string
    email?: string
    clientReferenceId?: string
    metadata?: Record<string, string>
    paymentLink?: boolean
  }): Obj
  /** How an exact half cent of tax is rounded from now on (sessions created after the call). */
  setTaxRounding(mode: RoundingMode): void
  payDelayed(sessionId: string): Obj
  decline(sessionId: string): Obj
  /**
   * The next off-session charge of a saved card (a PaymentMethod attached to a Customer) fails as
   * Stripe answers it: `card_declined`, or `authentication_required` (status
   * `requires_payment_method`, or `requires_action` when asked). One failure per call.
   */
  failNextOffSession(paymentMethodId: string, outcome: OffSessionOutcome): void
  asyncSucceed(sessionId: string): Obj
  asyncFail(sessionId: string): Obj
  expire(sessionId: string): Obj
  failCharge(chargeId: string): Obj
  dispute(chargeId: string, opts?: { reason?: string; amount?: number }): Obj
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Obj
  /** Ends a pending or requires_action refund (succeeded, failed, canceled), or fails a succeeded one later. */
  settleRefund(refundId: string, outcome: 'succeeded' | 'failed' | 'canceled'): Obj
  /** The status the next refunds get, from now on. */
  setRefundStatus(status: RefundOutcome): void
  now(): number
  /** Moves the fake's clock (created, expires_at…) forward; sessions past expires_at expire at once. */
  advanceClock(seconds: number): void
  /** Sends an event once more (same id, fresh signature); no retry. */
  redeliver(eventId: string): Promise<Delivery>
  /** Sends `copies` POSTs of one event at the same time. */
  deliverConcurrently(eventId: string, copies: number): Promise<Delivery[]>
  failNext(fault: Fault): void
  clearFaults(): void
  /** Stops listening for `ms` (connections are refused), then listens again on the same port. */
  refuseConnections(ms: number): Promise<void>
  /** Forgets every object, event, request, delivery, idempotency key and fault; the clock too. */
  reset(): void
  close(): Promise<void>
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers })
  res.end(body)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization
  if (!header) return null
  const [scheme, value] = header.split(/\s+/, 2)
  if (/^bearer$/i.test(scheme ?? '')) return value ?? ''
  if (/^basic$/i.test(scheme ?? ''))
    return (
      Buffer.from(value ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] ?? ''
    )
  return ''
}

function masked(key: string): string {
  const prefix = key.match(/^[a-z]+_(test|live)_/)?.[0] ?? ''
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const host = options.host ?? '127.0.0.1'
  const apiVersion = options.apiVersion ?? Stripe.API_VERSION
  let baseUrl = ''
  let recorded: RecordedRequest[] = []
  let faults: Array<Required<Pick<Fault, 'mode' | 'count'>> & Fault> = []
  let idempotency = new Map<string, IdempotentEntry>()
  const sockets = new Set<Socket>()
  const held = new Set<ServerResponse>()

  const sender = new WebhookSender(
    {
      url: options.webhookUrl ?? null,
      handler: options.webhookHandler ?? null,
      enabledEvents: options.enabledEvents ?? ['*'],
      secret: options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [1_000, 5_000, 30_000, 120_000, 600_000],
      timeoutMs: options.webhookTimeoutMs ?? 10_000,
    },
    (event) => {
      const stored = state.objects.get(event.id)
      if (stored) stored.pending_webhooks = Math.max(0, stored.pending_webhooks - 1)
    },
  )
  sender.setMaxListeners(0) // every waitForEvent / waitForDelivery listens while it waits

  let taxRounding: RoundingMode = options.taxRounding ?? 'half-up'
  const newState = () =>
    new StripeState({
      apiVersion,
      publicUrl: () => baseUrl,
      endpoints: (type) => (sender.wants(type) ? 1 : 0),
      // Each new event goes to the webhook endpoint and to whoever waits for it (waitForEvent).
      onEvent: (event) => {
        sender.schedule(event)
        sender.emit('event', event)
      },
      refunds: options.refunds ?? 'succeeded',
      taxRounding: () => taxRounding,
    })
  let state = newState()

  const retrieve = (kind: string) => (params: FormObject, m: RegExpMatchArray) => {
    rejectUnknown(params, ['expand'])
    return state.render(state.get(kind, m[1]!), state.expandOf(params))
  }
  const listed = (list: Obj, params: FormObject) => state.render(list, state.expandOf(params))

  const routes: Array<[string, RegExp, Handler]> = [
    ['POST', /^\/v1\/tax_rates$/, (p) => state.render(state.createTaxRate(p), state.expandOf(p))],
    ['GET', /^\/v1\/tax_rates$/, (p) => listed(state.listTaxRates(p), p)],
    ['GET', /^\/v1\/tax_rates\/([^/]+)$/, retrieve('tax_rate')],
    ['POST', /^\/v1\/tax_rates\/([^/]+)$/, (p, m) => state.render(state.updateTaxRate(m[1]!, p), state.expandOf(p))],
    ['POST', /^\/v1\/checkout\/sessions$/, (p) => state.render(state.createSession(p), state.expandOf(p))],
    ['GET', /^\/v1\/checkout\/sessions$/, (p) => listed(state.listSessions(p), p)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, retrieve('checkout.session')],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      (p, m) => {
        rejectUnknown(p, ['ending_before', 'expand', 'limit', 'starting_after'])
        state.get('checkout.session', m[1]!)
        return listed(state.lineItemList(m[1]!, p), p)
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (p, m) => {
        rejectUnknown(p, ['expand'])
        return state.render(state.expire(m[1]!), state.expandOf(p))
      },
    ],
    ['POST', /^\/v1\/customers$/, (p) => state.render(state.createCustomer(p), state.expandOf(p))],
    ['GET', /^\/v1\/customers\/([^/]+)$/, retrieve('customer')],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, retrieve('payment_method')],
    ['POST', /^\/v1\/payment_intents$/, (p) => state.render(state.createPaymentIntent(p), state.expandOf(p))],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, retrieve('payment_intent')],
    ['GET', /^\/v1\/charges\/([^/]+)$/, retrieve('charge')],
    ['POST', /^\/v1\/refunds$/, (p) => state.render(state.createRefund(p), state.expandOf(p))],
    ['GET', /^\/v1\/refunds$/, (p) => listed(state.listRefunds(p), p)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, retrieve('refund')],
    [
      'POST',
      /^\/v1\/refunds\/([^/]+)\/cancel$/,
      (p, m) => state.render(state.cancelRefund(m[1]!, p), state.expandOf(p)),
    ],
    ['GET', /^\/v1\/events$/, (p) => listed(state.listEvents(p), p)],
    ['GET', /^\/v1\/events\/([^/]+)$/, retrieve('event')],
  ]

  function takeFault(method: string, path: string) {
    const fault = faults.find(
      (f) =>
        f.count > 0 &&
        (!f.method || f.method.toUpperCase() === method) &&
        (!f.path || (typeof f.path === 'string' ? path.startsWith(f.path) : f.path.test(path))),
    )
    if (!fault) return undefined
    fault.count--
    faults = faults.filter((f) => f.count > 0)
    return fault
  }

  function run(handler: Handler, params: FormObject, match: RegExpMatchArray, request: EventRequest): Answer {
    state.request = request
    try {
      return { status: 200, body: handler(params, match) }
    } catch (err) {
      if (err instanceof StripeApiError) return { status: err.status, body: err.json() }
      console.error('[stripe-fake] handler failed', err)
      return { status: 500, body: apiError(500).json() }
    } finally {
      state.request = { id: null, idempotency_key: null }
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, method: string, url: URL): Promise<void> {
    const requestId = newId('req').replace(/^req_1/, 'req_')
    const path = url.pathname
    const rawBody = method === 'POST' ? await readBody(req) : ''
    const params = method === 'POST' ? parseForm(rawBody) : parseForm(url.search.slice(1))
    const idemHeader = req.headers['idempotency-key']
    const idempotencyKey = typeof idemHeader === 'string' && idemHeader !== '' ? idemHeader : null
    const versionHeader = req.headers['stripe-version']
    const stripeVersion = typeof versionHeader === 'string' ? versionHeader : null
    const apiKey = bearer(req)
    const entry: RecordedRequest = {
      requestId,
      at: Date.now(),
      method,
      path,
      params,
      idempotencyKey,
      apiKey,
      stripeVersion,
      status: null,
      replayed: false,
      fault: null,
    }
    recorded.push(entry)
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': stripeVersion ?? apiVersion,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    }
    const answer = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      entry.status = status
      send(res, status, typeof body === 'string' ? body : JSON.stringify(body, null, 2), { ...headers, ...extra })
    }

    const fault = takeFault(method, path)
    if (fault) entry.fault = String(fault.mode)
    if (fault?.mode === 'reset') {
      req.socket.destroy()
      return
    }
    if (typeof fault?.mode === 'number') {
      answer(fault.mode, (fault.mode === 429 ? rateLimited() : apiError(fault.mode)).json())
      return
    }
    if (fault?.mode === 'hang' && !fault.execute) {
      held.add(res)
      return
    }

    // Authentication comes first: without a valid key nothing else is looked at.
    if (apiKey === null) {
      answer(401, authError("You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.").json()) // prettier-ignore
      return
    }
    if (/^pk_/.test(apiKey)) {
      answer(401, authError('This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.').json()) // prettier-ignore
      return
    }
    const known = options.apiKeys ? options.apiKeys.includes(apiKey) : /^(sk|rk)_test_[A-Za-z0-9_]+$/.test(apiKey)
    if (!known) {
      answer(401, authError(`Invalid API Key provided: ${masked(apiKey)}`).json())
      return
    }
    if (stripeVersion !== null && !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(stripeVersion)) {
      answer(400, invalidRequest(`Invalid Stripe API version: ${stripeVersion}`).json())
      return
    }

    const contentType = String(req.headers['content-type'] ?? '')
    if (method === 'POST' && rawBody !== '' && !/^application\/x-www-form-urlencoded/i.test(contentType)) {
      // Stripe's v1 API reads form bodies only; a JSON body would otherwise pass for no parameters.
      answer(400, invalidRequest(`Invalid request: unsupported Content-Type ${contentType || '(none)'}. If error persists and you need assistance, please contact support@stripe.com.`).json()) // prettier-ignore
      return
    }

    state.sweepExpired()
    const route = routes.find(([m, re]) => m === method && re.test(path))
    if (!route) {
      answer(404, unrecognizedUrl(method, path).json())
      return
    }
    const match = path.match(route[1])!
    const request: EventRequest = { id: requestId, idempotency_key: idempotencyKey }

    const delay = () => (fault?.mode === 'delay' ? new Promise((r) => setTimeout(r, fault.delayMs ?? 500)) : undefined)
    // A request hung with `execute` has run (and kept its idempotent result) but is never answered.
    const finish = (status: number, body: unknown) => {
      if (fault?.mode === 'hang') held.add(res)
      else answer(status, body)
    }

    if (method !== 'POST' || idempotencyKey === null) {
      await delay()
      const out = run(route[2], params, match, request)
      finish(out.status, out.body)
      return
    }

    if (idempotencyKey.length > 255) {
      answer(400, invalidRequest('Idempotency-Key must be at most 255 characters long.', undefined, 'idempotency_key_too_long').json()) // prettier-ignore
      return
    }
    const scoped = `${apiKey}\n${idempotencyKey}`
    const endpoint = `${method} ${path}`
    const fingerprint = canonical(params)
    const existing = idempotency.get(scoped)
    if (existing && Date.now() - existing.at > DAY_MS) idempotency.delete(scoped)
    const previous = idempotency.get(scoped)
    if (previous?.state === 'running') {
      answer(409, {
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          doc_url: 'https://stripe.com/docs/error-codes/idempotency-key-in-use',
          message:
            'There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later.',
        },
      })
      return
    }
    if (previous) {
      if (previous.endpoint !== endpoint) {
        answer(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        })
        return
      }
      if (previous.fingerprint !== fingerprint) {
        answer(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        })
        return
      }
      entry.replayed = true
      answer(previous.status, previous.body, { 'idempotent-replayed': 'true', 'original-request': previous.requestId })
      return
    }

    const reservation: IdempotentEntry = {
      endpoint,
      fingerprint,
      state: 'running',
      status: 0,
      body: '',
      requestId,
      at: Date.now(),
    }
    idempotency.set(scoped, reservation)
    await delay()
    const out = run(route[2], params, match, request)
    const body = JSON.stringify(out.body, null, 2)
    // Validation refusals are not saved (the endpoint never ran): the same key may be used again.
    // A card error (402) ran: Stripe saves it, and the same key answers the same decline.
    if (out.status >= 400 && out.status < 500 && out.status !== 402) {
      if (idempotency.get(scoped) === reservation) idempotency.delete(scoped)
    } else Object.assign(reservation, { state: 'done', status: out.status, body })
    finish(out.status, body)
  }

  async function page(req: IncomingMessage, res: ServerResponse, method: string, id: string): Promise<void> {
    state.sweepExpired()
    const session = state.objects.get(id)
    const lang = pageLanguage(
      session?.object === 'checkout.session' ? session : undefined,
      req.headers['accept-language'],
    )
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      if (res.headersSent) return
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers })
      res.end(body)
    }
    if (!session || session.object !== 'checkout.session') return html(404, renderMessage(lang, 'notFound'))
    const show = (status = 200, error?: 'declined') => {
      if (session.status === 'expired') return html(status, renderMessage(lang, 'expired'))
      if (session.status === 'complete') return html(status, renderMessage(lang, 'complete'))
      return html(status, renderCheckout(session, state.lineItemsOf(id), state.breakdownOf(id), lang, error))
    }
    if (method !== 'POST') return show()
    const action = parseForm(await readBody(req)).action
    if (session.status !== 'open') return show(409)
    const redirect = (target: string | null) => {
      if (!target) return false
      html(303, '', { location: target.replace(/\{CHECKOUT_SESSION_ID\}/g, id) })
      return true
    }
    switch (action) {
      case 'pay':
      case 'pay_delayed':
        if (action === 'pay') state.pay(id)
        else state.payDelayed(id)
        if (!redirect(session.success_url)) html(200, renderMessage(lang, 'paid'))
        return
      case 'decline':
        state.decline(id)
        return show(402, 'declined')
      case 'cancel':
        if (!redirect(session.cancel_url)) show()
        return
      default:
        return show(400)
    }
  }

  async function control(req: IncomingMessage, res: ServerResponse, method: string, url: URL): Promise<void> {
    const raw = method === 'POST' || method === 'DELETE' ? await readBody(req) : ''
    const isJson = (req.headers['content-type'] ?? '').includes('json')
    const body: Record<string, any> = raw ? (isJson ? JSON.parse(raw) : parseForm(raw)) : {}
    const p = url.pathname.replace(/^\/_fake/, '')
    const ok = (value: unknown) => send(res, 200, JSON.stringify(value, null, 2))
    const m = (re: RegExp) => p.match(re)
    let r: RegExpMatchArray | null
    try {
      if (method === 'GET' && (p === '' || p === '/')) {
        return ok({ url: baseUrl, webhookUrl: sender.url, webhookSecret: sender.secret, apiVersion })
      }
      if (method === 'GET' && p === '/requests') return ok(recorded)
      if (method === 'GET' && p === '/deliveries') return ok(sender.deliveries)
      if (method === 'POST' && p === '/reset') return ok((fake.reset(), { reset: true }))
      if (method === 'POST' && p === '/webhook_url') return ok((fake.setWebhookUrl(body.url || null), { webhookUrl: sender.url })) // prettier-ignore
      if (method === 'POST' && p === '/clock/advance') {
        fake.advanceClock(Number(body.seconds))
        return ok({ now: state.now() })
      }
      if (method === 'POST' && (r = m(/^\/payment_methods\/([^/]+)\/fail_next_off_session$/))) {
        fake.failNextOffSession(r[1]!, {
          code: body.code === 'authentication_required' ? 'authentication_required' : 'card_declined',
          ...(body.status === 'requires_action' && { status: 'requires_action' as const }),
        })
        return ok({ failing: r[1] })
      }
      if (method === 'POST' && p === '/faults') {
        const mode = /^\d+$/.test(String(body.mode)) ? Number(body.mode) : body.mode
        fake.failNext({
          mode,
          count: body.count ? Number(body.count) : 1,
          method: body.method,
          path: body.path,
          delayMs: body.delay_ms ? Number(body.delay_ms) : undefined,
          execute: body.execute === true || body.execute === 'true',
        })
        return ok({ faults: faults.length })
      }
      if (method === 'DELETE' && p === '/faults') return ok((fake.clearFaults(), { faults: 0 }))
      if (method === 'POST' && p === '/refuse_connections') {
        await fake.refuseConnections(Number(body.ms ?? 1000))
        return
      }
      if (
        method === 'POST' &&
        (r = m(/^\/checkout\/sessions\/([^/]+)\/(pay|pay_delayed|decline|async_succeed|async_fail|expire)$/))
      ) {
        const [, id, action] = r as [string, string, string]
        const acts: Record<string, (id: string) => Obj> = {
          pay: (sid) =>
            fake.pay(sid, {
              amountTotal: body.amount_total !== undefined ? Number(body.amount_total) : undefined,
              currency: body.currency !== undefined ? String(body.currency) : undefined,
            }),
          pay_delayed: fake.payDelayed,
          decline: fake.decline,
          async_succeed: fake.asyncSucceed,
          async_fail: fake.asyncFail,
          expire: fake.expire,
        }
        return ok(state.render(acts[action]!(id), []))
      }
      if (method === 'POST' && p === '/foreign_sessions') {
        return ok(
          fake.payForeign({
            amount: Number(body.amount),
            currency: body.currency,
            email: body.email,
            clientReferenceId: body.client_reference_id,
            metadata: body.metadata,
            paymentLink: body.payment_link === true || body.payment_link === 'true',
          }),
        )
      }
      if (method === 'POST' && p === '/tax_rounding') {
        fake.setTaxRounding(body.mode)
        return ok({ taxRounding })
      }
      if (method === 'POST' && (r = m(/^\/charges\/([^/]+)\/dispute$/))) {
        return ok(fake.dispute(r[1]!, { reason: body.reason, amount: body.amount ? Number(body.amount) : undefined }))
      }
      if (method === 'POST' && (r = m(/^\/charges\/([^/]+)\/fail$/))) return ok(fake.failCharge(r[1]!))
      if (method === 'POST' && (r = m(/^\/disputes\/([^/]+)\/(won|lost)$/))) {
        return ok(fake.closeDispute(r[1]!, r[2] as 'won' | 'lost'))
      }
      if (method === 'POST' && p === '/refunds/status') {
        fake.setRefundStatus(body.status as RefundOutcome)
        return ok({ status: state.refundStatus })
      }
      if (method === 'POST' && (r = m(/^\/refunds\/([^/]+)\/(succeeded|failed|canceled)$/))) {
        return ok(fake.settleRefund(r[1]!, r[2] as 'succeeded' | 'failed' | 'canceled'))
      }
      if (method === 'POST' && (r = m(/^\/events\/([^/]+)\/redeliver$/))) return ok(await fake.redeliver(r[1]!))
      if (method === 'POST' && (r = m(/^\/events\/([^/]+)\/deliver_concurrently$/))) {
        return ok(await fake.deliverConcurrently(r[1]!, Number(body.copies ?? 2)))
      }
      send(res, 404, JSON.stringify({ error: { type: 'invalid_request_error', message: `Unknown control call ${method} ${url.pathname}` } })) // prettier-ignore
    } catch (err) {
      if (err instanceof StripeApiError) return send(res, err.status, JSON.stringify(err.json()))
      send(res, 400, JSON.stringify({ error: { type: 'invalid_request_error', message: String(err) } }))
    }
  }

  const server = http.createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    // Ids never need escaping: a path is matched as it came, so an escaped one is a 404.
    const pay = url.pathname.match(/^\/c\/pay\/([^/]+)$/)
    const handle = pay
      ? page(req, res, method, pay[1]!)
      : url.pathname === '/_fake' || url.pathname.startsWith('/_fake/')
        ? control(req, res, method, url)
        : api(req, res, method, url)
    handle.catch((err) => {
      console.error('[stripe-fake] request failed', err)
      send(res, 500, JSON.stringify(apiError(500).json()))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(options.port ?? 0)
  const port = (server.address() as AddressInfo).port
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  const sweeper = setInterval(() => state.sweepExpired(), options.expiryCheckMs ?? 1000)
  sweeper.unref()

  let listening = true
  let closed = false

  const waitFor = <T>(find: () => T | undefined, emitterEvent: 'event' | 'delivery', timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const found = find()
      if (found !== undefined) return resolve(found)
      const check = () => {
        const hit = find()
        if (hit === undefined) return
        cleanup()
        resolve(hit)
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`Stripe fake: no ${what} within ${timeoutMs} ms`))
      }, timeoutMs)
      const cleanup = () => {
        clearTimeout(timer)
        sender.off(emitterEvent, check)
      }
      sender.on(emitterEvent, check)
    })

  const allEvents = () => state.ids('event').map((id) => state.objects.get(id)!)
  const eventById = (id: string) => {
    const event = state.objects.get(id)
    if (!event || event.object !== 'event')
      throw invalidRequest(`No such event: '${id}'`, 'id', 'resource_missing', 404)
    return event
  }

  const fake: StripeFake = {
    url: baseUrl,
    host,
    port,
    protocol: 'http',
    get webhookSecret() {
      return sender.secret
    },
    get webhookUrl() {
      return sender.url
    },
    stripeConfig: () => ({ host, port, protocol: 'http' }),
    setWebhookUrl: (url) => {
      sender.url = url
    },
    setWebhookHandler: (handler) => {
      sender.handler = handler
    },
    requests: () => recorded,
    events: allEvents,
    deliveries: () => sender.deliveries,
    object: (id) => state.objects.get(id),
    objects: (kind) => state.ids(kind).map((id) => state.objects.get(id)!),
    waitForEvent: (match, timeoutMs = 5000) => {
      const test = typeof match === 'string' ? (e: Obj) => e.type === match : match
      return waitFor(
        () => allEvents().find(test),
        'event',
        timeoutMs,
        `event ${typeof match === 'string' ? match : ''}`,
      )
    },
    waitForDelivery: (match, timeoutMs = 5000) =>
      waitFor(() => sender.deliveries.find(match), 'delivery', timeoutMs, 'matching delivery'),
    webhooksIdle: () => sender.idle(),
    pay: (id, as) => state.render(state.pay(id, { id: null, idempotency_key: null }, as), []),
    payForeign: (opts) => state.render(state.payForeign(opts), []),
    setTaxRounding: (mode) => {
      if (!ROUNDING_MODES.includes(mode)) throw new Error(`Unknown rounding mode ${String(mode)}`)
      taxRounding = mode
    },
    payDelayed: (id) => state.render(state.payDelayed(id), []),
    decline: (id) => state.render(state.decline(id), []),
    failNextOffSession: (pm, outcome) => state.failNextOffSession(pm, outcome),
    asyncSucceed: (id) => state.render(state.asyncSucceed(id), []),
    asyncFail: (id) => state.render(state.asyncFail(id), []),
    expire: (id) => state.render(state.expire(id, { id: null, idempotency_key: null }), []),
    failCharge: (id) => state.render(state.failCharge(id), []),
    dispute: (id, opts) => state.render(state.dispute(id, opts), []),
    closeDispute: (id, outcome) => state.render(state.closeDispute(id, outcome), []),
    settleRefund: (id, outcome) => state.render(state.settleRefund(id, outcome), []),
    setRefundStatus: (status) => {
      if (!['succeeded', 'pending', 'requires_action'].includes(status)) {
        throw new Error(`A new refund is succeeded, pending or requires_action, not ${String(status)}`)
      }
      state.refundStatus = status
    },
    now: () => state.now(),
    advanceClock: (seconds) => {
      if (!Number.isFinite(seconds) || seconds < 0) throw new Error('advanceClock takes a number of seconds ≥ 0')
      state.advanceClock(seconds)
    },
    redeliver: (id) => sender.track(sender.send(eventById(id), 1, 'redelivery')),
    deliverConcurrently: (id, copies) => {
      const event = eventById(id)
      return sender.track(
        Promise.all(Array.from({ length: copies }, (_, i) => sender.send(event, i + 1, 'concurrent'))),
      )
    },
    failNext: (fault) => {
      faults.push({ ...fault, count: fault.count ?? 1 })
    },
    clearFaults: () => {
      faults = []
    },
    refuseConnections: async (ms) => {
      if (!listening) return
      listening = false
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      const timer = setTimeout(() => {
        if (closed) return
        void listen(port).then(() => {
          listening = true
        })
      }, ms)
      timer.unref()
    },
    reset: () => {
      sender.clear()
      recorded = []
      faults = []
      idempotency = new Map()
      for (const res of held) res.destroy()
      held.clear()
      state.dispose()
      state = newState()
    },
    close: async () => {
      closed = true
      clearInterval(sweeper)
      state.dispose()
      sender.stop()
      for (const res of held) res.destroy()
      held.clear()
      for (const socket of sockets) socket.destroy()
      if (listening) await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }

  return fake
}
