import type { Payload, PayloadRequest } from 'payload'

import enNewsletter from '@/i18n/messages/en/newsletter.json'
import frNewsletter from '@/i18n/messages/fr/newsletter.json'
import type { Locale } from '@/i18n/routing'
import { confirmUrl } from '@/lib/email/confirm-link'
import { recipientKey } from '@/lib/email/confirmation-limit'
import { enqueueEmails } from '@/lib/email/outbox'
import { studioInfo } from '@/lib/email/studio'
import { unsubscribeUrl } from '@/lib/email/unsubscribe'
import { isUniqueViolation } from '@/lib/http/payload-errors'
import { listRecords, type ListCall } from '@/lib/records/list'
import { newsletterConfirmEmail, newsletterWelcomeEmail } from './emails'
import { adminSubscriber, SUBSCRIBER_EXPORT_COLUMNS, SUBSCRIBER_SEARCH_FIELDS } from './shape'
import { confirmSignUp, lockMailbox, pendingAddressesLike, renewSignUp, signUpAt } from './store'

/** The sentence the sign-up form shows next to its button, as the server knows it, per language. */
export const CONSENT_TEXT: Record<Locale, string> = {
  en: enNewsletter.newsletter.consentText,
  fr: frNewsletter.newsletter.consentText,
}

/**
 * A pending address gets a new confirmation e-mail only when its last one is this old: the form is
 * open to anyone, and without a pause it would let a stranger fill someone's inbox with our
 * e-mails (one click each). Ten minutes lets a person who lost or never got the e-mail ask again
 * soon, while a flood is held to six messages an hour per address, on top of the per-IP limit.
 */
export const RESEND_AFTER_MS = 10 * 60_000

/**
 * Whether another address of the same mailbox (`reader+1@…`, `Reader@…`: recipientKey, as the
 * confirmation cap counts them) was asked to confirm less than RESEND_AFTER_MS ago. Under the
 * mailbox's lock for the rest of the request's transaction, so sign-ups of one mailbox arriving
 * together on any instance are decided one after the other.
 */
async function mailboxAskedRecently(req: PayloadRequest, email: string, now: Date): Promise<boolean> {
  const mailbox = recipientKey(email)
  await lockMailbox(req, mailbox)
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at).split('+')[0]!.toLowerCase()
  const domain = email.slice(at + 1).toLowerCase()
  // The pattern only narrows the rows down; recipientKey decides.
  const since = new Date(now.getTime() - RESEND_AFTER_MS)
  const addresses = await pendingAddressesLike(req, local, domain, since)
  return addresses.some((address) => recipientKey(address) === mailbox)
}

/**
 * - `asked`: a new address, an address that had unsubscribed, or a pending one whose last
 *   confirmation is older than RESEND_AFTER_MS, is now a pending sign-up; its confirmation e-mail
 *   is queued in the request's transaction;
 * - `already`: the address is active, or was asked to confirm a moment ago; nothing is sent;
 * - `concurrent`: a concurrent request stored the same address first (and sends its e-mail); the
 *   transaction is unusable and must be rolled back.
 */
export type SubscribeOutcome = 'asked' | 'already' | 'concurrent'

export interface SignUp {
  email: string
  locale: Locale
  /** Path of the page of the form, when known. */
  source?: string
}

/**
 * A sign-up is a request for consent, not yet a subscription (Canada's anti-spam law puts the
 * proof of consent on the sender): the row keeps the proof
 * (when, from which page and language, the exact text shown, taken from the server's own
 * messages, never from the client) and stays inactive until the address confirms through the
 * e-mailed link (confirmSubscription).
 */
export async function subscribe(req: PayloadRequest, { email, locale, source }: SignUp): Promise<SubscribeOutcome> {
  const payload = req.payload
  const now = new Date()
  const proof = { subscribedAt: now.toISOString(), source: source ?? null, locale, consentText: CONSENT_TEXT[locale] }
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
    const pending = subscriber && !subscriber.confirmedAt && !subscriber.unsubscribedAt
    if (pending && now.getTime() - new Date(subscriber.subscribedAt).getTime() < RESEND_AFTER_MS) return 'already'
    // The same pause per mailbox: `reader+1@…` to `reader+6@…` are six addresses and one inbox.
    if (await mailboxAskedRecently(req, email, now)) return 'already'
    if (subscriber) {
      // A new sign-up (after a withdrawal, or asking again) is a new request for consent: its
      // proof replaces the old one, and the earlier link stops working (it names the old
      // instant). Conditional on the instant read above, so two concurrent requests renew it once.
      if (!(await renewSignUp(req, subscriber.id, subscriber.subscribedAt, proof))) return 'already'
    } else {
      await payload.create({
        collection: 'subscribers',
        data: { email, isActive: false, ...proof },
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
  await enqueueEmails(req, [await newsletterConfirmEmail(email, locale, studio, confirmUrl(email, now, locale))])
  return 'asked'
}

/** Where the sign-up a confirmation link names stands. */
export type SignUpState = 'pending' | 'confirmed' | 'replaced'

/**
 * `pending`: the sign-up of that instant waits for its confirmation; `confirmed`: it was confirmed
 * and is still active; `replaced`: the address has no such sign-up any more (a newer one, a
 * withdrawal, an erasure), so the link must not subscribe it again.
 */
export async function signUpState(
  from: PayloadRequest | Payload,
  email: string,
  subscribedAt: Date,
): Promise<SignUpState> {
  const row = await signUpAt(from, email, subscribedAt)
  if (!row) return 'replaced'
  if (row.isActive === true && row.confirmed) return 'confirmed'
  if (row.isActive === false && !row.confirmed) return 'pending'
  return 'replaced'
}

export type ConfirmOutcome = { state: 'confirmed'; locale: Locale } | { state: 'already' | 'replaced' }

/**
 * Confirms the sign-up of `email` made at `subscribedAt` (the link's), and queues the welcome
 * e-mail, in the request's transaction. The UPDATE's own condition (`confirmed_at IS NULL`) makes
 * it happen once: a second click, or two at the same moment, finds the row already confirmed
 * (the second waits for the first's row lock, then re-reads the condition) and sends nothing.
 */
export async function confirmSubscription(
  req: PayloadRequest,
  email: string,
  subscribedAt: Date,
): Promise<ConfirmOutcome> {
  const row = await confirmSignUp(req, email, subscribedAt)
  if (row) {
    const locale = (row.locale === 'fr' ? 'fr' : 'en') as Locale
    const studio = await studioInfo(req)
    await enqueueEmails(req, [await newsletterWelcomeEmail(email, locale, studio, unsubscribeUrl(email, locale))])
    return { state: 'confirmed', locale }
  }
  return { state: (await signUpState(req, email, subscribedAt)) === 'confirmed' ? 'already' : 'replaced' }
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
