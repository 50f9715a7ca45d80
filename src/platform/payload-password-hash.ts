/**
 * Reliance: the parameters of Payload's password hashes (payload/dist/auth/strategies/local/
 * generatePasswordSaltHash.js): hashes written today start with `pbkdf2-sha256-v1:` and take
 * 600,000 PBKDF2-SHA256 iterations for 32 bytes; older ones 25,000 iterations for 512 bytes.
 * Internal constants, not configuration.
 *
 * Why: a CMS sign-in with an unknown username is answered at once, a wrong password only after
 * hashing; collections/Users/loginTiming.ts spends the same work on an unknown name so that the
 * answer's time does not tell which editor names exist. With other parameters upstream, the two
 * refusals would again take different times.
 *
 * Checked on: payload 3.90.1.
 * Guard: tests/unit/platform/payload-password-hash.test.ts (Payload's source still hashes with these).
 */
export const PAYLOAD_HASH_PREFIX = 'pbkdf2-sha256-v1:'

export const PAYLOAD_HASH_COST = {
  current: { iterations: 600_000, keyLength: 32 },
  legacy: { iterations: 25_000, keyLength: 512 },
} as const

/** The cost of checking a password against `hash` (the existing editors' hashes' kind). */
export function payloadHashCost(hash: string | undefined): { iterations: number; keyLength: number } {
  return hash?.startsWith(PAYLOAD_HASH_PREFIX) ? PAYLOAD_HASH_COST.current : PAYLOAD_HASH_COST.legacy
}
