import type { Payload } from 'payload'

import type { NewConsultation } from './operations'

/**
 * Runs once a consultation is stored (after its commit). This is where the inquiries pipeline
 * moves the inquiry from the same e-mail address to its "consultation booked" stage: that stage
 * lives on another branch of the site's work (issue 26 asks for the link once both exist). Until
 * then it does nothing; it must never throw into the booking.
 */
export async function consultationBooked(payload: Payload, booking: NewConsultation): Promise<void> {
  void payload
  void booking
}
