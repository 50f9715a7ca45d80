'use client'

import type { ReactNode } from 'react'

import { useAdminMessages } from './AdminI18n'
import { smallButton } from './kit/buttons'
import { EmptyNote } from './kit/EmptyNote'

/** A list's loading, failed and empty states; the list itself (children) once there is something to show. */
export function ListStates({
  pending,
  failed,
  detail,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  pending: boolean
  failed: boolean
  /** The server's explanation of the failure, when the list shows one. */
  detail?: string
  onRetry: () => void
  empty: boolean
  emptyText: ReactNode
  children: ReactNode
}) {
  const t = useAdminMessages()
  if (pending) {
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-8 text-center text-ink-soft">
        {t.common.loading}
      </p>
    )
  }
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-8 text-center">
        <p className="font-semibold text-danger">{t.list.loadFailed}</p>
        {detail && <p className="mt-1 text-sm text-ink-soft">{detail}</p>}
        <button type="button" onClick={onRetry} className={`${smallButton} mt-4`}>
          {t.common.retry}
        </button>
      </div>
    )
  }
  if (empty) return <EmptyNote look="roomy">{emptyText}</EmptyNote>
  return <>{children}</>
}
