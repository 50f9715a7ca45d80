import type { ReactNode } from 'react'

import { fill } from '@/i18n/fill'
import type { InquiryHistoryEntry } from '@/lib/inquiries/shape'

import type { AdminMessages } from './admin-messages'

const sectionTitle = 'text-sm font-semibold uppercase tracking-[0.08em] text-ink-soft'

/** A part that is one form: its heading, its fields, then its submit button. */
export function PartForm({
  title,
  id,
  onSubmit,
  submit,
  children,
}: {
  title: string
  id: string
  onSubmit: (event: React.FormEvent) => void
  submit: ReactNode
  children: ReactNode
}) {
  return (
    <InquirySection title={title} id={id}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-2xl border border-line bg-white p-4">
        {children}
        <div>{submit}</div>
      </form>
    </InquirySection>
  )
}

/** A part of the inquiry's view: a small heading over its content. */
export function InquirySection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h4 id={id} className={sectionTitle}>
        {title}
      </h4>
      {children}
    </section>
  )
}

/** Who made an entry: "by Dashboard", "by The site" or "by CMS editor {name}", in the dashboard's language. */
export function actorText(p: AdminMessages['pipeline'], entry: Pick<InquiryHistoryEntry, 'actor' | 'actorName'>) {
  return fill(p.by, { actor: fill(p.actors[entry.actor], { name: entry.actorName ?? '' }).trim() })
}
