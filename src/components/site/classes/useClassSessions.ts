'use client'

import { startTransition, useEffect, useState } from 'react'

import type { Locale } from '@/i18n/routing'
import type { PublicSession } from '@/lib/bookings/shape'

export const SESSIONS_PATH = '/api/class-bookings/sessions'

/**
 * The upcoming sessions with their seats left, read in the browser: the page itself is cached,
 * the seats are not. `refresh` reads them again (after a booking). Empty until loaded or when the
 * call fails (a class then shows the preferred-date request form).
 *
 * The list arrives while the page may still be starting up: it is shown in a transition, which
 * React renders in slices between the browser's other work instead of in one long task.
 */
export function useClassSessions(locale: Locale) {
  const [sessions, setSessions] = useState<PublicSession[]>([])
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    fetch(`${SESSIONS_PATH}?locale=${locale}`, { signal: controller.signal, cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<{ sessions: PublicSession[] }>) : { sessions: [] }))
      .then((body) => startTransition(() => setSessions(body.sessions)))
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale, version])
  return { sessions, refresh: () => setVersion((v) => v + 1) }
}
