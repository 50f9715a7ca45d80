import { languageTag } from '@/i18n/language-tag'

import type { BadgeTone } from './kit/Badge'

export const CONSULTATIONS_PATH = '/api/admin/consultations'

export type When = 'upcoming' | 'past'
export type Status = 'confirmed' | 'pending' | 'cancelled' | 'declined' | 'pending_payment' | 'payment_expired'
export type Action = 'approve' | 'decline' | 'cancel'

/** One row of GET /api/admin/consultations (src/lib/consultations/admin.ts). */
export interface AdminConsultation {
  id: number
  type: string
  name: string
  email: string
  phone: string | null
  serviceType: string | null
  notes: string | null
  timeZone: string | null
  status: Status
  ownerNote: string | null
  locale: string
  start: string
  end: string
  inquiryId: number | null
  inquiryStage: string | null
  /** Its latest online payment, for a type paid online. */
  payment: { status: string; purpose: string; total: number; amountRefunded: number } | null
}

export const STATUS_TONES: Record<Status, BadgeTone> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'neutral',
  declined: 'neutral',
  pending_payment: 'warning',
  payment_expired: 'neutral',
}

/** The time in the client's own zone, when it is not Montreal's. */
export function clientTime(iso: string, zone: string | null, locale: 'en' | 'fr'): string | null {
  if (!zone || zone === 'America/Toronto' || zone === 'America/Montreal') return null
  try {
    return new Intl.DateTimeFormat(languageTag(locale), { timeStyle: 'short', timeZone: zone }).format(new Date(iso))
  } catch {
    return null // a zone this browser does not know
  }
}
