/**
 * An erasure and a person's payments: only the payments through which money moved are the studio's
 * books, kept whole with their receipts. A Checkout the person left unpaid, one that expired or
 * failed, and one still open took nothing: their address leaves with the rest of the person's data
 * (an outside reviewer found them kept as "books"). Through the real handlers, with Stripe played
 * by the fake on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { apiJson, type testPayload } from './helpers/api'
import { nextIp, validBooking } from './helpers/public'
import { paidClass, startPaymentsSuite } from './helpers/stripe'

let payload: Awaited<ReturnType<typeof testPayload>>
let fake: StripeFake
let close: () => Promise<void>
let adminToken: string

beforeAll(async () => {
  ;({ payload, fake, close, token: adminToken } = await startPaymentsSuite())
}, 120_000)

afterAll(async () => {
  await close?.()
})

/** A seat of a class of its own, held for its payment by `email`: the payment row and its Checkout. */
async function heldSeat(email: string) {
  const made = await paidClass(payload)
  const { totalCost: _, ...body } = validBooking({
    classType: made.classId,
    session: made.sessionId,
    preferredDate: '',
    email,
  })
  const res = await apiJson('/api/class-bookings?locale=en', { method: 'POST', json: body, ip: nextIp() })
  expect(res.status, JSON.stringify(res.data)).toBe(201)
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: res.data.id } },
    overrideAccess: true,
    depth: 0,
  })
  return { bookingId: Number(res.data.id), payment: docs[0]! }
}

const paymentRow = (id: number) => payload.findByID({ collection: 'payments', id, overrideAccess: true, depth: 0 })

describe('erasing a person who paid once and left two Checkouts unpaid', () => {
  it('keeps the payment that moved money, and erases the address of those that did not', async () => {
    const email = `erase-payments-${Date.now()}@example.ca`
    const paid = await heldSeat(email)
    fake.pay(paid.payment.checkoutSessionId!)
    const expired = await heldSeat(email)
    fake.expire(expired.payment.checkoutSessionId!)
    await fake.webhooksIdle()
    const open = await heldSeat(email)
    expect((await paymentRow(paid.payment.id)).status).toBe('paid')
    expect((await paymentRow(expired.payment.id)).status).toBe('expired')
    expect((await paymentRow(open.payment.id)).status).toBe('pending')

    // A search tells the two apart before anything is erased.
    const found = await apiJson(`/api/admin/privacy/person?email=${encodeURIComponent(email)}`, {
      headers: bearer(adminToken),
    })
    expect(found.status).toBe(200)
    const rows = (kind: string) =>
      (found.data.records as { kind: string; rows: unknown[] }[]).find((r) => r.kind === kind)?.rows.length ?? 0
    expect(rows('payment')).toBe(1)
    expect(rows('payment-attempt')).toBe(2)

    const erased = await apiJson('/api/admin/privacy/erase', {
      method: 'POST',
      json: { email, confirm: email },
      headers: bearer(adminToken),
    })
    expect(erased.status, JSON.stringify(erased.data)).toBe(200)
    expect(erased.data.matched).toEqual(
      expect.arrayContaining([
        { kind: 'payment', table: 'payments', rule: 'payments-by-email', count: 1 },
        { kind: 'payment-attempt', table: 'payments', rule: 'unpaid-payments-by-email', count: 2 },
      ]),
    )
    expect(erased.data.byKind['payment-attempt']).toBe(2)
    expect(erased.data.byKind.payment).toBeUndefined()

    // The books: the paid payment and its receipt, whole.
    expect(await paymentRow(paid.payment.id)).toMatchObject({ email, status: 'paid', buyerName: 'Élodie Tremblay' })
    const receipts = await payload.find({ collection: 'receipts', where: { email: { equals: email } } })
    expect(receipts.totalDocs).toBe(1)
    // The rest: no address, no Checkout link; the open one still pending, so the sweep still
    // releases its seat, and its amounts stay for the seat's history.
    for (const attempt of [expired, open]) {
      const row = await paymentRow(attempt.payment.id)
      expect(row.email).toBe('erased@erased.invalid')
      expect(row.buyerName).toBe('Erased / Effacé')
      expect(row.checkoutUrl ?? null).toBeNull()
      expect(row.total).toBe(attempt.payment.total)
    }
    expect((await paymentRow(open.payment.id)).status).toBe('pending')
    expect((await paymentRow(expired.payment.id)).status).toBe('expired')

    // Asked again: only the books are left, and nothing more is erased.
    const again = await apiJson('/api/admin/privacy/erase', {
      method: 'POST',
      json: { email, confirm: email },
      headers: bearer(adminToken),
    })
    expect(again.status).toBe(200)
    expect(again.data.byKind['payment-attempt']).toBeUndefined()
  })
})
