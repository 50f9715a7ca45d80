'use client'

import { apiRequest, isApiError } from '@/lib/api/request'
import { statusOf } from '@/lib/api/retry'

import { ADMIN_LOCALE } from './admin-messages'

/** An admin call in the area's language (server messages then match the screen's). */
export function withLocale(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}locale=${ADMIN_LOCALE}`
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
