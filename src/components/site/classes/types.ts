import type { ReactNode } from 'react'

import type { BookableClass } from '@/components/forms/class-booking'

export type { BookableClass }

/** A class card as the classes page shows it; `formats` is the card's label ("Online or In-Person"). */
export type ClassCardData = BookableClass & {
  level: string
  duration: string
  description?: string | null
  /** Its topics as a list after check marks, rendered by the server (none when it has none). */
  topics: ReactNode
  priceLabel: string
}

export type ClassesLabels = {
  tabs: { label: string; classes: string; success: string; booking: string }
  level: string
  duration: string
  formats: string
  select: string
  selected: string
  bookFromSuccess: string
  enroll: string
  sessions: { upcoming: string; seatsLeft: string; full: string; online: string }
}
