'use client'

import { type RefObject, startTransition, useEffect, useRef, useState } from 'react'

type Options = {
  /** How near the viewport the element must come (IntersectionObserver rootMargin). */
  rootMargin?: string
  /** Past this delay after the page's load event, load anyway (the visitor may read for a while). */
  lateMs?: number
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

/**
 * True once the element comes near the viewport, at the visitor's first interaction, or some time
 * after the page has loaded, whichever is first. A form's code (react-hook-form, zod, the query
 * client, the i18n runtime) then stays out of the page's first load and of the busy seconds
 * after it, and is there before the visitor reaches it. The form renders in a transition, so
 * React works on it in slices and a tap during that time is answered at once.
 */
export function useLoadWhenNeeded<T extends HTMLElement>({ rootMargin = '600px', lateMs = 3000 }: Options = {}): [
  RefObject<T | null>,
  boolean,
  () => void,
] {
  const ref = useRef<T>(null)
  const [load, setLoad] = useState(false)
  useEffect(() => {
    if (load) return
    const start = () => startTransition(() => setLoad(true))
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin,
    })
    if (ref.current) observer.observe(ref.current)
    for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true })
    let timer: number | undefined
    const later = () => {
      timer = window.setTimeout(start, lateMs)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      observer.disconnect()
      for (const type of INTERACTIONS) window.removeEventListener(type, start)
      window.removeEventListener('load', later)
      window.clearTimeout(timer)
    }
  }, [load, rootMargin, lateMs])
  return [ref, load, () => setLoad(true)]
}
