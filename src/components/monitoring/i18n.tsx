'use client'

import { createContext, useContext, type ReactNode } from 'react'

import en from '@/i18n/messages/en/monitoring.json'
import fr from '@/i18n/messages/fr/monitoring.json'

export type MonitoringLocale = 'en' | 'fr'
export type MonitoringMessages = (typeof en)['monitoring']

// French must have every key English has: a missing one is a compile error here.
const catalogues: Record<MonitoringLocale, MonitoringMessages> = { en: en.monitoring, fr: fr.monitoring }

const Context = createContext<{ locale: MonitoringLocale; t: MonitoringMessages }>({ locale: 'en', t: en.monitoring })

/**
 * The dashboard's strings. /monitoring is not under /fr (seed 001 §2), so the language is a choice
 * on the page (remembered in the browser) rather than a route; both catalogues ship with this
 * admin-only page, never with the public site.
 */
export function MonitoringI18n({ locale, children }: { locale: MonitoringLocale; children: ReactNode }) {
  return <Context.Provider value={{ locale, t: catalogues[locale] }}>{children}</Context.Provider>
}

export function useMonitoringI18n() {
  return useContext(Context)
}

/** "{name}" placeholders, as in the message files. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
