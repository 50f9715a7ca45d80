import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import { notFoundUnlessRedirected } from '@/lib/cms'
import { publicRoutes } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: Locale; rest: string[] }> }

/**
 * Any path without a page of its own. Known public routes that are not built yet show a
 * placeholder; an address an editor redirected (Content → Redirects in /cms) redirects; everything
 * else is a real 404.
 */
export default async function CatchAll({ params }: Props) {
  const { locale, rest } = await params
  setRequestLocale(locale)
  const path = `/${rest.join('/')}`
  if (!(publicRoutes as readonly string[]).includes(path)) return notFoundUnlessRedirected(path, locale)
  const t = await getTranslations('placeholder')
  return (
    <section className="container-page py-24">
      <h1 className="text-4xl">{path}</h1>
      <p className="mt-4 text-ink-soft">{t('comingSoon')}</p>
    </section>
  )
}
