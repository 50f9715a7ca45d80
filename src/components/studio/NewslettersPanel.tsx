'use client'

import type { AdminSubscriber } from '@/lib/subscribers/shape'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { formatDateTime } from './format'
import { Badge } from './kit/Badge'
import { RecordList } from './RecordList'

/** Newsletters tab: subscribers with Active, Inactive (withdrawn) or Awaiting confirmation (a sign-up not yet confirmed). */
export function NewslettersPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  return (
    <RecordList<AdminSubscriber>
      path="/api/admin/newsletters"
      tab="newsletters"
      searchPlaceholder={t.list.searchEmailPlaceholder}
      csvName="newsletter-subscribers"
      renderItem={(s) => (
        <article className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-4">
          <div className="min-w-0">
            <p className="break-all font-semibold text-ink">{s.email}</p>
            <p className="text-sm text-ink-soft">
              {t.fields.subscribedAt}: {formatDateTime(s.subscribedAt, locale)} · {t.fields.language}:{' '}
              {s.locale.toUpperCase()}
            </p>
          </div>
          <Badge tone={s.isActive ? 'success' : 'neutral'}>
            {s.isActive
              ? t.newsletters.active
              : !s.confirmedAt && !s.unsubscribedAt
                ? t.newsletters.pending
                : t.newsletters.inactive}
          </Badge>
        </article>
      )}
    />
  )
}
