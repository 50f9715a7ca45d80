'use client'

import type { AdminContact } from '@/lib/inquiries/shape'
import { WEDDING_FIELDS } from '@/lib/schemas/contact'

import { useAdminLocale, useAdminMessages } from './AdminI18n'
import { formatDay } from './format'
import { cardClass, Details, RecordList, RecordTitle } from './RecordList'
import { Badge } from './ui'

/** Contact Submissions tab (the dashboard's default). */
export function ContactsPanel() {
  const t = useAdminMessages()
  const locale = useAdminLocale()
  const f = t.fields
  return (
    <RecordList<AdminContact>
      path="/api/admin/contacts"
      title={t.dashboard.tabs.contacts}
      searchPlaceholder={t.list.searchPlaceholder}
      emptyText={t.empty.contacts}
      csvName="contact-submissions"
      renderItem={(c) => {
        const wedding = WEDDING_FIELDS.filter((key) => c[key])
        return (
          <article className={cardClass} aria-labelledby={`contact-${c.id}`}>
            <header className="flex flex-wrap items-start justify-between gap-2">
              <RecordTitle id={`contact-${c.id}`} name={c.name} createdAt={c.createdAt} />
              {c.serviceType && <Badge tone="info">{c.serviceType}</Badge>}
            </header>
            <div className="mt-4">
              <Details
                items={[
                  [
                    f.email,
                    <a key="e" href={`mailto:${c.email}`} className="underline underline-offset-2">
                      {c.email}
                    </a>,
                  ],
                  [
                    f.phone,
                    c.phone ? (
                      <a key="p" href={`tel:${c.phone}`} className="underline underline-offset-2">
                        {c.phone}
                      </a>
                    ) : null,
                  ],
                  [f.eventDate, formatDay(c.eventDate, locale)],
                  [f.referralSource, c.referralSource],
                ]}
              />
            </div>
            <p className="mt-4 whitespace-pre-wrap break-words rounded-xl bg-cream p-4 text-ink">{c.message}</p>
            {wedding.length > 0 && (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-semibold text-gold-deep">{f.weddingDetails}</summary>
                <div className="mt-3">
                  <Details items={wedding.map((key) => [f[key], c[key]])} />
                </div>
              </details>
            )}
          </article>
        )
      }}
    />
  )
}
