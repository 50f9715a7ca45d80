'use client'

// First: configures zod before the form's schemas are evaluated.
import './zod-jitless'

import { NewsletterSignup } from '@/components/forms/NewsletterSignup'
import type { Locale } from '@/i18n/routing'

import { FormIntl, type FormMessages } from './FormIntl'

export default function NewsletterLazy({ locale, messages }: { locale: Locale; messages: FormMessages }) {
  return (
    <FormIntl locale={locale} messages={messages}>
      <NewsletterSignup tone="dark" />
    </FormIntl>
  )
}
