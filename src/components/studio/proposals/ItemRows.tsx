'use client'

import { useQuery } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'

import { inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'

import { useAdminLocale, useAdminMessages } from '@/components/studio/AdminI18n'
import { smallButton } from '@/components/studio/kit/buttons'
import { adminJson } from '@/components/studio/api'
import { centsToDecimal } from '@/lib/payments/money'

import { emptyItem, PACKAGES_PATH, type ItemRow } from './shape'

interface Package {
  service: string
  label: { fr: string; en: string }
  quantity: number
  unitAmount: number
}

type Props = {
  items: ItemRow[]
  onChange: (items: ItemRow[]) => void
  /** Errors of the server's schema by path (`items.0.unitAmount`). */
  errors: Record<string, string>
}

/** The line items: both languages' labels, quantity and unit price; one row per line. */
export function ItemRows({ items, onChange, errors }: Props) {
  const t = useAdminMessages().proposals.form
  const locale = useAdminLocale()
  const packages = useQuery({
    queryKey: [PACKAGES_PATH],
    queryFn: () => adminJson<{ docs: Package[] }>('GET', PACKAGES_PATH),
  })
  const addPackage = (service: string) => {
    const chosen = packages.data?.docs.find((p) => p.service === service)
    if (!chosen) return
    const row = {
      fr: chosen.label.fr,
      en: chosen.label.en,
      quantity: String(chosen.quantity),
      unitAmount: centsToDecimal(chosen.unitAmount),
    }
    // The empty first line a new form starts with is replaced rather than kept above the package.
    const blank = items.length === 1 && !items[0]!.fr && !items[0]!.en && !items[0]!.unitAmount
    onChange(blank ? [row] : [...items, row])
  }
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
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={smallButton} onClick={() => onChange([...items, emptyItem()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addItem}
        </button>
        {packages.data && packages.data.docs.length > 0 && (
          <select
            aria-label={t.addPackage}
            value=""
            onChange={(e) => addPackage(e.target.value)}
            className={`${inputClass} w-auto`}
          >
            <option value="">{t.choosePackage}</option>
            {packages.data.docs.map((p) => (
              <option key={p.service} value={p.service}>
                {p.label[locale]}
              </option>
            ))}
          </select>
        )}
      </div>
    </fieldset>
  )
}
