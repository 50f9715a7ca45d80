import type { PayloadRequest } from 'payload'

import type { Booking, Class } from '../../payload-types'
import { bookingEmails, type EmailLocale } from '../../src/lib/email/templates'
import { enqueueEmails, kickOutbox } from '../../src/lib/email/outbox'
import { studioInfo } from '../../src/lib/email/studio'
import { HttpError, publicEndpoint } from '../../src/lib/http'
import { classBookingSchema, type ClassType } from '../../src/lib/schemas/classBooking'
import { validationTranslator } from '../../src/lib/schemas/errors'
import { V } from '../../src/lib/schemas/messages'
import { submissionLimit } from './limits'

type LocalizedClass = Omit<Class, 'title'> & { title?: Partial<Record<EmailLocale, string>> | string | null }

async function findClass(req: PayloadRequest, classId: ClassType): Promise<LocalizedClass | undefined> {
  const found = await req.payload.find({
    collection: 'classes',
    where: { classId: { equals: classId } },
    locale: 'all',
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return found.docs[0] as LocalizedClass | undefined
}

function titles(cls: LocalizedClass | undefined, fallback: string): Record<EmailLocale, string> {
  const title = cls?.title
  if (typeof title === 'string') return { en: title, fr: title }
  const en = title?.en || fallback
  return { en, fr: title?.fr || en }
}

/** What the visitor sent and what the studio set, without internal fields. */
export function publicBooking(doc: Booking) {
  const { id, name, email, phone, classType, format, preferredDate, preferredTime, experience, goals, equipment, totalCost, notes, status, createdAt } = doc
  return { id, name, email, phone, classType, format, preferredDate, preferredTime, experience, goals, equipment, totalCost, notes, status, createdAt }
}

/** POST /api/class-bookings (seed 000 §7). */
export const createClassBooking = publicEndpoint({
  path: '/class-bookings',
  method: 'post',
  rateLimit: submissionLimit('class-booking'),
  handler: async ({ req, payload, body, locale, afterCommit }) => {
    const data = classBookingSchema.parse(body)
    const cls = await findClass(req, data.classType)
    const formats = cls?.formatOptions ?? []
    if (formats.length > 0 && !formats.includes(data.format)) {
      const message = validationTranslator(locale)(V.formatUnavailable)
      throw new HttpError(400, 'VALIDATION_FAILED', message, { extra: { fieldErrors: { format: message } } })
    }
    // The price is the catalogue's, whatever the client sent (seed 000 §7: 0 when the class is not found).
    const totalCost = cls?.price ?? 0
    if (!cls) payload.logger.warn({ msg: `Booking for class "${data.classType}", which is not in the CMS: price 0` })
    const booking = await payload.create({
      collection: 'bookings',
      data: { ...data, totalCost, status: 'pending', locale },
      req,
      depth: 0,
      overrideAccess: true,
    })
    const studio = await studioInfo(req)
    await enqueueEmails(req, bookingEmails({ ...data, totalCost }, titles(cls, data.classType), locale, studio))
    afterCommit(() => kickOutbox(payload))
    return { status: 201, body: publicBooking(booking) }
  },
})
