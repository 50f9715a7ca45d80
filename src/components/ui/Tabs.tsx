'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type TabItem = { id: string; label: ReactNode; panel: ReactNode }

const looks = {
  page: {
    strip: 'flex flex-wrap justify-center gap-2 rounded-full border border-line bg-white p-1.5 sm:inline-flex',
    tab: 'min-h-11 rounded-full px-5 text-sm font-semibold transition-colors',
  },
  dashboard: {
    strip: 'inline-flex min-w-max gap-1 rounded-full border border-line bg-white p-1',
    tab: 'min-h-11 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors sm:px-5',
  },
} as const

type Props = {
  items: TabItem[]
  value: string
  onValueChange: (id: string) => void
  label: string
  className?: string
  /**
   * 'page': a centred strip that wraps, every panel rendered (the inactive ones hidden).
   * 'dashboard': a strip that scrolls sideways on a phone instead of wrapping, and only the active
   * panel mounted, so a tab's records are fetched when it is opened.
   */
  variant?: keyof typeof looks
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (and select them),
 * Home/End jump to the ends, Tab leaves the tab list for the active panel. Controlled, so the page
 * can switch tabs from elsewhere (the classes page's "book" buttons).
 */
export function Tabs({ items, value, onValueChange, label, className, variant = 'page' }: Props) {
  const baseId = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`
  const activeOnly = variant === 'dashboard'
  // The dashboard always shows a panel, so an unknown value falls back to its first tab.
  const selectedId = activeOnly ? (items.find((item) => item.id === value) ?? items[0])?.id : value

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    onValueChange(items[target].id)
    refs.current[target]?.focus()
  }

  const strip = (
    <div role="tablist" aria-label={label} className={looks[variant].strip}>
      {items.map((item, index) => {
        const selected = item.id === selectedId
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
            // With only the active panel mounted, aria-controls must not name a panel that is absent.
            aria-controls={activeOnly && !selected ? undefined : panelId(item.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`${looks[variant].tab} ${selected ? 'bg-ink text-cream' : 'text-ink-soft hover:bg-sand'}`}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )

  const active = items.find((item) => item.id === selectedId)
  return (
    <div className={className}>
      {activeOnly ? <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">{strip}</div> : strip}
      {activeOnly
        ? active && (
            <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} className="mt-6">
              {active.panel}
            </div>
          )
        : items.map((item) => (
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
