'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { RequiredMark } from '@/components/ui/Field'
import { CLASS_FORMATS } from '@/lib/schemas/classBooking'

import { radioCard } from './class-booking'

/** Online or in person: one radio card each, registered with the form. */
export function FormatChoice({
  id,
  field,
  error,
}: {
  id: string
  field: UseFormRegisterReturn
  /** The error said under the choices, in the visitor's language; its element is `${id}-error`. */
  error: string | undefined
}) {
  const t = useTranslations('classes.booking')
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error !== undefined ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {t('fields.preferredFormat')}
        <RequiredMark />
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CLASS_FORMATS.map((format) => (
          <label key={format} className={`${radioCard} items-center`}>
            <input
              {...field}
              type="radio"
              value={format}
              className="h-4 w-4 accent-gold-deep"
              aria-invalid={error !== undefined ? true : undefined}
            />
            {t(`formats.${format}`)}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
