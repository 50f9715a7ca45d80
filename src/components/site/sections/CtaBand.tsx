import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'
import { or } from '@/components/site/format'

/** A page's call-to-action group in the CMS (fields/localized.ts `callToAction`). */
type CmsCta = {
  title?: string | null
  body?: string | null
  primaryLabel?: string | null
  secondaryLabel?: string | null
}
type Button = { href: string; label: string }

type BandProps = {
  title: string
  body?: string | null
  /** The buttons, in a centred row. */
  actions: ReactNode
  /** Below the buttons (the FAQ's reply promise). */
  children?: ReactNode
}

/** Closing call to action of a page: dark band, title, text, a row of buttons. */
export function CtaBand({ title, body, actions, children }: BandProps) {
  return (
    <section className="container-page mt-24">
      <div className="rounded-3xl bg-night px-6 py-14 text-center text-cream sm:px-12">
        <h2 className="mx-auto max-w-2xl text-3xl text-balance sm:text-4xl">{title}</h2>
        {body && <p className="mx-auto mt-4 max-w-2xl text-lg text-cream/90">{body}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        {children}
      </div>
    </section>
  )
}

type Props = {
  cta: CmsCta | null | undefined
  /** Label of the button to the contact page when the editor left it empty; also the title's fallback. */
  primary: string
  /** Where the outline button leads, and its label when the editor left it empty. */
  secondary: Button
  /** Further outline buttons, between the two (their labels are not in the CMS group). */
  also?: Button[]
}

/** The CMS call-to-action group as the closing band: the contact button, then outline ones. */
export function PageCta({ cta, primary, secondary, also = [] }: Props) {
  const buttons = [
    { href: '/contact', label: or(cta?.primaryLabel, primary), className: 'btn btn-light' },
    ...also.map((b) => ({ ...b, className: 'btn btn-outline-light' })),
    { href: secondary.href, label: or(cta?.secondaryLabel, secondary.label), className: 'btn btn-outline-light' },
  ]
  return (
    <CtaBand
      title={or(cta?.title, primary)}
      body={cta?.body}
      actions={buttons.map((b) => (
        <Link key={b.href + b.label} href={b.href} className={b.className}>
          {b.label}
        </Link>
      ))}
    />
  )
}
