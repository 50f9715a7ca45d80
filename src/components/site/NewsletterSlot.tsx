'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import type { FormMessages } from './forms/FormIntl'

const NewsletterLazy = dynamic(() => import('./forms/NewsletterLazy'), { ssr: false })

/** Past this delay after the page has loaded, the form loads even if the visitor has not scrolled. */
const LATE_LOAD_MS = 4000

/**
 * The blog page's newsletter form (src/components/forms/NewsletterSignup). The form, its query
 * client and its i18n runtime stay out of the page's first load: they load when the block comes
 * near the viewport, at the visitor's first interaction, or a few seconds after the page has
 * settled, whichever comes first. The reserved height keeps the layout still when it appears.
 */
export function NewsletterSlot({ locale, messages }: { locale: Locale; messages: FormMessages }) {
  const ref = useRef<HTMLDivElement>(null)
  const [load, setLoad] = useState(false)

  useEffect(() => {
    if (load) return
    const start = () => setLoad(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '600px' })
    if (ref.current) observer.observe(ref.current)
    const interactions = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const
    for (const type of interactions) window.addEventListener(type, start, { once: true, passive: true })
    let timer: number | undefined
    const later = () => {
      timer = window.setTimeout(start, LATE_LOAD_MS)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      observer.disconnect()
      for (const type of interactions) window.removeEventListener(type, start)
      window.removeEventListener('load', later)
      window.clearTimeout(timer)
    }
  }, [load])

  return (
    <div ref={ref} className="min-h-[9.5rem] sm:min-h-[5.5rem]">
      {load && <NewsletterLazy locale={locale} messages={messages} />}
    </div>
  )
}
