'use client'

import dynamic from 'next/dynamic'

import type { FormMessages } from '@/components/forms/FormIntl'
import { useLoadWhenNeeded } from '@/components/forms/useLoadWhenNeeded'
import type { Locale } from '@/i18n/routing'

const NewsletterLazy = dynamic(() => import('@/components/forms/NewsletterLazy'), { ssr: false })

/**
 * The blog page's newsletter form (src/components/forms/NewsletterSignup), loaded when the block
 * comes near, at the first interaction, or 4 s after the page has loaded (see useLoadWhenNeeded).
 * The reserved height keeps the layout still when it appears: the form with its consent sentence,
 * in the longer (French) wording, on a 390 px phone and from the `sm` width up
 * (tests/e2e/newsletter-consent.spec.ts checks the form fits).
 */
export function NewsletterSlot({ locale, messages }: { locale: Locale; messages: FormMessages }) {
  const [ref, load] = useLoadWhenNeeded<HTMLDivElement>({ lateMs: 4000 })
  return (
    <div ref={ref} data-newsletter-slot="" className="min-h-[16rem] sm:min-h-[9.5rem]">
      {load && <NewsletterLazy locale={locale} messages={messages} />}
    </div>
  )
}
