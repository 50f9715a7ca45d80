import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { enqueueEmails, type OutgoingEmail } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { validationTranslator } from '@/lib/schemas/errors'
import { V } from '@/lib/schemas/messages'
import type { Booking } from '@root/payload-types'

import { classTitles } from './catalogue'
import { bookingEmails, bookingStatusEmail, seatOfferEmail, type ClientBooking } from './emails'
import { invitation } from './invitation'
import { claimUrl, manageUrl } from './links'
import { offerFreedSeat, sessionDetails, type SessionRow } from './seats'
import { findClass, lockSession } from './store'

type Held = Pick<Booking, 'status' | 'offerExpiresAt'>

/** Whether a booking in this state holds a seat of its session (see seats.ts). */
export const holdsSeat = (b: Held | undefined) =>
  Boolean(
    b &&
    (b.status === 'pending' ||
      b.status === 'pending_payment' ||
      b.status === 'confirmed' ||
      b.status === 'completed' ||
      (b.status === 'waitlisted' && b.offerExpiresAt)),
  )

const relationId = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : undefined

const client = (b: Pick<Booking, 'id' | 'name' | 'email' | 'locale'>): ClientBooking => ({
  id: b.id,
  name: b.name,
  email: b.email,
  locale: (b.locale ?? 'en') as Locale,
})

/** What the hooks are told by the code that changes a status (self-service cancellation). */
export interface BookingContext {
  selfService?: boolean
  /** The client cancelled after the cut-off (allowed for a booking paid online: a partial refund). */
  lateCancellation?: boolean
}

/**
 * A booking that starts holding a seat again (e.g. the studio re-confirms a cancelled one) needs
 * a free seat: the session's row lock makes the check exact, as for a new booking.
 */
export const checkSeatBeforeChange: CollectionBeforeChangeHook<Booking> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = { ...originalDoc, ...data } as Booking
  const sessionId = relationId(next.session)
  if (!sessionId || holdsSeat(originalDoc) || !holdsSeat(next)) return data
  const session = await lockSession(req, sessionId)
  if (session && session.taken >= session.capacity) {
    const locale = (req.locale === 'fr' ? 'fr' : 'en') as Locale
    throw new APIError(validationTranslator(locale)(V.sessionFull), 409, undefined, true)
  }
  return data
}

async function offerEmail(req: PayloadRequest, session: SessionRow, bookingId: number): Promise<OutgoingEmail> {
  const offered = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const cls = await findClass(req, offered.classType)
  const locale = (offered.locale ?? 'en') as Locale
  const until = new Date(offered.offerExpiresAt!)
  return seatOfferEmail(
    client(offered),
    classTitles(cls, offered.classType)[locale],
    await studioInfo(req),
    sessionDetails(session),
    until,
    claimUrl(offered.id, until, locale),
  )
}

/**
 * Passes the seat a booking just gave up to the first person waiting for that session, in the
 * same transaction (the session row stays locked until it ends). Returns the offer e-mail.
 */
export async function passFreedSeat(req: PayloadRequest, sessionId: number): Promise<OutgoingEmail[]> {
  const session = await lockSession(req, sessionId)
  if (!session) return []
  const offered = await offerFreedSeat(req, session)
  if (offered === undefined) return []
  return [await offerEmail(req, { ...session, taken: session.taken }, offered)]
}

/** The studio's notification of a booking (the one a booking made without payment sends at once). */
async function studioNotice(
  req: PayloadRequest,
  doc: Booking,
  session: SessionRow | undefined,
): Promise<OutgoingEmail[]> {
  const cls = await findClass(req, doc.classType)
  const fields = {
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? undefined,
    classType: doc.classType,
    format: doc.format,
    preferredDate: doc.preferredDate ?? undefined,
    preferredTime: doc.preferredTime ?? undefined,
    experience: doc.experience,
    goals: doc.goals ?? undefined,
    equipment: doc.equipment ?? undefined,
    notes: doc.notes ?? undefined,
    totalCost: doc.totalCost,
  }
  const all = await bookingEmails(
    fields,
    classTitles(cls, doc.classType),
    (doc.locale ?? 'en') as Locale,
    await studioInfo(req),
    {
      session: session && sessionDetails(session),
    },
  )
  return all.filter((e) => e.kind === 'booking-studio')
}

/**
 * After a status change, whoever made it (/admin, /cms, the client's own link): the client's
 * e-mail in the language they booked in, with the calendar invitation of a confirmed session or
 * its cancellation (same UID), and the freed seat offered to the waitlist. Everything is queued in
 * the change's own transaction, so nothing is lost and nothing is sent twice.
 */
export const notifyStatusChange: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  const sessionId = relationId(doc.session)
  const session = sessionId ? await lockSession(req, sessionId) : undefined
  const emails: OutgoingEmail[] = []
  if (doc.status === 'confirmed' || doc.status === 'cancelled' || doc.status === 'completed') {
    const cls = await findClass(req, doc.classType)
    const locale = (doc.locale ?? 'en') as Locale
    const className = classTitles(cls, doc.classType)[locale]
    const studio = await studioInfo(req)
    const details = session && sessionDetails(session)
    const method =
      details && doc.status === 'confirmed'
        ? 'REQUEST'
        : details && doc.status === 'cancelled' && previousDoc.status === 'confirmed'
          ? 'CANCEL'
          : undefined
    emails.push(
      await bookingStatusEmail(client(doc), doc.status, className, studio, {
        session: details,
        manageUrl: manageUrl(doc, locale, details?.startsAt),
        cutoffHours: session?.cutoffHours,
        selfService: (context as BookingContext).selfService,
        icalEvent:
          method && details
            ? invitation({
                bookingId: doc.id,
                method,
                session: details,
                className,
                locale,
                studio,
                attendee: { name: doc.name, email: doc.email },
              })
            : undefined,
      }),
    )
  }
  if (previousDoc.status === 'pending_payment' && doc.status === 'confirmed') {
    // Paid online: the studio hears of the booking now, as it hears of any other when it is made.
    emails.push(...(await studioNotice(req, doc, session)))
  }
  if (session && holdsSeat(previousDoc) && !holdsSeat(doc)) emails.push(...(await passFreedSeat(req, session.id)))
  await enqueueEmails(req, emails)
  return doc
}
