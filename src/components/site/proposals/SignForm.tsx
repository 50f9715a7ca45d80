'use client'

import { useCallback, useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/routing'

import { SignaturePadField, type SignatureHandle } from './SignaturePadField'
import type { ProposalTexts } from './types'

type Field = 'name' | 'signature' | 'consent' | 'language' | 'form'
type Errors = Partial<Record<Field, string>>

type Props = {
  token: string
  locale: Locale
  autopay: boolean
  /** The submit button's text, its amount filled in by the server. */
  submitLabel: string
  t: ProposalTexts['sign']
}

type Refusal = { error?: string; message?: string; fieldErrors?: Record<string, string> }

/** A refusal of the call as errors next to the fields it names (`fieldErrors`), else under the form. */
function errorsOf(answer: Refusal, fallback: string): Errors {
  const found: Errors = {}
  for (const [path, message] of Object.entries(answer.fieldErrors ?? {})) {
    const field = (['name', 'signature', 'consent', 'language'] as const).find(
      (f) => path === f || path.startsWith(`${f}.`),
    )
    found[field ?? 'form'] ??= message
  }
  return Object.keys(found).length > 0 ? found : { form: answer.message ?? fallback }
}

/**
 * Signing in one step: typed name, drawn signature, the consent to sign electronically, the
 * language signed (French unless the client expressly chooses English) and, when the proposal
 * offers it, saving the card. The call answers with the Checkout page, where the browser goes.
 */
export function SignForm({ token, locale, autopay, submitLabel, t }: Props) {
  const signature = useRef<SignatureHandle>(null)
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const signatureChanged = useCallback(() => setErrors(({ signature: _, ...rest }) => rest), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const png = signature.current?.png()
    const found: Errors = {}
    if (!name.trim()) found.name = t.nameRequired
    if (!png) found.signature = t.signatureEmpty
    if (form.get('consent') !== 'on') found.consent = t.consentRequired
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const res = await fetch(`/api/proposals/${encodeURIComponent(token)}/sign?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({
          name: name.trim(),
          signature: png,
          consent: true,
          language: form.get('language') === 'en' ? 'en' : 'fr',
          ...(autopay ? { autopay: form.get('autopay') === 'on' } : {}),
        }),
      })
      const answer = (await res.json().catch(() => ({}))) as Refusal & { checkoutUrl?: string }
      if (res.ok && answer.checkoutUrl) return window.location.assign(answer.checkoutUrl)
      // Signed meanwhile, withdrawn or expired: the page itself says what the proposal is now.
      if (res.status === 409 || res.status === 410) return window.location.reload()
      setErrors(errorsOf(answer, t.failed))
    } catch {
      setErrors({ form: t.failed })
    }
    setBusy(false)
  }

  const describe = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ') || undefined
  const errorText = (field: Field) =>
    errors[field] && (
      <p id={`${field}-error`} className="text-sm font-semibold text-danger">
        {errors[field]}
      </p>
    )

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" data-testid="proposal-sign-form">
      <div className="grid gap-2">
        <label htmlFor="signer-name" className="font-semibold">
          {t.name}
        </label>
        <input
          id="signer-name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name', 'signer-name-hint')}
          className="min-h-11 rounded-xl border border-line bg-white px-3 py-2"
        />
        <p id="signer-name-hint" className="text-sm text-ink-soft">
          {t.nameHint}
        </p>
        {errorText('name')}
      </div>
      <SignaturePadField ref={signature} t={t} typedName={name} error={errors.signature} onChange={signatureChanged} />
      <fieldset className="grid gap-2" aria-describedby={describe('language')}>
        <legend className="mb-2 font-semibold">{t.language}</legend>
        <label className="flex items-start gap-3">
          <input type="radio" name="language" value="fr" defaultChecked className="mt-1 size-5" />
          <span>{t.languageFr}</span>
        </label>
        <label className="flex items-start gap-3">
          <input type="radio" name="language" value="en" className="mt-1 size-5" />
          <span>{t.languageEn}</span>
        </label>
        {errorText('language')}
      </fieldset>
      <div className="grid gap-2">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describe('consent')}
            className="mt-1 size-5 shrink-0"
          />
          <span>{t.consent}</span>
        </label>
        {errorText('consent')}
      </div>
      {autopay && (
        <div className="grid gap-1">
          <label className="flex items-start gap-3">
            <input type="checkbox" name="autopay" aria-describedby="autopay-hint" className="mt-1 size-5 shrink-0" />
            <span>{t.autopay}</span>
          </label>
          <p id="autopay-hint" className="pl-8 text-sm text-ink-soft">
            {t.autopayHint}
          </p>
        </div>
      )}
      <div aria-live="polite">{errorText('form')}</div>
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t.submitting : submitLabel}
      </button>
    </form>
  )
}
