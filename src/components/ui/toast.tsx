'use client'

import dynamic from 'next/dynamic'
import { useRef, useSyncExternalStore } from 'react'

/**
 * Toast notifications (seed 000 §4/§9): one at a time, 5 s, swipe right past 50 px to dismiss,
 * F8 moves focus to the viewport, at most 420 px wide; default and destructive variants.
 *
 * `toast()` can be called from any client component: the state is a tiny module-level store,
 * so forms need no provider or context, and the one mounted <Toaster /> renders it.
 */

export type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant }
type ToastState = ToastInput & { id: number; open: boolean }

let current: ToastState | null = null
export type { ToastState }
let nextId = 1
const listeners = new Set<() => void>()

export function emit(next: ToastState | null) {
  current = next
  for (const listener of listeners) listener()
}

export function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows a toast, replacing the one on screen (a new id remounts it, restarting its timer). */
export function toast(input: ToastInput) {
  const id = nextId++
  emit({ ...input, id, open: true })
  return {
    id,
    dismiss: () => {
      if (current?.id === id) emit({ ...current, open: false })
    },
  }
}

export function dismissToast() {
  if (current) emit({ ...current, open: false })
}

export type ToastLabels = {
  /** Accessible name of the close button. */
  close: string
  /** Announced before each toast by screen readers. */
  notification: string
  /** Name of the viewport region; `{hotkey}` is replaced by the shortcut. */
  viewport: string
}

export const englishLabels: ToastLabels = {
  close: 'Close',
  notification: 'Notification',
  viewport: 'Notifications ({hotkey})',
}

export const getCurrentToast = () => current

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
