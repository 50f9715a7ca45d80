'use client'

import type { ReactNode } from 'react'

import { fill } from '@/i18n/fill'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { formatDateTime } from './format'

/** A record card's heading (its accessible name) and when the record was received. */
export function RecordTitle({
  id,
  name,
  createdAt,
}: {
  id: string
  name: string
  createdAt: string | null | undefined
}) {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  return (
    <div className="min-w-0">
      <h3 id={id} className="text-xl">
        {name}
      </h3>
      <p className="text-sm text-ink-soft">{fill(t.list.received, { date: formatDateTime(createdAt, locale) })}</p>
    </div>
  )
}

/** The e-mail and phone rows of a record card, each a link that writes or calls (no phone, no row). */
export function contactDetails(
  labels: { email: string; phone: string },
  email: string,
  phone: string | null | undefined,
): [string, ReactNode][] {
  return [
    [
      labels.email,
      <a key="e" href={`mailto:${email}`} className="underline underline-offset-2">
        {email}
      </a>,
    ],
    [
      labels.phone,
      phone ? (
        <a key="p" href={`tel:${phone}`} className="underline underline-offset-2">
          {phone}
        </a>
      ) : null,
    ],
  ]
}
