import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { sharedLimiter } from '@/lib/http/rate-limit'
import type { OutgoingEmail } from './outbox'

/**
 * The visitor's copies of a submission: they go to whatever address was typed into a form. The
 * per-address limit of the forms counts the sender, not the recipient, so without this anyone
 * could have the studio mail one stranger again and again.
 */
const VISITOR_COPIES = new Set<OutgoingEmail['kind']>(['booking-confirmation', 'inquiry-confirmation'])

/**
 * At most 5 confirmations to one address per 24 hours, across the booking and contact forms and
 * every instance (the counter is a row of the rate-limit table in PostgreSQL). A person who books
 * a few classes and writes to the studio the same day stays under it; a stranger's inbox gets at
 * most five messages a day from the site, none repeating anything but what the form offers.
 */
export const CONFIRMATIONS_PER_ADDRESS = 5
export const CONFIRMATION_WINDOW_SECONDS = 24 * 60 * 60

/**
 * The counter's key: the address as mail servers deliver it (case-insensitive, a `+tag` is the
 * same mailbox), hashed, so the table never holds the addresses themselves.
 */
export function recipientKey(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  const mailbox = `${local.split('+')[0]}@${domain}`
  return createHash('sha256').update(mailbox).digest('base64url')
}

const confirmationLimiter = (req: PayloadRequest) =>
  sharedLimiter(req.payload, {
    key: 'confirmation-to',
    points: CONFIRMATIONS_PER_ADDRESS,
    durationSec: CONFIRMATION_WINDOW_SECONDS,
  })

/**
 * Takes one of the address's confirmations for the day. Undefined when it was free; else the
 * seconds until the next one is, for a Retry-After.
 */
export async function takeConfirmation(req: PayloadRequest, address: string): Promise<number | undefined> {
  try {
    await confirmationLimiter(req).consume(recipientKey(address), 1)
    return undefined
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
  }
}

/**
 * The e-mails of a submission without the visitor's copies over the limit. The submission itself
 * is still stored and the studio still notified: only the visitor's copy is left out.
 */
export async function withinConfirmationLimit(req: PayloadRequest, emails: OutgoingEmail[]): Promise<OutgoingEmail[]> {
  const kept: OutgoingEmail[] = []
  for (const email of emails) {
    if (!VISITOR_COPIES.has(email.kind) || (await takeConfirmation(req, email.to)) === undefined) {
      kept.push(email)
      continue
    }
    req.payload.logger.warn(
      `A ${email.kind} e-mail was not queued: its address had its ${CONFIRMATIONS_PER_ADDRESS} for the day`,
    )
  }
  return kept
}
