/**
 * Proposals through their calls, as the dashboard and the client's page make them: create (totals,
 * schedule, every refusal naming its field, nothing stored), send (frozen contract, e-mail, link),
 * the client's read (viewed, French and English), signing (name, consent, PNG, strict body, 30 at
 * once → one Checkout), withdraw and expiry (410), tokens of any shape (404 saying nothing), the
 * pay link, and the first installment paid through Stripe's webhook booking the proposal.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { execute } from '@/lib/db/statements'
import { studioDate } from '@/lib/calendar/studio-time'
import type { ReceiptDocument } from '@/lib/receipts/document'
import { seedContractTemplates } from '@/seed'
import type { StripeFake } from '@root/tests/fakes/stripe'
import { chunk, dataUrl, makePng } from '@root/tests/helpers/png'

import { bearer } from './helpers/admin'
import { api, apiJson } from './helpers/api'
import { nextIp, uid } from './helpers/public'
import { setTaxNumbers, startPaymentsSuite } from './helpers/stripe'

let payload: Awaited<ReturnType<typeof startPaymentsSuite>>['payload']
let fake: StripeFake
let close: () => Promise<void>
let token: string
let templateId: number

const day = (offsetDays: number) => studioDate(new Date(Date.now() + offsetDays * 86_400_000))
const EVENT = day(200)

const admin = (path: string, options: { method?: string; json?: unknown } = {}) =>
  apiJson(path, { ...options, headers: bearer(token), ip: '10.9.0.1' })

/** 2 × $1,500.00 and 1 × $449.99: $3,449.99 before tax. */
const ITEMS = [
  { label: { fr: 'Couverture du mariage (heures)', en: 'Wedding coverage (hours)' }, quantity: 2, unitAmount: 150_000 },
  { label: { fr: 'Album', en: 'Album' }, quantity: 1, unitAmount: 44_999 },
]

const proposal = (overrides: Record<string, unknown> = {}) => ({
  client: { name: 'Josée Tremblay-Gagnon', email: `josee-${uid()}@client.test`, locale: 'fr' },
  event: { date: EVENT, location: 'Château Ramezay, Montréal' },
  items: ITEMS,
  contractTemplate: templateId,
  schedule: [
    { due: 'signing', percent: 30 },
    { due: day(100), percent: 40 },
    { due: day(190), rest: true },
  ],
  autopay: false,
  ...overrides,
})

const proposalCount = async () => Number((await execute(payload, sql`SELECT count(*) AS n FROM proposals`))[0]!.n)

async function sentProposal(overrides: Record<string, unknown> = {}) {
  const created = await admin('/api/admin/proposals', { method: 'POST', json: proposal(overrides) })
  expect(created.status).toBe(201)
  const sent = await admin(`/api/admin/proposals/${created.data.id}/send`, { method: 'POST', json: {} })
  expect(sent.status).toBe(200)
  const link = String(sent.data.url).split('/proposals/')[1]!
  return { id: created.data.id as number, link, created: created.data, url: sent.data.url as string }
}

const signature = () => dataUrl(makePng())
const signBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Josée Tremblay-Gagnon',
  signature: signature(),
  consent: true,
  language: 'fr',
  ...overrides,
})
const sign = (link: string, json: unknown, ip = nextIp()) =>
  apiJson(`/api/proposals/${link}/sign`, {
    method: 'POST',
    json,
    ip,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) test' },
  })

const checkoutsCreated = () => fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')

beforeAll(async () => {
  ;({ payload, fake, close, token } = await startPaymentsSuite())
  await seedContractTemplates(payload)
  const { docs } = await payload.find({
    collection: 'contract-templates',
    where: { key: { equals: 'photography-services' } },
    overrideAccess: true,
  })
  templateId = docs[0]!.id
}, 120_000)

afterAll(async () => {
  await close?.()
})

beforeEach(async () => {
  await setTaxNumbers(payload, true)
})

describe('POST /api/admin/proposals', () => {
  it('answers 201 with the totals taxed as receipts are and installments that add up to the cent', async () => {
    const res = await admin('/api/admin/proposals', { method: 'POST', json: proposal() })
    expect(res.status).toBe(201)
    // 344 999 cents: GST 5 % = 17 249.95 → 17 250; QST 9.975 % = 34 413.65 → 34 414.
    expect(res.data).toMatchObject({ status: 'draft', subtotal: 344_999, gst: 17_250, qst: 34_414, total: 396_663 })
    // 30 % of 396 663 = 118 998.9 → 118 999; 40 % = 158 665.2 → 158 665; the rest 118 999.
    expect(res.data.installments.map((i: { due: string; amount: number }) => [i.due, i.amount])).toEqual([
      ['signing', 118_999],
      [day(100), 158_665],
      [day(190), 118_999],
    ])
    const sum = (key: 'subtotal' | 'gst' | 'qst') =>
      res.data.installments.reduce((s: number, i: Record<string, number>) => s + i[key]!, 0)
    expect([sum('subtotal'), sum('gst'), sum('qst')]).toEqual([344_999, 17_250, 34_414])
  })

  it('charges no tax when the studio has no tax numbers', async () => {
    await setTaxNumbers(payload, false)
    const res = await admin('/api/admin/proposals', { method: 'POST', json: proposal() })
    expect(res.status).toBe(201)
    expect(res.data).toMatchObject({ subtotal: 344_999, gst: 0, qst: 0, total: 344_999 })
  })

  it.each([
    [
      'a schedule over 100 %',
      {
        schedule: [
          { due: 'signing', percent: 60 },
          { due: 'signing', percent: 50 },
          { due: day(10), rest: true },
        ],
      },
      'schedule.1',
    ],
    [
      'a schedule that reaches 100 % before its remainder',
      {
        schedule: [
          { due: 'signing', percent: 100 },
          { due: day(10), rest: true },
        ],
      },
      'schedule.0',
    ],
    [
      'a schedule without its remainder',
      {
        schedule: [
          { due: 'signing', percent: 30 },
          { due: day(10), percent: 70 },
        ],
      },
      'schedule.1.rest',
    ],
    [
      'a remainder that is not last',
      {
        schedule: [
          { due: 'signing', rest: true },
          { due: day(10), percent: 70 },
        ],
      },
      'schedule.0.rest',
    ],
    [
      'an installment due after the event',
      {
        schedule: [
          { due: 'signing', percent: 30 },
          { due: day(201), rest: true },
        ],
      },
      'schedule.1.due',
    ],
    [
      'an installment due in the past',
      {
        schedule: [
          { due: day(-1), percent: 30 },
          { due: day(10), rest: true },
        ],
      },
      'schedule.0.due',
    ],
    [
      'an installment N days before the event that is past',
      {
        schedule: [
          { due: 'signing', percent: 30 },
          { daysBeforeEvent: 400, rest: true },
        ],
      },
      'schedule.1.due',
    ],
    ['a negative unit amount', { items: [{ ...ITEMS[0], unitAmount: -5 }] }, 'items.0.unitAmount'],
    ['a unit amount in dollars', { items: [{ ...ITEMS[0], unitAmount: 1500.5 }] }, 'items.0.unitAmount'],
    ['a unit amount as text', { items: [{ ...ITEMS[0], unitAmount: '1500' }] }, 'items.0.unitAmount'],
    ['a quantity of three decimals', { items: [{ ...ITEMS[0], quantity: 1.125 }] }, 'items.0.quantity'],
    ['an item without its English label', { items: [{ ...ITEMS[0], label: { fr: 'Album' } }] }, 'items.0.label.en'],
    ['an event in the past', { event: { date: day(-3), location: '' } }, 'event.date'],
    ['a template that does not exist', { contractTemplate: 999_999 }, 'contractTemplate'],
    ['a client without e-mail', { client: { name: 'A B', locale: 'fr' } }, 'client.email'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, field) => {
    const before = await proposalCount()
    const res = await admin('/api/admin/proposals', { method: 'POST', json: proposal(overrides) })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('VALIDATION_FAILED')
    expect(Object.keys(res.data.fieldErrors)).toContain(field)
    expect(await proposalCount()).toBe(before)
  })

  it('refuses an installment under Stripe’s minimum charge, in the caller’s language', async () => {
    const before = await proposalCount()
    const stripeCalls = fake.requests().length
    const res = await apiJson('/api/admin/proposals?locale=fr', {
      method: 'POST',
      json: proposal({
        schedule: [
          { due: 'signing', amount: 49 },
          { due: day(10), rest: true },
        ],
      }),
      headers: bearer(token),
    })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('AMOUNT_TOO_SMALL')
    expect(res.data.message).toMatch(/0,50/)
    expect(await proposalCount()).toBe(before)
    // Refused before any call to Stripe.
    expect(fake.requests()).toHaveLength(stripeCalls)
  })

  it('is prefilled from an inquiry (client and event) when its id is given', async () => {
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: {
        name: 'Marc-André Roy',
        email: `marc-${uid()}@client.test`,
        message: 'Mariage en juin, 150 invités.',
        eventDate: EVENT,
        venue: 'Domaine Cataraqui',
        locale: 'fr',
      } as never,
      overrideAccess: true,
    })
    const body: Record<string, unknown> = proposal({ inquiry: inquiry.id })
    delete body.client
    delete body.event
    const res = await admin('/api/admin/proposals', { method: 'POST', json: body })
    expect(res.status).toBe(201)
    const read = await admin(`/api/admin/proposals/${res.data.id}`)
    expect(read.data).toMatchObject({
      client: { name: 'Marc-André Roy', email: inquiry.email, locale: 'fr' },
      event: { date: EVENT, location: 'Domaine Cataraqui' },
      inquiry: inquiry.id,
    })
    const missing = await admin('/api/admin/proposals', { method: 'POST', json: { ...body, inquiry: 999_999 } })
    expect(missing.status).toBe(404)
  })

  it('needs the administrator', async () => {
    const res = await apiJson('/api/admin/proposals', { method: 'POST', json: proposal() })
    expect(res.status).toBe(401)
  })
})

