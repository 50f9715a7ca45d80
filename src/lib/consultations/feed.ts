import crypto from 'node:crypto'

import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod } from 'ical-generator'
import type { Payload } from 'payload'

import { withTimezones } from '@/lib/calendar/vtimezone'
import { siteUrl } from '@/lib/seo/site-url'

import { consultationUid } from './invitation'
import { OWNER_TIME_ZONE } from './rules'
import { feedRows } from './store'

/**
 * The owner's private calendar feed: consultations, class sessions and confirmed class
 * bookings as one iCalendar a Google, Apple or Outlook calendar subscribes to. Its address carries
 * a long random token; only the token's SHA-256 is stored (payload_kv), so a database dump does not
 * open the feed. Renewing replaces it (the old address stops at once); revoking deletes it.
 */
const FEED_KEY = 'consultations:feed-token'

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export const feedUrl = (token: string) => `${siteUrl()}/api/consultations/feed?token=${token}`

/** A new token (the old one stops working); answers the feed's address, shown once. */
export async function renewFeedToken(payload: Payload): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  await payload.kv.set(FEED_KEY, { hash: hash(token), createdAt: new Date().toISOString() })
  return feedUrl(token)
}

export async function revokeFeedToken(payload: Payload): Promise<void> {
  await payload.kv.delete(FEED_KEY)
}

export async function feedTokenValid(payload: Payload, token: string | null): Promise<boolean> {
  if (!token || token.length > 100) return false
  const stored = (await payload.kv.get(FEED_KEY)) as { hash?: string } | null
  if (!stored?.hash) return false
  const a = Buffer.from(stored.hash)
  const b = Buffer.from(hash(token))
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

const when = (value: unknown) => new TZDate(new Date(value as string).getTime(), OWNER_TIME_ZONE)

/** The feed itself: the last 30 days and the next year. */
export async function ownerFeed(payload: Payload): Promise<string> {
  const host = new URL(siteUrl()).hostname
  const { consultations, sessions, bookings } = await feedRows(payload)
  const calendar = ical({
    name: 'Studio',
    prodId: { company: 'Studio', product: 'owner-feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  for (const c of consultations) {
    calendar.createEvent({
      id: consultationUid(Number(c.id)),
      sequence: Number(c.sequence),
      start: when(c.starts_at),
      end: when(c.ends_at),
      timezone: OWNER_TIME_ZONE,
      summary: `${c.status === 'pending' ? '(?) ' : ''}${String(c.name)} · ${String(c.type)}`,
      description: [String(c.email), c.phone ? String(c.phone) : '', c.notes ? String(c.notes) : '']
        .filter(Boolean)
        .join('\n'),
    })
  }
  for (const s of sessions) {
    const start = new Date(s.starts_at as string).getTime()
    calendar.createEvent({
      id: `class-session-${String(s.id)}@${host}`,
      start: when(s.starts_at),
      end: new TZDate(start + Number(s.duration_minutes) * 60_000, OWNER_TIME_ZONE),
      timezone: OWNER_TIME_ZONE,
      summary: `Class · ${String(s.class_id ?? '')}`,
      location: String(s.location ?? ''),
    })
  }
  for (const b of bookings) {
    const start = new Date(b.starts_at as string).getTime()
    calendar.createEvent({
      id: `class-booking-feed-${String(b.id)}@${host}`,
      start: when(b.starts_at),
      end: new TZDate(start + Number(b.duration_minutes) * 60_000, OWNER_TIME_ZONE),
      timezone: OWNER_TIME_ZONE,
      summary: `${String(b.name)} · ${String(b.class_type)}`,
      description: String(b.email),
      location: String(b.location ?? ''),
    })
  }
  // An empty calendar has no component to put the VTIMEZONE before, and needs none.
  return calendar.events().length ? withTimezones(calendar.toString(), [OWNER_TIME_ZONE]) : calendar.toString()
}
