import crypto from 'node:crypto'

/** 32 random bytes, URL-safe: the bearer token and the 2FA step's session token. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/**
 * Tokens are stored as SHA-256 only. Unlike a password they carry 256 bits of randomness, so a
 * fast hash is enough: nobody can brute-force them from a stolen copy of the table.
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A token this server could have issued: base64url of 32 bytes, so nothing odd reaches a query. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
