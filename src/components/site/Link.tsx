import { getLocale } from 'next-intl/server'
import type { AnchorHTMLAttributes } from 'react'

import type { Locale } from '@/i18n/routing'

import { localizedPath } from '@/i18n/locale-path'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The English path ('/pricing'); the French page gets '/fr/pricing'. */
  href: string
  /** Link to this language instead of the current page's. */
  locale?: Locale
}

/**
 * A link to a public page in the current language, rendered on the server as a plain <a>: the
 * dozens of links of a page (content, cards, footer) cost nothing to hydrate. The pages are
 * served from the cache, so following one is a fast full load; the nav keeps client-side
 * navigation (ClientLink).
 */
export async function Link({ href, locale, ...rest }: Props) {
  const current = locale ?? ((await getLocale()) as Locale)
  return <a href={localizedPath(href, current)} {...rest} />
}
