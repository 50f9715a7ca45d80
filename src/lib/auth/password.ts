import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

// OWASP's scrypt baseline (N=2^17, r=8, p=1) needs 128 MiB per hash; with 2^15 it stays at 32 MiB,
// about 50-100 ms here, and the login rate limit bounds how often anyone can make us pay it.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const maxmem = (N: number, r: number) => 256 * N * r

/** `scrypt$N$r$p$salt$hash` (base64url); the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, {
    ...PARAMS,
    maxmem: maxmem(PARAMS.N, PARAMS.r) * 2,
  })
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Constant-time comparison of the derived keys; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing hash is not visible from outside.
    await hashPassword(password)
    return false
  }
  const [, n, r, p, saltText, keyText] = parts
  const N = Number(n)
  const R = Number(r)
  const expected = Buffer.from(keyText!, 'base64url')
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltText!, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R) * 2,
  })
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** 18 random bytes (24 characters, 144 bits): strong, and short enough to type once. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url')
}
