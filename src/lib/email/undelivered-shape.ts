import type { Outbox } from '@root/payload-types'

import { columns, type CsvColumn } from '@/lib/records/columns'

/**
 * Where an undelivered message stands: `waiting` (not sent yet, no attempt failed), `retrying`
 * (an attempt failed, the next one is scheduled) or `gaveUp` (retried for 48 hours, failed for good).
 */
export type UndeliveredState = 'waiting' | 'retrying' | 'gaveUp'

function stateOf(doc: Pick<Outbox, 'status' | 'nextAttemptAt'>): UndeliveredState {
  if (doc.status !== 'failed') return 'waiting'
  return doc.nextAttemptAt ? 'retrying' : 'gaveUp'
}

/** A row of the dashboard's E-mail tab (no body: the subject and address say which message it is). */
export function adminOutboxMessage(doc: Outbox) {
  const { id, to, subject, kind, locale, status, attempts, createdAt } = doc
  return {
    id,
    to,
    subject,
    kind,
    locale,
    status,
    state: stateOf(doc),
    attempts: attempts ?? 0,
    lastError: doc.lastError ?? null,
    nextAttemptAt: doc.nextAttemptAt ?? null,
    createdAt,
  }
}

/** A message as GET /api/admin/outbox lists it. */
export type AdminOutboxMessage = ReturnType<typeof adminOutboxMessage>

export const OUTBOX_EXPORT_COLUMNS: CsvColumn<Outbox>[] = [
  ...columns<Outbox>(['id', 'to', 'subject', 'kind', 'locale', 'status']),
  { key: 'state', value: stateOf },
  ...columns<Outbox>(['attempts', 'lastError', 'nextAttemptAt', 'createdAt']),
]

/** What the tab's search box looks in. */
export const OUTBOX_SEARCH_FIELDS = ['to', 'subject']
