'use client'

import dynamic from 'next/dynamic'

import type { FormMessages } from '@/components/forms/FormIntl'
import type { Locale } from '@/i18n/routing'

import type { SessionProps } from '@/components/forms/class-booking'

import type { BookableClass } from './types'

const ClassBookingFormLazy = dynamic(() => import('@/components/forms/ClassBookingFormLazy'), {
  ssr: false,
  loading: () => <div className="min-h-[40rem]" aria-hidden="true" />,
})

type Props = SessionProps & {
  classes: BookableClass[]
  selectedClassId: string | null
  onSelectedClassChange: (id: string | null) => void
  /** Mounted only once the Book a Class tab has been opened: its code is not part of the first load. */
  active: boolean
  locale: Locale
  messages: FormMessages
}

/** Hosts the class booking form (src/components/forms/ClassBookingForm) in the booking tab. */
export function BookingFormSlot({ active, ...props }: Props) {
  if (!active) return null
  return <ClassBookingFormLazy {...props} />
}
