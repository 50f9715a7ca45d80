'use client'

import NextLink from 'next/link'
import { useParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/routing'

import { localizedPath } from '@/i18n/locale-path'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** The English path ('/pricing'); the French page gets '/fr/pricing'. */
  href: string
  /** Link to this language instead of the current page's. */
  locale?: Locale
}

/**
 * A client-side-navigating link to a public page in the current language, for client components
 * (the nav, the not-found screens). Unlike next-intl's Link it needs no NextIntlClientProvider
 * (the locale comes from the route's params). Server components use
 * src/components/site/Link instead.
 */
export function ClientLink({ href, locale, prefetch = false, ...rest }: Props) {
  const params = useParams<{ locale?: string }>()
  const current: Locale = locale ?? (params?.locale === 'fr' ? 'fr' : 'en')
  // No viewport prefetching by default: a page shows dozens of links, and fetching all of them
  // competes with the page's own loading on a phone. Cached pages answer fast on click anyway.
  return <NextLink href={localizedPath(href, current)} prefetch={prefetch} {...rest} />
}
