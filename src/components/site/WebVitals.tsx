'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { sendReport } from '@/lib/analytics/send-report'

const POST_PATH = /^(?:\/fr)?\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/

/** After the page has settled: the reporter is not worth a byte of the first render. */
function whenIdle(fn: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 4000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 1500)
  return () => clearTimeout(id)
}

/**
 * Web vitals of every public page (shown on /monitoring), and the blog's view counter: post pages are
 * served from the cache, so the browser reports the view (POST /api/analytics/post-view).
 * Both are first-party and anonymous, so they need no consent.
 */
export function WebVitals() {
  const pathname = usePathname()

  useEffect(
    () =>
      whenIdle(() => {
        void import('@/lib/analytics/reporter').then((m) => m.startWebVitals()).catch(() => {})
      }),
    [],
  )

  useEffect(() => {
    const slug = POST_PATH.exec(pathname)?.[1]
    if (!slug) return
    sendReport('/api/analytics/post-view', { slug })
  }, [pathname])

  return null
}
