import 'server-only'

import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'

import type { FormMessages } from './FormIntl'

/** The namespaces the public forms read: their own, plus the shared validation and privacy notes. */
export async function formMessages(locale: Locale): Promise<FormMessages> {
  const all = (await getMessages({ locale })) as Record<string, Record<string, unknown>>
  return {
    validation: all.validation,
    newsletter: all.newsletter,
    privacyNotice: all.privacyNotice,
    classes: { booking: all.classes?.booking },
    // The booking form's notice of a class paid online, and its redirect to Checkout.
    payments: { form: all.payments?.form },
  }
}
