'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { ADMIN_LOCALE, adminMessages, type AdminLocale, type AdminMessages } from './admin-messages'

const Context = createContext<{ locale: AdminLocale; messages: AdminMessages }>({
  locale: ADMIN_LOCALE,
  messages: adminMessages[ADMIN_LOCALE],
})

export function AdminI18nProvider({ locale = ADMIN_LOCALE, children }: { locale?: AdminLocale; children: ReactNode }) {
  return <Context.Provider value={{ locale, messages: adminMessages[locale] }}>{children}</Context.Provider>
}

/** The area's strings (the admin area's language without a provider: pages outside it still work). */
export function useAdminMessages(): AdminMessages {
  return useContext(Context).messages
}

export function useAdminLocale(): AdminLocale {
  return useContext(Context).locale
}
