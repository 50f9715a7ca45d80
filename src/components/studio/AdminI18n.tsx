'use client'

import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

import type { Locale } from '@/i18n/routing'

import { ADMIN_LOCALE, adminMessages, browserAdminLocale, type AdminMessages } from './admin-messages'
import { setAdminRequestLocale } from './api'

type AdminI18n = { locale: Locale; messages: AdminMessages; choose?: (locale: Locale) => void }

const Context = createContext<AdminI18n>({ locale: ADMIN_LOCALE, messages: adminMessages[ADMIN_LOCALE] })

export function AdminI18nProvider({ locale = ADMIN_LOCALE, children }: { locale?: Locale; children: ReactNode }) {
  return <Context.Provider value={{ locale, messages: adminMessages[locale] }}>{children}</Context.Provider>
}

const LANGUAGE_KEY = 'adminLanguage'

/** The language last chosen in this browser, else the browser's preference. */
function preferredLanguage(): Locale {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY)
    if (value === 'fr' || value === 'en') return value
  } catch {
    // Storage refused (private mode, policy): the browser's preference still applies.
  }
  return browserAdminLocale(navigator.languages?.length ? navigator.languages : [navigator.language])
}

/** The shell's titles (layout and blog page metadata), per language, in the same order. */
const titles = (locale: Locale) => {
  const meta = adminMessages[locale].meta
  return [meta.title, `${meta.blogTitle} · ${meta.title}`]
}

/**
 * The admin area in the administrator's language, switchable (same approach as /monitoring): the
 * static shell is in ADMIN_LOCALE, then the choice remembered in localStorage, else the browser's
 * preference, applies; <html lang>, the tab's title and every admin call's `locale` follow it.
 */
export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [locale, setLocale] = useState<Locale>(ADMIN_LOCALE)
  // Set while rendering, not in an effect: children's effects (their first calls) run first.
  setAdminRequestLocale(locale)

  useEffect(() => setLocale(preferredLanguage()), [])
  useEffect(() => {
    document.documentElement.lang = locale
    // The framework writes the shell's title after hydration and on each navigation: translate it
    // whenever it appears (a title already in `locale` matches nothing, so this settles).
    const translateTitle = () => {
      const index = titles(locale === 'en' ? 'fr' : 'en').indexOf(document.title)
      if (index >= 0) document.title = titles(locale)[index]
    }
    translateTitle()
    const observer = new MutationObserver(translateTitle)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [locale])

  const choose = (next: Locale) => {
    if (next === locale) return
    setAdminRequestLocale(next)
    setLocale(next)
    try {
      window.localStorage.setItem(LANGUAGE_KEY, next)
    } catch {
      // The choice then lasts for this visit only.
    }
    // Records already shown may carry server text in the previous language.
    void queryClient.invalidateQueries()
  }

  return <Context.Provider value={{ locale, messages: adminMessages[locale], choose }}>{children}</Context.Provider>
}

/** The area's strings (the admin area's language without a provider: pages outside it still work). */
export function useAdminMessages(): AdminMessages {
  return useContext(Context).messages
}

export function useAdminLocale(): Locale {
  return useContext(Context).locale
}

/** Switches the area's language; undefined where the language is not the area's to choose. */
export function useAdminLanguageChoice(): ((locale: Locale) => void) | undefined {
  return useContext(Context).choose
}
