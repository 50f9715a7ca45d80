'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

type Props = {
  /** Namespace with `title`, `description` and the link label under `linkKey`. */
  namespace: 'notFound' | 'services.notFound'
  linkKey: string
  href: string
  code?: string
}

/**
 * Not-found screens. They are rendered without the page's params, where server-side
 * getTranslations() would fall back to reading request headers and make the static pages around
 * them dynamic; as a client component it reads the layout's messages instead.
 */
export function MessagePage({ namespace, linkKey, href, code }: Props) {
  const t = useTranslations(namespace)
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      {code && <p className="font-serif text-7xl text-gold-deep" aria-hidden="true">{code}</p>}
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="max-w-md text-ink-soft">{t('description')}</p>
      <Link href={href} className="btn btn-primary mt-2">{t(linkKey)}</Link>
    </section>
  )
}
