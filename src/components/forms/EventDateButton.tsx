import { CalendarDays } from 'lucide-react'
import type { ReactNode, Ref } from 'react'

import { inputClass } from '@/components/ui/Field'

// No 'use client': the server draws the closed picker too, before the contact form's code loads.

/**
 * The event date's button and what sits beside it (the clear button) and under it (the calendar):
 * the markup the picker has whether or not its code has loaded. The button's name says both the
 * field and its value ("Event date: Pick a date"); `data-field` names it as a control's `name`
 * would, so a press made before the form's code loaded can be passed on to the live button.
 */
export function EventDateButton({
  id,
  fieldLabel,
  text,
  chosen,
  open = false,
  invalid,
  describedBy,
  disabled,
  onClick,
  buttonRef,
  wrapperRef,
  beside,
  below,
}: {
  id: string
  fieldLabel: string
  /** The date chosen, written out, or the placeholder. */
  text: string
  chosen: boolean
  open?: boolean
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
  onClick?: () => void
  buttonRef?: Ref<HTMLButtonElement>
  wrapperRef?: Ref<HTMLDivElement>
  beside?: ReactNode
  below?: ReactNode
}) {
  return (
    <div ref={wrapperRef} className="relative">
      <div className="flex gap-2">
        <button
          ref={buttonRef}
          id={id}
          type="button"
          data-field="eventDate"
          disabled={disabled}
          aria-label={`${fieldLabel}: ${text}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={onClick}
          className={`${inputClass} flex items-center gap-3 text-left ${chosen ? '' : 'text-ink-soft'}`}
        >
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-gold-deep" />
          <span>{text}</span>
        </button>
        {beside}
      </div>
      {below}
    </div>
  )
}
