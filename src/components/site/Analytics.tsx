'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'

import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT, readConsent, type ConsentChoice } from '@/lib/analytics/consent'
import { trackPageView } from '@/lib/analytics/events'

import type { ConsentLabels } from './ConsentBanner'

const ConsentBanner = lazy(() => import('./ConsentBanner'))

/**
 * Analytics with consent. The external script loads only once the visitor has accepted (now or on
 * an earlier visit); then every location change is a page_view. Without a measurement id in the
 * site settings there is nothing to consent to: no banner, no link.
 */
export function Analytics({
  measurementId,
  labels,
  preferencesLabel,
}: {
  measurementId: string
  labels: ConsentLabels
  preferencesLabel: string
}) {
  const pathname = usePathname()
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)
  const [open, setOpen] = useState<'auto' | 'asked' | false>(false)

  useEffect(() => {
    if (!measurementId) return
    const stored = readConsent()
    setChoice(stored)
    if (stored === null) setOpen('auto')
    const onChange = (event: Event) => setChoice((event as CustomEvent<ConsentChoice>).detail)
    const onOpen = () => setOpen('asked')
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange)
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, onChange)
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
    }
  }, [measurementId])

  // The loader is fetched only once someone has accepted: most visitors never download it.
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!measurementId || !choice) return
    void import('@/lib/analytics/gtag').then((gtag) => {
      if (choice === 'granted') {
        gtag.loadAnalytics(measurementId)
        setLoaded(true)
      } else gtag.disableAnalytics(measurementId)
    })
  }, [choice, measurementId])

  useEffect(() => {
    if (choice === 'granted' && loaded) trackPageView(pathname)
  }, [choice, loaded, pathname])

  if (!measurementId) return null
  return (
    <>
      <div className="bg-night">
        <div className="container-page pb-5 text-xs text-cream/85">
          <button
            type="button"
            onClick={() => setOpen('asked')}
            className="inline-flex min-h-9 items-center underline-offset-4 hover:text-cream hover:underline"
          >
            {preferencesLabel}
          </button>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ConsentBanner labels={labels} focus={open === 'asked'} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
