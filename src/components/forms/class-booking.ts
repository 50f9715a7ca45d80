import type { PublicSession } from '@/lib/bookings/shape'

export type BookableClass = { classId: string; title: string; price: number; formats: string }

/** The dated sessions (GET /api/class-bookings/sessions) and the one picked, shared with the class cards. */
export type SessionProps = {
  sessions: PublicSession[]
  selectedSessionId: number | null
  onSelectedSessionChange: (id: number | null) => void
  /** After a booking: the seats left are read again. */
  onBooked: () => void
}

export type ClassBookingProps = SessionProps & {
  classes: BookableClass[]
  selectedClassId: string | null
  onSelectedClassChange: (id: string | null) => void
}

export function priceOf(classes: BookableClass[], classId: string | null | undefined): number {
  return classes.find((c) => c.classId === classId)?.price ?? 0
}

/** A radio drawn as a card (a session, a format): gold when chosen, ringed when it has the keyboard. */
export const radioCard =
  'flex min-h-12 cursor-pointer gap-3 rounded-xl border border-line bg-cream/40 px-4 py-3 text-ink ' +
  'has-[:checked]:border-gold-deep has-[:checked]:bg-sand/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-deep'