describe('sending, the client’s read, withdraw and expiry', () => {
  it('sends: a private link in the client’s language, the contract frozen, the studio signing by sending', async () => {
    const { id, link, url } = await sentProposal()
    expect(url).toMatch(/\/fr\/proposals\/[A-Za-z0-9_-]{43}$/)
    const [stored] = await execute(payload, sql`SELECT token_hash, contract FROM proposals WHERE id = ${id}`)
    // Only the link's hash is kept.
    expect(JSON.stringify(stored)).not.toContain(link)
    const mails = await payload.find({
      collection: 'outbox',
      where: { to: { equals: (await admin(`/api/admin/proposals/${id}`)).data.client.email } },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.locale).toBe('fr')
    expect(mails.docs[0]!.text).toContain(url)
    expect(mails.docs[0]!.subject).toMatch(/Votre proposition/)
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.status).toBe('sent')
    expect(read.data.studio).toMatchObject({ legalName: 'Studio Lumière inc.' })
    expect(read.data.audit.map((e: { event: string }) => e.event)).toEqual(['created', 'sent'])
  })

  it('the first read marks it viewed and shows both languages, French first, with their SHA-256', async () => {
    const { id, link } = await sentProposal()
    const first = await apiJson(`/api/proposals/${link}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.data).toMatchObject({ status: 'viewed', client: { name: 'Josée Tremblay-Gagnon' }, total: 396_663 })
    expect(first.data.client.email).toBeUndefined()
    expect(Object.keys(first.data.contract)).toEqual(['fr', 'en', 'sha256'])
    expect(first.data.contract.fr.html).toContain('Josée Tremblay-Gagnon')
    expect(first.data.contract.sha256.fr).toMatch(/^[0-9a-f]{64}$/)
    expect(first.data.contract.sha256.fr).not.toBe(first.data.contract.sha256.en)
    expect(first.data.installments[0]).toMatchObject({ due: 'signing', amount: 118_999, status: 'due' })
    await apiJson(`/api/proposals/${link}`)
    const audit = (await admin(`/api/admin/proposals/${id}`)).data.audit.map((e: { event: string }) => e.event)
    expect(audit).toEqual(['created', 'sent', 'viewed'])
  })

  it('answers the same 404 to tokens of any shape', async () => {
    const { link } = await sentProposal()
    const tokens = [
      '',
      'x',
      'A'.repeat(500),
      // A literal ../ never reaches the route: URLs are normalized before routing (by the client too).
      '..%2F..%2F',
      '%2E%2E%2F',
      '%00',
      `${link.slice(0, 42)}%00`,
      '🙂'.repeat(22),
      'ﬁ'.repeat(43),
      link.slice(0, 42),
      `${link}A`,
      link.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      'A'.repeat(43),
      '%00'.repeat(20),
      '..%2F..%2Fetc%2Fpasswd',
      'ü'.repeat(43),
      'A'.repeat(5000),
      "1' OR '1'='1",
    ]
    const bodies = new Set<string>()
    for (const t of tokens) {
      // A fresh address each: the public calls' rate limit is not what this looks at.
      const res = await apiJson(`/api/proposals/${t}`, { ip: nextIp() })
      expect(res.status, t).toBe(404)
      bodies.add(JSON.stringify(res.data))
      const signed = await sign(t, signBody())
      expect(signed.status, t).toBe(404)
      bodies.add(JSON.stringify(signed.data))
      const pay = await apiJson(`/api/proposals/${t}/pay`, { method: 'POST', json: {}, ip: nextIp() })
      expect(pay.status, t).toBe(404)
      bodies.add(JSON.stringify(pay.data))
      const pdf = await apiJson(`/api/proposals/${t}/contract.pdf`, { ip: nextIp() })
      expect(pdf.status, t).toBe(404)
      bodies.add(JSON.stringify(pdf.data))
    }
    // One body for every shape and every call: the links' own 404, never the router's naming the path.
    expect([...bodies].map((b) => JSON.parse(b))).toEqual([
      { error: 'NOT_FOUND', message: 'This link does not lead to a proposal.' },
    ])
  })

  it('withdrawn: 410 on the link, and no signature', async () => {
    const { id, link } = await sentProposal()
    const res = await admin(`/api/admin/proposals/${id}/withdraw`, { method: 'POST', json: {} })
    expect(res).toMatchObject({ status: 200, data: { status: 'withdrawn' } })
    expect((await apiJson(`/api/proposals/${link}`)).status).toBe(410)
    const signed = await sign(link, signBody())
    expect(signed.status).toBe(410)
    expect(signed.data.error).toBe('PROPOSAL_WITHDRAWN')
  })

  it('expired: 410 on the link once its expiry passes', async () => {
    const { id, link } = await sentProposal()
    await execute(payload, sql`UPDATE proposals SET expires_at = now() - interval '1 second' WHERE id = ${id}`)
    const signed = await sign(link, signBody())
    expect(signed.status).toBe(410)
    expect((await apiJson(`/api/proposals/${link}`)).data.error).toBe('PROPOSAL_EXPIRED')
    expect((await admin(`/api/admin/proposals/${id}`)).data.status).toBe('expired')
  })

  it('a template with an unknown merge field: the preview shows it, and sending is refused', async () => {
    const tpl = await payload.create({
      collection: 'contract-templates',
      locale: 'fr',
      data: {
        title: 'Essai',
        body: (
          await payload.findByID({
            collection: 'contract-templates',
            id: templateId,
            locale: 'fr',
            overrideAccess: true,
          })
        ).body,
        cancellationTerms: 'Aucune.',
      } as never,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'contract-templates',
      id: tpl.id,
      locale: 'en',
      data: {
        title: 'Trial',
        body: (
          await payload.findByID({
            collection: 'contract-templates',
            id: templateId,
            locale: 'en',
            overrideAccess: true,
          })
        ).body,
        cancellationTerms: 'None.',
      } as never,
      overrideAccess: true,
    })
    // The CMS refuses such a save; a template edited elsewhere (an import, the database) may still hold one.
    await execute(
      payload,
      sql`UPDATE contract_templates_locales SET body = replace(body::text, '{{client.name}}', '{{client.nom}}')::jsonb
           WHERE _parent_id = ${tpl.id}`,
    )
    const created = await admin('/api/admin/proposals', {
      method: 'POST',
      json: proposal({ contractTemplate: tpl.id }),
    })
    expect(created.status).toBe(201)
    const read = await admin(`/api/admin/proposals/${created.data.id}`)
    expect(read.data.contract.preview.unknownFields).toEqual(['client.nom'])
    const sent = await admin(`/api/admin/proposals/${created.data.id}/send`, { method: 'POST', json: {} })
    expect(sent.status).toBe(409)
    expect(sent.data).toMatchObject({ error: 'TEMPLATE_UNKNOWN_FIELDS', unknownFields: ['client.nom'] })
    expect((await admin(`/api/admin/proposals/${created.data.id}`)).data.status).toBe('draft')
  })
})

describe('POST /api/proposals/{token}/sign', () => {
  it.each([
    ['another name', { name: 'Julie Tremblay' }, 'name'],
    ['no consent', { consent: false }, 'consent'],
    ['a body naming an amount', { amount: 100 }, undefined],
    ['a GIF', { signature: dataUrl(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/png') }, 'signature'],
    [
      'a PNG with a script after its end',
      { signature: dataUrl(makePng({ after: Buffer.from('<script>alert(1)</script>') })) },
      'signature',
    ],
    [
      'a PNG with a script in a text chunk',
      { signature: dataUrl(makePng({ extra: [chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>'))] })) },
      'signature',
    ],
    [
      'HTML announced as a PNG',
      {
        signature: `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
      },
      'signature',
    ],
    ['a PNG over 200 KB', { signature: dataUrl(makePng({ width: 300, height: 200, noise: true })) }, 'signature'],
    [
      'an SVG',
      { signature: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` },
      'signature',
    ],
    ['another language', { language: 'de' }, 'language'],
  ])('refuses %s with a 400, signing nothing', async (_, overrides, field) => {
    const { id, link } = await sentProposal()
    const res = await sign(link, signBody(overrides))
    expect(res.status).toBe(400)
    if (field) expect(Object.keys(res.data.fieldErrors)).toContain(field)
    expect((await admin(`/api/admin/proposals/${id}`)).data.status).toBe('sent')
  })

  it('answers 413 to a body far over the limit', async () => {
    const { link } = await sentProposal()
    const res = await sign(link, signBody({ signature: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}` }))
    expect(res.status).toBe(413)
  })

  it('signs with the name as typed however it is cased, accented or spaced, and opens Checkout', async () => {
    const { id, link } = await sentProposal()
    const res = await sign(link, signBody({ name: '  josee   TREMBLAY gagnon ', language: 'en' }), '203.0.113.7')
    expect(res.status).toBe(200)
    expect(res.data.status).toBe('signed')
    expect(res.data.checkoutUrl).toMatch(/^http/)
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.status).toBe('signed')
    expect(read.data.signature).toMatchObject({
      name: 'josee   TREMBLAY gagnon',
      language: 'en',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone) test',
    })
    // The English version's hash: the one the client chose, expressly.
    const view = await apiJson(`/api/proposals/${link}`)
    expect(read.data.signature.contractSha256).toBe(view.data.contract.sha256.en)
    expect(view.data.signature.image).toMatch(/^data:image\/png;base64,/)
    expect(read.data.signature.image).toBeUndefined()
    expect(read.data.audit.map((e: { event: string }) => e.event)).toEqual(
      expect.arrayContaining(['language-chosen', 'signed']),
    )
    // Checkout for the first installment, in the client's language.
    const session = checkoutsCreated().at(-1)!
    expect(session.params).toMatchObject({ locale: 'fr-CA', customer_email: read.data.client.email })
    const again = await sign(link, signBody())
    expect(again.status).toBe(409)
  })

  it('30 signatures at once sign once and open one Checkout', async () => {
    const { id, link } = await sentProposal()
    const before = checkoutsCreated().length
    const answers = await Promise.all(Array.from({ length: 30 }, () => sign(link, signBody())))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    expect(checkoutsCreated().length - before).toBe(1)
    const [row] = await execute(payload, sql`SELECT count(*) AS n FROM proposal_signatures WHERE proposal_id = ${id}`)
    expect(Number(row!.n)).toBe(1)
  })
})

