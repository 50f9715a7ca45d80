'use client'

import { useEffect, useState } from 'react'

import { localizedPath } from '@/i18n/locale-path'
import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'

import { ConsultationPicker, type ConsultationTexts } from './ConsultationPicker'
import { formatWhen } from './slot-time'
import { usePickedSlot } from './usePickedSlot'

interface View {
  id: number
  type: string
  typeName: string
  start: string
  status: string
  timeZone: string | null
  changeableUntil: string
}

/**
 * The page a reschedule or cancel link opens: the consultation the signed token names, then the
 * picker (reschedule) or one button (cancel). Every refusal (forged, old or replayed link, past
 * the cut-off) is the server's message, in the page's language.
 */
export function ManageConsultation({
  token: initialToken,
  action,
  locale,
  t,
}: {
  token: string
  action: 'reschedule' | 'cancel'
  locale: Locale
  t: ConsultationTexts
}) {
  const [token, setToken] = useState(initialToken)
  const [view, setView] = useState<View | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const [done, setDone] = useState<string | undefined>()
  const { start, zone, taken, picker } = usePickedSlot()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    fetch(`/api/consultations/manage?token=${encodeURIComponent(initialToken)}&locale=${locale}`)
      .then(async (res) => {
        const body = await res.json()
        if (res.ok) setView(body as View)
        else setProblem((body as { message?: string }).message ?? t.loadFailed)
      })
      .catch(() => setProblem(t.loadFailed))
  }, [initialToken, locale, t.loadFailed])

  async function send(path: string, body: object) {
    setBusy(true)
    try {
      const res = await fetch(`${path}?locale=${locale}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...body }),
      })
      const answer = (await res.json().catch(() => ({}))) as { message?: string; start?: string; token?: string }
      if (res.ok) return answer
      if (res.status === 409 && path.endsWith('reschedule')) taken()
      setProblem(answer.message ?? t.loadFailed)
    } catch {
      setProblem(t.loadFailed)
    } finally {
      setBusy(false)
    }
  }

  const when = view ? formatWhen(view.start, zone, locale) : ''
  return (
    <div className="grid gap-6">
      <div aria-live="polite">
        {problem && (
          <div role="alert" className="rounded-2xl border border-red-800 p-4">
            <p className="font-semibold">{t.linkProblem}</p>
            <p>{problem}</p>
          </div>
        )}
        {done && (
          <div role="status" className="grid gap-3 rounded-2xl bg-sand p-6">
            <p className="font-semibold">{done}</p>
            <a className="btn btn-outline justify-self-start" href={localizedPath('/consultation', locale)}>
              {t.bookAnother}
            </a>
          </div>
        )}
      </div>
      {view && !done && (
        <>
          <div className="rounded-2xl border border-line p-6">
            <p className="font-semibold">{view.typeName}</p>
            <p>{when}</p>
            <p className="text-ink-soft">
              {fill(t.changeUntil, { when: formatWhen(view.changeableUntil, zone, locale) })}
            </p>
          </div>
          {action === 'cancel' ? (
            <button
              type="button"
              className="btn btn-primary justify-self-start"
              disabled={busy}
              onClick={async () => {
                if (await send('/api/consultations/cancel', {})) setDone(t.cancelled)
              }}
            >
              {t.cancel}
            </button>
          ) : (
            <form
              className="grid gap-6"
              onSubmit={async (e) => {
                e.preventDefault()
                if (!start) return setProblem(t.pickTime)
                setProblem(undefined)
                const moved = await send('/api/consultations/reschedule', { start })
                if (moved?.token) {
                  setToken(moved.token)
                  setDone(`${t.rescheduled} ${formatWhen(moved.start!, zone, locale)}`)
                }
              }}
            >
              <h2 className="text-2xl">{t.reschedule}</h2>
              <ConsultationPicker type={view.type} locale={locale} t={t} {...picker} />
              <button type="submit" className="btn btn-primary justify-self-start" disabled={busy}>
                {t.rescheduleSubmit}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  )
}
