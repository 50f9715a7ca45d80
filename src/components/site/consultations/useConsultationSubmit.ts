'use client'

import { type FormEvent, useRef, useState } from 'react'

import { localizedPath } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/routing'

import type { ConsultationTexts } from './ConsultationPicker'
import type { Slot } from './useFreeSlots'

/** One key per submission (as the site's other forms make it), without their query library. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export type DetailName = 'name' | 'email' | 'phone' | 'serviceType' | 'notes'
export type ConsultationErrors = Partial<Record<DetailName | 'start' | 'form', string>>

/**
 * Sends the booking of /consultation: checks it with the shared zod schema (loaded at the first
 * submission), then POST /api/consultations with one Idempotency-Key per submission (a double click
 * books once). The server's 400s come back per field, in the page's language; a 409 SLOT_TAKEN
 * calls `taken` (the free times are read again); a booking paid online leaves for Stripe's page.
 */
export function useConsultationSubmit({
  type,
  start,
  zone,
  locale,
  t,
  validation,
  taken,
}: {
  type: string
  start: string | undefined
  zone: string
  locale: Locale
  t: ConsultationTexts
  validation: Record<string, string>
  taken: () => void
}) {
  const [errors, setErrors] = useState<ConsultationErrors>({})
  const [busy, setBusy] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const key = useRef<string | undefined>(undefined)

  const message = (k: string | undefined) => (k ? (validation[k.replace(/^validation\./, '')] ?? k) : undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const data = {
      type,
      start: start ?? '',
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      phone: String(form.get('phone') ?? ''),
      serviceType: String(form.get('serviceType') ?? ''),
      notes: String(form.get('notes') ?? ''),
      timeZone: zone,
    }
    if (!start) return setErrors({ start: t.pickTime })
    // The shared schema (and zod with it) loads at the first submission, not with the page: the
    // picker is what a visitor needs first, and the page's JavaScript budget is 25 KB.
    const { consultationSchema } = await import('@/lib/schemas/consultation')
    const parsed = consultationSchema.safeParse(data)
    if (!parsed.success) {
      const next: ConsultationErrors = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof ConsultationErrors
        next[field] ??= message(issue.message)
      }
      return setErrors(next)
    }
    setErrors({})
    setBusy(true)
    key.current ??= newIdempotencyKey()
    try {
      const res = await fetch(`/api/consultations?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key.current },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as {
        error?: string
        status?: string
        checkoutUrl?: string
        start?: string
        message?: string
        fieldErrors?: ConsultationErrors
        slots?: Slot[]
      }
      if (res.status === 201 && body.status === 'pending_payment' && body.checkoutUrl) {
        // The time is held while the visitor pays; Stripe's page sends them back to
        // /consultation/payment, which says what the webhook recorded.
        setLeaving(true)
        window.location.assign(body.checkoutUrl)
        return
      }
      if (res.status === 201) {
        const q = new URLSearchParams({ start: body.start ?? data.start, zone, status: body.status ?? 'confirmed' })
        // A full load on purpose: the confirmation is a small server page, and the form's island is done.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign(`${localizedPath('/consultation/confirmed', locale)}?${q}`)
        return
      }
      key.current = undefined
      // Only SLOT_TAKEN is about the time; the other refusals (the visitor's share of future
      // consultations, the mailbox's e-mails of the day) are said in the server's words.
      if (res.status === 409 && body.error === 'SLOT_TAKEN') {
        taken()
        setErrors({ start: t.taken })
      } else setErrors({ ...body.fieldErrors, form: body.message ?? t.loadFailed })
    } catch {
      setErrors({ form: t.loadFailed })
    } finally {
      setBusy(false)
    }
  }

  return { submit, errors, busy, leaving }
}
