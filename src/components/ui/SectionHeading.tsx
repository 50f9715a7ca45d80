import type { ReactNode } from 'react'

type Props = {
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  /** h1 for the page hero, h2 for sections. */
  as?: 'h1' | 'h2' | 'h3'
  align?: 'left' | 'center'
  id?: string
  tone?: 'light' | 'dark'
}

/** Eyebrow, title and intro paragraph, as every section of the site starts. */
export function SectionHeading({ eyebrow, title, intro, as: Tag = 'h2', align = 'center', id, tone = 'light' }: Props) {
  const centered = align === 'center'
  const dark = tone === 'dark'
  return (
    <div className={`${centered ? 'mx-auto text-center' : ''} max-w-3xl`}>
      {eyebrow && (
        <p
          className={`text-xs font-semibold uppercase tracking-[0.25em] ${dark ? 'text-gold-light' : 'text-gold-deep'}`}
        >
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        className={`mt-3 text-balance ${Tag === 'h1' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl'} leading-tight`}
      >
        {title}
      </Tag>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-cream/90' : 'text-ink-soft'}`}>{intro}</p>}
    </div>
  )
}
