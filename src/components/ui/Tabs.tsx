'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode }

type Props = {
  items: TabItem[]
  value: string
  onValueChange: (id: string) => void
  label: string
  className?: string
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (and select them),
 * Home/End jump to the ends, Tab leaves the tab list for the active panel. Controlled, so the page
 * can switch tabs from elsewhere (the classes page's "book" buttons).
 */
export function Tabs({ items, value, onValueChange, label, className }: Props) {
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

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
    onValueChange(items[target].id)
    refs.current[target]?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap justify-center gap-2 rounded-full border border-line bg-white p-1.5 sm:inline-flex">
        {items.map((item, index) => {
          const selected = item.id === value
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[index] = el
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
                selected ? 'bg-ink text-cream' : 'text-ink-soft hover:bg-sand'
              }`}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== value}
          tabIndex={0}
          className="mt-10 rounded-sm"
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
