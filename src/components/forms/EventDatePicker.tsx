'use client'

import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'
import { languageTag } from '@/i18n/language-tag'

import { EventDateButton } from './EventDateButton'

// The calendar (react-day-picker and its locale data) loads on first open, not with the page.
const CalendarPanel = lazy(() => import('./EventDatePickerPanel'))

type Props = {
  id: string
  /** The field's label: the button's name says both the field and its value ("Event date: Pick a date"). */
  label: string
  value: string | undefined
  onChange: (value: string) => void
  /** YYYY-MM-DD of today in the visitor's time zone: earlier days are disabled. */
  today: string | undefined
  locale: Locale
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
}

export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined
}

/**
 * The event date of the contact form: a button that opens a calendar where past
 * days are disabled; the form stores YYYY-MM-DD. Escape or a click outside closes it and gives
 * focus back to the button.
 */
export function EventDatePicker({
  id,
  label: fieldLabel,
  value,
  onChange,
  today,
  locale,
  invalid,
  describedBy,
  disabled,
}: Props) {
  const t = useTranslations('contact.form.datePicker')
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const selected = value ? parseIsoDate(value) : undefined
  const label = selected
    ? new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long' }).format(selected)
    : t('placeholder')

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <EventDateButton
      id={id}
      fieldLabel={fieldLabel}
      text={label}
      chosen={Boolean(selected)}
      open={open}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
      onClick={() => setOpen((o) => !o)}
      buttonRef={button}
      wrapperRef={wrapper}
      beside={
        selected && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onChange('')
              button.current?.focus()
            }}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border border-line bg-white text-ink hover:bg-sand"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('clear')}</span>
          </button>
        )
      }
      below={
        open && (
          <div
            id={`${id}-calendar`}
            role="dialog"
            aria-label={t('open')}
            className="absolute left-0 top-full z-30 mt-2 rounded-2xl border border-line bg-white p-3 shadow-xl"
          >
            <Suspense fallback={<div className="h-72 w-72" aria-hidden="true" />}>
              <CalendarPanel
                locale={locale}
                selected={selected}
                today={today ? parseIsoDate(today) : undefined}
                onSelect={(date) => {
                  const pad = (n: number) => String(n).padStart(2, '0')
                  onChange(date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '')
                  setOpen(false)
                  button.current?.focus()
                }}
              />
            </Suspense>
          </div>
        )
      }
    />
  )
}