describe('paying', () => {
  it('the pay link: 409 before signing; after, the same open Checkout; paid by the webhook, the proposal is booked', async () => {
    const { id, link } = await sentProposal()
    expect((await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })).status).toBe(409)
    const signed = await sign(link, signBody())
    const pay = await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })
    expect(pay.status).toBe(200)
    expect(pay.data.checkoutUrl).toBe(signed.data.checkoutUrl)
    const [payment] = await execute(
      payload,
      sql`SELECT p.checkout_session_id, p.total FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 0`,
    )
    fake.pay(String(payment!.checkout_session_id))
    await fake.webhooksIdle()
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.status).toBe('booked')
    expect(read.data.installments[0].status).toBe('paid')
    expect(read.data.paid).toBe(118_999)
    const list = await admin('/api/admin/proposals')
    expect(list.data.docs.find((d: { id: number }) => d.id === id)).toMatchObject({
      status: 'booked',
      paid: 118_999,
      total: 396_663,
      nextDue: { due: day(100), amount: 158_665 },
    })
    // The next pay call opens Checkout for the second installment.
    const next = await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })
    expect(next.status).toBe(200)
    expect(next.data.checkoutUrl).not.toBe(signed.data.checkoutUrl)
  })
})

describe('an installment’s Checkout', () => {
  it('charges exactly the installment, its price, GST and QST as lines, and its receipt states that share', async () => {
    // The second installment: 40 % of $3,966.63 = $1,586.65, its share $1,379.99 + GST $69.00 + QST $137.66.
    // Stripe's tax rates on $1,379.99 would charge a QST of $137.65: a cent short of the installment.
    const { id, link } = await sentProposal()
    await sign(link, signBody())
    const [first] = await execute(
      payload,
      sql`SELECT p.checkout_session_id FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 0`,
    )
    fake.pay(String(first!.checkout_session_id))
    await fake.webhooksIdle()
    const pay = await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })
    expect(pay.status).toBe(200)
    const [second] = await execute(
      payload,
      sql`SELECT p.id, p.checkout_session_id FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 1`,
    )
    const sessionId = String(second!.checkout_session_id)
    const opened = checkoutsCreated().find((r) => r.params.client_reference_id === String(second!.id))!
    const lines = opened.params.line_items as { price_data: { unit_amount: string }; tax_rates?: unknown }[]
    expect(lines.map((l) => Number(l.price_data.unit_amount))).toEqual([137_999, 6_900, 13_766])
    expect(lines.every((l) => l.tax_rates === undefined)).toBe(true)
    expect(fake.object(sessionId)!.amount_total).toBe(158_665)
    fake.pay(sessionId)
    await fake.webhooksIdle()
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.installments[1].status).toBe('paid')
    expect(read.data.paid).toBe(118_999 + 158_665)
    const receipts = await payload.find({
      collection: 'receipts',
      where: { source: { equals: `payment:${second!.id}` } },
      overrideAccess: true,
    })
    expect(receipts.docs[0]!.document).toMatchObject({ subtotalCents: 137_999, gstCents: 6_900, qstCents: 13_766, totalCents: 158_665 }) // prettier-ignore
    // A payment of its own kind, whose receipt names the proposal and the installment in both languages.
    const [kind] = await execute(payload, sql`SELECT purpose FROM payments WHERE id = ${second!.id}`)
    expect(kind!.purpose).toBe('installment')
    const reference = `P-${String(id).padStart(6, '0')}`
    const document = receipts.docs[0]!.document as unknown as ReceiptDocument
    expect(document.lines.map((l) => l.description)).toEqual([
      { fr: `Proposition ${reference} · versement 2 de 3`, en: `Proposal ${reference} · installment 2 of 3` },
    ])
    expect(document.buyer.name).toBe('Josée Tremblay-Gagnon')
    const listed = await admin('/api/admin/payments')
    expect(listed.data.find((d: { id: number }) => d.id === Number(second!.id))).toMatchObject({ purpose: 'installment' }) // prettier-ignore
  })
})

