'use client'

import { type ReactNode, useId, useState } from 'react'

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode }

/**
 * WAI-ARIA accordion in which several panels can be open at once (the FAQ): each
 * header is a button inside a heading, with aria-expanded and aria-controls on its region.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const Heading = `h${headingLevel}` as const
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => {
        const expanded = open.has(item.id)
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div key={item.id}>
            <Heading className="font-sans text-base font-semibold tracking-normal">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left hover:bg-cream"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-45' : ''}`}
                >
                  <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink-soft leading-relaxed"
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
