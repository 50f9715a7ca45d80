'use client'

import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react'

import { fill } from '@/i18n/fill'
import type { Locale } from '@/i18n/routing'
import type en from '@/i18n/messages/en/consultation.json'

export type ConsultationTexts = (typeof en)['consultation']
export interface Slot {
  start: string
  end: string
}

const OWNER_ZONE = 'America/Toronto'
const WEEKS = 4

/** The visitor's zone as the browser reports it; Montréal's when it cannot tell. */
function detectedZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || OWNER_ZONE
  } catch {
    return OWNER_ZONE
  }
}

function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : [OWNER_ZONE, 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Vancouver', 'UTC']
  return all.includes(current) ? all : [current, ...all]
}

const tag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA')
const dayKey = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
export const formatTime = (iso: string, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
export const formatWhen = (iso: string, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
const formatDay = (key: string, locale: Locale) =>
  new Intl.DateTimeFormat(tag(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T12:00:00Z`),
  )

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

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
  const [slots, setSlots] = useState<Slot[] | undefined>()
  const [failed, setFailed] = useState(false)
  const [day, setDay] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setSlots(undefined)
    setFailed(false)
    fetch(`/api/consultations/slots?type=${encodeURIComponent(type)}&from=${from}&days=${WEEKS * 7}&locale=${locale}`)
      .then((res) =>
        res.ok ? (res.json() as Promise<{ slots: Slot[] }>) : Promise.reject(new Error(String(res.status))),
      )
      .then((body) => live && setSlots(body.slots))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [type, from, locale, refresh, attempt])

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>()
    for (const s of slots ?? []) {
      const key = dayKey(s.start, zone)
      byDay.set(key, [...(byDay.get(key) ?? []), s])
    }
    return byDay
  }, [slots, zone])

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
            <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
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

/** A legend over a row of choices: the days, then the times of the chosen day. */
function ChoiceGroup({ legend, className, children }: { legend: string; className: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  )
}

/** One native radio drawn as a button: dark when checked, outlined when it has the keyboard focus. */
function Choice({
  name,
  value,
  checked,
  onPick,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onPick: () => void
  children: ReactNode
}) {
  return (
    <label className="cursor-pointer rounded-xl border border-line px-3 py-2 has-[:checked]:border-night has-[:checked]:bg-night has-[:checked]:text-cream has-[:focus-visible]:outline has-[:focus-visible]:outline-2">
      <input type="radio" name={name} value={value} className="sr-only" checked={checked} onChange={onPick} />
      {children}
    </label>
  )
}

/**
 * The picker's state as the booking page and the reschedule page both hold it: the chosen start,
 * the visitor's zone (the browser's, known after the first render; Montréal's until then) and the
 * counter that has the free times read again. `picker` is spread onto <ConsultationPicker>.
 */
export function usePickedSlot() {
  const [start, setStart] = useState<string | undefined>()
  const [zone, setZone] = useState(OWNER_ZONE)
  const [refresh, setRefresh] = useState(0)
  useEffect(() => setZone(detectedZone()), [])
  return {
    start,
    setStart,
    zone,
    /** The chosen time was taken meanwhile (a 409): forget it and read the free times again. */
    taken: () => {
      setStart(undefined)
      setRefresh((n) => n + 1)
    },
    picker: { value: start, onChange: setStart, zone, onZone: setZone, refresh },
  }
}
