'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True once the page is idle or the element comes within 600 px of the viewport, whichever is
 * first: a form's code (react-hook-form, zod, the query client, the i18n runtime) then stays out
 * of the page's first load, and is there before the visitor reaches it.
 */
export function useLoadWhenNeeded<T extends HTMLElement>(): [RefObject<T | null>, boolean, () => void] {
  const ref = useRef<T>(null)
  const [load, setLoad] = useState(false)
  useEffect(() => {
    if (load) return
    const start = () => setLoad(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '600px' })
    if (ref.current) observer.observe(ref.current)
    const idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 3000 }) : (window as Window).setTimeout(start, 1500)
    return () => {
      observer.disconnect()
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle)
      else clearTimeout(idle)
    }
  }, [load])
  return [ref, load, () => setLoad(true)]
}
