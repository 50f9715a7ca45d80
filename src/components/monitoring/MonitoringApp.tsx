'use client'

import { useEffect, useState } from 'react'

import { AdminGate } from '@/components/studio/AdminGate'
import { AdminI18nProvider } from '@/components/studio/AdminI18n'
import type { Locale } from '@/i18n/routing'

import { MonitoringI18n } from './i18n'
import { MonitoringDashboard } from './MonitoringDashboard'

const LANGUAGE_KEY = 'monitoringLanguage'

function storedLanguage(fallback: Locale): Locale {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY)
    return value === 'fr' || value === 'en' ? value : fallback
  } catch {
    return fallback
  }
}

/**
 * The monitoring page: the administrator's sign-in (the admin area's <AdminGate>, so one session
 * serves both), then the dashboard, in the language last chosen here.
 */
export function MonitoringApp({ defaultLocale }: { defaultLocale: Locale }) {
  const [locale, setLocale] = useState<Locale>(defaultLocale)
  useEffect(() => setLocale(storedLanguage(defaultLocale)), [defaultLocale])
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  const choose = (next: Locale) => {
    setLocale(next)
    try {
      window.localStorage.setItem(LANGUAGE_KEY, next)
    } catch {
      // The choice then lasts for this visit only.
    }
  }

  return (
    <AdminI18nProvider locale={locale}>
      <MonitoringI18n locale={locale}>
        <AdminGate>
          <MonitoringDashboard locale={locale} onLocaleChange={choose} />
        </AdminGate>
      </MonitoringI18n>
    </AdminI18nProvider>
  )
}
