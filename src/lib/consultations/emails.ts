import type { OutgoingEmail } from '@/lib/email/outbox'
import type { StudioInfo } from '@/lib/email/templates'

import type { NewConsultation } from './operations'

export type ConsultationEvent = 'booked' | 'rescheduled' | 'cancelled'

/** The e-mails of a consultation event: the visitor's (with its invitation) and the studio's. */
export function consultationEmails(
  booking: NewConsultation,
  event: ConsultationEvent,
  studio: StudioInfo,
): OutgoingEmail[] {
  void booking
  void event
  void studio
  return []
}
