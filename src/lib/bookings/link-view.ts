import 'server-only'

import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/cms/payload'

import { classTitles } from './catalogue'
import { findClass } from './store'
import { verifyLink, type LinkPurpose } from './links'
import { cancelDeadline, requestCancellation, requestStart } from './self-service'
import { paidOnline } from './store'
import { formatSessionStart, formatStudioDay } from '@/lib/calendar/studio-time'

export interface LinkView {
  state: 'ok' | 'invalid' | 'expired'
  booking?: {
    name: string
    className: string
    status: string
    when?: string
    /** A booking without a session: `when` is its date, not a session's start. */
    dateOnly?: boolean
    place?: string
    /** Formatted deadline (cancel: the cut-off; claim: the end of the offer). */
    deadline?: string
    /** Whether the action can still be taken. */
    open: boolean
    /** Why a paid booking without a session is no longer cancelled here: the studio decides. */
    refusal?: 'datePassed' | 'noDate'
    /** A claim of a class paid online: claiming the seat opens its payment. */
    payment?: { mode: 'full' } | { mode: 'deposit'; depositPercent: number }
  }
}

/**
 * What the booking pages show for a link: nothing of a forged or tampered one, the booking of a
 * valid one (read on the server, never cached: the pages are dynamic). `paymentsOnline`: the site
 * takes payments, so a seat of a class paid online is paid when it is claimed.
 */
export async function linkView(
  token: string | undefined,
  purpose: LinkPurpose,
  locale: Locale,
  { paymentsOnline = false }: { paymentsOnline?: boolean } = {},
): Promise<LinkView> {
  const check = verifyLink(token, purpose)
  if (!check.ok) return { state: check.reason }
  const payload = await payloadClient()
  const booking = await payload
    .findByID({ collection: 'bookings', id: check.claims.booking, depth: 1, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!booking) return { state: 'invalid' }
  const cls = await findClass({ payload } as Parameters<typeof findClass>[0], booking.classType)
  const session = typeof booking.session === 'object' && booking.session ? booking.session : undefined
  const cutoffHours = cls?.cancellationCutoffHours ?? 48
  const startsAt = session ? new Date(session.startsAt) : undefined
  // A request without a session, paid through a payment request, is cancelled by its date's rules
  // (requestCancellation): the cut-off counts back from its date, and once the date has come, or
  // without one, the studio decides.
  const day = session ? undefined : requestStart(booking.preferredDate)
  const paidRequest =
    purpose === 'manage' && !session && (await paidOnline({ payload } as Parameters<typeof paidOnline>[0], booking.id))
  const rule = paidRequest ? requestCancellation(day, cutoffHours) : undefined
  const deadline =
    purpose === 'claim'
      ? booking.offerExpiresAt
        ? new Date(booking.offerExpiresAt)
        : undefined
      : startsAt
        ? cancelDeadline({ startsAt, cutoffHours })
        : paidRequest && day
          ? cancelDeadline({ startsAt: day, cutoffHours })
          : undefined
  const now = Date.now()
  const open =
    purpose === 'claim'
      ? booking.status === 'waitlisted' && Boolean(deadline && deadline.getTime() > now)
      : ['pending', 'confirmed', 'waitlisted'].includes(booking.status) &&
        (!deadline || deadline.getTime() > now) &&
        !(rule && 'refused' in rule)
  const refusal =
    rule && 'refused' in rule && ['pending', 'confirmed'].includes(booking.status) ? rule.refused : undefined
  return {
    state: 'ok',
    booking: {
      name: booking.name,
      className: classTitles(cls, booking.classType)[locale],
      status: booking.status,
      when: startsAt ? formatSessionStart(startsAt, locale) : day && formatStudioDay(day, locale),
      ...(!startsAt && day && { dateOnly: true }),
      ...(refusal && { refusal }),
      place: session ? (session.format === 'online' ? undefined : session.location) : undefined,
      deadline: deadline && formatSessionStart(deadline, locale),
      open,
      ...(purpose === 'claim' &&
        paymentsOnline &&
        cls &&
        cls.onlinePayment !== 'none' && {
          payment:
            cls.onlinePayment === 'deposit'
              ? { mode: 'deposit' as const, depositPercent: cls.depositPercent ?? 0 }
              : { mode: 'full' as const },
        }),
    },
  }
}
