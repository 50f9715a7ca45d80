'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Re-renders the page (server components, reading drafts in draft mode) each time the editor saves
 * or autosaves in the /cms live preview. Only active inside the CMS's preview frame: the component
 * refreshes once on mount, which visitors must not pay for.
 */
export function LivePreview() {
  const router = useRouter()
  const [framed, setFramed] = useState(false)
  const [origin, setOrigin] = useState('')
  useEffect(() => {
    setFramed(window.self !== window.top)
    setOrigin(window.location.origin)
  }, [])
  if (!framed || !origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
