import type { Booking } from '@root/payload-types'

import { columns, type CsvColumn } from '@/lib/records/columns'
export type { BookingStatus } from '@/lib/schemas/classBooking'

const PUBLIC_FIELDS = [
  'id',
  'name',
  'email',
  'phone',
  'classType',
  'session',
  'format',
  'preferredDate',
  'preferredTime',
  'experience',
  'goals',
  'equipment',
  'totalCost',
  'notes',
  'status',
  'createdAt',
] as const satisfies readonly (keyof Booking)[]
type PublicField = (typeof PUBLIC_FIELDS)[number]

/**
 * What the visitor sent and what the studio set, without internal fields: the answer of
 * POST /api/class-bookings and a row of the dashboard's booking list.
 */
export function publicBooking(doc: Booking) {
  return Object.fromEntries(PUBLIC_FIELDS.map((key) => [key, doc[key]])) as Pick<Booking, PublicField>
}

export type PublicBooking = ReturnType<typeof publicBooking>
/** A booking as GET /api/class-bookings lists it. */
export type AdminBooking = PublicBooking

/** The dashboard's CSV export, in this column order. */
export const BOOKING_EXPORT_COLUMNS: CsvColumn<Booking>[] = [
  ...columns<Booking>(['id', 'createdAt', 'status', 'name', 'email', 'phone', 'classType']),
  { key: 'session', value: (b) => (typeof b.session === 'object' ? (b.session?.startsAt ?? '') : (b.session ?? '')) },
  { key: 'sessionId', value: (b) => (typeof b.session === 'object' ? (b.session?.id ?? '') : (b.session ?? '')) },
  ...columns<Booking>([
    'format',
    'preferredDate',
    'preferredTime',
    'experience',
    'equipment',
    'goals',
    'totalCost',
    'notes',
    'locale',
  ]),
]

/** What the dashboard's search box looks in. */
export const BOOKING_SEARCH_FIELDS = ['name', 'email', 'phone', 'notes', 'goals']

/** An upcoming session as GET /api/class-bookings/sessions lists it (safe for client components). */
export interface PublicSession {
  id: number
  classId: string
  startsAt: string
  /** The start as the page shows it, in Montréal time and the caller's language (formatSessionLabel). */
  when: string
  durationMinutes: number
  format: 'online' | 'in-person'
  /** The address of an in-person session; null for an online one (its link goes to students only). */
  place: string | null
  note: string | null
  capacity: number
  seatsLeft: number
  /**
   * Present when booking this session is paid online now (the site has its Stripe keys and the
   * class is paid online): the booking form then sends no price and goes to Checkout. Read from
   * this call, not from the cached page, which cannot know the site's keys.
   */
  payment?: { mode: 'full' | 'deposit'; depositPercent?: number }
}

/** A session as the dashboard lists it: seats taken over capacity, and the waitlist. */
export interface AdminSession {
  id: number
  classId: string
  startsAt: string
  format: 'online' | 'in-person'
  capacity: number
  taken: number
  waiting: number
}

/** The session of a booking row: its start when the list populated it, else nothing to show. */
export function sessionStart(session: Booking['session']): string | undefined {
  return session && typeof session === 'object' ? session.startsAt : undefined
}
