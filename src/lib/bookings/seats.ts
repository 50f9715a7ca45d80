import type { PayloadRequest } from 'payload'

import { offerSeatToNextWaiting } from './store'

/** What the e-mails and invitations say about a session. */
export interface SessionDetails {
  startsAt: Date
  durationMinutes: number
  format: 'online' | 'in-person'
  location: string
}

export interface SessionRow {
  id: number
  classRef: number
  classId: string
  startsAt: Date
  durationMinutes: number
  format: 'online' | 'in-person'
  location: string
  capacity: number
  /** Seats held (SEAT_HOLDING_STATUSES in store.ts). */
  taken: number
  /** Bookings waiting for a seat, offered one or not. */
  waiting: number
  cutoffHours: number
  offerHoldHours: number
  /** How the class is paid when the site takes payments online (collections/Classes). */
  onlinePayment: 'none' | 'full' | 'deposit'
  depositPercent: number | null
}

/**
 * Passes the freed seat of a locked session to the first person of its waitlist who has not been
 * offered one yet: their booking holds the seat until `offer_expires_at`. The id of the booking
 * offered the seat, or undefined when nobody is waiting (the seat is then simply free).
 */
export async function offerFreedSeat(req: PayloadRequest, session: SessionRow): Promise<number | undefined> {
  if (session.taken >= session.capacity || session.startsAt.getTime() <= Date.now()) return undefined
  return offerSeatToNextWaiting(req, session.id, session.offerHoldHours)
}

export const sessionDetails = (s: SessionRow): SessionDetails => ({
  startsAt: s.startsAt,
  durationMinutes: s.durationMinutes,
  format: s.format,
  location: s.location,
})
