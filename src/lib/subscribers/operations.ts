import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { newsletterWelcomeEmail } from '@/lib/email/templates'
import { unsubscribeUrl } from '@/lib/email/unsubscribe'
import { isUniqueViolation } from '@/lib/http/payload-errors'
import { listRecords, type ListCall } from '@/lib/records/list'
import { adminSubscriber, SUBSCRIBER_EXPORT_COLUMNS, SUBSCRIBER_SEARCH_FIELDS } from './shape'

/**
 * - `welcomed`: a new address, or one that had unsubscribed, is active again and its welcome
 *   e-mail is queued in the request's transaction;
 * - `already`: the address was active; nothing changed, nothing is sent;
 * - `concurrent`: a concurrent request stored the same address first (and sends its welcome); the
 *   transaction is unusable and must be rolled back.
 */
export type SubscribeOutcome = 'welcomed' | 'already' | 'concurrent'

export async function subscribe(req: PayloadRequest, email: string, locale: Locale): Promise<SubscribeOutcome> {
  const payload = req.payload
  const now = new Date().toISOString()
  try {
    const existing = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
    const subscriber = existing.docs[0]
    if (subscriber?.isActive) return 'already'
    if (subscriber) {
      // A new subscription after an unsubscription is a new consent: its date is today's.
      await payload.update({
        collection: 'subscribers',
        id: subscriber.id,
        data: { isActive: true, subscribedAt: now, unsubscribedAt: null, locale },
        req,
        depth: 0,
        overrideAccess: true,
      })
    } else {
      await payload.create({
        collection: 'subscribers',
        data: { email, isActive: true, subscribedAt: now, locale },
        req,
        depth: 0,
        overrideAccess: true,
      })
    }
  } catch (error) {
    if (isUniqueViolation(error)) return 'concurrent'
    throw error
  }
  const studio = await studioInfo(req)
  await enqueueEmails(req, [newsletterWelcomeEmail(email, locale, studio, unsubscribeUrl(email, locale))])
  return 'welcomed'
}

/** Ends the active subscription of `email`, keeping the row and the date (proof of withdrawal). */
export async function unsubscribe(payload: Payload, email: string): Promise<void> {
  const now = new Date().toISOString()
  await payload.update({
    collection: 'subscribers',
    where: { and: [{ email: { equals: email } }, { isActive: { equals: true } }] },
    data: { isActive: false, unsubscribedAt: now },
    depth: 0,
    overrideAccess: true,
  })
}

/** The dashboard's newsletter list (newest first), a page of JSON or the CSV export. */
export function listSubscribers(call: ListCall) {
  return listRecords(call, {
    collection: 'subscribers',
    search: SUBSCRIBER_SEARCH_FIELDS,
    toJson: adminSubscriber,
    csv: { name: 'newsletter-subscribers', columns: SUBSCRIBER_EXPORT_COLUMNS },
  })
}
