import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

function base62(length: number): string {
  const bytes = randomBytes(length)
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % 62]
  return out
}

/**
 * Stripe-shaped identifiers: the object's prefix, then 24 base-62 characters (`txr_1Q…`,
 * `pi_3P…`); a test-mode Checkout Session is `cs_test_` and 58 characters.
 */
export function newId(prefix: string): string {
  if (prefix === 'cs') return `cs_test_a1${base62(56)}`
  return `${prefix}_1${base62(23)}`
}

export function secretPart(): string {
  return base62(24)
}
