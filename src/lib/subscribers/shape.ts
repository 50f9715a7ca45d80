import type { Subscriber } from '@root/payload-types'

import { columns, type CsvColumn } from '@/lib/records/columns'

/** A row of the dashboard's newsletter list. */
export function adminSubscriber(doc: Subscriber) {
  const { id, email, isActive, subscribedAt, source, confirmedAt, unsubscribedAt, locale, createdAt } = doc
  return {
    id,
    email,
    // Only a confirmed, not-withdrawn address is active (double opt-in); a pending sign-up is not.
    isActive: isActive === true,
    subscribedAt,
    source: source ?? null,
    confirmedAt: confirmedAt ?? null,
    unsubscribedAt: unsubscribedAt ?? null,
    locale,
    createdAt,
  }
}

/** A subscriber as GET /api/admin/newsletters lists it. */
export type AdminSubscriber = ReturnType<typeof adminSubscriber>

/** The dashboard's CSV export; the state reads as a word in a spreadsheet. */
export const SUBSCRIBER_EXPORT_COLUMNS: CsvColumn<Subscriber>[] = [
  ...columns<Subscriber>(['id', 'email']),
  { key: 'isActive', value: (s) => (s.isActive === true ? 'active' : 'inactive') },
  ...columns<Subscriber>([
    'subscribedAt',
    'source',
    'consentText',
    'confirmedAt',
    'unsubscribedAt',
    'locale',
    'createdAt',
  ]),
]

/** What the dashboard's search box looks in. */
export const SUBSCRIBER_SEARCH_FIELDS = ['email']
