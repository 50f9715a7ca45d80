import type { Payload } from 'payload'

import { authClock } from '../../src/lib/auth/clock'
import { claimTotpStep, verifyAdminPassword } from '../../src/lib/auth/credentials'
import { hashPassword } from '../../src/lib/auth/password'
import { ADMIN_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '../../src/lib/auth/cookie'
import { presentedToken, requireAdmin } from '../../src/lib/auth/admin-session'
import { authMessage } from '../../src/lib/auth/messages'
import {
  createPendingSession,
  createSession,
  deleteSession,
  deleteSessionByToken,
  findPendingSession,
  promotePendingSession,
  purgeExpiredSessions,
  recordWrongCode,
  type IssuedSession,
} from '../../src/lib/auth/sessions'
import { countLoginAttempt, forgiveAttempt } from '../../src/lib/auth/throttle'
import { matchTotpStep, totpSecret } from '../../src/lib/auth/totp'
import { HttpError, publicEndpoint, requireSameOrigin } from '../../src/lib/http'
import { adminLoginSchema, verifyTwoFactorSchema } from '../../src/lib/schemas/adminLogin'

/** The token in the body (the dashboard keeps it in localStorage) and in the HttpOnly cookie. */
function signedIn(session: IssuedSession) {
  return {
    status: 200,
    body: { token: session.token, expiresAt: session.expiresAt },
    headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) },
  }
}

async function purgeQuietly(payload: Payload) {
  await purgeExpiredSessions(payload).catch((error: unknown) => {
    payload.logger.warn({ msg: `Could not purge expired admin sessions: ${(error as Error).message}` })
  })
}

/** POST /api/admin/login {password} → {token} | {requires2FA: true, sessionToken} (seed 001 §7). */
export const adminLogin = publicEndpoint({
  path: '/admin/login',
  method: 'post',
  idempotent: false,
  transaction: false,
  maxBytes: 4 * 1024,
  handler: async ({ req, payload, body, locale, ip }) => {
    requireSameOrigin(req)
    const { password } = adminLoginSchema.parse(body)
    await countLoginAttempt(req, locale)
    await purgeQuietly(payload)
    if (!(await verifyAdminPassword(payload, password))) {
      throw new HttpError(401, 'INVALID_CREDENTIALS', authMessage('invalidPassword', locale))
    }
    await forgiveAttempt(payload, ip)
    if (totpSecret()) {
      const pending = await createPendingSession(payload, { ip })
      return { status: 200, body: { requires2FA: true, sessionToken: pending.token, expiresAt: pending.expiresAt } }
    }
    return signedIn(await createSession(payload, { ip }))
  },
})

/** POST /api/admin/verify-2fa {sessionToken, code} → {token}. */
export const adminVerifyTwoFactor = publicEndpoint({
  path: '/admin/verify-2fa',
  method: 'post',
  idempotent: false,
  transaction: false,
  maxBytes: 4 * 1024,
  handler: async ({ req, payload, body, locale, ip }) => {
    requireSameOrigin(req)
    const { sessionToken, code } = verifyTwoFactorSchema.parse(body)
    await countLoginAttempt(req, locale)
    const pending = await findPendingSession(payload, sessionToken)
    const secret = totpSecret()
    if (!pending || !secret) {
      // An unknown session costs what a wrong password costs (one scrypt run), so that the two
      // refusals cannot be told apart by their time.
      if (!pending) await hashPassword(sessionToken)
      // Not a guess at a secret (the session token has 256 bits): the step simply ran out.
      if (pending) await deleteSession(payload, pending.id)
      await forgiveAttempt(payload, ip)
      throw new HttpError(401, 'TWO_FACTOR_EXPIRED', authMessage('twoFactorExpired', locale))
    }
    const step = matchTotpStep(code, secret, authClock.now())
    if (step === null) {
      // The point taken above stays: a wrong code is a failed sign-in for the IP as well.
      const attemptsLeft = await recordWrongCode(payload, pending.id)
      if (attemptsLeft === 0) throw new HttpError(401, 'TOO_MANY_CODES', authMessage('tooManyCodes', locale))
      throw new HttpError(401, 'INVALID_CODE', authMessage('invalidCode', locale), { extra: { attemptsLeft } })
    }
    // Someone who saw the code is not guessing: refused, but not counted against the IP.
    await forgiveAttempt(payload, ip)
    if (!(await claimTotpStep(payload, step))) {
      throw new HttpError(401, 'CODE_ALREADY_USED', authMessage('codeAlreadyUsed', locale))
    }
    return signedIn(await promotePendingSession(payload, pending.id))
  },
})

/** GET /api/admin/verify-token: 200 while the session lives, else 401. */
export const adminVerifyToken = publicEndpoint({
  path: '/admin/verify-token',
  method: 'get',
  handler: async ({ req }) => {
    const session = await requireAdmin(req)
    if (session instanceof Response) return session
    return { status: 200, body: { valid: true, expiresAt: session.expiresAt } }
  },
})

/** POST /api/admin/logout: deletes the session (200 even when it is already gone) and the cookie. */
export const adminLogout = publicEndpoint({
  path: '/admin/logout',
  method: 'post',
  json: false,
  idempotent: false,
  transaction: false,
  handler: async ({ req, payload }) => {
    const presented = presentedToken(req)
    if (presented?.via === 'cookie') requireSameOrigin(req)
    // Both credentials go: the header's token and the cookie's, if they differ.
    const tokens = new Set([presented?.token, readCookie(req.headers.get('cookie'), ADMIN_COOKIE)].filter(Boolean))
    for (const token of tokens) await deleteSessionByToken(payload, token)
    return { status: 200, body: { success: true }, headers: { 'Set-Cookie': clearedSessionCookie() } }
  },
})

export const authEndpoints = [adminLogin, adminVerifyTwoFactor, adminVerifyToken, adminLogout]
