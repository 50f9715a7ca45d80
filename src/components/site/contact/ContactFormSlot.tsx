'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { Locale } from '@/i18n/routing'

import type { ContactFormLazyProps } from './ContactFormLazy'

/** When the form's code starts loading: as the form comes this near the viewport. */
const ROOT_MARGIN = '200px'
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input'] as const

type Live = { Form: ComponentType<ContactFormLazyProps>; initial: Record<string, string> }

/** What the visitor did in the server's copy of the form that the live form must carry on. */
type Carried = {
  focus?: { name: string; start: number | null; end: number | null }
  /** The `data-field` of a button pressed (the event date's), to press it again. */
  press?: string
  submit: boolean
}

/** The values typed so far, by field name. */
function typedValues(form: HTMLFormElement | null): Record<string, string> {
  const values: Record<string, string> = {}
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  return values
}

function focusedField(root: HTMLElement): Carried['focus'] {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !root.contains(active)) return undefined
  const name = active.getAttribute('name') ?? active.dataset.field
  if (!name) return undefined
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined
  // Inputs of some types (email) have no selection to read.
  let start: number | null = null
  let end: number | null = null
  try {
    start = text?.selectionStart ?? null
    end = text?.selectionEnd ?? null
  } catch {}
  return { name, start, end }
}

function carryOver(root: HTMLElement, { focus, press, submit }: Carried) {
  const find = (name: string) =>
    root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"], [data-field="${CSS.escape(name)}"]`)
  if (focus) {
    const field = find(focus.name)
    field?.focus({ preventScroll: true })
    if (focus.start !== null && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      try {
        field.setSelectionRange(focus.start, focus.end ?? focus.start)
      } catch {}
    }
  }
  if (press) find(press)?.click()
  if (submit) root.querySelector('form')?.requestSubmit()
}

/**
 * The contact form: the server's copy (`children`, ContactFormStatic) until the visitor touches it
 * or it comes near the viewport, then the live form (react-hook-form, zod, TanStack Query and the
 * i18n runtime, in their own chunk), which takes its place in one synchronous step with what was
 * typed, the focus and the caret carried over, and a press of the date or of Send passed on. The
 * page's first load carries none of that code, and a visitor who never reaches the form never
 * loads it.
 */
export function ContactFormSlot({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Record<string, unknown>
  children: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<Live>()

  useEffect(() => {
    const root = box.current
    if (!root || live) return
    const carried: Carried = { submit: false }
    let loading = false
    let mounted = true
    const load = () => {
      if (loading) return
      loading = true
      import('./ContactFormLazy').then(
        ({ default: Form }) => {
          if (!mounted) return
          // Read and replaced in one task: no keystroke can fall between the two.
          const initial = typedValues(root.querySelector('form'))
          carried.focus = focusedField(root)
          flushSync(() => setLive({ Form, initial }))
          carryOver(root, carried)
        },
        // Offline for a moment: the next touch tries again.
        () => {
          loading = false
        },
      )
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      carried.submit = true
      load()
    }
    const onPress = (event: Event) => {
      const field = (event.target as Element).closest<HTMLElement>('[data-field]')?.dataset.field
      if (field) carried.press = field
      load()
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: ROOT_MARGIN,
    })
    observer.observe(root)
    for (const type of TOUCHES) root.addEventListener(type, load)
    root.addEventListener('pointerdown', onPress)
    root.addEventListener('click', onPress)
    root.addEventListener('submit', onSubmit)
    return () => {
      mounted = false
      observer.disconnect()
      for (const type of TOUCHES) root.removeEventListener(type, load)
      root.removeEventListener('pointerdown', onPress)
      root.removeEventListener('click', onPress)
      root.removeEventListener('submit', onSubmit)
    }
  }, [live])

  return (
    <div ref={box}>{live ? <live.Form locale={locale} messages={messages} initial={live.initial} /> : children}</div>
  )
}