describe('privacy', () => {
  it('finds and exports the proposals and signatures by the client’s address, and an erasure keeps them, saying so', async () => {
    const { id, link } = await sentProposal()
    await sign(link, signBody(), '198.51.100.4')
    const email = (await admin(`/api/admin/proposals/${id}`)).data.client.email as string
    const found = await admin(`/api/admin/privacy/person?email=${encodeURIComponent(email)}`)
    expect(found.status).toBe(200)
    const kinds = found.data.records.map((r: { kind: string }) => r.kind)
    expect(kinds).toEqual(expect.arrayContaining(['proposal', 'signature']))
    const exported = await apiJson(`/api/admin/privacy/export?email=${encodeURIComponent(email)}&format=json`, {
      headers: bearer(token),
    })
    expect(exported.status).toBe(200)
    const erased = await admin('/api/admin/privacy/erase', { method: 'POST', json: { email, confirm: email } })
    expect(erased.status).toBe(200)
    expect(erased.data.byKind.proposal).toBeUndefined()
    expect(erased.data.matched.map((m: { rule: string }) => m.rule)).toEqual(
      expect.arrayContaining(['proposals-by-email', 'signatures-of-proposals']),
    )
    const [kept] = await execute(
      payload,
      sql`SELECT p.client_email, s.ip FROM proposals p JOIN proposal_signatures s ON s.proposal_id = p.id WHERE p.id = ${id}`,
    )
    expect(kept).toEqual({ client_email: email, ip: '198.51.100.4' })
  })
})

describe('the proposals loop', () => {
  it('expires the sent proposals past their expiry, and only those', async () => {
    const soon = await sentProposal({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })
    const later = await sentProposal()
    const { runProposalsLoop } = await import('@/flows/proposals-loop')
    expect((await runProposalsLoop(payload, new Date(Date.now() + 1_800_000))).expired).not.toContain(soon.id)
    const run = await runProposalsLoop(payload, new Date(Date.now() + 2 * 3_600_000))
    expect(run.expired).toContain(soon.id)
    expect(run.expired).not.toContain(later.id)
    expect((await apiJson(`/api/proposals/${soon.link}`)).status).toBe(410)
    const audit = (await admin(`/api/admin/proposals/${soon.id}`)).data.audit.map((e: { event: string }) => e.event)
    expect(audit.at(-1)).toBe('expired')
  })
})

