import type { PayloadRequest } from 'payload'

import { isDatabaseUnavailable, databaseUnavailableError } from '@/lib/http/database'
import { jsonError } from '@/lib/http/errors'
import { requestLocale } from '@/lib/http/messages'
import { ADMIN_COOKIE, readCookie } from '@/lib/http/admin-cookie'
import { authMessage } from './messages'
import { findSessionByToken } from './sessions'

export interface AdminSession {
  id: string | number
  expiresAt: string
  /** How the request proved it: cookie-authenticated mutations must also pass an Origin check. */
  via: 'bearer' | 'cookie'
}

/**
 * Every caller is a Payload endpoint, which carries its Payload instance. Loading the config here
 * instead would make payload.config.ts import itself through the endpoints.
 */
type SessionRequest = Pick<PayloadRequest, 'headers' | 'payload' | 'url'>

/** The token a request carries: the bearer header first, else the HttpOnly cookie. */
export function presentedToken(req: { headers: Headers }): { token: string; via: AdminSession['via'] } | undefined {
  const authorization = req.headers.get('authorization')
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
    // A header that is present but not a bearer token does not fall back to the cookie: the
    // client meant to present it, and guessing otherwise would hide its mistake.
    return match ? { token: match[1]!, via: 'bearer' } : undefined
  }
  const cookie = readCookie(req.headers.get('cookie'), ADMIN_COOKIE)
  return cookie ? { token: cookie, via: 'cookie' } : undefined
}

/**
 * The administrator session a request carries (bearer header or cookie), or null. Throws only when
 * the database cannot be reached (callers that want an HTTP answer use requireAdmin).
 */
export async function getAdminSession(req: SessionRequest): Promise<AdminSession | null> {
  const presented = presentedToken(req)
  if (!presented) return null
  const doc = await findSessionByToken(req.payload, presented.token)
  return doc ? { id: doc.id, expiresAt: doc.expiresAt, via: presented.via } : null
}

/**
 * The session, or the Response to answer instead: 401 `{ error: 'UNAUTHORIZED', message }` without
 * a live session, 503 with Retry-After when the database is unreachable.
 *
 *     const session = await requireAdmin(req)
 *     if (session instanceof Response) return session
 */
export async function requireAdmin(req: SessionRequest): Promise<AdminSession | Response> {
  const locale = requestLocale(req)
  try {
    const session = await getAdminSession(req)
    if (session) return session
  } catch (error) {
    if (isDatabaseUnavailable(error)) return databaseUnavailableError(locale).toResponse()
    throw error
  }
  return jsonError(401, 'UNAUTHORIZED', authMessage('unauthorized', locale), undefined, {
    'WWW-Authenticate': 'Bearer',
  })
}
