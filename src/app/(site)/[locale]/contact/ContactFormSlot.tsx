'use client'

import dynamic from 'next/dynamic'

import { useLoadWhenNeeded } from '@/components/forms/useLoadWhenNeeded'

import type { ContactFormLazyProps } from './ContactFormLazy'

const ContactFormLazy = dynamic(() => import('./ContactFormLazy'), { ssr: false })

/**
 * The contact form, loaded when it comes within 200 px of the viewport, at the first tap, scroll
 * or key, or 3 s after the page has loaded (see useLoadWhenNeeded). On a phone it sits below the
 * hero, so the page's first seconds belong to the hero. The reserved height keeps the page from
 * moving when it appears.
 */
export function ContactFormSlot(props: ContactFormLazyProps) {
  const [ref, load] = useLoadWhenNeeded<HTMLDivElement>({ rootMargin: '200px' })
  return (
    <div ref={ref} className="min-h-[58rem] sm:min-h-[37rem]">
      {load && <ContactFormLazy {...props} />}
    </div>
  )
}
