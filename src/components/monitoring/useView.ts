'use client'

import { fill } from '@/i18n/fill'
import { languageTag } from '@/i18n/language-tag'

import { useMonitoringI18n } from './i18n'

/** What every section of the dashboard starts from: its texts, its language and `f`, the figures' formats. */
export function useView() {
  const { locale, t } = useMonitoringI18n()
  const tag = languageTag(locale)
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 })
  const f = {
    n: (v: number) => number.format(v),
    ms: (v: number) => fill(t.units.ms, { value: number.format(Math.round(v)) }),
    pct: (v: number) => fill(t.units.percent, { value: number.format(v) }),
    mb: (bytes: number) => fill(t.units.megabytes, { value: number.format(bytes / 1_000_000) }),
    date: (iso: string) => new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (iso: string | number) =>
      new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    duration: (seconds: number) => {
      const d = Math.floor(seconds / 86_400)
      const h = Math.floor((seconds % 86_400) / 3600)
      const m = Math.floor((seconds % 3600) / 60)
      const s = Math.floor(seconds % 60)
      return d > 0
        ? fill(t.duration.days, { d, h })
        : h > 0
          ? fill(t.duration.hours, { h, m })
          : fill(t.duration.minutes, { m, s })
    },
  }
  return { t, locale, f }
}
