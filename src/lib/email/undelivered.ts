import type { Payload } from 'payload'

import { fill } from '@/i18n/fill'
import en from '@/i18n/messages/en/api.json'
import fr from '@/i18n/messages/fr/api.json'
import type { Locale } from '@/i18n/routing'
import { HttpError } from '@/lib/http/errors'
import { THRESHOLDS } from '@/lib/metrics/thresholds'
import { listRecords, type ListCall } from '@/lib/records/list'

import { kickOutbox } from './outbox'
import { makeDueAgain } from './store'
import { adminOutboxMessage, OUTBOX_EXPORT_COLUMNS, OUTBOX_SEARCH_FIELDS } from './undelivered-shape'

// Typed by the English file, so a French file that lacks a key does not compile.
const texts: Record<Locale, (typeof en)['api']['outbox']> = { en: en.api.outbox, fr: fr.api.outbox }

/**
 * GET /api/admin/outbox: the messages the administrator should know about, newest first: every
 * failed one (retrying or given up), and those still waiting after the monitoring's threshold
 * (the relay has not answered for that long), the ones /monitoring alerts about.
 */
export function listUndelivered(call: ListCall) {
  const waitingSince = new Date(Date.now() - THRESHOLDS.emailWaitMinutes * 60_000).toISOString()
  return listRecords(call, {
    collection: 'outbox',
    search: OUTBOX_SEARCH_FIELDS,
    where: {
      or: [
        { status: { equals: 'failed' } },
        { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: waitingSince } }] },
      ],
    },
    toJson: adminOutboxMessage,
    csv: { name: 'undelivered-emails', columns: OUTBOX_EXPORT_COLUMNS },
  })
}

/**
 * Makes an unsent message due now with a fresh retry schedule (48 hours again: attempts back to 0),
 * and wakes the sender. A message already sent is refused (409: sending it again would be a
 * duplicate), and so is one being sent at this moment (its claim is live: the outcome of that
 * attempt is not known yet).
 */
export async function sendAgain(payload: Payload, id: number, locale: Locale) {
  if (!(await makeDueAgain(payload, id))) {
    const message = await payload.findByID({
      collection: 'outbox',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!message) throw new HttpError(404, 'NOT_FOUND', texts[locale].notFound)
    if (message.status === 'sent') throw new HttpError(409, 'ALREADY_SENT', texts[locale].alreadySent)
    throw new HttpError(409, 'SENDING', texts[locale].sending)
  }
  kickOutbox(payload)
  const message = await payload.findByID({ collection: 'outbox', id, depth: 0, overrideAccess: true })
  return { ...adminOutboxMessage(message), message: fill(texts[locale].queued, { to: message.to }) }
}
