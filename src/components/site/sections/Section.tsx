import type { ReactNode } from 'react'

import { or } from '@/components/site/format'
import { SectionHeading } from '@/components/ui/SectionHeading'

/** A section's heading group as the CMS stores it (fields/localized.ts `section`). */
export type SectionCopy = { eyebrow?: string | null; title?: string | null; body?: string | null }

type HeadingProps = {
  copy?: SectionCopy | null
  /** The title when the editor left the group's empty (a UI message); without it, the group's title as it is. */
  title?: string
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
}

/** The CMS heading group as a SectionHeading: eyebrow, title (or its fallback), body as the intro. */
export function CopyHeading({ copy, title, id, as, align, tone }: HeadingProps & { id?: string; as?: 'h1' | 'h2' }) {
  return (
    <SectionHeading
      id={id}
      as={as}
      align={align}
      tone={tone}
      eyebrow={copy?.eyebrow}
      title={title === undefined ? copy?.title : or(copy?.title, title)}
      intro={copy?.body}
    />
  )
}

type SectionProps = HeadingProps & {
  /** The heading's id; the section is labelled by it. */
  id: string
  /** Classes of the <section>: the page column (`container-page …`) or a full-width band. */
  className: string
  /** For a band: the classes of the column inside it that holds the heading and the content. */
  inner?: string
  children?: ReactNode
}

/**
 * A page section that starts with its CMS heading group (eyebrow, h2, intro) and is labelled by
 * that heading; its content follows. Either in the page column, or a full-width band (`className`)
 * with the column inside (`inner`).
 */
export function Section({ id, className, inner, children, ...heading }: SectionProps) {
  const content = (
    <>
      <CopyHeading id={id} {...heading} />
      {children}
    </>
  )
  return (
    <section className={className} aria-labelledby={id}>
      {inner ? <div className={inner}>{content}</div> : content}
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
