import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { formatSessionLabel } from '@/lib/calendar/studio-time'

import { readSessionsByIds } from './store'
import type { PublicSession } from './shape'

const MAX_SESSIONS = 200

/**
 * The upcoming sessions of the published classes with the seats left now, for /classes and its
 * booking form (GET /api/class-bookings/sessions). The place of an in-person session is public; the video
 * link of an online one is only sent to its students. `paymentsOnline`: the site takes payments
 * (src/lib/payments/config.ts), so each session of a class paid online says so.
 */
export async function upcomingSessions(
  req: PayloadRequest,
  locale: Locale,
  { paymentsOnline = false }: { paymentsOnline?: boolean } = {},
): Promise<PublicSession[]> {
  const now = new Date().toISOString()
  const found = await req.payload.find({
    collection: 'class-sessions',
    where: { startsAt: { greater_than: now } },
    locale,
    depth: 0,
    sort: 'startsAt',
    limit: MAX_SESSIONS,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (found.docs.length === 0) return []
  const ids = found.docs.map((d) => d.id)
  const seats = new Map((await readSessionsByIds(req, ids, { publishedOnly: true })).map((s) => [s.id, s]))
  return found.docs.flatMap((doc) => {
    const s = seats.get(doc.id)
    if (!s) return []
    return [
      {
        id: doc.id,
        classId: s.classId,
        startsAt: s.startsAt.toISOString(),
        when: formatSessionLabel(s.startsAt, locale),
        durationMinutes: s.durationMinutes,
        format: s.format,
        place: s.format === 'in-person' ? s.location : null,
        note: doc.note ?? null,
        capacity: s.capacity,
        seatsLeft: Math.max(0, s.capacity - s.taken),
        ...(paymentsOnline &&
          s.onlinePayment !== 'none' && {
            payment:
              s.onlinePayment === 'deposit'
                ? { mode: 'deposit' as const, depositPercent: s.depositPercent ?? 0 }
                : { mode: 'full' as const },
          }),
      },
    ]
  })
}
