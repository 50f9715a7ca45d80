import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signatureHeader, type StripeFake } from '@root/tests/fakes/stripe'

import { apiJson, testPayload } from './helpers/api'
import { startPaymentsHarness } from './helpers/stripe'

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>

beforeAll(async () => {
  payload = await testPayload()
  ;({ fake, close } = await startPaymentsHarness())
}, 120_000)

afterAll(async () => {
  await close?.()
})

const send = (raw: string, locale: 'en' | 'fr' = 'en') =>
  apiJson(`/api/payments/stripe/webhook?locale=${locale}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(raw, fake.webhookSecret) },
  })

const recorded = async () => (await payload.count({ collection: 'stripe-events', overrideAccess: true })).totalDocs

describe('the Stripe webhook and bodies that are not events', () => {
  it('a signed body that is not an event is a 400 INVALID_EVENT, recorded nowhere', async () => {
    const before = await recorded()
    for (const raw of [
      '[1,2,3]',
      '"evt"',
      'null',
      '{"id":"evt_no_type","object":"event","data":{"object":{}}}',
      '{"id":"evt_no_data","object":"event","type":"checkout.session.completed"}',
      '{"type":"customer.created","object":"event","data":{"object":{}}}',
      '{"id":"evt_bad_object","object":"event","type":"charge.refunded","data":{"object":"ch_1"}}',
    ]) {
      const res = await send(raw)
      expect(res.status, raw).toBe(400)
      expect(res.data, raw).toEqual({ error: 'INVALID_EVENT', message: expect.any(String) })
    }
    const french = await send('{"id":"evt_fr"}', 'fr')
    expect(french.data.message).toMatch(/événement/)
    expect(await recorded()).toBe(before)
  })

  it('an event of a type the site does not handle, with an object of any shape, is still 200 and ignored', async () => {
    const raw = JSON.stringify({
      id: 'evt_balance',
      object: 'event',
      type: 'balance.available',
      data: { object: { object: 'balance', available: [] } },
    })
    const res = await send(raw)
    expect(res.status).toBe(200)
    expect(res.data.outcome).toBe('ignored')
  })
})
