'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'

import { toast } from '@/components/ui/toast'
import type { InquiryDetail } from '@/lib/inquiries/shape'

import { validationText, type AdminMessages } from './admin-messages'
import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { serverFieldErrors, serverMessage } from './api'

export const inquiryPath = (id: number) => `/api/admin/contacts/${id}`

/** After a change: the inquiry, the list and the stage counts are read again. */
function useRefresh(id: number) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: [inquiryPath(id)] })
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/contacts'] })
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/contact-stages'] })
  }
}

/**
 * What every part of the inquiry's view starts from: the dashboard's texts (`t`, and `p` for the
 * pipeline's), its language, and an id for the part's heading and controls.
 */
export function usePart() {
  const t = useAdminMessages()
  return { t, p: t.pipeline, locale: useAdminLocale(), id: useId() }
}

/**
 * A change to the inquiry (a reply, a stage, a note): on success the toast `saved` describes, then
 * `onSaved` (clear the form) and the inquiry, the list and the counts read again; on failure the
 * server's field errors go to `onFieldErrors` and its message to a toast titled `failed`.
 */
export function useInquiryChange<V, A>(
  detail: InquiryDetail,
  options: {
    send: (value: V) => Promise<A>
    saved: (answer: A) => { title: string; description?: string }
    onSaved: () => void
    failed: string
    onFieldErrors?: (errors: Record<string, string>) => void
  },
) {
  const refresh = useRefresh(detail.inquiry.id)
  return useMutation({
    mutationFn: options.send,
    onSuccess: (answer) => {
      toast(options.saved(answer))
      options.onSaved()
      refresh()
    },
    onError: (error) => {
      options.onFieldErrors?.(serverFieldErrors(error))
      toast({ title: options.failed, description: serverMessage(error), variant: 'destructive' })
    },
  })
}

/** The shared schema's complaints, one text per field in the dashboard's language. */
export function issueTexts(
  t: AdminMessages,
  issues: { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), validationText(t, issue.message) ?? '']))
}
