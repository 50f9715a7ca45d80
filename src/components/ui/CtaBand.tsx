import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'

export type CtaAction = { href: string; label: string; variant?: 'primary' | 'outline'; external?: boolean }

/** Closing call to action of a page: dark band, title, text and up to three buttons. */
export function CtaBand({ title, text, actions, children }: { title: string; text?: string | null; actions: CtaAction[]; children?: ReactNode }) {
  return (
    <section className="container-page mt-24">
      <div className="rounded-3xl bg-night px-6 py-14 text-center text-cream sm:px-12">
        <h2 className="mx-auto max-w-2xl text-3xl text-balance sm:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/90">{text}</p>}
        {children}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((a) =>
            a.external ? (
              <a key={a.href + a.label} href={a.href} target="_blank" rel="noopener noreferrer" className={`btn ${a.variant === 'outline' ? 'btn-outline-light' : 'btn-light'}`}>
                {a.label}
              </a>
            ) : (
              <Link key={a.href + a.label} href={a.href} className={`btn ${a.variant === 'outline' ? 'btn-outline-light' : 'btn-light'}`}>
                {a.label}
              </Link>
            ),
          )}
        </div>
      </div>
    </section>
  )
}
