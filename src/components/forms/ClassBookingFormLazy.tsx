'use client'

// First: configures zod before the form's schemas are evaluated.
import './zod-jitless'

import type { Locale } from '@/i18n/routing'

import type { BookableClass, SessionProps } from './class-booking'
import { ClassBookingForm } from './ClassBookingForm'
import { FormIntl, type FormMessages } from './FormIntl'

export type ClassBookingFormLazyProps = SessionProps & {
  locale: Locale
  messages: FormMessages
  classes: BookableClass[]
  selectedClassId: string | null
  onSelectedClassChange: (id: string | null) => void
}

/** Loaded when the Book a Class tab first opens (see BookingFormSlot). */
export default function ClassBookingFormLazy({ locale, messages, ...form }: ClassBookingFormLazyProps) {
  return (
    <FormIntl locale={locale} messages={messages}>
      <ClassBookingForm {...form} />
    </FormIntl>
  )
}
