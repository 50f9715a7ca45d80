'use client'

import type { BookableClass } from './types'

type Props = {
  classes: BookableClass[]
  selectedClassId: string | null
  onSelectedClassChange: (id: string | null) => void
  fallback: React.ReactNode
}

/**
 * Hosts the class booking form (the backend engineer's `src/components/forms/ClassBookingForm`).
 * PLACEHOLDER until that component exists: shows the fallback (how to book by contacting us).
 */
export function BookingFormSlot({ fallback }: Props) {
  return <>{fallback}</>
}
