'use client'

import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { emit, getCurrentToast, subscribe, type ToastLabels } from './toast-store'

/** The Radix part of <Toaster />, loaded with the first toast. */
export function ToastView({ labels: l }: { labels: ToastLabels }) {
  const state = useSyncExternalStore(subscribe, getCurrentToast, () => null)
  const destructive = state?.variant === 'destructive'

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={l.notification}>
      {state && (
        <ToastPrimitive.Root
          key={state.id}
          open={state.open}
          onOpenChange={(open) => {
            if (!open && getCurrentToast()?.id === state.id) emit({ ...state, open: false })
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
