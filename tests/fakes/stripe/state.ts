/**
 * The fake's account: its objects, their life cycles and the events each change emits, shaped as
 * the Stripe API version the `stripe` package pins (its types are the reference for every field).
 * One account for every key; nothing here speaks HTTP.
 */
import { lineAmounts, type RateForAmounts, type RoundingMode } from './amounts'
import { invalidRequest, missingParam, noSuch, StripeApiError } from './errors'
import type { FormObject, FormValue } from './form'
import { newId, secretPart } from './ids'
import {
  asArray,
  asObject,
  bool,
  childName,
  decimal,
  expandPaths,
  int,
  metadata,
  oneOf,
  rejectUnknown,
  str,
} from './params'

// Stripe objects are open JSON; the `stripe` package's types describe them field by field.
export type Obj = Record<string, any>

export interface EventRequest {
  id: string | null
  idempotency_key: string | null
}

export interface StateOptions {
  apiVersion: string
  /** The origin of the hosted pages: session.url is `${publicUrl}/c/pay/${id}`. */
  publicUrl: () => string
  /** How many webhook endpoints must receive a new event of this type (its `pending_webhooks`). */
  endpoints: (type: string) => number
  onEvent: (event: Obj) => void
  refunds: RefundOutcome
  /** How an exact half cent of tax is rounded (amounts.ts). */
  taxRounding: () => RoundingMode
}

/**
 * Stripe's minimum charge per currency, in its smallest unit: a Checkout session whose total is
 * under it is refused (`amount_too_small`).
 */
export const MINIMUM_CHARGE: Record<string, number> = { cad: 50, usd: 50, eur: 50, gbp: 30, aud: 50, chf: 50 }

/** A payment of another amount or currency than the session said (Stripe's side changed it). */
export interface PayAs {
  amountTotal?: number
  currency?: string
}

/**
 * The status a new refund gets: `succeeded` (a card refund, at once), `pending` (settled later by
 * settleRefund: a bank debit's refund, or one waiting for the account's balance), `requires_action`
 * (the customer must give Stripe their details first; it expires as `canceled` otherwise).
 */
export type RefundOutcome = 'succeeded' | 'pending' | 'requires_action'

const LOCALES = [
  'auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hi-IN',
  'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk',
  'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
] as const // prettier-ignore

/** Every top-level parameter of Checkout's create call (SessionCreateParams): others are unknown. */
const SESSION_CREATE_PARAMS = [
  'adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'allowed_payment_method_types', 'automatic_tax',
  'billing_address_collection', 'branding_settings', 'cancel_url', 'client_reference_id', 'consent_collection',
  'currency', 'custom_fields', 'custom_text', 'customer', 'customer_account', 'customer_creation', 'customer_email',
  'customer_update', 'discounts', 'excluded_payment_method_types', 'expand', 'expires_at', 'integration_identifier',
  'invoice_creation', 'line_items', 'locale', 'managed_payments', 'metadata', 'mode', 'name_collection',
  'optional_items', 'origin_context', 'payment_intent_data', 'payment_method_collection',
  'payment_method_configuration', 'payment_method_data', 'payment_method_options', 'permissions',
  'phone_number_collection', 'redirect_on_completion', 'return_url', 'saved_payment_method_options',
  'setup_intent_data', 'shipping_address_collection', 'shipping_options', 'submit_type', 'subscription_data',
  'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options',
] as const // prettier-ignore

/** Parameters the fake reads; the other known ones are accepted and play no part. */
const PAYMENT_INTENT_DATA_PARAMS = [
  'application_fee_amount', 'capture_method', 'description', 'metadata', 'on_behalf_of', 'receipt_email',
  'setup_future_usage', 'shipping', 'statement_descriptor', 'statement_descriptor_suffix', 'transfer_data',
  'transfer_group',
] as const // prettier-ignore

const TAX_TYPES = [
  'amusement_tax', 'communications_tax', 'gst', 'hst', 'igst', 'jct', 'lease_tax', 'pst', 'qst', 'retail_delivery_fee',
  'rst', 'sales_tax', 'service_tax', 'vat',
] as const // prettier-ignore

/** How an off-session confirmation of a saved card fails, as Stripe answers it. */
export interface OffSessionOutcome {
  code: 'card_declined' | 'authentication_required'
  /** For `authentication_required`: the PaymentIntent's status (Stripe's off-session answer is `requires_payment_method`). */
  status?: 'requires_payment_method' | 'requires_action'
}

export const MIN_EXPIRY_S = 30 * 60
export const MAX_EXPIRY_S = 24 * 60 * 60

interface SessionExtra {
  lineItems: Obj[] // each with its `taxes`, which only an expansion shows
  breakdown: Obj[]
  paymentIntentData: Obj
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

function money(amount: number): string {
  return `$${(amount / 100).toFixed(2)}`
}

function validUrl(value: string, param: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    throw invalidRequest('Invalid URL: An explicit scheme (such as https) must be provided.', param, 'url_invalid')
  }
  try {
    new URL(value.replace(/\{CHECKOUT_SESSION_ID\}/g, 'x'))
  } catch {
    throw invalidRequest('Not a valid URL', param, 'url_invalid')
  }
  return value
}

export class StripeState {
  private clockOffsetMs = 0
  readonly objects = new Map<string, Obj>()
  /** Ids by kind, oldest first: lists answer newest first. */
  private readonly order = new Map<string, string[]>()
  private readonly sessions = new Map<string, SessionExtra>()
  request: EventRequest = { id: null, idempotency_key: null }
  private readonly timers = new Set<NodeJS.Timeout>()
  /** The status new refunds get (setRefundStatus changes it while the fake runs). */
  refundStatus: RefundOutcome

  constructor(private readonly opts: StateOptions) {
    this.refundStatus = opts.refunds
  }

