import type { ReactNode } from 'react'

import { PageIntro } from '@/components/site/sections/Section'
import { Paragraphs } from '@/components/ui/Paragraphs'

/** One titled section of a policy (globals/pages/policySections): an intro, then a list. */
export interface PolicySection {
  id?: string | null
  key?: string | null
  title: string
  intro?: string | null
  rules?: { id?: string | null; text: string }[] | null
}

const anchor = (key: string | null | undefined, index: number) =>
  key && /^[a-z0-9-]+$/.test(key) ? key : `section-${index + 1}`

/** A policy's title, intro and "last updated" line (the policies page, the privacy policy). */
export function PolicyHeader({
  hero,
  title,
  lastUpdated,
}: {
  hero?: { eyebrow?: string | null; title?: string | null; body?: string | null } | null
  /** The title when the hero's is empty. */
  title: string
  /** Already formatted ("Last updated November 25, 2026"); nothing when the page has no date. */
  lastUpdated?: string | null
}) {
  return (
    <PageIntro copy={hero} title={title}>
      {lastUpdated && <p className="mt-4 text-center text-sm text-ink-soft">{lastUpdated}</p>}
    </PageIntro>
  )
}

/**
 * A policy's sections with their table of contents (sticky beside them on wide screens), each one
 * an anchored <section> titled by an h2. `children` follow the last section in the same column.
 */
export function PolicySections({
  sections,
  contentsLabel,
  children,
}: {
  sections: PolicySection[]
  contentsLabel: string
  children?: ReactNode
}) {
  return (
    <div className="container-page mt-14 grid gap-12 lg:grid-cols-[16rem_1fr]">
      {sections.length > 1 && (
        <nav
          aria-labelledby="policies-contents"
          className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24"
        >
          <h2
            id="policies-contents"
            className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep"
          >
            {contentsLabel}
          </h2>
          <ol className="mt-3 grid gap-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id ?? i}>
                <a
                  href={`#${anchor(s.key, i)}`}
                  className="inline-flex min-h-9 items-center underline-offset-4 hover:underline"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="grid min-w-0 max-w-3xl gap-12">
        {sections.map((s, i) => (
          <section
            key={s.id ?? i}
            id={anchor(s.key, i)}
            aria-labelledby={`${anchor(s.key, i)}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${anchor(s.key, i)}-title`} className="text-3xl">
              {s.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-ink-soft">
              <Paragraphs text={s.intro} />
            </div>
            {s.rules && s.rules.length > 0 && (
              <ul className="mt-4 grid list-disc gap-2 pl-6 marker:text-gold-deep">
                {s.rules.map((r) => (
                  <li key={r.id ?? r.text} className="leading-relaxed">
                    {r.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </div>
    </div>
  )
}
