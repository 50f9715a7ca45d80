/**
 * The public forms as a spam relay. The visitor's confirmation went to whatever
 * address was typed and repeated the visitor's free text (notes, message: 5,000 characters with
 * links); a line break in a name forged lines in the studio's plain-text notification.
 */
import { beforeAll, describe, expect, it } from 'vitest'

process.env.STUDIO_EMAIL = 'studio@relay.test'

const { apiJson, testPayload } = await import('./helpers/api')
const { ensureCatalogue, ensureStudioSettings, nextIp, uid, validBooking, validInquiry } =
  await import('./helpers/public')
const { CONFIRMATIONS_PER_ADDRESS } = await import('@/lib/email/confirmation-limit')

let payload: Awaited<ReturnType<typeof testPayload>>

beforeAll(async () => {
  payload = await testPayload()
  await ensureCatalogue(payload)
  await ensureStudioSettings(payload)
})

const post = (path: string, json: unknown) => apiJson(path, { method: 'POST', json, ip: nextIp() })

async function outbox(where: Record<string, unknown>) {
  return (
    await payload.find({ collection: 'outbox', where: where as never, overrideAccess: true, sort: 'id', limit: 100 })
  ).docs
}

const SPAM = 'Cheap watches at https://spam.example/buy — click now'

describe('a name with a line break', () => {
  it('is a 400 on both forms, in the caller’s language, and nothing is stored or sent', async () => {
    const email = `forged-${uid()}@example.ca`
    const name = 'Ada\nBcc: victim@example.com'
    const booking = await post('/api/class-bookings', validBooking({ email, name }))
    expect(booking.status).toBe(400)
    expect(booking.data.error).toBe('VALIDATION_FAILED')
    expect(booking.data.fieldErrors).toEqual({ name: 'Name must be on one line' })
    const inquiry = await post('/api/contact?locale=fr', validInquiry({ email, name: 'Ada\r\nSubject: hi' }))
    expect(inquiry.status).toBe(400)
    expect(inquiry.data.fieldErrors).toEqual({ name: 'Le nom doit tenir sur une ligne' })
    expect(await outbox({ or: [{ to: { equals: email } }, { replyTo: { equals: email } }] })).toEqual([])
  })
})

describe('the visitor’s confirmation', () => {
  it('repeats what the visitor chose, never their free text; the studio gets it all', async () => {
    const email = `copy-${uid()}@example.ca`
    const booked = await post('/api/class-bookings', validBooking({ email, notes: SPAM, goals: SPAM, equipment: SPAM }))
    expect(booked.status).toBe(201)
    const asked = await post('/api/contact', validInquiry({ email, message: SPAM, venue: SPAM, howYouMet: SPAM }))
    expect(asked.status).toBe(201)

    const toVisitor = await outbox({ to: { equals: email } })
    expect(toVisitor.map((m) => m.kind).sort()).toEqual(['booking-confirmation', 'inquiry-confirmation'])
    for (const message of toVisitor) {
      expect(message.text).not.toContain('spam.example')
      expect(message.html).not.toContain('spam.example')
    }
    const booking = toVisitor.find((m) => m.kind === 'booking-confirmation')!
    // What the form offered as choices is all there.
    for (const value of [
      'Portrait Photography Mastery',
      'In-person',
      '2031-05-04',
      'Evening',
      'Some experience',
      '$449',
    ])
      expect(booking.text, value).toContain(value)
    const inquiry = toVisitor.find((m) => m.kind === 'inquiry-confirmation')!
    for (const value of ['Wedding', '2031-07-12', 'Full day']) expect(inquiry.text, value).toContain(value)

    const toStudio = await outbox({ replyTo: { equals: email } })
    expect(toStudio.map((m) => m.kind).sort()).toEqual(['booking-studio', 'inquiry-studio'])
    for (const message of toStudio) expect(message.text).toContain('spam.example')
  })
})

describe('confirmations to one address', () => {
  it(`stop after ${CONFIRMATIONS_PER_ADDRESS} a day; the records are still stored and the studio still notified`, async () => {
    const email = `target-${uid()}@example.ca`
    const sent = CONFIRMATIONS_PER_ADDRESS + 3
    for (let i = 0; i < sent; i++) {
      // Each from its own address, as a spammer would: the per-sender limit does not see them.
      // The case and a +tag do not make another mailbox.
      const to = i % 2 ? email.toUpperCase() : email.replace('@', `+${i}@`)
      const res = await post(
        i % 3 ? '/api/class-bookings' : '/api/contact',
        (i % 3 ? validBooking : validInquiry)({ email: to }),
      )
      expect(res.status).toBe(201)
    }
    const stored =
      (
        await payload.count({
          collection: 'bookings',
          where: { email: { like: email.split('@')[0] } },
          overrideAccess: true,
        })
      ).totalDocs +
      (
        await payload.count({
          collection: 'inquiries',
          where: { email: { like: email.split('@')[0] } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(stored).toBe(sent)
    const mails = await outbox({
      kind: { in: ['booking-confirmation', 'inquiry-confirmation', 'booking-studio', 'inquiry-studio'] },
      or: [{ to: { like: email.split('@')[0] } }, { replyTo: { like: email.split('@')[0] } }],
    })
    expect(mails.filter((m) => m.kind.endsWith('-confirmation'))).toHaveLength(CONFIRMATIONS_PER_ADDRESS)
    expect(mails.filter((m) => m.kind.endsWith('-studio'))).toHaveLength(sent)
  })

  it('do not count against another address', async () => {
    const res = await post('/api/class-bookings', validBooking({ email: `other-${uid()}@example.ca` }))
    expect(res.status).toBe(201)
    expect(await outbox({ to: { equals: res.data.email } })).toHaveLength(1)
  })
})
