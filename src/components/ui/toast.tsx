'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

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
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastState | null) {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
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

const englishLabels: ToastLabels = {
  close: 'Close',
  notification: 'Notification',
  viewport: 'Notifications ({hotkey})',
}

/**
 * Mount once per layout. The public site passes translated labels (see the site layout); other
 * layouts (studio apps) can rely on the English defaults.
 */
export function Toaster({ labels }: { labels?: Partial<ToastLabels> }) {
  const state = useSyncExternalStore(subscribe, () => current, () => null)
  const l = { ...englishLabels, ...labels }
  const destructive = state?.variant === 'destructive'

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={l.notification}>
      {state && (
        <ToastPrimitive.Root
          key={state.id}
          open={state.open}
          onOpenChange={(open) => {
            if (!open && current?.id === state.id) emit({ ...state, open: false })
          }}
          data-variant={state.variant ?? 'default'}
          // Destructive toasts interrupt assistive technology; others wait politely.
          type={destructive ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 ${
            destructive ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{state.title}</ToastPrimitive.Title>
            {state.description && (
              <ToastPrimitive.Description className={`text-sm ${destructive ? 'text-white' : 'text-ink-soft'}`}>
                {state.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={l.close}
            className={`absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-full ${
              destructive ? 'hover:bg-white/20' : 'hover:bg-sand'
            }`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={l.viewport}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  )
}
