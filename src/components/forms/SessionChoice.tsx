'use client'

import { useTranslations } from 'next-intl'

import { RequiredMark } from '@/components/ui/Field'
import { fill } from '@/i18n/fill'
import type { PublicSession } from '@/lib/bookings/shape'

import { radioCard } from './class-booking'

/** The dated sessions of the chosen class, one radio card each with its place and the seats left. */
export function SessionChoice({
  id,
  sessions,
  selectedSessionId,
  onSelectedSessionChange,
  error,
}: {
  /** The id of the field (the radios' name; the hint's id derives from it). */
  id: string
  sessions: PublicSession[]
  selectedSessionId: number | null
  onSelectedSessionChange: (id: number | null) => void
  /** The error said under the sessions, in the visitor's language. */
  error: string | undefined
}) {
  const t = useTranslations('classes.booking')
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {t('sessions.legend')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-ink-soft">
        {t('sessions.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2" data-testid="session-picker">
        {sessions.map((x) => (
          <label key={x.id} className={`${radioCard} items-start`}>
            <input
              type="radio"
              name={id}
              value={x.id}
              checked={selectedSessionId === x.id}
              onChange={() => onSelectedSessionChange(x.id)}
              className="mt-1 h-4 w-4 accent-gold-deep"
            />
            <span className="text-sm">
              <span className="block font-semibold">{x.when}</span>
              <span className="block text-ink-soft">{x.format === 'online' ? t('sessions.online') : x.place}</span>
              <span className={`block ${x.seatsLeft === 0 ? 'text-danger' : 'text-ink-soft'}`}>
                {x.seatsLeft > 0
                  ? fill(t.raw('sessions.seatsLeft') as string, { count: x.seatsLeft, capacity: x.capacity })
                  : t('sessions.full')}
              </span>
              {x.note && <span className="block text-ink-soft italic">{x.note}</span>}
            </span>
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
