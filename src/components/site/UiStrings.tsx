'use client'

import { createContext, type ReactNode, useContext } from 'react'

/**
 * The few strings that screens without params need on the client (not-found, error):
 * boundaries cannot take props and server translations there would read request headers. A plain
 * context, filled by the layout, instead of the full next-intl client runtime.
 */
export type UiStrings = {
  notFound: { title: string; description: string; home: string }
  serviceNotFound: { title: string; description: string; viewAll: string }
  error: { title: string; description: string; retry: string }
}

const Context = createContext<UiStrings | null>(null)

export function UiStringsProvider({ value, children }: { value: UiStrings; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useUiStrings(): UiStrings {
  const value = useContext(Context)
  if (!value) throw new Error('useUiStrings outside the site layout')
  return value
}
