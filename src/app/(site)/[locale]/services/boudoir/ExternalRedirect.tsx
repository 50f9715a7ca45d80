'use client'

import { useEffect } from 'react'

/** Long enough to read the message, short enough not to feel stuck. */
const DELAY_MS = 2000

/** Sends the browser to another site, replacing this page in history so Back skips it. */
export function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.replace(url), DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [url])
  return null
}
