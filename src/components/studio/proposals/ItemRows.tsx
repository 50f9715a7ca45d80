'use client'

import { Plus, Trash2 } from 'lucide-react'

import { inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { smallButton } from '@/components/studio/ui'
import { emptyItem, type ItemRow } from './shape'

type Props = {
  items: ItemRow[]
  onChange: (items: ItemRow[]) => void
  /** Errors of the server's schema by path (`items.0.unitAmount`). */
  errors: Record<string, string>
}

/** The line items: both languages' labels, quantity and unit price; one row per line. */
export function ItemRows({ items, onChange, errors }: Props) {
  const t = useAdminMessages().proposals.form
  const set = (index: number, patch: Partial<ItemRow>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)))
  const cell = (index: number, key: keyof ItemRow, label: string, extra: object = {}) => {
    const id = `proposal-item-${index}-${key}`
    const error = errors[`items.${index}.${key === 'fr' || key === 'en' ? `label.${key}` : key}`]
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          value={items[index]![key]}
          onChange={(e) => set(index, { [key]: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
          {...extra}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
    )
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{t.items}</legend>
      {items.map((_, index) => (
        <div
          key={index}
          className="grid gap-3 rounded-2xl border border-line p-3 sm:grid-cols-[1fr_1fr_6rem_8rem_auto] sm:items-end"
          data-testid="proposal-item"
        >
          {cell(index, 'fr', t.labelFr, { lang: 'fr' })}
          {cell(index, 'en', t.labelEn, { lang: 'en' })}
          {cell(index, 'quantity', t.quantity, { inputMode: 'decimal' })}
          {cell(index, 'unitAmount', t.unitAmount, { inputMode: 'decimal' })}
          <button
            type="button"
            className={smallButton}
            onClick={() => onChange(items.filter((__, i) => i !== index))}
            disabled={items.length === 1}
            aria-label={fill(t.removeItem, { n: index + 1 })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={smallButton} onClick={() => onChange([...items, emptyItem()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addItem}
        </button>
      </div>
    </fieldset>
  )
}
