'use client'

import { useEffect, useMemo, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import { dayKey } from './slot-time'

export interface Slot {
  start: string
  end: string
}

/**
 * The free times of a consultation type from GET /api/consultations/slots, `days` days from
 * `from`, grouped by the day they fall on in `zone`. Read again when `refresh` changes, or on
 * `retry` after a failure.
 */
export function useFreeSlots({
  type,
  from,
  days: span,
  locale,
  zone,
  refresh,
}: {
  type: string
  from: string
  days: number
  locale: Locale
  zone: string
  refresh: number
}) {
  const [slots, setSlots] = useState<Slot[] | undefined>()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setSlots(undefined)
    setFailed(false)
    fetch(`/api/consultations/slots?type=${encodeURIComponent(type)}&from=${from}&days=${span}&locale=${locale}`)
      .then((res) =>
        res.ok ? (res.json() as Promise<{ slots: Slot[] }>) : Promise.reject(new Error(String(res.status))),
      )
      .then((body) => live && setSlots(body.slots))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [type, from, span, locale, refresh, attempt])

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>()
    for (const s of slots ?? []) {
      const key = dayKey(s.start, zone)
      byDay.set(key, [...(byDay.get(key) ?? []), s])
    }
    return byDay
  }, [slots, zone])

  return { slots, failed, days, retry: () => setAttempt((n) => n + 1) }
}
