'use client'

import { useMutation } from '@tanstack/react-query'
import { useLocale } from 'next-intl'

import { apiRequest, isApiError } from '@/lib/api/request'

/**
 * One key per submission, created when the visitor presses the button and reused by every retry
 * of that submission, so a retry after a lost answer never stores a second record.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID exists only in secure contexts (https, localhost); a LAN address over http has
  // getRandomValues but not randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface Submission<T> {
  data: T
  idempotencyKey: string
}

/**
 * POSTs a form through the shared request helper, in the page's language (`?locale=`, which picks
 * the language of validation messages and of the confirmation e-mail). Retries follow the
 * mutation rules of the shared query client.
 */
export function useSubmission<T, R = unknown>(path: string) {
  const locale = useLocale()
  return useMutation({
    mutationFn: async ({ data, idempotencyKey }: Submission<T>): Promise<R> => {
      const res = await apiRequest('POST', `${path}?locale=${locale}`, data, {
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      return (await res.json()) as R
    },
  })
}

/** The server's per-field messages (already in the visitor's language) from a 400 answer. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {}
  return error.body?.fieldErrors ?? {}
}

/** The server's message, when it sent one in our JSON error shape. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.message : undefined
}
