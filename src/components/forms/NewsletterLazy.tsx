'use client'

// First: configures zod before the form's schemas are evaluated.
import './zod-jitless'

import type { Locale } from '@/i18n/routing'

import { FormIntl, type FormMessages } from './FormIntl'
import { NewsletterSignup } from './NewsletterSignup'

export default function NewsletterLazy({ locale, messages }: { locale: Locale; messages: FormMessages }) {
  return (
    <FormIntl locale={locale} messages={messages}>
      <NewsletterSignup tone="dark" />
    </FormIntl>
  )
}
