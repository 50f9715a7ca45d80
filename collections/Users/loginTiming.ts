import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

import { payloadHashCost } from '@/platform/payload-password-hash'

const pbkdf2 = promisify(crypto.pbkdf2)
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/** Payload's password hash parameters (src/platform/payload-password-hash.ts). */
const hashCost = payloadHashCost

let referenceHash: string | undefined

/**
 * Payload answers a sign-in with an unknown username at once, but a wrong password only after
 * hashing it (and counting the failure): the difference tells anyone which editor names exist.
 * For an unknown name this hook spends the same work, a password hash with the parameters of the
 * existing editors' hashes, so both refusals take the same time.
 */
export const equalizeUnknownUserTime: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { username?: unknown; password?: unknown } }).data
  const username = typeof data?.username === 'string' ? data.username.toLowerCase().trim() : ''
  if (!username) return args
  // PostgreSQL cannot compare text with U+0000: refused like any wrong credentials, not with a 500.
  const password = typeof data?.password === 'string' ? data.password : ''
  if (username.includes('\u0000') || password.includes('\u0000')) throw new AuthenticationError(req.t, true)
  const found = await req.payload.db.findOne<{ id: number; hash?: string }>({
    collection: 'users',
    req,
    where: { username: { equals: username } },
  })
  if (found) {
    referenceHash = found.hash
    return args
  }
  if (referenceHash === undefined) {
    const any = await req.payload.db.findOne<{ id: number; hash?: string }>({ collection: 'users', req, where: {} })
    referenceHash = any?.hash
  }
  const { iterations, keyLength } = hashCost(referenceHash)
  await pbkdf2(password, DUMMY_SALT, iterations, keyLength, 'sha256')
  // Payload then looks the unknown name up once more and refuses it, as it looks up a known one
  // before hashing (no failed-attempt write: the account lock is off, see ./index.ts).
  return args
}

/**
 * Payload refuses an unknown username with "The username or password provided is incorrect" and a
 * wrong password with "The email or password…": the wording told a stranger which names exist.
 * Every refused sign-in of this collection answers the first, in the editor's language.
 */
export const sameRefusalForEveryUsername: CollectionAfterErrorHook = ({ error, req, result }) => {
  // Told by its text, not its class or name (a bundled copy of Payload may differ in both).
  const message = req.t('error:usernameOrPasswordIncorrect')
  const said = (error as { message?: string }).message
  if (said !== message && said !== req.t('error:emailOrPasswordIncorrect')) return
  const [first] = result?.errors ?? []
  return { response: { ...result, errors: [{ ...first, message }] } }
}
