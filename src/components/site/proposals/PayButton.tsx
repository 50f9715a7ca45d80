'use client'

import { useState } from 'react'

import type { Locale } from '@/i18n/routing'

type Props = { token: string; locale: Locale; label: string; busyLabel: string; failed: string }

/** Opens Checkout for the installment that is due (`POST /api/proposals/{token}/pay`). */
export function PayButton({ token, locale, label, busyLabel, failed }: Props) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()

  async function pay() {
    setBusy(true)
    setProblem(undefined)
    try {
      const res = await fetch(`/api/proposals/${encodeURIComponent(token)}/pay?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: '{}',
      })
      const answer = (await res.json().catch(() => ({}))) as { checkoutUrl?: string; message?: string }
      if (res.ok && answer.checkoutUrl) return window.location.assign(answer.checkoutUrl)
      // Paid meanwhile (another tab, the saved card): the page shows what is left.
      if (res.status === 409) return window.location.reload()
      setProblem(answer.message ?? failed)
    } catch {
      setProblem(failed)
    }
    setBusy(false)
  }

  return (
    <div className="grid gap-2">
      <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={pay} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <div aria-live="polite">{problem && <p className="text-sm font-semibold text-danger">{problem}</p>}</div>
    </div>
  )
}
