'use client'

import { Search } from 'lucide-react'

import { inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'

import { useAdminMessages } from './AdminI18n'

/** A list's search field, labelled for screen readers only: the icon and placeholder say it to the eye. */
export function SearchBox({
  id,
  what,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string
  /** What is searched, for the label ("Search {what}"). */
  what: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className: string
}) {
  const t = useAdminMessages()
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {fill(t.list.searchLabel, { what })}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={`${inputClass} py-2.5 pl-10`}
      />
    </div>
  )
}
