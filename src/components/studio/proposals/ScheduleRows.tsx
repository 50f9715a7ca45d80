'use client'

import { Plus, Trash2 } from 'lucide-react'

import { inputClass } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'

import { useAdminMessages } from '@/components/studio/AdminI18n'
import { Options, smallButton } from '@/components/studio/kit/buttons'
import type { DueKind, InstallmentRow, SizeKind } from './shape'

type Props = {
  rows: InstallmentRow[]
  onChange: (rows: InstallmentRow[]) => void
  errors: Record<string, string>
}

const DUE_KINDS = ['signing', 'date', 'before'] as const
const SIZE_KINDS = ['percent', 'amount', 'rest'] as const

/**
 * The payment schedule: each installment due at signing, on a day or N days before the event, a
 * percent or a fixed amount; the last takes the remainder (the server refuses a schedule without it).
 */
export function ScheduleRows({ rows, onChange, errors }: Props) {
  const t = useAdminMessages().proposals.form
  const set = (index: number, patch: Partial<InstallmentRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const dueLabel = { signing: t.dueSigning, date: t.dueDate, before: t.dueBefore }
  const sizeLabel = { percent: t.sizePercent, amount: t.sizeAmount, rest: t.sizeRest }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{t.schedule}</legend>
      <p className="text-sm text-ink-soft">{t.lastIsRest}</p>
      {rows.map((row, index) => {
        const id = `proposal-installment-${index}`
        const error = Object.entries(errors).find(([path]) => path.startsWith(`schedule.${index}`))?.[1]
        return (
          <div
            key={index}
            role="group"
            aria-label={fill(t.installment, { n: index + 1 })}
            className="grid gap-3 rounded-2xl border border-line p-3 sm:grid-cols-[10rem_9rem_10rem_8rem_auto] sm:items-end"
            data-testid="proposal-installment"
          >
            <label className="grid gap-1 text-sm font-semibold">
              {t.due}
              <select
                value={row.due}
                onChange={(e) => set(index, { due: e.target.value as DueKind })}
                className={inputClass}
              >
                <Options values={DUE_KINDS} labelOf={(kind) => dueLabel[kind]} />
              </select>
            </label>
            {row.due === 'date' ? (
              <label className="grid gap-1 text-sm font-semibold">
                {t.dueDay}
                <input
                  type="date"
                  value={row.day}
                  onChange={(e) => set(index, { day: e.target.value })}
                  className={inputClass}
                />
              </label>
            ) : row.due === 'before' ? (
              <label className="grid gap-1 text-sm font-semibold">
                {t.dueDays}
                <input
                  inputMode="numeric"
                  value={row.days}
                  onChange={(e) => set(index, { days: e.target.value })}
                  className={inputClass}
                />
              </label>
            ) : (
              <span aria-hidden="true" />
            )}
            <label className="grid gap-1 text-sm font-semibold">
              {t.size}
              <select
                value={row.size}
                onChange={(e) => set(index, { size: e.target.value as SizeKind })}
                className={inputClass}
              >
                <Options values={SIZE_KINDS} labelOf={(kind) => sizeLabel[kind]} />
              </select>
            </label>
            {row.size === 'rest' ? (
              <span aria-hidden="true" />
            ) : (
              <label className="grid gap-1 text-sm font-semibold">
                {t.value}
                <input
                  inputMode="decimal"
                  value={row.value}
                  onChange={(e) => set(index, { value: e.target.value })}
                  aria-invalid={error ? true : undefined}
                  className={inputClass}
                />
              </label>
            )}
            <button
              type="button"
              className={smallButton}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              disabled={rows.length === 1}
              aria-label={fill(t.removeInstallment, { n: index + 1 })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-danger sm:col-span-5">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div>
        <button
          type="button"
          className={smallButton}
          onClick={() => onChange([...rows, { due: 'date', day: '', days: '', size: 'amount', value: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t.addInstallment}
        </button>
      </div>
    </fieldset>
  )
}