  /** What Stripe does a moment after answering (a refund's reference arriving). */
  private later(fn: () => void, ms = 10): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      fn()
    }, ms)
    this.timers.add(timer)
  }

  /** Cancels what was to happen later: the state is being replaced or the fake stopped. */
  dispose(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }

  // ---- clock -------------------------------------------------------------------------------

  now(): number {
    return Math.floor((Date.now() + this.clockOffsetMs) / 1000)
  }

  advanceClock(seconds: number): void {
    this.clockOffsetMs += seconds * 1000
    this.sweepExpired()
  }

  /** Expires every open session whose expires_at has passed (Checkout sends checkout.session.expired). */
  sweepExpired(): void {
    const now = this.now()
    for (const id of this.order.get('checkout.session') ?? []) {
      const s = this.objects.get(id)!
      if (s.status === 'open' && s.expires_at <= now) this.expire(id, { id: null, idempotency_key: null })
    }
  }

  // ---- storage -----------------------------------------------------------------------------

  private put(obj: Obj): Obj {
    if (!this.objects.has(obj.id)) {
      const ids = this.order.get(obj.object) ?? []
      ids.push(obj.id)
      this.order.set(obj.object, ids)
    }
    this.objects.set(obj.id, obj)
    return obj
  }

  get(kind: string, id: string, param = 'id'): Obj {
    const obj = this.objects.get(id)
    if (!obj || obj.object !== kind) throw noSuch(kind, id, param)
    return obj
  }

  ids(kind: string): string[] {
    return this.order.get(kind) ?? []
  }

  emit(type: string, obj: Obj, previous?: Obj, request: EventRequest = this.request): Obj {
    const event: Obj = {
      id: newId('evt'),
      object: 'event',
      api_version: this.opts.apiVersion,
      created: this.now(),
      data: previous
        ? { object: this.render(obj, []), previous_attributes: previous }
        : { object: this.render(obj, []) },
      livemode: false,
      pending_webhooks: this.opts.endpoints(type),
      request: { ...request },
      type,
    }
    this.put(event)
    this.opts.onEvent(event)
    return event
  }

  // ---- rendering and expansion -------------------------------------------------------------

  /** The object as the API shows it, with the `expand` paths applied (includable fields too). */
  render(obj: Obj, paths: string[]): Obj {
    let out = this.base(obj)
    for (const path of paths) out = this.expand(out, path.split('.'), path)
    return out
  }

  private base(obj: Obj): Obj {
    const out = clone(obj)
    if (out.object === 'item') delete out.taxes
    return out
  }

  private expand(value: Obj, segs: string[], whole: string): Obj {
    if (segs.length === 0) return value
    const [head, ...rest] = segs as [string, ...string[]]
    if (value.object === 'list' && head === 'data') {
      value.data = value.data.map((item: Obj) => this.expand(item, rest, whole))
      return value
    }
    if (value.object === 'checkout.session' && head === 'line_items') {
      value.line_items = this.expand(this.lineItemList(value.id), rest, whole)
      return value
    }
    if (
      value.object === 'checkout.session' &&
      head === 'total_details' &&
      rest[0] === 'breakdown' &&
      value.total_details
    ) {
      const taxes = this.sessions.get(value.id)?.breakdown ?? []
      value.total_details = { ...value.total_details, breakdown: { discounts: [], taxes: clone(taxes) } }
      return value
    }
    if (value.object === 'item' && head === 'taxes') {
      const stored = this.findLineItem(value.id)
      value.taxes = clone(stored?.taxes ?? [])
      return value
    }
    const field = value[head]
    if (typeof field === 'string' && this.objects.has(field)) {
      value[head] = this.expand(this.base(this.objects.get(field)!), rest, whole)
      return value
    }
    if (field && typeof field === 'object' && !Array.isArray(field) && rest.length > 0) {
      value[head] = this.expand(field, rest, whole)
      return value
    }
    if (field === null) return value
    throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand')
  }

  private findLineItem(id: string): Obj | undefined {
    for (const extra of this.sessions.values()) {
      const found = extra.lineItems.find((li) => li.id === id)
      if (found) return found
    }
    return undefined
  }

  lineItemList(sessionId: string, params: FormObject = {}): Obj {
    const items = this.sessions.get(sessionId)?.lineItems ?? []
    return this.page(
      items.map((li) => li.id),
      params,
      `/v1/checkout/sessions/${sessionId}/line_items`,
      () => true,
      false,
    )
  }

  /** `created=<unix>` or `created[gt|gte|lt|lte]=<unix>`, as every list of Stripe's takes. */
  private createdRange(params: FormObject): (created: number) => boolean {
    const value = params.created
    if (value === undefined || value === '') return () => true
    if (typeof value === 'string') {
      const at = int(params, 'created')!
      return (c) => c === at
    }
    const range = asObject(value, 'created')!
    rejectUnknown(range, ['gt', 'gte', 'lt', 'lte'], 'created')
    const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((k) => int(range, k, { parent: 'created' }))
    return (c) =>
      (gt === undefined || c > gt) &&
      (gte === undefined || c >= gte) &&
      (lt === undefined || c < lt) &&
      (lte === undefined || c <= lte)
  }

  /** A list page: `limit` 1–100 (10 by default), `starting_after` / `ending_before` by id. */
  page(ids: string[], params: FormObject, url: string, keep: (o: Obj) => boolean, newestFirst = true): Obj {
    const limit = int(params, 'limit') ?? 10
    if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit')
    const ordered = (newestFirst ? [...ids].reverse() : [...ids]).map(
      (id) => this.objects.get(id) ?? this.findLineItem(id)!,
    )
    const created = this.createdRange(params)
    const all = ordered.filter((o) => keep(o) && created(o.created))
    const after = str(params, 'starting_after')
    const before = str(params, 'ending_before')
    let slice: Obj[]
    let hasMore: boolean
    if (after) {
      const at = all.findIndex((o) => o.id === after)
      if (at < 0) throw noSuch(all[0]?.object ?? 'object', after, 'starting_after')
      slice = all.slice(at + 1, at + 1 + limit)
      hasMore = all.length > at + 1 + limit
    } else if (before) {
      const at = all.findIndex((o) => o.id === before)
      if (at < 0) throw noSuch(all[0]?.object ?? 'object', before, 'ending_before')
      slice = all.slice(Math.max(0, at - limit), at)
      hasMore = at - limit > 0
    } else {
      slice = all.slice(0, limit)
      hasMore = all.length > limit
    }
    const list: Obj = { object: 'list', data: slice.map((o) => this.base(o)), has_more: hasMore, url }
    return list
  }

  // ---- tax rates ---------------------------------------------------------------------------

  createTaxRate(params: FormObject): Obj {
    rejectUnknown(params, [
      'display_name', 'inclusive', 'percentage', 'active', 'country', 'description', 'expand', 'jurisdiction',
      'metadata', 'state', 'tax_type',
    ]) // prettier-ignore
    const display_name = str(params, 'display_name', { required: true, max: 50 })!
    const inclusive = bool(params, 'inclusive', { required: true })!
    const percentage = decimal(params, 'percentage', { required: true })!
    if (percentage > 100) throw invalidRequest('The percentage must be between 0 and 100.', 'percentage')
    if (/\.\d{5,}$/.test(String(params.percentage))) {
      throw invalidRequest('The percentage can have at most 4 decimal places.', 'percentage')
    }
    const country = str(params, 'country')
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) {
      throw invalidRequest(`Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'. A full list of country codes is available at https://stripe.com/docs/api#country_specs`, 'country') // prettier-ignore
    }
    const rate = this.put({
      id: newId('txr'),
      object: 'tax_rate',
      active: bool(params, 'active') ?? true,
      country: country ?? null,
      created: this.now(),
      description: str(params, 'description') ?? null,
      display_name,
      effective_percentage: percentage,
      flat_amount: null,
      inclusive,
      jurisdiction: str(params, 'jurisdiction', { max: 50 }) ?? null,
      jurisdiction_level: null,
      livemode: false,
      metadata: metadata(params) ?? {},
      percentage,
      rate_type: 'percentage',
      state: str(params, 'state') ?? null,
      tax_type: oneOf(params, 'tax_type', TAX_TYPES) ?? null,
    })
    this.emit('tax_rate.created', rate)
    return rate
  }

  updateTaxRate(id: string, params: FormObject): Obj {
    rejectUnknown(params, [
      'active', 'country', 'description', 'display_name', 'expand', 'jurisdiction', 'metadata', 'state', 'tax_type',
    ]) // prettier-ignore
    const rate = this.get('tax_rate', id)
    const previous: Obj = {}
    const set = (key: string, value: unknown) => {
      if (value === undefined || rate[key] === value) return
      previous[key] = rate[key]
      rate[key] = value
    }
    set('active', bool(params, 'active'))
    set('display_name', str(params, 'display_name', { max: 50 }))
    set('description', str(params, 'description'))
    set('jurisdiction', str(params, 'jurisdiction'))
    set('state', str(params, 'state'))
    set('country', str(params, 'country'))
    set('tax_type', oneOf(params, 'tax_type', TAX_TYPES))
    const meta = metadata(params)
    if (meta !== undefined) {
      previous.metadata = clone(rate.metadata)
      rate.metadata = params.metadata === '' ? {} : { ...rate.metadata, ...meta }
      for (const [k, v] of Object.entries(asObject(params.metadata, 'metadata') ?? {}))
        if (v === '') delete rate.metadata[k]
    }
    if (Object.keys(previous).length > 0) this.emit('tax_rate.updated', rate, previous)
    return rate
  }

  listTaxRates(params: FormObject): Obj {
    rejectUnknown(params, ['active', 'created', 'ending_before', 'expand', 'inclusive', 'limit', 'starting_after'])
    const active = bool(params, 'active')
    const inclusive = bool(params, 'inclusive')
    return this.page(
      this.ids('tax_rate'),
      params,
      '/v1/tax_rates',
      (r) => (active === undefined || r.active === active) && (inclusive === undefined || r.inclusive === inclusive),
    )
  }

  // ---- checkout sessions -------------------------------------------------------------------

  createSession(params: FormObject): Obj {
    rejectUnknown(params, SESSION_CREATE_PARAMS)
    // Parameters that would change the amounts or the flow, which the fake does not compute: a
    // test must not pass while the site relies on them.
    const automaticTax = asObject(params.automatic_tax, 'automatic_tax')
    if (automaticTax && automaticTax.enabled === 'true') {
      throw invalidRequest('The Stripe fake does not compute automatic tax: use tax rates.', 'automatic_tax[enabled]')
    }
    for (const key of ['discounts', 'shipping_options', 'optional_items', 'subscription_data', 'setup_intent_data']) {
      if (params[key] !== undefined) throw invalidRequest(`The Stripe fake does not support \`${key}\`.`, key)
    }
    const mode = oneOf(params, 'mode', ['payment', 'setup', 'subscription'], { required: true })!
    if (mode !== 'payment') throw invalidRequest(`The Stripe fake only supports mode=payment, not ${mode}.`, 'mode')
    const uiMode = oneOf(params, 'ui_mode', ['custom', 'embedded', 'hosted']) ?? 'hosted'
    if (uiMode !== 'hosted') throw invalidRequest(`The Stripe fake only supports ui_mode=hosted.`, 'ui_mode')
    const created = this.now()

    const expires_at = int(params, 'expires_at') ?? created + MAX_EXPIRY_S
    if (expires_at - created < MIN_EXPIRY_S) {
      throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at') // prettier-ignore
    }
    if (expires_at - created > MAX_EXPIRY_S) {
      throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at') // prettier-ignore
    }
    const success_url = str(params, 'success_url', { max: 5000 })
    if (success_url !== undefined) validUrl(success_url, 'success_url')
    const cancel_url = str(params, 'cancel_url', { max: 5000 })
    if (cancel_url !== undefined) validUrl(cancel_url, 'cancel_url')
    const locale = oneOf(params, 'locale', LOCALES) ?? null
    const customer_email = str(params, 'customer_email', { max: 800 }) ?? null
    const customer = str(params, 'customer') ?? null
    if (customer !== null && customer_email !== null) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer')
    }
    if (customer !== null) this.get('customer', customer, 'customer')
    const customerCreation = oneOf(params, 'customer_creation', ['always', 'if_required']) ?? 'if_required'
    if (customer !== null && params.customer_creation !== undefined) {
      throw invalidRequest(
        'You may only specify one of these parameters: customer, customer_creation.',
        'customer_creation',
      )
    }
    if (customer_email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customer_email)) {
      throw invalidRequest(`Invalid email address: ${customer_email}`, 'customer_email', 'email_invalid')
    }
    const client_reference_id = str(params, 'client_reference_id', { max: 200 }) ?? null
    const meta = metadata(params) ?? {}

    const pid = asObject(params.payment_intent_data, 'payment_intent_data') ?? {}
    rejectUnknown(pid, PAYMENT_INTENT_DATA_PARAMS, 'payment_intent_data')
    const paymentIntentData = {
      metadata: metadata(pid, 'metadata', 'payment_intent_data') ?? {},
      description: str(pid, 'description', { parent: 'payment_intent_data', max: 1000 }) ?? null,
      receipt_email: str(pid, 'receipt_email', { parent: 'payment_intent_data' }) ?? null,
      statement_descriptor: str(pid, 'statement_descriptor', { parent: 'payment_intent_data', max: 22 }) ?? null,
      statement_descriptor_suffix:
        str(pid, 'statement_descriptor_suffix', { parent: 'payment_intent_data', max: 22 }) ?? null,
      capture_method:
        oneOf(pid, 'capture_method', ['automatic', 'automatic_async', 'manual'], { parent: 'payment_intent_data' }) ??
        'automatic_async',
      setup_future_usage:
        oneOf(pid, 'setup_future_usage', ['off_session', 'on_session'], { parent: 'payment_intent_data' }) ?? null,
    }

    const rawItems = asArray(params.line_items, 'line_items')
    if (!rawItems || rawItems.length === 0) throw missingParam('line_items')
    if (rawItems.length > 100) throw invalidRequest('You may only specify up to 100 line items.', 'line_items')
    let currency = str(params, 'currency')?.toLowerCase()
    const lineItems = rawItems.map((raw, i) => this.lineItem(raw, `line_items[${i}]`, created))
    for (const li of lineItems) {
      currency ??= li.currency
      if (li.currency !== currency) {
        throw invalidRequest('Line items must all have the same currency.', 'line_items')
      }
    }
    const breakdown = new Map<string, Obj>()
    for (const li of lineItems) {
      for (const t of li.taxes as Obj[]) {
        const entry = breakdown.get(t.rate.id) ?? {
          amount: 0,
          rate: t.rate,
          taxability_reason: null,
          taxable_amount: 0,
        }
        entry.amount += t.amount
        entry.taxable_amount += t.taxable_amount
        breakdown.set(t.rate.id, entry)
      }
    }
    const amount_subtotal = lineItems.reduce((s, li) => s + li.amount_subtotal, 0)
    const amount_tax = lineItems.reduce((s, li) => s + li.amount_tax, 0)
    const amount_total = lineItems.reduce((s, li) => s + li.amount_total, 0)
    const minimum = MINIMUM_CHARGE[currency!]
    if (minimum !== undefined && amount_total < minimum) {
      throw invalidRequest(
        `The Checkout Session's total amount due must add up to at least ${money(minimum)} ${currency}`,
        undefined,
        'amount_too_small',
      )
    }

    const id = newId('cs')
    const session: Obj = {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal,
      amount_total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: cancel_url ?? null,
      client_reference_id,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer,
      customer_account: null,
      customer_creation: customer === null ? customerCreation : null,
      customer_details: null,
      customer_email: customer === null ? customer_email : this.objects.get(customer)!.email,
      discounts: [],
      expires_at,
      integration_identifier: null,
      invoice: null,
      invoice_creation: {
        enabled: false,
        invoice_data: {
          account_tax_ids: null,
          custom_fields: null,
          description: null,
          footer: null,
          issuer: null,
          metadata: {},
          rendering_options: null,
        },
      },
      livemode: false,
      locale,
      managed_payments: null,
      metadata: meta,
      mode: 'payment',
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: success_url ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax },
      ui_mode: 'hosted',
      url: `${this.opts.publicUrl()}/c/pay/${id}#${secretPart()}`,
      wallet_options: null,
    }
    this.sessions.set(id, { lineItems, breakdown: [...breakdown.values()], paymentIntentData })
    return this.put(session)
  }

  private lineItem(raw: FormValue, name: string, created: number): Obj {
    const item = asObject(raw, name)
    if (!item) throw missingParam(name)
    rejectUnknown(item, ['adjustable_quantity', 'dynamic_tax_rates', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates'], name) // prettier-ignore
    const priceId = str(item, 'price', { parent: name })
    if (priceId) throw noSuch('price', priceId, childName(name, 'price'))
    const pdName = childName(name, 'price_data')
    const pd = asObject(item.price_data, pdName)
    if (!pd) throw missingParam(childName(name, 'price'))
    rejectUnknown(pd, ['currency', 'product', 'product_data', 'recurring', 'tax_behavior', 'unit_amount', 'unit_amount_decimal'], pdName) // prettier-ignore
    const currency = str(pd, 'currency', { required: true, parent: pdName })!.toLowerCase()
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidRequest(`Invalid currency: ${currency}`, childName(pdName, 'currency'))
    if (pd.recurring !== undefined) {
      throw invalidRequest(
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        childName(pdName, 'recurring'),
      )
    }
    const productId = str(pd, 'product', { parent: pdName })
    if (productId) throw noSuch('product', productId, childName(pdName, 'product'))
    const prodName = childName(pdName, 'product_data')
    const prod = asObject(pd.product_data, prodName)
    if (!prod) throw missingParam(childName(pdName, 'product'))
    rejectUnknown(
      prod,
      ['description', 'images', 'metadata', 'name', 'tax_code', 'tax_details', 'unit_label'],
      prodName,
    )
    const productName = str(prod, 'name', { required: true, parent: prodName, max: 250 })!
    let unitAmount = int(pd, 'unit_amount', { min: 0, parent: pdName })
    if (unitAmount === undefined) {
      const dec = decimal(pd, 'unit_amount_decimal', { parent: pdName })
      if (dec === undefined) throw missingParam(childName(pdName, 'unit_amount'))
      if (!Number.isInteger(dec)) {
        throw invalidRequest(
          'The Stripe fake only supports whole unit_amount_decimal values.',
          childName(pdName, 'unit_amount_decimal'),
        )
      }
      unitAmount = dec
    }
    if (unitAmount > 99_999_999) {
      throw invalidRequest('This value must be less than or equal to 99999999.', childName(pdName, 'unit_amount'))
    }
    const quantity = int(item, 'quantity', { required: true, min: 1, parent: name })!
    const rateIds = asArray(item.tax_rates, childName(name, 'tax_rates')) ?? []
    if (rateIds.length > 5)
      throw invalidRequest('You may only specify up to 5 tax rates per line item.', childName(name, 'tax_rates'))
    const rates = rateIds.map((rid, j) => {
      const param = childName(childName(name, 'tax_rates'), j)
      if (typeof rid !== 'string') throw invalidRequest('Invalid string', param)
      const rate = this.get('tax_rate', rid, param)
      if (!rate.active) throw invalidRequest(`Tax rate ${rid} is archived and cannot be used.`, param)
      return rate
    })
    const product = this.put({
      id: newId('prod'),
      object: 'product',
      active: false,
      created,
      default_price: null,
      description: str(prod, 'description', { parent: prodName }) ?? null,
      images: (asArray(prod.images, childName(prodName, 'images')) ?? []).filter((x) => typeof x === 'string'),
      livemode: false,
      marketing_features: [],
      metadata: metadata(prod, 'metadata', prodName) ?? {},
      name: productName,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      tax_details: null,
      type: 'service',
      unit_label: str(prod, 'unit_label', { parent: prodName }) ?? null,
      updated: created,
      url: null,
    })
    const price = this.put({
      id: newId('price'),
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created,
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: product.id,
      recurring: null,
      tax_behavior:
        oneOf(pd, 'tax_behavior', ['exclusive', 'inclusive', 'unspecified'], { parent: pdName }) ?? 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    })
    const amounts = lineAmounts(
      unitAmount,
      quantity,
      rates.map((r): RateForAmounts => ({ id: r.id, percentage: r.percentage, inclusive: r.inclusive })),
      this.opts.taxRounding(),
    )
    return {
      id: newId('li'),
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amounts.amount_subtotal,
      amount_tax: amounts.amount_tax,
      amount_total: amounts.amount_total,
      currency,
      description: productName,
      metadata: metadata(item, 'metadata', name) ?? {},
      price,
      quantity,
      taxes: amounts.taxes.map((t) => ({
        amount: t.amount,
        rate: clone(rates.find((r) => r.id === t.rate)!),
        taxability_reason: null,
        taxable_amount: t.taxable_amount,
      })),
    }
  }

  lineItemsOf(sessionId: string): Obj[] {
    return this.sessions.get(sessionId)?.lineItems ?? []
  }

  breakdownOf(sessionId: string): Obj[] {
    return this.sessions.get(sessionId)?.breakdown ?? []
  }

  listSessions(params: FormObject): Obj {
    rejectUnknown(params, [
      'created', 'customer', 'customer_account', 'customer_details', 'ending_before', 'expand', 'limit',
      'payment_intent', 'payment_link', 'starting_after', 'status', 'subscription',
    ]) // prettier-ignore
    const status = oneOf(params, 'status', ['complete', 'expired', 'open'])
    const equal = ['payment_intent', 'customer', 'customer_account', 'payment_link', 'subscription'].map(
      (key) => [key, str(params, key)] as const,
    )
    const details = asObject(params.customer_details, 'customer_details')
    if (details) rejectUnknown(details, ['email'], 'customer_details')
    const email = details ? str(details, 'email', { required: true, parent: 'customer_details' }) : undefined
    return this.page(
      this.ids('checkout.session'),
      params,
      '/v1/checkout/sessions',
      (s) =>
        (status === undefined || s.status === status) &&
        equal.every(([key, value]) => value === undefined || s[key] === value) &&
        (email === undefined || s.customer_details?.email === email),
    )
  }

  /** Expires an open session (API call, control API or its expires_at passing). */
  expire(id: string, request: EventRequest = this.request): Obj {
    const s = this.get('checkout.session', id)
    if (s.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${s.status}\`.`,
      )
    }
    s.status = 'expired'
    s.url = null
    if (s.payment_intent) {
      const pi = this.objects.get(s.payment_intent)!
      if (pi.status === 'requires_payment_method') {
        pi.status = 'canceled'
        pi.canceled_at = this.now()
        pi.cancellation_reason = 'abandoned'
        this.emit('payment_intent.canceled', pi, undefined, request)
      }
    }
    this.emit('checkout.session.expired', s, undefined, request)
    return s
  }

  // ---- paying ------------------------------------------------------------------------------

  private openSession(id: string): Obj {
    this.sweepExpired()
    const s = this.get('checkout.session', id)
    if (s.status !== 'open') throw invalidRequest(`This Checkout Session is ${s.status}: it can no longer be paid.`)
    return s
  }

  private paymentIntentFor(s: Obj, request: EventRequest, methodType: string): Obj {
    if (s.payment_intent) {
      const existing = this.objects.get(s.payment_intent)!
      existing.payment_method_types = [methodType]
      return existing
    }
    const data = this.sessions.get(s.id)!.paymentIntentData
    const id = newId('pi')
    const pi = this.put({
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount: s.amount_total,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: data.capture_method,
      client_secret: `${id}_secret_${secretPart()}`,
      confirmation_method: 'automatic',
      created: this.now(),
      currency: s.currency,
      customer: null,
      customer_account: null,
      description: data.description,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: clone(data.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: [methodType],
      payment_record: null,
      processing: null,
      receipt_email: data.receipt_email,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: data.statement_descriptor,
      statement_descriptor_suffix: data.statement_descriptor_suffix,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    })
    s.payment_intent = id
    this.emit('payment_intent.created', pi, undefined, request)
    return pi
  }

  private charge(pi: Obj, s: Obj, status: 'succeeded' | 'pending' | 'failed', methodType: string): Obj {
    const pm = newId('pm')
    const email = s.customer_email ?? 'customer@example.com'
    const failed = status === 'failed'
    const card = methodType === 'card'
    return this.put({
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: status === 'succeeded' ? pi.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: status === 'succeeded' ? newId('txn') : null,
      billing_details: { address: null, email, name: 'Jenny Rosen', phone: null, tax_id: null },
      calculated_statement_descriptor: 'STUDIO',
      captured: status === 'succeeded',
      created: this.now(),
      currency: pi.currency,
      customer: null,
      description: pi.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: failed ? 'card_declined' : null,
      failure_message: failed ? 'Your card was declined.' : null,
      fraud_details: {},
      livemode: false,
      metadata: clone(pi.metadata),
      on_behalf_of: null,
      outcome: failed
        ? {
            advice_code: 'try_again_later',
            network_advice_code: null,
            network_decline_code: null,
            network_status: 'declined_by_network',
            reason: 'generic_decline',
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            advice_code: null,
            network_advice_code: null,
            network_decline_code: null,
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: status === 'succeeded',
      payment_intent: pi.id,
      payment_method: pm,
      payment_method_details: card
        ? {
            card: {
              amount_authorized: failed ? null : pi.amount,
              authorization_code: failed ? null : '123456',
              brand: 'visa',
              checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
              country: 'US',
              electronic_commerce_indicator: null,
              exp_month: 12,
              exp_year: new Date().getUTCFullYear() + 3,
              funding: 'credit',
              installments: null,
              last4: failed ? '0002' : '4242',
              mandate: null,
              network: 'visa',
              network_transaction_id: failed ? null : '104102978678771',
              regulated_status: 'unregulated',
              three_d_secure: null,
              transaction_link_id: null,
              wallet: null,
            },
            type: 'card',
          }
        : {
            acss_debit: {
              bank_name: 'TD Canada Trust',
              fingerprint: 'Fx1Hh2TbmDfMRkxP',
              institution_number: '004',
              last4: '6789',
              transit_number: '11000',
            },
            type: 'acss_debit',
          },
      receipt_email: pi.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: pi.statement_descriptor,
      statement_descriptor_suffix: pi.statement_descriptor_suffix,
      status,
      transfer_data: null,
      transfer_group: null,
    })
  }

  private complete(s: Obj, paid: boolean): void {
    s.status = 'complete'
    s.payment_status = paid ? 'paid' : 'unpaid'
    s.url = null
    s.customer_details = {
      address: { city: null, country: 'CA', line1: null, line2: null, postal_code: 'H2X 1Y4', state: null },
      business_name: null,
      email: s.customer_email ?? 'customer@example.com',
      individual_name: null,
      name: 'Jenny Rosen',
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    }
  }

  /**
   * The customer pays by card: it succeeds at once. `as`: Stripe charges another amount or currency
   * than the session said when it was created (a change on Stripe's side, such as a promotion or
   * a currency the customer chose), which the session and its charge then show.
   */
  pay(id: string, request: EventRequest = { id: null, idempotency_key: null }, as: PayAs = {}): Obj {
    const s = this.openSession(id)
    if (as.amountTotal !== undefined || as.currency !== undefined) this.chargeOtherwise(s, as)
    const pi = this.paymentIntentFor(s, request, 'card')
    const ch = this.charge(pi, s, 'succeeded', 'card')
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      latest_charge: ch.id,
      payment_method: ch.payment_method,
      last_payment_error: null,
    })
    this.complete(s, true)
    this.saveCard(s, pi, ch, request)
    this.emit('charge.succeeded', ch, undefined, request)
    this.emit('payment_intent.succeeded', pi, undefined, request)
    this.emit('checkout.session.completed', s, undefined, request)
    return s
  }

  private chargeOtherwise(s: Obj, as: PayAs): void {
    if (s.payment_intent) throw invalidRequest(`Checkout Session ${s.id} already has a payment under way.`)
    const total = as.amountTotal ?? s.amount_total
    if (!Number.isSafeInteger(total) || total < 0) throw invalidRequest('amount_total must be a whole amount ≥ 0.')
    const subtotal = s.amount_total > 0 ? Math.round((s.amount_subtotal * total) / s.amount_total) : total
    s.amount_total = total
    s.amount_subtotal = Math.min(subtotal, total)
    s.total_details = { ...s.total_details, amount_tax: total - s.amount_subtotal }
    if (as.currency !== undefined) s.currency = as.currency.toLowerCase()
  }

  /**
   * A Checkout session made outside the site (a Payment Link, another app on the account, one made
   * by hand in the dashboard), paid at once by card: any amount, `client_reference_id` and
   * metadata, as whoever made it chose.
   */
  payForeign(opts: {
    amount: number
    currency?: string
    email?: string
    clientReferenceId?: string
    metadata?: Record<string, string>
    paymentLink?: boolean
  }): Obj {
    const params: FormObject = {
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: opts.currency ?? 'cad',
            unit_amount: String(opts.amount),
            product_data: { name: 'Payment link' },
          },
        },
      ],
      ...(opts.email && { customer_email: opts.email }),
      ...(opts.clientReferenceId && { client_reference_id: opts.clientReferenceId }),
      ...(opts.metadata && { metadata: opts.metadata }),
    }
    const s = this.createSession(params)
    if (opts.paymentLink) s.payment_link = newId('plink')
    return this.pay(s.id)
  }

  /** The customer pays by a delayed method (pre-authorized debit): complete, not yet paid. */
  payDelayed(id: string, request: EventRequest = { id: null, idempotency_key: null }): Obj {
    const s = this.openSession(id)
    const pi = this.paymentIntentFor(s, request, 'acss_debit')
    const ch = this.charge(pi, s, 'pending', 'acss_debit')
    Object.assign(pi, { status: 'processing', latest_charge: ch.id, payment_method: ch.payment_method, last_payment_error: null }) // prettier-ignore
    this.complete(s, false)
    this.emit('charge.pending', ch, undefined, request)
    this.emit('payment_intent.processing', pi, undefined, request)
    this.emit('checkout.session.completed', s, undefined, request)
    return s
  }

  // ---- customers, saved cards and off-session payments ------------------------------------

  /** POST /v1/customers: a Customer (its e-mail, name, metadata). */
  createCustomer(params: FormObject): Obj {
    rejectUnknown(params, ['description', 'email', 'expand', 'metadata', 'name', 'phone', 'preferred_locales'])
    const email = str(params, 'email', { max: 512 }) ?? null
    if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw invalidRequest(`Invalid email address: ${email}`, 'email', 'email_invalid')
    }
    const customer = this.put({
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params, 'description', { max: 350 }) ?? null,
      email,
      invoice_prefix: secretPart().slice(0, 8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadata(params) ?? {},
      name: str(params, 'name', { max: 256 }) ?? null,
      phone: str(params, 'phone', { max: 20 }) ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    })
    this.emit('customer.created', customer)
    return customer
  }

  /**
   * After a Checkout paid by card: with `setup_future_usage`, the card becomes a PaymentMethod
   * attached to the session's Customer (given, or made by Checkout with `customer_creation:
   * always`), as Stripe does; without a Customer it stays unattached and cannot be reused.
   */
  private saveCard(s: Obj, pi: Obj, ch: Obj, request: EventRequest): void {
    const usage = this.sessions.get(s.id)?.paymentIntentData.setup_future_usage ?? null
    let customer: string | null = s.customer
    if (customer === null && usage !== null && s.customer_creation === 'always') {
      customer = this.createCustomer({ email: s.customer_email ?? 'customer@example.com' }).id
      s.customer = customer
    }
    const card = ch.payment_method_details.card
    const pm = this.put({
      id: ch.payment_method,
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: ch.billing_details,
      card: {
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        display_brand: card.brand,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: 'Xt5EWLLDS7FJjR1c',
        funding: card.funding,
        generated_from: null,
        last4: card.last4,
        networks: { available: ['visa'], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: this.now(),
      customer: usage !== null ? customer : null,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    })
    Object.assign(pi, { customer, setup_future_usage: usage })
    ch.customer = customer
    if (pm.customer) this.emit('payment_method.attached', pm, undefined, request)
  }

  /** What the next off-session confirmation of a saved card does, by PaymentMethod id (the control API). */
  private readonly offSessionOutcomes = new Map<string, OffSessionOutcome[]>()

  /** Makes the next off-session charge of `paymentMethod` fail as Stripe answers it (once per call). */
  failNextOffSession(paymentMethod: string, outcome: OffSessionOutcome): void {
    this.get('payment_method', paymentMethod, 'payment_method')
    this.offSessionOutcomes.set(paymentMethod, [...(this.offSessionOutcomes.get(paymentMethod) ?? []), outcome])
  }

  /**
   * POST /v1/payment_intents: a PaymentIntent, confirmed at once with `confirm`; `off_session`
   * charges a saved card without the customer: it succeeds, or fails as Stripe answers off-session
   * (402 card_error with the PaymentIntent: `card_declined`, or `authentication_required` with
   * status `requires_payment_method`, or `requires_action` when asked). A PaymentMethod attached
   * to a Customer is usable only with that Customer.
   */
  createPaymentIntent(params: FormObject): Obj {
    rejectUnknown(params, [
      'amount', 'confirm', 'currency', 'customer', 'description', 'error_on_requires_action', 'expand', 'metadata',
      'off_session', 'payment_method', 'payment_method_types', 'receipt_email', 'setup_future_usage',
      'statement_descriptor', 'statement_descriptor_suffix',
    ]) // prettier-ignore
    const amount = int(params, 'amount', { required: true, min: 1 })!
    const currency = str(params, 'currency', { required: true })!.toLowerCase()
    const minimum = MINIMUM_CHARGE[currency]
    if (minimum !== undefined && amount < minimum) {
      throw invalidRequest(`Amount must be at least ${money(minimum)} ${currency}`, 'amount', 'amount_too_small')
    }
    const customer = str(params, 'customer') ?? null
    if (customer !== null) this.get('customer', customer, 'customer')
    const pmId = str(params, 'payment_method') ?? null
    const pm = pmId === null ? undefined : this.get('payment_method', pmId, 'payment_method')
    if (pm && pm.customer !== null && pm.customer !== customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${pmId} does not belong to the Customer ${customer ?? '(none)'}.`,
        'payment_method',
      )
    }
    if (pm && pm.customer === null) {
      throw invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        'payment_method',
      )
    }
    const confirm = bool(params, 'confirm') ?? false
    const offSession = str(params, 'off_session')
    if (offSession !== undefined && !confirm) {
      throw invalidRequest('off_session can only be used when confirm=true.', 'off_session')
    }
    if (confirm && !pm) throw invalidRequest('You must provide a payment method to confirm this PaymentIntent.', 'payment_method') // prettier-ignore
    const id = newId('pi')
    const pi = this.put({
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${secretPart()}`,
      confirmation_method: 'automatic',
      created: this.now(),
      currency,
      customer,
      customer_account: null,
      description: str(params, 'description', { max: 1000 }) ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: metadata(params) ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: pmId,
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: str(params, 'receipt_email') ?? null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: str(params, 'statement_descriptor', { max: 22 }) ?? null,
      statement_descriptor_suffix: str(params, 'statement_descriptor_suffix', { max: 22 }) ?? null,
      status: confirm ? 'processing' : 'requires_confirmation',
      transfer_data: null,
      transfer_group: null,
    })
    this.emit('payment_intent.created', pi)
    if (!confirm) return pi
    const session = { customer_email: pm!.billing_details?.email ?? null }
    const queued = this.offSessionOutcomes.get(pmId!) ?? []
    const outcome = queued.shift()
    if (outcome) {
      const ch = outcome.code === 'card_declined' ? this.charge(pi, session, 'failed', 'card') : undefined
      if (ch) Object.assign(ch, { payment_method: pmId, customer })
      const error = {
        ...(ch && { charge: ch.id }),
        code: outcome.code,
        ...(outcome.code === 'card_declined' && { decline_code: 'generic_decline' }),
        doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replace(/_/g, '-')}`,
        message:
          outcome.code === 'card_declined'
            ? 'Your card was declined.'
            : 'Your card was declined. This transaction requires authentication.',
        payment_method: this.render(pm!, []),
        type: 'card_error',
      }
      const requiresAction = outcome.code === 'authentication_required' && outcome.status === 'requires_action'
      Object.assign(pi, {
        status: requiresAction ? 'requires_action' : 'requires_payment_method',
        latest_charge: ch?.id ?? null,
        last_payment_error: error,
        next_action: requiresAction
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' } }
          : null,
      })
      if (ch) this.emit('charge.failed', ch)
      this.emit(requiresAction ? 'payment_intent.requires_action' : 'payment_intent.payment_failed', pi)
      throw new StripeApiError(402, { ...error, payment_intent: this.render(pi, []) } as never)
    }
    const ch = this.charge(pi, session, 'succeeded', 'card')
    Object.assign(ch, { payment_method: pmId, customer })
    Object.assign(pi, { status: 'succeeded', amount_received: amount, latest_charge: ch.id })
    this.emit('charge.succeeded', ch)
    this.emit('payment_intent.succeeded', pi)
    return pi
  }

  /** The card is declined: the session stays open, its payment intent waits for another method. */
  decline(id: string, request: EventRequest = { id: null, idempotency_key: null }): Obj {
    const s = this.openSession(id)
    const pi = this.paymentIntentFor(s, request, 'card')
    const ch = this.charge(pi, s, 'failed', 'card')
    Object.assign(pi, {
      status: 'requires_payment_method',
      latest_charge: ch.id,
      payment_method: null,
      last_payment_error: {
        charge: ch.id,
        code: 'card_declined',
        decline_code: 'generic_decline',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        message: 'Your card was declined.',
        type: 'card_error',
      },
    })
    this.emit('charge.failed', ch, undefined, request)
    this.emit('payment_intent.payment_failed', pi, undefined, request)
    return s
  }

  private delayedSession(id: string): { s: Obj; pi: Obj; ch: Obj } {
    const s = this.get('checkout.session', id)
    const pi = s.payment_intent ? this.objects.get(s.payment_intent) : undefined
    const ch = pi?.latest_charge ? this.objects.get(pi.latest_charge) : undefined
    if (s.status !== 'complete' || s.payment_status !== 'unpaid' || !pi || pi.status !== 'processing' || !ch) {
      throw invalidRequest(`Checkout Session ${id} has no delayed payment in progress.`)
    }
    return { s, pi, ch }
  }

  asyncSucceed(id: string, request: EventRequest = { id: null, idempotency_key: null }): Obj {
    const { s, pi, ch } = this.delayedSession(id)
    Object.assign(ch, { status: 'succeeded', paid: true, captured: true, amount_captured: ch.amount, balance_transaction: newId('txn') }) // prettier-ignore
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount })
    s.payment_status = 'paid'
    this.emit('charge.succeeded', ch, undefined, request)
    this.emit('payment_intent.succeeded', pi, undefined, request)
    this.emit('checkout.session.async_payment_succeeded', s, undefined, request)
    return s
  }

  asyncFail(id: string, request: EventRequest = { id: null, idempotency_key: null }): Obj {
    const { s, pi, ch } = this.delayedSession(id)
    Object.assign(ch, {
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_message: "The customer's account has insufficient funds to cover this payment.",
    })
    Object.assign(pi, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        charge: ch.id,
        code: 'insufficient_funds',
        doc_url: 'https://stripe.com/docs/error-codes/insufficient-funds',
        message: "The customer's account has insufficient funds to cover this payment.",
        type: 'card_error',
      },
    })
    this.emit('charge.failed', ch, undefined, request)
    this.emit('payment_intent.payment_failed', pi, undefined, request)
    this.emit('checkout.session.async_payment_failed', s, undefined, request)
    return s
  }

  /** A pending charge fails (the bank refuses the debit): the session's async failure. */
  failCharge(chargeId: string): Obj {
    const ch = this.get('charge', chargeId)
    const session = this.ids('checkout.session')
      .map((id) => this.objects.get(id)!)
      .find((s) => s.payment_intent === ch.payment_intent)
    if (ch.status !== 'pending' || !session) throw invalidRequest(`Charge ${chargeId} is not pending.`)
    this.asyncFail(session.id)
    return ch
  }

  dispute(chargeId: string, opts: { reason?: string; amount?: number } = {}): Obj {
    const ch = this.get('charge', chargeId)
    if (ch.status !== 'succeeded') throw invalidRequest(`Charge ${chargeId} has not succeeded: it cannot be disputed.`)
    const created = this.now()
    const dp = this.put({
      id: newId('dp'),
      object: 'dispute',
      amount: opts.amount ?? ch.amount - ch.amount_refunded,
      balance_transactions: [],
      charge: ch.id,
      created,
      currency: ch.currency,
      enhanced_eligibility_types: [],
      evidence: {},
      evidence_details: {
        due_by: created + 7 * 86400,
        enhanced_eligibility: {},
        has_evidence: false,
        past_due: false,
        submission_count: 0,
        submission_method: 'not_submitted',
      },
      intended_submission_method: null,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: ch.payment_intent,
      payment_method_details: { card: { brand: 'visa', case_type: 'chargeback', network_reason_code: '10.4' }, type: 'card' }, // prettier-ignore
      reason: opts.reason ?? 'fraudulent',
      status: 'needs_response',
    })
    ch.disputed = true
    this.emit('charge.dispute.created', dp)
    // A refund still pending when its charge is disputed fails: the dispute takes the money back.
    for (const id of this.ids('refund')) {
      const refund = this.objects.get(id)!
      if (refund.charge === ch.id && (refund.status === 'pending' || refund.status === 'requires_action')) {
        this.endRefund(refund, 'failed', 'charge_for_pending_refund_disputed')
      }
    }
    return dp
  }

  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Obj {
    const dp = this.get('dispute', disputeId)
    const previous = { status: dp.status }
    dp.status = outcome
    this.emit('charge.dispute.closed', dp, previous)
    return dp
  }

  // ---- refunds -----------------------------------------------------------------------------

  createRefund(params: FormObject): Obj {
    rejectUnknown(params, [
      'amount', 'charge', 'currency', 'customer', 'expand', 'instructions_email', 'metadata', 'origin', 'payment_intent',
      'reason', 'refund_application_fee', 'reverse_transfer',
    ]) // prettier-ignore
    const chargeId = str(params, 'charge')
    const piId = str(params, 'payment_intent')
    let ch: Obj
    if (piId) {
      const pi = this.get('payment_intent', piId, 'payment_intent')
      const latest = pi.latest_charge ? this.objects.get(pi.latest_charge) : undefined
      if (!latest || latest.status !== 'succeeded') {
        throw invalidRequest(
          `This PaymentIntent (${piId}) does not have a successful charge to refund.`,
          'payment_intent',
        )
      }
      if (chargeId && chargeId !== latest.id) {
        throw invalidRequest(`The charge ${chargeId} does not belong to the PaymentIntent ${piId}.`, 'charge')
      }
      ch = latest
    } else if (chargeId) {
      ch = this.get('charge', chargeId, 'charge')
      if (ch.status !== 'succeeded')
        throw invalidRequest(`Charge ${chargeId} has not succeeded: it cannot be refunded.`, 'charge')
    } else {
      throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.')
    }
    if (ch.disputed) {
      throw invalidRequest(
        `Charge ${ch.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      )
    }
    const remaining = ch.amount - ch.amount_refunded
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${ch.id} has already been refunded.`, undefined, 'charge_already_refunded')
    }
    const amount = int(params, 'amount', { min: 1 }) ?? remaining
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(remaining)})`,
        'amount',
      )
    }
    const reason = oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null
    const instructionsEmail = str(params, 'instructions_email')
    const status = this.refundStatus
    const created = this.now()
    const refund = this.put({
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: ch.id,
      created: this.now(),
      currency: ch.currency,
      customer: null,
      customer_account: null,
      destination_details: {
        card: {
          reference: null,
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
        type: 'card',
      },
      metadata: metadata(params) ?? {},
      payment_intent: ch.payment_intent,
      payment_method: ch.payment_method,
      reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status,
      transfer_reversal: null,
      ...(status === 'pending' && { pending_reason: 'processing' }),
      ...(status === 'requires_action' && {
        instructions_email: instructionsEmail ?? ch.billing_details?.email ?? null,
        next_action: {
          display_details: {
            email_sent: { email_sent_at: created, email_sent_to: instructionsEmail ?? ch.billing_details?.email ?? '' },
            expires_at: created + 45 * 86400,
          },
          type: 'display_details',
        },
      }),
    })
    const previous = { amount_refunded: ch.amount_refunded, refunded: ch.refunded }
    ch.amount_refunded += amount
    ch.refunded = ch.amount_refunded === ch.amount
    this.emit('refund.created', refund)
    this.emit('charge.refunded', ch, previous)
    if (status === 'succeeded') {
      // A card refund's reference number (ARN) arrives after the answer: refund.updated.
      this.later(() => {
        const before = clone(refund.destination_details)
        refund.destination_details.card.reference = Array.from({ length: 23 }, () =>
          Math.floor(Math.random() * 10),
        ).join('')
        refund.destination_details.card.reference_status = 'available'
        this.emit('refund.updated', refund, { destination_details: before }, { id: null, idempotency_key: null })
        this.emit('charge.refund.updated', refund, { destination_details: before }, { id: null, idempotency_key: null })
      })
    }
    return refund
  }

  /**
   * A refund reaches its end, as Stripe settles it: a pending (or requires_action) one succeeds,
   * fails or is canceled, and a succeeded one may still fail later (the card's issuer returns it,
   * up to 30 days after). refund.updated and charge.refund.updated, and refund.failed for a
   * failure; a failed or canceled refund gives its money back to the charge.
   */
  settleRefund(id: string, outcome: 'succeeded' | 'failed' | 'canceled'): Obj {
    const refund = this.get('refund', id)
    const open = refund.status === 'pending' || refund.status === 'requires_action'
    if (!open && !(refund.status === 'succeeded' && outcome === 'failed')) {
      throw invalidRequest(`Refund ${id} is ${refund.status}: it cannot become ${outcome}.`)
    }
    if (outcome === 'succeeded') {
      const previous = { status: refund.status }
      refund.status = 'succeeded'
      delete refund.pending_reason
      delete refund.next_action
      this.emit('refund.updated', refund, previous)
      this.emit('charge.refund.updated', refund, previous)
      return refund
    }
    return this.endRefund(refund, outcome, outcome === 'failed' ? 'expired_or_canceled_card' : undefined)
  }

  /** A refund failed or canceled: its money back on the charge, and the events Stripe sends. */
  private endRefund(refund: Obj, outcome: 'failed' | 'canceled', failureReason?: string): Obj {
    const previous = { status: refund.status }
    refund.status = outcome
    delete refund.pending_reason
    delete refund.next_action
    const ch = this.objects.get(refund.charge)!
    ch.amount_refunded -= refund.amount
    ch.refunded = ch.amount_refunded === ch.amount
    if (outcome === 'failed') {
      refund.failure_reason = failureReason ?? 'unknown'
      refund.failure_balance_transaction = newId('txn')
      this.emit('refund.failed', refund, previous)
    }
    this.emit('refund.updated', refund, previous)
    this.emit('charge.refund.updated', refund, previous)
    return refund
  }

  /** POST /v1/refunds/:id/cancel: only a refund waiting for the customer's action can be canceled. */
  cancelRefund(id: string, params: FormObject): Obj {
    rejectUnknown(params, ['expand'])
    const refund = this.get('refund', id)
    if (refund.status !== 'requires_action') {
      throw invalidRequest(
        `You can only cancel refunds with a status of requires_action; this refund is ${refund.status}.`,
      )
    }
    return this.endRefund(refund, 'canceled')
  }

  listRefunds(params: FormObject): Obj {
    rejectUnknown(params, ['charge', 'created', 'ending_before', 'expand', 'limit', 'payment_intent', 'starting_after'])
    const pi = str(params, 'payment_intent')
    const charge = str(params, 'charge')
    return this.page(
      this.ids('refund'),
      params,
      '/v1/refunds',
      (r) => (pi === undefined || r.payment_intent === pi) && (charge === undefined || r.charge === charge),
    )
  }

  listEvents(params: FormObject): Obj {
    rejectUnknown(params, ['created', 'delivery_success', 'ending_before', 'expand', 'limit', 'starting_after', 'type', 'types']) // prettier-ignore
    const type = str(params, 'type')
    const types = (asArray(params.types, 'types') ?? []).filter((t): t is string => typeof t === 'string')
    const matches = (t: string) => {
      if (type !== undefined) {
        const re = new RegExp(`^${type.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`)
        if (!re.test(t)) return false
      }
      return types.length === 0 || types.includes(t)
    }
    // Delivered to every endpoint that wanted it: no webhook pending.
    const delivered = bool(params, 'delivery_success')
    return this.page(
      this.ids('event'),
      params,
      '/v1/events',
      (e) => matches(e.type) && (delivered === undefined || (e.pending_webhooks === 0) === delivered),
    )
  }

  expandOf(params: FormObject): string[] {
    return expandPaths(params)
  }
}
