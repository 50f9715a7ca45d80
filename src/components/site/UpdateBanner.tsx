'use client'

import { useEffect } from 'react'

export interface UpdateLabels {
  message: string
  refresh: string
  dismiss: string
}

/** The update banner hides by itself after 10 seconds or when dismissed; refresh reloads the page. */
export const UPDATE_BANNER_MS = 10_000

export default function UpdateBanner({ labels, onClose }: { labels: UpdateLabels; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, UPDATE_BANNER_MS)
    return () => clearTimeout(timer)
  }, [onClose])

  return (
    <div
      role="status"
      data-update-banner=""
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-2xl bg-night px-5 py-3 text-sm text-cream shadow-xl"
    >
      <p className="min-w-0 flex-1">{labels.message}</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => window.location.reload()} className="btn btn-light min-h-10 px-4">
          {labels.refresh}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 rounded-full px-3 text-cream/85 underline-offset-4 hover:text-cream hover:underline"
        >
          {labels.dismiss}
        </button>
      </div>
    </div>
  )
}