describe('sending and duplicating judge the dates again', () => {
  /** As if days had passed since it was made: installment `position`'s day becomes `due`. */
  async function moveDue(id: number, position: number, due: string) {
    await execute(
      payload,
      sql`UPDATE proposal_installments SET due_date = ${due}::date WHERE proposal_id = ${id} AND position = ${position}`,
    )
    await execute(
      payload,
      sql`UPDATE proposals SET schedule = jsonb_set(schedule, ${`{${position},due,date}`}::text[], to_jsonb(${due}::text))
           WHERE id = ${id}`,
    )
  }
  const outbox = async () => (await payload.find({ collection: 'outbox', limit: 0, overrideAccess: true })).totalDocs
  const audit = async (id: number) =>
    (await admin(`/api/admin/proposals/${id}`)).data.audit.map((e: { event: string }) => e.event)

  it.each([
    ['now in the past', day(-1)],
    ['after the event', day(201)],
  ])('send: an installment %s is a 400 naming schedule.N.due, and nothing is sent', async (_, due) => {
    const created = await admin('/api/admin/proposals', { method: 'POST', json: proposal() })
    await moveDue(created.data.id, 1, due)
    const mails = await outbox()
    const res = await admin(`/api/admin/proposals/${created.data.id}/send`, { method: 'POST', json: {} })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('VALIDATION_FAILED')
    expect(Object.keys(res.data.fieldErrors)).toEqual(['schedule.1.due'])
    expect(res.data.message).toMatch(/installment 2/)
    const read = await admin(`/api/admin/proposals/${created.data.id}`)
    expect(read.data.status).toBe('draft')
    expect(read.data.contract.frozen).toBe(false)
    expect(await outbox()).toBe(mails)
  })

  it('a resend once an installment is past: 400 in the caller’s language, the link as it was', async () => {
    const { id, link } = await sentProposal()
    await moveDue(id, 1, day(-2))
    const res = await apiJson(`/api/admin/proposals/${id}/send?locale=fr`, {
      method: 'POST',
      json: {},
      headers: bearer(token),
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.data.fieldErrors)).toEqual(['schedule.1.due'])
    expect(res.data.message).toMatch(/versement 2/)
    expect(res.data.fieldErrors['schedule.1.due']).toMatch(/passé/)
    expect((await apiJson(`/api/proposals/${link}`)).status).toBe(200)
    expect(await audit(id)).not.toContain('resent')
  })

  it('duplicate: an installment now past is a 400 naming schedule.N.due, and no copy is made', async () => {
    const { id } = await sentProposal()
    await moveDue(id, 2, day(-1))
    const before = await proposalCount()
    const res = await admin(`/api/admin/proposals/${id}/duplicate`, { method: 'POST', json: {} })
    expect(res.status).toBe(400)
    expect(res.data.error).toBe('VALIDATION_FAILED')
    expect(Object.keys(res.data.fieldErrors)).toEqual(['schedule.2.due'])
    expect(res.data.message).toMatch(/installment 3/)
    expect(await proposalCount()).toBe(before)
    expect(await audit(id)).not.toContain('duplicated')
  })

  it('duplicate: an event now past is a 400 naming event.date; a schedule that still holds is copied', async () => {
    const { id } = await sentProposal()
    const copy = await admin(`/api/admin/proposals/${id}/duplicate`, { method: 'POST', json: {} })
    expect(copy.status).toBe(201)
    expect(copy.data.status).toBe('draft')
    await execute(payload, sql`UPDATE proposals SET event_date = ${day(-1)}::date WHERE id = ${id}`)
    const before = await proposalCount()
    const res = await admin(`/api/admin/proposals/${id}/duplicate`, { method: 'POST', json: {} })
    expect(res.status).toBe(400)
    expect(Object.keys(res.data.fieldErrors)).toEqual(['event.date'])
    expect(await proposalCount()).toBe(before)
  })
})

describe('the link', () => {
  it('a resend makes a new link; the old one then answers 404', async () => {
    const { id, link } = await sentProposal()
    const again = await admin(`/api/admin/proposals/${id}/send`, { method: 'POST', json: {} })
    expect(again.status).toBe(200)
    const fresh = String(again.data.url).split('/proposals/')[1]!
    expect(fresh).not.toBe(link)
    expect((await apiJson(`/api/proposals/${link}`)).status).toBe(404)
    expect((await apiJson(`/api/proposals/${fresh}`)).status).toBe(200)
    const audit = (await admin(`/api/admin/proposals/${id}`)).data.audit.map((e: { event: string }) => e.event)
    expect(audit).toEqual(['created', 'sent', 'resent', 'viewed'])
  })
})

