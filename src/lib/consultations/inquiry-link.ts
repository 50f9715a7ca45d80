import type { Payload } from 'payload'

import { inLocalTransaction } from '@/lib/db/transaction'
import { consultationBooked as moveInquiries } from '@/lib/inquiries/linked'

import type { NewConsultation } from './operations'

/**
 * Runs once a consultation is stored (after its commit): the inquirer's open inquiries (new or
 * replied) from the same e-mail address move to "consultation booked" (the dashboard shows where
 * each lead stands), recorded as done by the site, in a transaction of their own. The booking is
 * already the visitor's, so a failure here is logged and never reaches them.
 */
export async function consultationBooked(
  payload: Payload,
  booking: Pick<NewConsultation, 'id' | 'email'>,
): Promise<void> {
  try {
    await inLocalTransaction(payload, (req) => moveInquiries(req, booking.email))
  } catch (error) {
    payload.logger.warn({ err: error }, `Consultation ${booking.id}: the inquirer's inquiry was not moved`)
  }
}
