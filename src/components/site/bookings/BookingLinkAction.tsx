'use client'

import { useState } from 'react'

type Props = {
  path: '/api/class-bookings/cancel' | '/api/class-bookings/claim'
  token: string
  locale: string
  label: string
  busyLabel: string
  doneText: string
  failedText: string
  /** Said while the browser goes to Checkout (a seat of a class paid online). */
  redirectingText?: string
}

/**
 * The one button of a booking link page (cancel, or claim a seat). It posts the token once; the
 * answer (or the server's refusal, in the visitor's language) replaces it. A second click while
 * the first is on its way is ignored, and the server refuses a replay anyway.
 */
export function BookingLinkAction({
  path,
  token,
  locale,
  label,
  busyLabel,
  doneText,
  failedText,
  redirectingText,
}: Props) {
  const [state, setState] = useState<{ phase: 'idle' | 'busy' | 'done' | 'error'; message?: string }>({
    phase: 'idle',
  })
  const run = async () => {
    if (state.phase === 'busy') return
    setState({ phase: 'busy' })
    try {
      const res = await fetch(`${path}?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      if (res.ok) {
        const answer = (await res.json().catch(() => ({}))) as { checkoutUrl?: string }
        // A seat of a class paid online: held while the client pays on Stripe's page.
        if (answer.checkoutUrl) {
          setState({ phase: 'done', message: redirectingText ?? doneText })
          return window.location.assign(answer.checkoutUrl)
        }
        return setState({ phase: 'done', message: doneText })
      }
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      setState({ phase: 'error', message: body.message ?? failedText })
    } catch {
      setState({ phase: 'error', message: failedText })
    }
  }
  if (state.phase === 'done' || state.phase === 'error') {
    return (
      <p
        role={state.phase === 'error' ? 'alert' : 'status'}
        data-testid="booking-link-result"
        className={`rounded-2xl border px-5 py-4 ${state.phase === 'error' ? 'border-danger/40 text-danger' : 'border-gold-deep/40 bg-sand/60 text-ink'}`}
      >
        {state.message}
      </p>
    )
  }
  return (
    <button
      type="button"
      onClick={run}
      disabled={state.phase === 'busy'}
      className="btn btn-primary min-w-52 disabled:cursor-wait disabled:opacity-70"
    >
      {state.phase === 'busy' ? busyLabel : label}
    </button>
  )
}
