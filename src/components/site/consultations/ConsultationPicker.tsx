'use client'

import { useCallback, useId, useMemo, useState } from 'react'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type en from '@/i18n/messages/en/consultation.json'

import { Choice, ChoiceGroup } from './ChoiceGroup'
import { addDays, dayKey, formatDay, formatTime, formatWhen, OWNER_ZONE, zones } from './slot-time'
import { useFreeSlots } from './useFreeSlots'

export type ConsultationTexts = (typeof en)['consultation']

const WEEKS = 4

/**
 * The day and time picker: native radio groups (one for the day, one for the time), which a
 * keyboard and a screen reader already know how to use, in the visitor's zone with Montréal's time
 * beside each. It loads four weeks of free times at a time from GET /api/consultations/slots.
 */
export function ConsultationPicker({
  type,
  locale,
  t,
  value,
  onChange,
  zone,
  onZone,
  refresh,
}: {
  type: string
  locale: Locale
  t: ConsultationTexts
  value: string | undefined
  onChange: (start: string | undefined) => void
  zone: string
  onZone: (zone: string) => void
  /** Changes when the free times must be read again (after a 409). */
  refresh: number
}) {
  const id = useId()
  const today = useMemo(() => dayKey(new Date().toISOString(), OWNER_ZONE), [])
  const [from, setFrom] = useState(today)
  const [day, setDay] = useState<string | undefined>()
  const { slots, failed, days, retry } = useFreeSlots({ type, from, days: WEEKS * 7, locale, zone, refresh })

  // Keep the chosen day when it still has times, else the first day that has some.
  const shownDay = day && days.has(day) ? day : days.keys().next().value
  const times = shownDay ? (days.get(shownDay) ?? []) : []
  const pickDay = useCallback(
    (key: string) => {
      setDay(key)
      if (value && dayKey(value, zone) !== key) onChange(undefined)
    },
    [value, zone, onChange],
  )

  return (
    <div className="grid gap-6">
      <label className="grid max-w-md gap-1 text-sm font-semibold" htmlFor={`${id}-zone`}>
        {t.zone}
        <select
          id={`${id}-zone`}
          className="rounded-xl border border-line bg-white px-3 py-2 font-normal"
          value={zone}
          onChange={(e) => onZone(e.target.value)}
        >
          {zones(zone).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>

      <div aria-live="polite" className="text-ink-soft">
        {failed ? (
          <p>
            {t.loadFailed}{' '}
            <button type="button" className="underline" onClick={retry}>
              {t.retry}
            </button>
          </p>
        ) : slots === undefined ? (
          <p>{t.loading}</p>
        ) : slots.length === 0 ? (
          <p>{t.noSlots}</p>
        ) : null}
      </div>

      {days.size > 0 && (
        <ChoiceGroup legend={t.day} className="flex flex-wrap gap-2">
          {[...days.keys()].map((key) => (
            <Choice key={key} name={`${id}-day`} value={key} checked={key === shownDay} onPick={() => pickDay(key)}>
              {formatDay(key, locale)}
            </Choice>
          ))}
        </ChoiceGroup>
      )}

      {times.length > 0 && (
        <ChoiceGroup legend={t.time} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {times.map((s) => (
            <Choice
              key={s.start}
              name={`${id}-time`}
              value={s.start}
              checked={value === s.start}
              onPick={() => onChange(s.start)}
            >
              <span className="block font-semibold">{formatTime(s.start, zone, locale)}</span>
              {zone !== OWNER_ZONE && (
                <span className="block text-xs">
                  {fill(t.montreal, { time: formatTime(s.start, OWNER_ZONE, locale) })}
                </span>
              )}
            </Choice>
          ))}
        </ChoiceGroup>
      )}

      <div className="flex flex-wrap gap-3">
        {from > today && (
          <button type="button" className="btn btn-outline" onClick={() => setFrom(addDays(from, -WEEKS * 7))}>
            {t.earlier}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={() => setFrom(addDays(from, WEEKS * 7))}>
          {t.later}
        </button>
      </div>

      {value && (
        <p role="status" className="font-semibold">
          {fill(t.chosen, { when: formatWhen(value, zone, locale) })}
        </p>
      )}
    </div>
  )
}
