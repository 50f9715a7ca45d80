import type { RateLimitOptions } from '@/lib/define-endpoint'
import type { UnpaidHoldLimits } from '@/lib/bookings/holds'
import type { HoldLimits } from '@/lib/consultations/operations'

/** A setting's positive whole number, or `fallback` when it is unset or anything else. */
function setting(raw: string | undefined, fallback: number): number {
  const value = raw?.trim()
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : fallback
}

/**
 * Submissions per IP per minute on each public form. Ten is far above what a person filling a form
 * does and far below what a script flooding the studio's inbox needs. Operators can tune it.
 */
export function submissionLimit(name: string): Omit<RateLimitOptions, 'subject'> {
  const points = Number(process.env.PUBLIC_RATE_LIMIT_PER_MINUTE) || 10
  return { key: `public:${name}`, points, durationSec: 60 }
}

/**
 * Future consultations one visitor may hold at once: 2 per mailbox (a `+tag` is the same mailbox)
 * and 3 per client address (a couple or a small office behind one address). A person books one
 * call, sometimes a second for a partner or another project; more, and one visitor could take
 * every time of the owner's week. Once a consultation has started or is cancelled, it no longer
 * counts. Operators can tune both.
 */
export function consultationHoldLimits(): HoldLimits {
  return {
    perMailbox: setting(process.env.CONSULTATIONS_PER_MAILBOX, 2),
    perClient: setting(process.env.CONSULTATIONS_PER_CLIENT, 3),
  }
}

/**
 * Seats of classes paid online one visitor may hold unpaid at once, and the share of a session's
 * seats unpaid holds may take together (src/lib/bookings/holds.ts). Two per mailbox and three per
 * client address, as for consultations: a person pays for a seat or two at a time, and paying
 * frees their share at once. Half of a session: most payments take a few minutes of their 30, so
 * people paying at the same moment rarely hold half the seats, while holds from many addresses can
 * never leave a paying visitor without a seat. Operators can tune all three.
 */
export function classHoldLimits(): UnpaidHoldLimits {
  return {
    perMailbox: setting(process.env.CLASS_UNPAID_HOLDS_PER_MAILBOX, 2),
    perClient: setting(process.env.CLASS_UNPAID_HOLDS_PER_CLIENT, 3),
    sessionPercent: Math.min(100, setting(process.env.CLASS_UNPAID_HOLDS_SESSION_PERCENT, 50)),
  }
}
