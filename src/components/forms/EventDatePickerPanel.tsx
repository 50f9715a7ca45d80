'use client'

import 'react-day-picker/style.css'

import { DayPicker } from 'react-day-picker'
import { enCA, frCA } from 'react-day-picker/locale'

import type { Locale } from '@/i18n/routing'

type Props = {
  locale: Locale
  selected: Date | undefined
  today: Date | undefined
  onSelect: (date: Date | undefined) => void
}

/** The calendar itself, in its own chunk (see EventDatePicker). */
export default function EventDatePickerPanel({ locale, selected, today, onSelect }: Props) {
  const start = today ?? new Date()
  return (
    <DayPicker
      mode="single"
      autoFocus
      locale={locale === 'fr' ? frCA : enCA}
      selected={selected}
      defaultMonth={selected ?? start}
      startMonth={start}
      disabled={{ before: start }}
      onSelect={onSelect}
      style={
        {
          '--rdp-accent-color': 'var(--color-gold-deep)',
          '--rdp-accent-background-color': 'var(--color-sand)',
          '--rdp-day-height': '2.75rem',
          '--rdp-day-width': '2.75rem',
          '--rdp-day_button-height': '2.625rem',
          '--rdp-day_button-width': '2.625rem',
        } as React.CSSProperties
      }
    />
  )
}
