import type { ReactNode } from 'react'

import { or } from '@/components/site/format'
import { SectionHeading } from '@/components/ui/SectionHeading'

/** A section's heading group as the CMS stores it (fields/localized.ts `section`). */
export type SectionCopy = { eyebrow?: string | null; title?: string | null; body?: string | null }

type HeadingProps = {
  copy?: SectionCopy | null
  /** The title when the editor left the group's empty (a UI message); without it, the group's title as it is. */
  title?: string
  /** Likewise for the intro. */
  intro?: string
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
}

/** The CMS heading group as a SectionHeading: eyebrow, title (or its fallback), body as the intro. */
export function CopyHeading({
  copy,
  title,
  intro,
  id,
  as,
  align,
  tone,
}: HeadingProps & { id?: string; as?: 'h1' | 'h2' }) {
  return (
    <SectionHeading
      id={id}
      as={as}
      align={align}
      tone={tone}
      eyebrow={copy?.eyebrow}
      title={title === undefined ? copy?.title : or(copy?.title, title)}
      intro={intro === undefined ? copy?.body : or(copy?.body, intro)}
    />
  )
}

type SectionProps = HeadingProps & {
  /** The heading's id; the section is labelled by it. */
  id: string
  /** Classes of the <section>: the page column (`container-page …`), a full-width band, or its margin. */
  className?: string
  /** The classes of a box inside the section that holds the heading and the content. */
  inner?: string
  /** A full-width sand band with the content in the page column (`className` then only adds to it). */
  band?: 'sand'
  children?: ReactNode
}

/**
 * A page section that starts with its CMS heading group (eyebrow, h2, intro) and is labelled by
 * that heading; its content follows. In the page column (`className="container-page …"`), in a
 * full-width sand band, or inside a box of its own (`inner`: a dark panel, a narrower column).
 */
export function Section({ id, className, inner, band, children, ...heading }: SectionProps) {
  const content = (
    <>
      <CopyHeading id={id} {...heading} />
      {children}
    </>
  )
  const box = inner ?? (band ? 'container-page' : undefined)
  return (
    <section
      className={band ? [className, 'bg-sand/60 py-20'].filter(Boolean).join(' ') : className}
      aria-labelledby={id}
    >
      {box ? <div className={box}>{content}</div> : content}
    </section>
  )
}

/** The top of a text page: its h1 from the CMS hero group, centred in the page column; `children` below it. */
export function PageIntro({
  copy,
  title,
  children,
}: {
  copy?: SectionCopy | null
  title: string
  children?: ReactNode
}) {
  return (
    <section className="container-page pt-16 lg:pt-24">
      <CopyHeading as="h1" copy={copy} title={title} />
      {children}
    </section>
  )
}