describe('automatic payment of the later installments', () => {
  /** A proposal offering autopay, signed with it chosen, its first installment paid through Checkout. */
  async function bookedWithCard(email = `auto-${uid()}@client.test`) {
    const { id, link } = await sentProposal({
      autopay: true,
      client: { name: 'Josée Tremblay-Gagnon', email, locale: 'fr' },
    })
    const signed = await sign(link, signBody({ autopay: true }))
    expect(signed.status).toBe(200)
    const [row] = await execute(
      payload,
      sql`SELECT p.checkout_session_id, pr.stripe_customer FROM proposal_installments i
            JOIN payments p ON p.id = i.payment_id JOIN proposals pr ON pr.id = i.proposal_id
           WHERE i.proposal_id = ${id} AND i.position = 0`,
    )
    const sessionId = String(row!.checkout_session_id)
    const sent = checkoutsCreated().find((r) => fake.object(sessionId)?.client_reference_id === r.params.client_reference_id)! // prettier-ignore
    expect(sent.params).toMatchObject({
      customer: row!.stripe_customer,
      payment_intent_data: { setup_future_usage: 'off_session' },
    })
    expect(sent.params.customer_email).toBeUndefined()
    fake.pay(sessionId)
    await fake.webhooksIdle()
    const pm = fake.object(fake.object(sessionId)!.payment_intent)!.payment_method as string
    return { id, link, customer: String(row!.stripe_customer), pm, email }
  }

  const chargeNext = (id: number) => admin(`/api/admin/proposals/${id}/charge-next`, { method: 'POST', json: {} })

  /** The count /api/alerts gives for saved cards' failed charges (0 when it raises none). */
  async function cardChargeAlert(): Promise<number> {
    const res = await admin('/api/alerts')
    expect(res.status).toBe(200)
    const alert = (res.data.alerts as { type: string; value?: number }[]).find((a) => a.type === 'card_charge_failed')
    return alert ? Number(alert.value) : 0
  }

  it('charges the next installment to the saved card, off-session, with its receipt; paid on the last; then 409', async () => {
    const { id, customer, pm, email } = await bookedWithCard()
    const receiptsBefore = (await payload.find({ collection: 'receipts', where: { email: { equals: email } }, overrideAccess: true })).totalDocs // prettier-ignore
    const first = await chargeNext(id)
    expect(first).toMatchObject({ status: 200, data: { status: 'succeeded' } })
    const sent = fake
      .requests()
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!
    expect(sent.params).toMatchObject({
      amount: '158665',
      customer,
      payment_method: pm,
      off_session: 'true',
      confirm: 'true',
    })
    expect(sent.idempotencyKey).toMatch(/^payment-\d+-off-session$/)
    let read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.installments.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid', 'due'])
    expect(read.data.status).toBe('booked')
    const receipts = await payload.find({ collection: 'receipts', where: { email: { equals: email } }, overrideAccess: true }) // prettier-ignore
    expect(receipts.totalDocs).toBe(receiptsBefore + 1)
    expect((await chargeNext(id)).data.status).toBe('succeeded')
    read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.status).toBe('paid')
    expect(read.data.paid).toBe(396_663)
    const nothing = await chargeNext(id)
    expect(nothing.status).toBe(409)
    expect(nothing.data.error).toBe('NOTHING_DUE')
  })

  it.each([
    ['a decline', { code: 'card_declined' as const }, 'card_declined'],
    ['a card that needs its holder', { code: 'authentication_required' as const }, 'authentication_required'],
    ['a card that needs its holder (requires_action)', { code: 'authentication_required' as const, status: 'requires_action' as const }, 'authentication_required'], // prettier-ignore
  ])(
    '%s: 402 with the code, the client e-mailed the link to pay, the alert in the audit trail',
    async (_, outcome, code) => {
      const { id, pm, email } = await bookedWithCard()
      const failuresBefore = await cardChargeAlert()
      fake.failNextOffSession(pm, outcome)
      const res = await chargeNext(id)
      expect(res.status).toBe(402)
      // The monitoring's alert counts it while nothing is paid.
      expect(await cardChargeAlert()).toBe(failuresBefore + 1)
      expect(res.data).toMatchObject({ status: 'failed', code })
      const read = await admin(`/api/admin/proposals/${id}`)
      expect(read.data.installments[1].status).toBe('due')
      expect(read.data.audit.at(-1)).toMatchObject({ event: 'charge-failed' })
      const listed = (await admin('/api/admin/proposals')).data.docs.find((d: { id: number }) => d.id === id)
      expect(listed.alert).toBe('charge_failed')
      const mails = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: '-createdAt', overrideAccess: true }) // prettier-ignore
      expect(mails.docs[0]!.subject).toMatch(/n'a pas abouti/)
      expect(mails.docs[0]!.text).toMatch(/\/fr\/proposals\/[A-Za-z0-9_-]{43}/)
      // The link in the e-mail is the client's current one.
      const link = /\/fr\/proposals\/([A-Za-z0-9_-]{43})/.exec(mails.docs[0]!.text)![1]!
      expect((await apiJson(`/api/proposals/${link}`)).status).toBe(200)
      // The next try charges, and the alert goes.
      expect((await chargeNext(id)).data.status).toBe('succeeded')
      const after = (await admin('/api/admin/proposals')).data.docs.find((d: { id: number }) => d.id === id)
      expect(after.alert).toBeNull()
      expect(await cardChargeAlert()).toBe(failuresBefore)
    },
  )

  it('an installment paid through its Checkout while its card was being charged: the charge goes back in full, 409', async () => {
    const { id, link, email } = await bookedWithCard()
    // The client opens Checkout for the second installment…
    expect((await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })).status).toBe(200)
    const [open] = await execute(
      payload,
      sql`SELECT p.id, p.checkout_session_id FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 1`,
    )
    // …and pays it while the studio's charge of the saved card is at Stripe.
    const intents = () => fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    const before = intents().length
    fake.failNext({ mode: 'delay', delayMs: 2_000, path: '/v1/payment_intents', method: 'POST' })
    const charging = chargeNext(id)
    await expect.poll(() => intents().length, { timeout: 10_000 }).toBe(before + 1)
    fake.pay(String(open!.checkout_session_id))
    await fake.webhooksIdle()
    const res = await charging
    expect(res.status).toBe(409)
    expect(res.data.error).toBe('NOTHING_DUE')
    await fake.webhooksIdle()
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.installments[1].status).toBe('paid')
    expect(read.data.paid).toBe(118_999 + 158_665)
    // The Checkout's payment paid the installment; the card's charge is refunded in full at Stripe.
    const [installment] = await execute(
      payload,
      sql`SELECT payment_id FROM proposal_installments WHERE proposal_id = ${id} AND position = 1`,
    )
    expect(Number(installment!.payment_id)).toBe(Number(open!.id))
    const [offSession] = await execute(
      payload,
      sql`SELECT p.id, p.payment_intent_id, p.status, p.amount_refunded FROM proposal_payments pp JOIN payments p ON p.id = pp.payment_id
           WHERE pp.proposal_id = ${id} AND p.id <> ${open!.id} AND p.checkout_session_id IS NULL AND p.status <> 'pending'
           ORDER BY p.id DESC LIMIT 1`,
    )
    expect(offSession).toMatchObject({ status: 'refunded', amount_refunded: '158665' })
    const refunds = fake.objects('refund').filter((r) => r.payment_intent === offSession!.payment_intent_id)
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[158_665, 'succeeded']])
    await refundedAsSecondCharge(Number(offSession!.id), email)
  })

  /**
   * What a payment refunded as a second charge leaves: Stripe's refund of the whole under the key
   * `payment-<id>-second-charge`, the payment refunded, its credit note, and the client's e-mail
   * saying it was a second payment.
   */
  async function refundedAsSecondCharge(paymentId: number, email: string) {
    // Stripe is asked after the webhook's answer.
    const status = async () => (await execute(payload, sql`SELECT status FROM payments WHERE id = ${paymentId}`))[0]!.status // prettier-ignore
    await expect.poll(status, { timeout: 10_000 }).toBe('refunded')
    const [row] = await execute(
      payload,
      sql`SELECT status, total, amount_refunded, payment_intent_id FROM payments WHERE id = ${paymentId}`,
    )
    expect(row).toMatchObject({ status: 'refunded' })
    expect(Number(row!.amount_refunded)).toBe(Number(row!.total))
    const sent = fake.requests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.params.payment_intent === row!.payment_intent_id) // prettier-ignore
    expect(sent.map((r) => [r.idempotencyKey, Number(r.params.amount)])).toEqual([
      [`payment-${paymentId}-second-charge`, Number(row!.total)],
    ])
    const refunds = await payload.find({ collection: 'refunds', where: { payment: { equals: paymentId } }, overrideAccess: true }) // prettier-ignore
    expect(refunds.docs.map((r) => [r.reason, r.status, r.amount])).toEqual([['second_charge', 'succeeded', Number(row!.total)]]) // prettier-ignore
    const notes = await payload.find({ collection: 'receipts', where: { source: { equals: `refund:${refunds.docs[0]!.id}` } }, overrideAccess: true }) // prettier-ignore
    expect(notes.docs.map((d) => [d.kind, d.totalCents])).toEqual([['credit-note', Number(row!.total)]])
    const mails = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: '-createdAt', overrideAccess: true }) // prettier-ignore
    expect(mails.docs.map((m) => m.subject)).toContainEqual(expect.stringMatching(/deuxième paiement/))
  }

  /** The payment that paid installment `position`, and the installment's state. */
  async function installmentRow(id: number, position: number) {
    const [row] = await execute(
      payload,
      sql`SELECT status, payment_id FROM proposal_installments WHERE proposal_id = ${id} AND position = ${position}`,
    )
    return { status: String(row!.status), paymentId: Number(row!.payment_id) }
  }

  it('a Checkout paid after the saved card paid its installment: that payment goes back in full, as a second charge', async () => {
    const { id, link, email } = await bookedWithCard()
    // The client opens Checkout for the second installment and leaves it open…
    expect((await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })).status).toBe(200)
    const open = await installmentRow(id, 1)
    const [session] = await execute(payload, sql`SELECT checkout_session_id FROM payments WHERE id = ${open.paymentId}`)
    // …the studio charges the saved card…
    expect((await chargeNext(id)).data).toMatchObject({ status: 'succeeded' })
    const card = await installmentRow(id, 1)
    expect(card.paymentId).not.toBe(open.paymentId)
    // …and the client then pays the Checkout left open.
    fake.pay(String(session!.checkout_session_id))
    await fake.webhooksIdle()
    expect(await installmentRow(id, 1)).toEqual({ status: 'paid', paymentId: card.paymentId })
    const read = await admin(`/api/admin/proposals/${id}`)
    expect(read.data.paid).toBe(118_999 + 158_665)
    expect(read.data.installments.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid', 'due'])
    await refundedAsSecondCharge(open.paymentId, email)
    // The card's charge stays: it paid the installment.
    const [kept] = await execute(
      payload,
      sql`SELECT status, amount_refunded FROM payments WHERE id = ${card.paymentId}`,
    )
    expect(kept).toMatchObject({ status: 'paid', amount_refunded: '0' })
  })

  it('two Checkouts of one installment both paid: the second goes back in full, as a second charge', async () => {
    const { id, link, pm, email } = await bookedWithCard()
    // A Checkout of the second installment, left open…
    expect((await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })).status).toBe(200)
    const first = await installmentRow(id, 1)
    const [firstSession] = await execute(payload, sql`SELECT checkout_session_id FROM payments WHERE id = ${first.paymentId}`) // prettier-ignore
    // …the saved card declines; the client's pay link, e-mailed, opens a Checkout of a payment of its own…
    fake.failNextOffSession(pm, { code: 'card_declined' })
    expect((await chargeNext(id)).status).toBe(402)
    expect((await apiJson(`/api/proposals/${link}/pay`, { method: 'POST', json: {} })).status).toBe(200)
    const second = await installmentRow(id, 1)
    const [secondSession] = await execute(payload, sql`SELECT checkout_session_id FROM payments WHERE id = ${second.paymentId}`) // prettier-ignore
    expect(secondSession!.checkout_session_id).not.toBe(firstSession!.checkout_session_id)
    // …and the client pays both.
    fake.pay(String(secondSession!.checkout_session_id))
    await fake.webhooksIdle()
    fake.pay(String(firstSession!.checkout_session_id))
    await fake.webhooksIdle()
    expect(await installmentRow(id, 1)).toEqual({ status: 'paid', paymentId: second.paymentId })
    expect((await admin(`/api/admin/proposals/${id}`)).data.paid).toBe(118_999 + 158_665)
    await refundedAsSecondCharge(first.paymentId, email)
  })

  it('answers 409 when no card is saved (autopay not offered, or not chosen)', async () => {
    const { id, link } = await sentProposal()
    await sign(link, signBody({ autopay: true }))
    const res = await chargeNext(id)
    expect(res.status).toBe(409)
    expect(res.data.error).toBe('NO_SAVED_CARD')
  })

  it('never uses a saved card for another client: each proposal its own Customer, a borrowed card refused', async () => {
    const a = await bookedWithCard()
    const b = await bookedWithCard()
    expect(a.customer).not.toBe(b.customer)
    expect((await chargeNext(b.id)).data.status).toBe('succeeded')
    const sent = fake
      .requests()
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!
    expect(sent.params).toMatchObject({ customer: b.customer, payment_method: b.pm })
    // A card of client A written onto proposal B (by mistake, by hand): Stripe refuses it, nothing is charged.
    await execute(payload, sql`UPDATE proposals SET saved_card = ${a.pm} WHERE id = ${b.id}`)
    const borrowed = await chargeNext(b.id)
    expect(borrowed.status).toBe(402)
    expect(fake.objects('charge').filter((c) => c.payment_method === a.pm && c.status === 'succeeded')).toHaveLength(1)
  })

  it('five charge-next at once charge each installment once', async () => {
    const { id } = await bookedWithCard()
    const answers = await Promise.all(Array.from({ length: 5 }, () => chargeNext(id)))
    expect(answers.every((a) => [200, 409].includes(a.status))).toBe(true)
    const paid = await execute(
      payload,
      sql`SELECT i.position, count(p.id) FILTER (WHERE p.status = 'paid') AS paid
            FROM proposal_installments i JOIN proposal_payments pp ON pp.proposal_id = i.proposal_id AND pp.position = i.position
            JOIN payments p ON p.id = pp.payment_id WHERE i.proposal_id = ${id} GROUP BY i.position ORDER BY i.position`,
    )
    for (const row of paid) expect(Number(row.paid)).toBeLessThanOrEqual(1)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(paid.filter((r) => Number(r.paid) === 1).length - 1)
  })
})

