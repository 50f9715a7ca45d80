'use client'

import { apiRequest, isApiError } from '@/lib/api/request'
import { statusOf } from '@/lib/api/retry'

import type { Locale } from '@/i18n/routing'

import { ADMIN_LOCALE } from './admin-messages'

/*
 * The language admin calls ask for. Module state rather than context: calls start in query and
 * mutation functions, outside React. AdminLanguageProvider sets it as it renders, so it is the
 * screen's language before any child starts a call.
 */
let requestLocale: Locale = ADMIN_LOCALE

export function setAdminRequestLocale(locale: Locale): void {
  requestLocale = locale
}

/** An admin call in the area's language (server messages then match the screen's). */
export function withLocale(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${requestLocale}`
}

export async function adminJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, withLocale(path), body)
  const text = await res.text()
  return (text ? JSON.parse(text) : null) as T
}

/** The server's `message`, when the failure came with our JSON error body. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.message || undefined : undefined
}

export function serverFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? (error.body?.fieldErrors ?? {}) : {}
}

export const isUnauthorized = (error: unknown) => statusOf(error) === 401
