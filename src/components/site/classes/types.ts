/** What the booking form needs of a class (contract with src/components/forms/ClassBookingForm). */
export type BookableClass = { classId: string; title: string; price: number; formats: ('online' | 'in-person')[] }

/** A class card as the classes page shows it. */
export type ClassCardData = BookableClass & {
  level: string
  duration: string
  description?: string | null
  topics: string[]
  formatsLabel?: string | null
  priceLabel: string
}

export type ClassesLabels = {
  tabs: { label: string; classes: string; success: string; booking: string }
  level: string
  duration: string
  formats: string
  topics: string
  select: string
  selected: string
  bookFromSuccess: string
  enroll: string
}
