'use client'

import { createContext, useContext, type ReactNode } from 'react'

import en from '@/i18n/messages/en/monitoring.json'
import fr from '@/i18n/messages/fr/monitoring.json'
import type { Locale } from '@/i18n/routing'

export type MonitoringMessages = (typeof en)['monitoring']

// French must have every key English has: a missing one is a compile error here.
const catalogues: Record<Locale, MonitoringMessages> = { en: en.monitoring, fr: fr.monitoring }

const Context = createContext<{ locale: Locale; t: MonitoringMessages }>({ locale: 'en', t: en.monitoring })

/**
 * The dashboard's strings. /monitoring is not under /fr (a studio app, not a public page), so the
 * language is a choice on the page (remembered in the browser) rather than a route; both catalogues
 * ship with this admin-only page, never with the public site.
 */
export function MonitoringI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <Context.Provider value={{ locale, t: catalogues[locale] }}>{children}</Context.Provider>
}

export function useMonitoringI18n() {
  return useContext(Context)
}
