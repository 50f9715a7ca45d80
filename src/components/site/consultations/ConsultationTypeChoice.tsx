'use client'

import { fill } from '@/i18n/fill'

import type { ConsultationTexts } from './ConsultationPicker'

export interface TypeChoice {
  typeId: string
  name: string
  description: string
  durationMinutes: number
  /** Said under the type when it is paid online when booked (its price or deposit), else absent. */
  paymentNotice?: string
}

/** The kinds of consultation to choose from (one radio each), or the only one, said in a line. */
export function ConsultationTypeChoice({
  types,
  t,
  value,
  onChange,
}: {
  types: TypeChoice[]
  t: ConsultationTexts
  value: string
  onChange: (typeId: string) => void
}) {
  if (types.length === 1) {
    const only = types[0]!
    return (
      <p className="text-ink-soft">
        <strong className="text-ink">{only.name}</strong> · {fill(t.minutes, { count: only.durationMinutes })}
        {only.description ? ` · ${only.description}` : ''}
      </p>
    )
  }
  if (types.length === 0) return null
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{t.type}</legend>
      {types.map((ty) => (
        <label key={ty.typeId} className="flex gap-3 rounded-xl border border-line p-4">
          <input
            type="radio"
            name="type"
            value={ty.typeId}
            checked={value === ty.typeId}
            onChange={() => onChange(ty.typeId)}
          />
          <span>
            <span className="block font-semibold">{ty.name}</span>
            <span className="block text-ink-soft">
              {fill(t.minutes, { count: ty.durationMinutes })} · {ty.description}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
