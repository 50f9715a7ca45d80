import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { presentedToken, requireAdmin } from '@/lib/auth/admin-session'

/**
 * Sessions verified recently by this instance, by token hash. Consulted only while the database
 * cannot be reached: the dashboard that shows the outage must keep working through it. While the
 * database answers, every call is checked against it (a logout takes effect at once).
 */
const OUTAGE_GRACE_MS = 10 * 60_000
const verified = new Map<string, number>()

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

function remember(token: string, expiresAt: string): void {
  if (verified.size > 1000) verified.clear()
  verified.set(hash(token), Math.min(Date.now() + OUTAGE_GRACE_MS, new Date(expiresAt).getTime()))
}

function recentlyVerified(token: string): boolean {
  const until = verified.get(hash(token))
  return until !== undefined && until > Date.now()
}

/**
 * The monitoring calls need the administrator session (they show visitors' addresses). A metrics
 * scraper cannot sign in, so METRICS_TOKEN, when set (16+ characters), is also accepted as a bearer
 * token; it opens the monitoring calls only, nothing of the admin area.
 * Returns the Response to answer instead (401, 503), or undefined when access is granted.
 */
export async function requireMonitoringAccess(req: PayloadRequest): Promise<Response | undefined> {
  const configured = process.env.METRICS_TOKEN
  const presented = presentedToken(req)
  if (configured && configured.length >= 16 && presented?.via === 'bearer' && safeEqual(presented.token, configured))
    return undefined
  const session = await requireAdmin(req)
  if (!(session instanceof Response)) {
    if (presented) remember(presented.token, session.expiresAt)
    return undefined
  }
  if (session.status === 503 && presented && recentlyVerified(presented.token)) return undefined
  return session
}

function safeEqual(a: string, b: string): boolean {
  return crypto.timingSafeEqual(Buffer.from(hash(a), 'hex'), Buffer.from(hash(b), 'hex'))
}