describe('what falls due', () => {
  it('lists the next 90 days’ unpaid installments of signed proposals, overdue first, as JSON and CSV', async () => {
    const { id, link } = await sentProposal({
      schedule: [
        { due: 'signing', percent: 30 },
        { due: day(30), percent: 40 },
        { due: day(120), rest: true },
      ],
    })
    const unsigned = await sentProposal({
      schedule: [
        { due: 'signing', percent: 30 },
        { due: day(20), rest: true },
      ],
    })
    await sign(link, signBody())
    const res = await admin('/api/admin/proposals/due')
    expect(res.status).toBe(200)
    const mine = res.data.docs.filter((d: { proposal: number }) => d.proposal === id)
    expect(mine.map((d: { installment: number; due: string }) => [d.installment, d.due])).toEqual([
      [1, day(0)],
      [2, day(30)],
    ])
    expect(res.data.docs.some((d: { proposal: number }) => d.proposal === unsigned.id)).toBe(false)
    await execute(
      payload,
      sql`UPDATE proposal_installments SET due_date = ${day(-4)}::date WHERE proposal_id = ${id} AND position = 1`,
    )
    const later = await admin('/api/admin/proposals/due')
    expect(later.data.docs.find((d: { proposal: number; installment: number }) => d.proposal === id && d.installment === 2)).toMatchObject({ overdue: true }) // prettier-ignore
    const csv = await api('/api/admin/proposals/due?format=csv', { headers: bearer(token) })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await csv.arrayBuffer())
    // The byte-order mark first, for Excel to read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.split('\r\n')[0]).toBe(
      'due,overdue,proposal,client_name,client_email,event_date,installment,amount_cents,subtotal_cents,gst_cents,qst_cents',
    )
    expect(text).toContain(`${day(-4)},yes,P-${String(id).padStart(6, '0')}`)
  })
})

