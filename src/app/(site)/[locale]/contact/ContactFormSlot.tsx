'use client'

import dynamic from 'next/dynamic'

import { useLoadWhenNeeded } from '@/components/forms/useLoadWhenNeeded'

import type { ContactFormLazyProps } from './ContactFormLazy'

const ContactFormLazy = dynamic(() => import('./ContactFormLazy'), { ssr: false })

/**
 * The contact form, loaded when the page is idle or the form is near (see useLoadWhenNeeded).
 * The reserved height keeps the page from moving when it appears.
 */
export function ContactFormSlot(props: ContactFormLazyProps) {
  const [ref, load] = useLoadWhenNeeded<HTMLDivElement>()
  return (
    <div ref={ref} className="min-h-[58rem] sm:min-h-[37rem]">
      {load && <ContactFormLazy {...props} />}
    </div>
  )
}
