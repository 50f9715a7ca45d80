'use client'

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { PrivacyNote, type PrivacyNoteTexts } from '@/components/forms/PrivacyNote'
import { localizedPath } from '@/i18n/locale-path'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { ConsultationPicker, usePickedSlot, type ConsultationTexts, type Slot } from './ConsultationPicker'

export interface TypeChoice {
  typeId: string
  name: string
  description: string
  durationMinutes: number
  /** Said under the type when it is paid online when booked (its price or deposit), else absent. */
  paymentNotice?: string
}

/** One key per submission (as the site's other forms make it), without their query library. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

type DetailName = 'name' | 'email' | 'phone' | 'serviceType' | 'notes'
type Errors = Partial<Record<DetailName | 'start' | 'form', string>>
type ControlProps = {
  name: DetailName
  className: string
  'aria-describedby': string | undefined
  'aria-invalid': boolean
}

/**
 * The booking of /consultation: the type, the picker, the visitor's details, then
 * POST /api/consultations with one Idempotency-Key per submission (a double click books once).
 * The shared zod schema checks the form before it is sent; the server's 400s come back per field,
 * in the page's language, and a 409 refreshes the free times.
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
  const id = useId()
  const [type, setType] = useState(types[0]?.typeId ?? '')
  const { start, setStart, zone, taken, picker } = usePickedSlot()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const key = useRef<string | undefined>(undefined)
  const paymentNotice = types.find((ty) => ty.typeId === type)?.paymentNotice

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
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors
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
        fieldErrors?: Errors
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

  /**
   * One labelled detail: the control (drawn by `control`) gets its form name, the shared look, its
   * error's id and its invalid state; the error is read out under it, inside the label.
   */
  const detail = (name: DetailName, label: string, control: (props: ControlProps) => ReactNode, wide = false) => (
    <label className={`grid gap-1 text-sm font-semibold${wide ? ' sm:col-span-2' : ''}`}>
      {label}
      {control({
        name,
        className: 'rounded-xl border border-line bg-white px-3 py-2 font-normal',
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
        'aria-invalid': Boolean(errors[name]),
      })}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="font-normal text-red-800">
          {errors[name]}
        </span>
      ) : null}
    </label>
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-10">
      {types.length > 1 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">{t.type}</legend>
          {types.map((ty) => (
            <label key={ty.typeId} className="flex gap-3 rounded-xl border border-line p-4">
              <input
                type="radio"
                name="type"
                value={ty.typeId}
                checked={type === ty.typeId}
                onChange={() => {
                  setType(ty.typeId)
                  setStart(undefined)
                }}
              />
              <span>
                <span className="block font-semibold">{ty.name}</span>
                <span className="block text-ink-soft">
                  {fill(t.minutes, { count: ty.durationMinutes })} · {ty.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {types.length === 1 && (
        <p className="text-ink-soft">
          <strong className="text-ink">{types[0]!.name}</strong> ·{' '}
          {fill(t.minutes, { count: types[0]!.durationMinutes })}
          {types[0]!.description ? ` · ${types[0]!.description}` : ''}
        </p>
      )}

      <div>
        <ConsultationPicker type={type} locale={locale} t={t} {...picker} />
        <p aria-live="assertive" className="mt-3 font-semibold text-red-800">
          {errors.start}
        </p>
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.details}</legend>
        {detail('name', t.name, (props) => (
          <input {...props} autoComplete="name" required />
        ))}
        {detail('email', t.email, (props) => (
          <input {...props} type="email" autoComplete="email" required />
        ))}
        {detail('phone', t.phone, (props) => (
          <input {...props} type="tel" autoComplete="tel" />
        ))}
        {detail('serviceType', t.service, (props) => (
          <select {...props} required defaultValue="">
            <option value="" disabled>
              {t.servicePlaceholder}
            </option>
            {/* The contact form's service types, named by the page (no schema module, so no zod, on load). */}
            {Object.keys(services).map((s) => (
              <option key={s} value={s}>
                {services[s] ?? s}
              </option>
            ))}
          </select>
        ))}
        {detail(
          'notes',
          t.notes,
          (props) => (
            <textarea {...props} rows={4} />
          ),
          true,
        )}
      </fieldset>

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
