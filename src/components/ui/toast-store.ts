/**
 * The toast state both halves of <Toaster /> read: a tiny module-level store, so forms need no
 * provider or context. Apart from toast.tsx so that the lazily loaded view (toast-view.tsx) can
 * read it without importing the module that loads it.
 */

export type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant }
export type ToastState = ToastInput & { id: number; open: boolean }

export type ToastLabels = {
  /** Accessible name of the close button. */
  close: string
  /** Announced before each toast by screen readers. */
  notification: string
  /** Name of the viewport region; `{hotkey}` is replaced by the shortcut. */
  viewport: string
}

let current: ToastState | null = null
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

export const getCurrentToast = () => current

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
