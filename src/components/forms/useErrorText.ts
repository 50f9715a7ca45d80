'use client'

import { useTranslations } from 'next-intl'

/**
 * Client-side messages are validation keys ("validation.nameRequired"), server ones are already
 * text in the visitor's language; both end up as text here.
 */
export function useErrorText() {
  const t = useTranslations()
  return (message: string | undefined) => {
    if (!message) return undefined
    return message.startsWith('validation.') && t.has(message as never) ? t(message as never) : message
  }
}
