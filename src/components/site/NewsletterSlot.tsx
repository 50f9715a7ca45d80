'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/routing'

import type { FormMessages } from './forms/FormIntl'

const NewsletterLazy = dynamic(() => import('./forms/NewsletterLazy'), { ssr: false })

/**
 * The blog page's newsletter form (src/components/forms/NewsletterSignup), loaded once the page
 * is idle or the block comes near the viewport, whichever is first: the form, its query client
 * and i18n runtime stay out of the page's first load. The reserved height keeps the layout still.
 */
export function NewsletterSlot({ locale, messages }: { locale: Locale; messages: FormMessages }) {
  const ref = useRef<HTMLDivElement>(null)
  const [load, setLoad] = useState(false)

  useEffect(() => {
    if (load) return
    const start = () => setLoad(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '600px' })
    if (ref.current) observer.observe(ref.current)
    const idle =
      'requestIdleCallback' in window
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : (window as Window).setTimeout(start, 1500)
    return () => {
      observer.disconnect()
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idle)
      else clearTimeout(idle)
    }
  }, [load])

  return (
    <div ref={ref} className="min-h-[9.5rem] sm:min-h-[5.5rem]">
      {load && <NewsletterLazy locale={locale} messages={messages} />}
    </div>
  )
}
