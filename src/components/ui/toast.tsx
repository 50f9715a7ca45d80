'use client'

import dynamic from 'next/dynamic'
import { useRef, useSyncExternalStore } from 'react'

import { getCurrentToast, subscribe, type ToastLabels } from './toast-store'

/**
 * Toast notifications: one at a time, 5 s, swipe right past 50 px to dismiss,
 * F8 moves focus to the viewport, at most 420 px wide; default and destructive variants.
 *
 * `toast()` can be called from any client component: the state lives in toast-store.ts, and the
 * one mounted <Toaster /> renders it.
 */

export { dismissToast, toast } from './toast-store'
export type { ToastInput, ToastLabels, ToastState, ToastVariant } from './toast-store'

export const englishLabels: ToastLabels = {
  close: 'Close',
  notification: 'Notification',
  viewport: 'Notifications ({hotkey})',
}

/**
 * The Radix viewport and toast are loaded with the first toast: most visits never show one, and
 * they should not pay for its JavaScript.
 */
const ToastView = dynamic(() => import('./toast-view').then((m) => m.ToastView), { ssr: false })

/**
 * Mount once per layout. The public site passes translated labels (see the site layout); other
 * layouts (studio apps) can rely on the English defaults.
 */
export function Toaster({ labels }: { labels?: Partial<ToastLabels> }) {
  const state = useSyncExternalStore(subscribe, getCurrentToast, () => null)
  // Once a toast has been shown the view stays mounted, so closing animations and F8 keep working.
  const loaded = useRef(false)
  if (state !== null) loaded.current = true
  return loaded.current ? <ToastView labels={{ ...englishLabels, ...labels }} /> : null
}
