'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'

import { ADMIN_LOCALE, adminMessages, type AdminMessages } from './admin-messages'

const Context = createContext<{ locale: Locale; messages: AdminMessages }>({
  locale: ADMIN_LOCALE,
  messages: adminMessages[ADMIN_LOCALE],
})

export function AdminI18nProvider({ locale = ADMIN_LOCALE, children }: { locale?: Locale; children: ReactNode }) {
  return <Context.Provider value={{ locale, messages: adminMessages[locale] }}>{children}</Context.Provider>
}

/** The area's strings (the admin area's language without a provider: pages outside it still work). */
export function useAdminMessages(): AdminMessages {
  return useContext(Context).messages
}

export function useAdminLocale(): Locale {
  return useContext(Context).locale
}