describe('the schedule’s loop: reminders and the saved card on the due day', () => {
  const mailsOf = async (to: string) =>
    (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', limit: 100, overrideAccess: true })).docs // prettier-ignore

  /** Signed, and its first installment paid through Checkout. */
  async function paidFirst(overrides: Record<string, unknown>, autopay = false) {
    const email = `loop-${uid()}@client.test`
    const { id, link } = await sentProposal({ client: { name: 'Josée Tremblay-Gagnon', email, locale: 'fr' }, ...overrides }) // prettier-ignore
    await sign(link, signBody({ autopay }))
    const [row] = await execute(
      payload,
      sql`SELECT p.checkout_session_id FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 0`,
    )
    const sessionId = String(row!.checkout_session_id)
    fake.pay(sessionId)
    await fake.webhooksIdle()
    return { id, email, pm: fake.object(fake.object(sessionId)!.payment_intent)!.payment_method as string }
  }

  it('reminds 7 days and 1 day before in Montréal’s days (across the spring change), then 3 days after, once each', async () => {
    const { runProposalsLoop } = await import('@/flows/proposals-loop')
    const { id, email } = await paidFirst({
      event: { date: '2027-03-20', location: 'Montréal' },
      schedule: [
        { due: 'signing', percent: 30 },
        { due: '2027-03-15', rest: true },
      ],
    })
    const count = async () => (await mailsOf(email)).length
    const start = await count()
    // 23:30 on March 7 in Montréal (EST): not yet the 8th.
    await runProposalsLoop(payload, new Date('2027-03-08T04:30:00Z'))
    expect(await count()).toBe(start)
    await runProposalsLoop(payload, new Date('2027-03-08T05:30:00Z'))
    await runProposalsLoop(payload, new Date('2027-03-08T18:00:00Z'))
    let mails = await mailsOf(email)
    expect(mails).toHaveLength(start + 1)
    expect(mails.at(-1)!.subject).toMatch(/^Versement 2 de 2 dû le 15 mars 2027/)
    expect(mails.at(-1)!.text).toMatch(/\/fr\/proposals\/[A-Za-z0-9_-]{43}/)
    // The clocks go forward at 2:00 on March 14: 23:30 on the 13th (EST) is still the day before the day before.
    await runProposalsLoop(payload, new Date('2027-03-14T04:30:00Z'))
    expect(await count()).toBe(start + 1)
    await runProposalsLoop(payload, new Date('2027-03-14T05:30:00Z'))
    mails = await mailsOf(email)
    expect(mails).toHaveLength(start + 2)
    expect(mails.at(-1)!.text).toMatch(/dû demain/)
    // Three days after the 15th, at 00:30 EDT on the 18th: the late reminder, and the installment flagged overdue.
    await runProposalsLoop(payload, new Date('2027-03-18T03:30:00Z'))
    expect(await count()).toBe(start + 2)
    await runProposalsLoop(payload, new Date('2027-03-18T04:30:00Z'))
    mails = await mailsOf(email)
    expect(mails).toHaveLength(start + 3)
    expect(mails.at(-1)!.subject).toMatch(/en retard/)
    const [row] = await execute(payload, sql`SELECT overdue_at FROM proposal_installments WHERE proposal_id = ${id} AND position = 1`) // prettier-ignore
    expect(row!.overdue_at).not.toBeNull()
    await runProposalsLoop(payload, new Date('2027-03-25T12:00:00Z'))
    expect(await count()).toBe(start + 3)
  })

  it('charges the saved card on the due day, once, even run twice at once; a decline e-mails the link', async () => {
    const { runProposalsLoop } = await import('@/flows/proposals-loop')
    const ok = await paidFirst(
      {
        autopay: true,
        event: { date: '2027-05-20', location: 'Montréal' },
        schedule: [{ due: 'signing', percent: 30 }, { due: '2027-05-01', percent: 30 }, { due: '2027-05-10', rest: true }], // prettier-ignore
      },
      true,
    )
    const declined = await paidFirst(
      {
        autopay: true,
        event: { date: '2027-05-20', location: 'Montréal' },
        schedule: [
          { due: 'signing', percent: 30 },
          { due: '2027-05-01', rest: true },
        ],
      },
      true,
    )
    fake.failNextOffSession(declined.pm, { code: 'card_declined' })
    const before = await mailsOf(ok.email)
    // The day before: nothing, and no reminder (the card pays).
    await runProposalsLoop(payload, new Date('2027-04-30T16:00:00Z'))
    expect(await mailsOf(ok.email)).toHaveLength(before.length)
    const intentsBefore = fake.objects('payment_intent').length
    await Promise.all([
      runProposalsLoop(payload, new Date('2027-05-01T16:00:00Z')),
      runProposalsLoop(payload, new Date('2027-05-01T16:00:00Z')),
    ])
    const read = await admin(`/api/admin/proposals/${ok.id}`)
    expect(read.data.installments.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid', 'due'])
    const offSession = fake.objects('payment_intent').slice(intentsBefore)
    expect(offSession.filter((pi) => pi.payment_method === ok.pm && pi.status === 'succeeded')).toHaveLength(1)
    const failed = await admin(`/api/admin/proposals/${declined.id}`)
    expect(failed.data.installments[1].status).toBe('due')
    expect(failed.data.audit.at(-1)).toMatchObject({ event: 'charge-failed' })
    expect((await mailsOf(declined.email)).at(-1)!.subject).toMatch(/n'a pas abouti/)
    // Run again the same day: no second attempt.
    await runProposalsLoop(payload, new Date('2027-05-01T20:00:00Z'))
    expect(fake.objects('payment_intent').slice(intentsBefore).filter((pi) => pi.payment_method === declined.pm)).toHaveLength(1) // prettier-ignore
  })
})

describe('the signed contract PDF after a real payment', () => {
  it('is made by its loop, sent to both parties, served to the link and the studio; pdf.js reads it and pdfsig finds it valid', async () => {
    const { runContractPdfs } = await import('@/flows/proposals-loop')
    const email = `pdf-${uid()}@client.test`
    const { id, link } = await sentProposal({ client: { name: 'Josée Tremblay-Gagnon', email, locale: 'fr' } })
    // Not signed: 409; another token: 404.
    expect((await api(`/api/proposals/${link}/contract.pdf`)).status).toBe(409)
    expect((await api(`/api/proposals/${'B'.repeat(43)}/contract.pdf`)).status).toBe(404)
    await sign(link, signBody({ name: 'JOSÉE tremblay-gagnon' }), '192.0.2.44')
    // Signed, the PDF not made yet: 409 with Retry-After.
    const early = await api(`/api/proposals/${link}/contract.pdf`)
    expect(early.status).toBe(409)
    expect(early.headers.get('retry-after')).toBe('60')
    const [row] = await execute(
      payload,
      sql`SELECT p.checkout_session_id FROM proposal_installments i JOIN payments p ON p.id = i.payment_id
           WHERE i.proposal_id = ${id} AND i.position = 0`,
    )
    fake.pay(String(row!.checkout_session_id))
    await fake.webhooksIdle()
    // This file's other signed proposals are another test's business: their PDFs are left out.
    await execute(payload, sql`UPDATE proposals SET contract_pdf_stage = 'booked' WHERE id <> ${id}`)
    expect(await runContractPdfs(payload)).toBe(1)
    expect(await runContractPdfs(payload)).toBe(0)
    const res = await api(`/api/proposals/${link}/contract.pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const pdf = Buffer.from(await res.arrayBuffer())
    const studioCopy = await api(`/api/admin/proposals/${id}/contract.pdf`, { headers: bearer(token) })
    expect(Buffer.from(await studioCopy.arrayBuffer()).equals(pdf)).toBe(true)

    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { spawnSync } = await import('node:child_process')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proposal-pdf-')), 'contract.pdf')
    fs.writeFileSync(file, pdf)
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' })
    expect(`${report.stdout}${report.stderr}`).toContain('Signature Validation: Signature is Valid.')
    expect(report.stdout).toContain('Total document signed')

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false }).promise // prettier-ignore
    const evidence = await (await document.getPage(document.numPages)).getTextContent()
    const text = evidence.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    const view = await apiJson(`/api/proposals/${link}`)
    expect(text).toContain('JOSÉE tremblay-gagnon')
    expect(text).toContain('192.0.2.44')
    expect(text.replace(/\s+/g, '')).toContain(view.data.contract.sha256.fr)
    expect(text).toContain(`P-${String(id).padStart(6, '0')}`)

    // Both parties were sent their copy, the PDF attached.
    const copies = await payload.find({ collection: 'outbox', where: { subject: { contains: `P-${String(id).padStart(6, '0')}` } }, overrideAccess: true, limit: 20 }) // prettier-ignore
    const withPdf = copies.docs.filter((m) => JSON.stringify(m.attachments ?? []).includes('application/pdf'))
    expect(withPdf.map((m) => m.to)).toEqual(expect.arrayContaining([email]))
    expect(withPdf).toHaveLength(2)
  }, 240_000)
})
