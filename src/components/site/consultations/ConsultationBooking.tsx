'use client'

import { useState } from 'react'

import { PrivacyNote, type PrivacyNoteTexts } from '@/components/forms/PrivacyNote'
import type { Locale } from '@/i18n/routing'

import { ConsultationDetails } from './ConsultationDetails'
import { ConsultationPicker, type ConsultationTexts } from './ConsultationPicker'
import { ConsultationTypeChoice, type TypeChoice } from './ConsultationTypeChoice'
import { useConsultationSubmit } from './useConsultationSubmit'
import { usePickedSlot } from './usePickedSlot'

/**
 * The booking of /consultation: the type, the picker, the visitor's details, then the submission
 * (useConsultationSubmit). The shared zod schema checks the form before it is sent; the server's
 * 400s come back per field, in the page's language, and a 409 refreshes the free times.
 */
export function ConsultationBooking({
  types,
  locale,
  t,
  validation,
  services,
  privacy,
  redirecting,
}: {
  types: TypeChoice[]
  locale: Locale
  t: ConsultationTexts
  validation: Record<string, string>
  services: Record<string, string>
  /** Why the form asks for these details, with the link to the privacy policy. */
  privacy: PrivacyNoteTexts
  /** Said while the browser leaves for the payment page. */
  redirecting: string
}) {
  const [type, setType] = useState(types[0]?.typeId ?? '')
  const { start, setStart, zone, taken, picker } = usePickedSlot()
  const { submit, errors, busy, leaving } = useConsultationSubmit({ type, start, zone, locale, t, validation, taken })
  const paymentNotice = types.find((ty) => ty.typeId === type)?.paymentNotice

  return (
    <form noValidate onSubmit={submit} className="grid gap-10">
      <ConsultationTypeChoice
        types={types}
        t={t}
        value={type}
        onChange={(typeId) => {
          setType(typeId)
          setStart(undefined)
        }}
      />

      <div>
        <ConsultationPicker type={type} locale={locale} t={t} {...picker} />
        <p aria-live="assertive" className="mt-3 font-semibold text-red-800">
          {errors.start}
        </p>
      </div>

      <ConsultationDetails t={t} services={services} errors={errors} />

      <div className="grid gap-3">
        {paymentNotice && (
          <p className="rounded-xl bg-cream p-4 text-ink" data-testid="consultation-payment-notice">
            {paymentNotice}
          </p>
        )}
        <PrivacyNote texts={privacy} locale={locale} />
        <p aria-live="assertive" className="font-semibold text-red-800">
          {errors.form}
        </p>
        <p aria-live="polite" className="font-semibold">
          {leaving ? redirecting : ''}
        </p>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={busy || leaving}>
          {busy ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  )
}
