import type { Payload } from 'payload'

import type { AdminSession as AdminSessionDoc } from '@root/payload-types'
import { authClock } from './clock'
import { countWrongCode } from './store'
import { hashToken, isWellFormedToken, randomToken } from './tokens'

const COLLECTION = 'admin-sessions'

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000
/** How long a password-checked login may wait for its code. */
export const TWO_FACTOR_TTL_MS = 5 * 60 * 1000
export const MAX_WRONG_CODES = 5

const inFuture = (ms: number) => new Date(authClock.now() + ms).toISOString()
const isExpired = (doc: Pick<AdminSessionDoc, 'expiresAt'>) => new Date(doc.expiresAt).getTime() <= authClock.now()

export interface IssuedSession {
  token: string
  id: AdminSessionDoc['id']
  expiresAt: string
}

/**
 * A new session row: signed in (`tokenHash`, 24 hours) or waiting for its 2FA code
 * (`twoFactorTokenHash`, 5 minutes). Only the token's hash is stored.
 */
async function issueSession(payload: Payload, ip: string | undefined, verified: boolean): Promise<IssuedSession> {
  const token = randomToken()
  const expiresAt = inFuture(verified ? SESSION_TTL_MS : TWO_FACTOR_TTL_MS)
  const hash = verified ? { tokenHash: hashToken(token) } : { twoFactorTokenHash: hashToken(token) }
  const doc = await payload.create({
    collection: COLLECTION,
    data: { ...hash, isVerified: verified, failedCodes: 0, expiresAt, ip },
    depth: 0,
    overrideAccess: true,
  })
  return { token, id: doc.id, expiresAt }
}

/** A signed-in session (password alone, or password then code). */
export async function createSession(payload: Payload, { ip }: { ip?: string } = {}): Promise<IssuedSession> {
  return issueSession(payload, ip, true)
}

/** The first step of a 2FA login: a short-lived session that only verify-2fa accepts. */
export async function createPendingSession(payload: Payload, { ip }: { ip?: string } = {}): Promise<IssuedSession> {
  return issueSession(payload, ip, false)
}

async function findOne(payload: Payload, field: 'tokenHash' | 'twoFactorTokenHash', token: unknown) {
  if (!isWellFormedToken(token)) return undefined
  const found = await payload.find({
    collection: COLLECTION,
    where: { [field]: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) return undefined
  if (isExpired(doc)) {
    await deleteSession(payload, doc.id)
    return undefined
  }
  return doc
}

/** The pending 2FA session of `sessionToken`, unless unknown, expired or already verified. */
export async function findPendingSession(
  payload: Payload,
  sessionToken: unknown,
): Promise<AdminSessionDoc | undefined> {
  const doc = await findOne(payload, 'twoFactorTokenHash', sessionToken)
  return doc && !doc.isVerified ? doc : undefined
}

/** The live session of a bearer token, or undefined (an expired one is deleted on the way). */
export async function findSessionByToken(payload: Payload, token: unknown): Promise<AdminSessionDoc | undefined> {
  const doc = await findOne(payload, 'tokenHash', token)
  return doc?.isVerified ? doc : undefined
}

/** Turns a pending session into a signed-in one with a fresh token and a full 24 hours. */
export async function promotePendingSession(payload: Payload, id: AdminSessionDoc['id']): Promise<IssuedSession> {
  const token = randomToken()
  const expiresAt = inFuture(SESSION_TTL_MS)
  await payload.update({
    collection: COLLECTION,
    id,
    data: { tokenHash: hashToken(token), twoFactorTokenHash: null, isVerified: true, expiresAt },
    depth: 0,
    overrideAccess: true,
  })
  return { token, id, expiresAt }
}

/**
 * Counts a wrong code against a pending session (atomically, so parallel guesses cannot share one
 * count) and discards the session at the limit. Returns the codes left.
 */
export async function recordWrongCode(payload: Payload, id: AdminSessionDoc['id']): Promise<number> {
  const failed = (await countWrongCode(payload, id)) ?? MAX_WRONG_CODES
  if (failed >= MAX_WRONG_CODES) await deleteSession(payload, id)
  return Math.max(0, MAX_WRONG_CODES - failed)
}

export async function deleteSession(payload: Payload, id: AdminSessionDoc['id']): Promise<void> {
  await payload.delete({ collection: COLLECTION, where: { id: { equals: id } }, depth: 0, overrideAccess: true })
}

/** Logout: deletes the session of `token` if there is one (no error when it is already gone). */
export async function deleteSessionByToken(payload: Payload, token: unknown): Promise<void> {
  if (!isWellFormedToken(token)) return
  await payload.delete({
    collection: COLLECTION,
    where: { tokenHash: { equals: hashToken(token) } },
    depth: 0,
    overrideAccess: true,
  })
}

/** Drops expired sessions, signed-in or pending; run at each login. */
export async function purgeExpiredSessions(payload: Payload): Promise<void> {
  await payload.delete({
    collection: COLLECTION,
    where: { expiresAt: { less_than_equal: new Date(authClock.now()).toISOString() } },
    depth: 0,
    overrideAccess: true,
  })
}
