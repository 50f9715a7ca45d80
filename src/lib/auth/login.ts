import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/routing'
import { HttpError } from '@/lib/http/errors'
import { authClock } from './clock'
import { claimTotpStep, verifyAdminPassword } from './credentials'
import { GateFull, signInBusy, signInGate } from './hash-gate'
import { authMessage } from './messages'
import { hashPassword } from './password'
import {
  createPendingSession,
  createSession,
  deleteSession,
  findPendingSession,
  promotePendingSession,
  purgeExpiredSessions,
  recordWrongCode,
  type IssuedSession,
} from './sessions'
import { countLoginAttempt, forgiveAttempt } from './throttle'
import { matchTotpStep, totpSecret } from './totp'

/**
 * The two steps of the dashboard's sign-in (password, then a TOTP code when set). Every refusal
 * is an HttpError 401 (429 over the login limit); the caller answers the session it gets.
 */

async function purgeQuietly(payload: Payload) {
  await purgeExpiredSessions(payload).catch((error: unknown) => {
    payload.logger.warn({ msg: `Could not purge expired admin sessions: ${(error as Error).message}` })
  })
}

/**
 * A password hash through the sign-in gate (./hash-gate.ts), so that a flood of sign-ins cannot take
 * the thread pool. When too many wait: 503 with Retry-After, and the point taken for this attempt is
 * given back (nothing was checked).
 */
async function gated<T>(payload: Payload, ip: string, locale: Locale, hash: () => Promise<T>): Promise<T> {
  try {
    return await signInGate.run(hash)
  } catch (error) {
    if (!(error instanceof GateFull)) throw error
    await forgiveAttempt(payload, ip)
    throw signInBusy(locale)
  }
}

/** The password step: a signed-in session, or, with 2FA on, a pending one that waits for its code. */
export async function signInWithPassword(
  req: PayloadRequest,
  { password, locale, ip }: { password: string; locale: Locale; ip: string },
): Promise<{ session: IssuedSession; pending: boolean }> {
  const payload = req.payload
  await countLoginAttempt(req, locale)
  await purgeQuietly(payload)
  if (!(await gated(payload, ip, locale, () => verifyAdminPassword(payload, password)))) {
    throw new HttpError(401, 'INVALID_CREDENTIALS', authMessage('invalidPassword', locale))
  }
  await forgiveAttempt(payload, ip)
  if (totpSecret()) return { session: await createPendingSession(payload, { ip }), pending: true }
  return { session: await createSession(payload, { ip }), pending: false }
}

/** The code step: the pending session of `sessionToken` becomes a signed-in one. */
export async function signInWithCode(
  req: PayloadRequest,
  { sessionToken, code, locale, ip }: { sessionToken: string; code: string; locale: Locale; ip: string },
): Promise<IssuedSession> {
  const payload = req.payload
  await countLoginAttempt(req, locale)
  const pending = await findPendingSession(payload, sessionToken)
  const secret = totpSecret()
  if (!pending || !secret) {
    // An unknown session costs what a wrong password costs (one scrypt run), so that the two
    // refusals cannot be told apart by their time.
    if (!pending) await gated(payload, ip, locale, () => hashPassword(sessionToken))
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
  return promotePendingSession(payload, pending.id)
}
