'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type StudioTab = { id: string; label: string; panel: ReactNode }

/**
 * WAI-ARIA tabs (arrow keys, Home/End, automatic activation) for the dashboard: a tab strip that
 * scrolls sideways on a phone instead of wrapping, and only the active panel mounted, so a tab's
 * records are fetched when it is opened.
 */
export function StudioTabs({ items, value, onValueChange, label }: { items: StudioTab[]; value: string; onValueChange: (id: string) => void; label: string }) {
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (target === null) return
    event.preventDefault()
    onValueChange(items[target]!.id)
    refs.current[target]?.focus()
  }

  const active = items.find((item) => item.id === value) ?? items[0]!
  return (
    <div>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <div role="tablist" aria-label={label} className="inline-flex min-w-max gap-1 rounded-full border border-line bg-white p-1">
          {items.map((item, index) => {
            const selected = item.id === active.id
            return (
              <button
                key={item.id}
                ref={(el) => {
                  refs.current[index] = el
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={selected}
                // Only the active panel exists, and aria-controls must name an element that does.
                aria-controls={selected ? `${baseId}-panel-${item.id}` : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onValueChange(item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className={`min-h-11 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors sm:px-5 ${selected ? 'bg-ink text-cream' : 'text-ink-soft hover:bg-sand'}`}
              >
                {item.label}
              </button>
            )
          })}
        </div>
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${active.id}`} aria-labelledby={`${baseId}-tab-${active.id}`} className="mt-6">
        {active.panel}
      </div>
    </div>
  )
}
