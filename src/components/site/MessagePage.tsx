'use client'

import { ClientLink as Link } from '@/components/ui/ClientLink'
import { useUiStrings } from './UiStrings'

type Props = { kind: 'notFound' | 'serviceNotFound' }

/** Not-found screens, in the page's language. */
export function MessagePage({ kind }: Props) {
  const strings = useUiStrings()
  const { title, description, link, href } =
    kind === 'notFound'
      ? { ...strings.notFound, link: strings.notFound.home, href: '/' }
      : { ...strings.serviceNotFound, link: strings.serviceNotFound.viewAll, href: '/portfolio' }
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      {kind === 'notFound' && (
        <p className="font-serif text-7xl text-gold-deep" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="text-4xl">{title}</h1>
      <p className="max-w-md text-ink-soft">{description}</p>
      <Link href={href} className="btn btn-primary mt-2">
        {link}
      </Link>
    </section>
  )
}
