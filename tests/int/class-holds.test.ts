/**
 * Seats of classes paid online held without payment. An outside tester held every seat of a
 * 15-seat session in 7 seconds: ten `pending_payment` bookings from one address and mailbox, five
 * more from new `X-Forwarded-For` values; a real visitor then got `409 SESSION_FULL`, and the
 * tester's own waitlisted booking got the seat that came free. Now a visitor holds at most 2 seats
 * unpaid per mailbox (`+tag` and case folded) and 3 per client address, a claim from the waitlist
 * counts as such a hold, and unpaid holds take at most half of a session: past each, a 409 in the
 * visitor's language. Through the real handlers on a real PostgreSQL, Stripe played by the fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StripeFake } from '@root/tests/fakes/stripe'

import { bearer } from './helpers/admin'
import { apiJson, type testPayload } from './helpers/api'
import { nextIp, uid, validBooking } from './helpers/public'
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

type Seat = Awaited<ReturnType<typeof paidClass>>

function body(seat: Seat, email: string, overrides: Record<string, unknown> = {}) {
  const { totalCost: _, ...rest } = validBooking({
    classType: seat.classId,
    session: seat.sessionId,
    preferredDate: '',
    email,
    ...overrides,
  })
  return rest
}

const book = (seat: Seat, email: string, { ip = nextIp(), locale = 'en', waitlist = false } = {}) =>
  apiJson(`/api/class-bookings?locale=${locale}`, {
    method: 'POST',
    json: body(seat, email, waitlist ? { waitlist: true } : {}),
    ip,
    headers: { 'idempotency-key': crypto.randomUUID() },
  })

const paymentOf = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { booking: { equals: bookingId } },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]!

describe('one visitor’s share of seats held unpaid', () => {
  it('is 2 per mailbox, whatever its +tags and case, across sessions; paying frees it', async () => {
    const first = await paidClass(payload, { capacity: 15 })
    const second = await paidClass(payload, { capacity: 15 })
    const box = `holder-${uid()}`
    const held = await book(first, `${box}@example.ca`)
    expect(held.status, JSON.stringify(held.data)).toBe(201)
    expect(held.data.status).toBe('pending_payment')
    expect((await book(second, `${box.toUpperCase()}+again@Example.CA`)).status).toBe(201)

    const third = await book(first, `${box}+third@example.ca`, { locale: 'fr' })
    expect(third.status).toBe(409)
    expect(third.data.error).toBe('TOO_MANY_UNPAID_HOLDS')
    expect(third.data.message).toMatch(/^Vous retenez déjà autant de places non payées/)
    const english = await book(second, `${box}+fourth@example.ca`)
    expect(english.data.message).toMatch(/^You are already holding as many unpaid seats/)
    // Nothing was stored for the refusals: no booking, no payment, no Checkout.
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { email: { like: box }, classType: { in: [first.classId, second.classId] } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2)

    // Paid, a seat is no longer held unpaid: the mailbox may hold another.
    fake.pay((await paymentOf(held.data.id)).checkoutSessionId!)
    await fake.webhooksIdle()
    expect((await book(first, `${box}+paid@example.ca`)).status).toBe(201)
  })

  it('is 3 per client address, whatever the mailboxes', async () => {
    const seat = await paidClass(payload, { capacity: 15 })
    const ip = nextIp()
    for (let i = 0; i < 3; i++) expect((await book(seat, `client-${uid()}@example.ca`, { ip })).status).toBe(201)
    const fourth = await book(seat, `client-${uid()}@example.ca`, { ip })
    expect(fourth.status).toBe(409)
    expect(fourth.data.error).toBe('TOO_MANY_UNPAID_HOLDS')
    // Another address, another visitor.
    expect((await book(seat, `client-${uid()}@example.ca`)).status).toBe(201)
  })

  it('holds for concurrent bookings of one visitor: exactly 2 of 8 at once', async () => {
    const seat = await paidClass(payload, { capacity: 15 })
    const box = `race-${uid()}`
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(seat, `${box}+${i}@example.ca`)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 409 && a.data.error === 'TOO_MANY_UNPAID_HOLDS')).toHaveLength(6)
  })
})

describe('a session’s share of seats held unpaid', () => {
  it('is half its seats: the tester’s 15 holds stop at 8, and seats stay for people who pay', async () => {
    const seat = await paidClass(payload, { capacity: 15 })
    // Ten from one mailbox and address, then five from new addresses and mailboxes.
    const ip = nextIp()
    const flood = []
    for (let i = 0; i < 10; i++) flood.push(await book(seat, `tester+${i}@flood.example`, { ip }))
    for (let i = 0; i < 5; i++) flood.push(await book(seat, `tester-${i}-${uid()}@flood.example`))
    expect(flood.filter((a) => a.status === 201)).toHaveLength(7)
    for (let i = 0; i < 4; i++) expect((await book(seat, `other-${uid()}@example.ca`)).status).toBe(i < 1 ? 201 : 409)
    const refused = await book(seat, `late-${uid()}@example.ca`, { locale: 'fr' })
    expect(refused.status).toBe(409)
    expect(refused.data.error).toBe('SEATS_BEING_PAID')
    expect(refused.data.message).toMatch(/^Plusieurs personnes paient en ce moment/)
    // The session is not full: nobody is sent to the waitlist by unpaid holds.
    const sessions = await apiJson('/api/class-bookings/sessions')
    expect(sessions.data.sessions.find((s: { id: number }) => s.id === seat.sessionId).seatsLeft).toBe(7)

    // One pays: the share has room again, and a real visitor books.
    const paid = flood.find((a) => a.status === 201)!
    fake.pay((await paymentOf(paid.data.id)).checkoutSessionId!)
    await fake.webhooksIdle()
    const visitor = await book(seat, `visitor-${uid()}@example.ca`)
    expect(visitor.status, JSON.stringify(visitor.data)).toBe(201)
    expect(visitor.data.status).toBe('pending_payment')
  })
})

describe('a claim from the waitlist', () => {
  it('counts as a seat held unpaid: a visitor at their share cannot claim, and keeps the offer', async () => {
    const full = await paidClass(payload, { capacity: 1 })
    const other = await paidClass(payload, { capacity: 15 })
    const holder = await book(full, `first-${uid()}@example.ca`)
    expect(holder.data.status).toBe('pending_payment')
    const box = `claimer-${uid()}`
    const waiting = await book(full, `${box}@example.ca`, { waitlist: true })
    expect(waiting.data.status).toBe('waitlisted')
    // The same person now holds two seats unpaid elsewhere.
    expect((await book(other, `${box}+a@example.ca`)).status).toBe(201)
    expect((await book(other, `${box}+b@example.ca`)).status).toBe(201)
    // The seat comes free and is offered to them.
    const cancelled = await apiJson(`/api/admin/class-bookings/${holder.data.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      headers: bearer(adminToken),
    })
    expect(cancelled.status).toBe(200)
    const offered = await payload.findByID({ collection: 'bookings', id: waiting.data.id, overrideAccess: true })
    expect(offered.offerExpiresAt).toBeTruthy()
    const { claimUrl } = await import('@/lib/bookings/links')
    const token = new URL(claimUrl(offered.id, new Date(offered.offerExpiresAt!), 'fr')).searchParams.get('token')
    const claim = () =>
      apiJson('/api/class-bookings/claim?locale=fr', { method: 'POST', json: { token }, ip: nextIp() })
    const refused = await claim()
    expect(refused.status).toBe(409)
    expect(refused.data.error).toBe('TOO_MANY_UNPAID_HOLDS')
    const after = await payload.findByID({ collection: 'bookings', id: waiting.data.id, overrideAccess: true })
    expect(after).toMatchObject({ status: 'waitlisted', offerExpiresAt: offered.offerExpiresAt })

    // Once they have paid for one, the claim goes through Checkout.
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { email: { equals: `${box}+a@example.ca` } },
      overrideAccess: true,
    })
    fake.pay((await paymentOf(docs[0]!.id)).checkoutSessionId!)
    await fake.webhooksIdle()
    const claimed = await claim()
    expect(claimed.status, JSON.stringify(claimed.data)).toBe(200)
    expect(claimed.data.status).toBe('pending_payment')
  })
})
