/** The HttpOnly copy of the bearer token, for calls the shared helper sends without the header. */
export const ADMIN_COOKIE = 'admin_session'

/**
 * Secure in production. The e2e site runs production on http://localhost, which Chromium treats
 * as a secure origin, so it keeps the cookie; INSECURE_COOKIES=1 is for a plain-http deployment
 * behind nothing (the CMS cookie follows the same switch).
 */
function secure(): boolean {
  return process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'
}

export function sessionCookie(token: string, expiresAt: string): string {
  const maxAge = Math.max(0, Math.floor((new Date(expiresAt).getTime() - Date.now()) / 1000))
  return [
    `${ADMIN_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
    `Expires=${new Date(expiresAt).toUTCString()}`,
    ...(secure() ? ['Secure'] : []),
  ].join('; ')
}

export function clearedSessionCookie(): string {
  return [
    `${ADMIN_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ...(secure() ? ['Secure'] : []),
  ].join('; ')
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    if (part.slice(0, i).trim() === name) {
      const value = part.slice(i + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return undefined
}
